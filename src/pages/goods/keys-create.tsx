import { useInvalidate } from "@refinedev/core";
import { Alert, Button, Card, Form, Input, Space, Typography } from "antd";
import { useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { listUrlOf } from "../../engine/list-memory";
import { viewTitle } from "../../engine/titles";
import { useParentTitle } from "../../engine/use-parent-title";
import { useResourceRoute } from "../../engine/use-resource-route";
import { request } from "../../providers/http";
import { toastSuccess } from "../../providers/notify";
import goodsKeys from "../../resources/goods/goods-keys";
import { MAX_KEY_LINES, parseKeyLines } from "./parse-keys";

/** The config's save call (in the API contract as its generated save), adding many keys at once. */
const KEYS_SAVE_PATH = `${goodsKeys.api.base}/${goodsKeys.api.save ?? "save"}`;

/** /goods/keys/create/:alias — bulk paste of card keys, checked line by line before saving. */
export default function KeysCreate() {
  const { alias = "" } = useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const parsed = useMemo(() => parseKeyLines(text), [text]);
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
        <Form.Item
          label={`卡密（每行一条：卡号,卡密 或 仅卡密；最多${MAX_KEY_LINES}行）`}
          validateStatus={errors.length ? "error" : undefined}
        >
          <Input.TextArea
            aria-label="卡密内容"
            rows={12}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => setTouched(true)}
            placeholder={"NO0001,SECRET-AAAA-0001\nSECRET-AAAA-0002"}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">已识别 {parsed.keys.length} 条有效卡密</Typography.Paragraph>
        {errors.length > 0 && (
          <Alert type="error" showIcon style={{ marginBottom: 16 }} message={`有 ${errors.length} 处问题，修正后再保存`}
            description={<ul style={{ margin: 0, paddingLeft: 20 }}>{errors.slice(0, 50).map((e) => <li key={e}>{e}</li>)}</ul>} />
        )}
        {serverError && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={serverError} />}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>保存</Button>
          <Button onClick={() => void navigate(back)}>返回</Button>
        </Space>
      </Form>
    </Card>
  );
}
