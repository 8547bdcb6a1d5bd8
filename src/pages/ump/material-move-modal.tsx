import { Modal, Select, Typography } from "antd";
import { useEffect, useState } from "react";
import type { MaterialGroup } from "./material-api";

/** 移动分组 of one or several materials: pick a group (or 未分组) and move them there. */
export function MoveModal({ open, count, groups, current, onMove, onClose }: {
  open: boolean;
  /** How many materials move (said in the title). */
  count: number;
  groups: MaterialGroup[];
  /** Their group when they share one (preselected), else null. */
  current: string | null;
  onMove(group: string): Promise<unknown>;
  onClose(): void;
}) {
  const [group, setGroup] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setGroup(current ?? undefined);
  }, [open, current]);

  const submit = async () => {
    if (group === undefined) return;
    setBusy(true);
    try {
      await onMove(group);
      onClose();
    } catch {
      // refused: the toast says why; keep the choice
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={count > 1 ? `移动 ${count} 个素材到分组` : "移动分组"}
      open={open}
      okText="移动"
      cancelText="取消"
      okButtonProps={{ disabled: group === undefined }}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">选择目标分组：</Typography.Paragraph>
      <Select
        aria-label="目标分组"
        style={{ width: "100%" }}
        placeholder="请选择分组"
        showSearch
        optionFilterProp="label"
        value={group}
        onChange={setGroup}
        options={[{ value: "", label: "未分组" }, ...groups.map((g) => ({ value: g.alias, label: g.name }))]}
      />
    </Modal>
  );
}
