import { useInvalidate } from "@refinedev/core";
import { Alert, Button, Card, Form, Space } from "antd";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { listUrlOf } from "../../engine/list-memory";
import { viewTitle } from "../../engine/titles";
import { useParentTitle } from "../../engine/use-parent-title";
import { useResourceRoute } from "../../engine/use-resource-route";
import { request } from "../../providers/http";
import { toastSuccess } from "../../providers/notify";
import goodsKeys from "../../resources/goods/goods-keys";
import { KEY_PASTE_LABEL, KeyPasteInput, KeyPreview, useParsedKeys } from "./key-paste";

/** The config's save call (in the API contract as its generated save), adding many keys at once. */
const KEYS_SAVE_PATH = `${goodsKeys.api.base}/${goodsKeys.api.save ?? "save"}`;

/** /goods/keys/create/:alias — bulk paste of card keys, previewed line by line (each problem marked) before saving. */
export default function KeysCreate() {
  const { alias = "" } = useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const parsed = useParsedKeys(text);
  const back = listUrlOf("goodsKeys", `/goods/keys/${alias}`);
  const errors = touched ? parsed.errors : [];
  const { config, routeFields } = useResourceRoute();
  const title = useParentTitle(config, routeFields, viewTitle(config, "create"));

  async function save() {
    setTouched(true);
    setServerError(null);
    if (parsed.errors.length) return;
    setSaving(true);
    try {
      const data = await request<{ count: number }>(KEYS_SAVE_PATH, { goods_alias: alias, keys: parsed.keys });
      toastSuccess(`已添加 ${data.count} 条卡密`);
      await invalidate({ resource: "goodsKeys", invalidates: ["list"] });
      await navigate(back);
    } catch (e) {
      setServerError(e instanceof Error ? e.message : "保存失败");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={title}>
      <Form layout="vertical" onFinish={() => void save()} style={{ maxWidth: 720 }}>
        <Form.Item label={KEY_PASTE_LABEL} validateStatus={errors.length ? "error" : undefined}>
          <KeyPasteInput value={text} onChange={setText} onBlur={() => setTouched(true)} />
        </Form.Item>
        <KeyPreview parsed={parsed} />
        {errors.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={`有 ${errors.length} 处问题，修正后再保存`} description={errors[0]} />}
        {serverError && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={serverError} />}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>保存</Button>
          <Button onClick={() => void navigate(back)}>返回</Button>
        </Space>
      </Form>
    </Card>
  );
}
