import { Button } from "antd";
import { useState } from "react";
import { FocusPopconfirm } from "./focus-popconfirm";

/**
 * 重新加载, beside a save refused because the record changed since it was read (HTTP 409):
 * asks first, as the newest record then replaces what was typed (which stays until then, so
 * it can be copied or saved again by hand).
 */
export function StaleReload({ reload }: { reload: () => Promise<void> | void }) {
  const [loading, setLoading] = useState(false);
  async function run() {
    setLoading(true);
    try {
      await reload();
    } finally {
      setLoading(false);
    }
  }
  return (
    <FocusPopconfirm
      title="重新加载最新的记录？"
      description="表单中已填写的内容将被替换"
      okText="重新加载"
      cancelText="取消"
      onConfirm={() => void run()}
    >
      <Button size="small" loading={loading}>重新加载</Button>
    </FocusPopconfirm>
  );
}
