import { useWarnAboutChange } from "@refinedev/core";
import { Alert, Button, Card, Form, Result, Skeleton, Typography } from "antd";
import { useEffect, useState } from "react";
import { usePageCan } from "../../components/use-can";
import { fromFormRecord, toFormRecord } from "../../engine/record-convert";
import { FormField } from "../../engine/screens/form-fields";
import { isStaleSave, request } from "../../providers/http";
import { StaleReload } from "../../engine/screens/stale-reload";
import { toastSuccess } from "../../providers/notify";
import { distributionError } from "../../resources/ump/distribution.rules";
import { distributionFields } from "./distribution-fields";
import type { Rec } from "../../engine/types";
import { DISTRIBUTION_BASE } from "./ump.calls";

const BASE = DISTRIBUTION_BASE;

/**
 * 分销设置 (/ump/distribution): one settings form per shop. The same rules as the demo API
 * (distribution.rules.ts) run before saving, so a bad rate sum is said at once; a refusal
 * from the server is shown above the button and the form keeps what was typed. Without the
 * page's edit grant (保存设置) the settings show read-only, with no button.
 */
export default function DistributionSettingsPage() {
  const [form] = Form.useForm<Rec>();
  const [loaded, setLoaded] = useState<Rec | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const { setWarnWhen } = useWarnAboutChange();
  const editable = usePageCan()("edit");

  useEffect(() => {
    request<Rec>(`${BASE}/info`, {})
      .then((data) => setLoaded(data))
      .catch((e: unknown) => setLoadError(e instanceof Error ? e.message : "加载失败"));
  }, []);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  async function save(values: Rec) {
    const body = { ...fromFormRecord(distributionFields, values, "edit"), rate_2: values.level === 2 ? values.rate_2 : null };
    const problem = distributionError(body);
    setError(problem);
    if (problem) return;
    setSaving(true);
    setStale(false);
    // the version the form was filled with (decision 0082): a save over settings saved since is refused
    const version = typeof loaded?.updated_at === "string" ? { updated_at: loaded.updated_at } : {};
    try {
      setLoaded(await request<Rec>(`${BASE}/save`, { ...body, ...version }));
      setWarnWhen(false);
      toastSuccess("分销设置已保存");
    } catch (e) {
      setError(e instanceof Error ? e.message : "保存失败");
      setStale(isStaleSave(e));
    } finally {
      setSaving(false);
    }
  }

  /** 重新加载 (confirmed): the settings as stored now replace what was typed. */
  async function reload() {
    const newest = await request<Rec>(`${BASE}/info`, {});
    setLoaded(newest);
    form.setFieldsValue(toFormRecord(distributionFields, newest) as Parameters<typeof form.setFieldsValue>[0]);
    setWarnWhen(false);
    setError(null);
    setStale(false);
  }

  if (loadError) return <Result status="error" title="分销设置加载失败" subTitle={loadError} />;
  return (
    <Card title="分销设置">
      {!loaded ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ flex: "150px" }}
          wrapperCol={{ style: { maxWidth: 480 } }}
          initialValues={toFormRecord(distributionFields, loaded)}
          disabled={!editable}
          onValuesChange={() => setWarnWhen(true)}
          onFinish={(v) => void save(v)}
          aria-label="分销设置"
        >
          {distributionFields.map((f) => <FormField key={f.key} field={f} siblings={distributionFields} mode="edit" />)}
          {error && <Alert type="error" showIcon message={error} action={stale && <StaleReload reload={reload} />} style={{ marginBottom: 16 }} />}
          <Form.Item label=" " colon={false}>
            {editable && <Button type="primary" htmlType="submit" loading={saving}>保存设置</Button>}
            {typeof loaded.updated_at === "string" && (
              <Typography.Text type="secondary" style={editable ? { marginLeft: 16 } : undefined}>上次保存：{loaded.updated_at}</Typography.Text>
            )}
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}
