import { Alert, Button, Card, Descriptions, Form, Result, Spin } from "antd";
import { useCallback, useEffect, useState } from "react";
import { usePageCan } from "../../components/use-can";
import { FormField } from "../../engine/screens/form-fields";
import { request } from "../../providers/http";
import { toastSuccess } from "../../providers/notify";
import { loadUserInfo } from "../../providers/session";
import { certFields, VERIFY_STATUS } from "./setting-fields";
import { CERT_INFO_PATH, CERT_VERIFY_PATH } from "./user.calls";

interface CertInfo {
  status: number;
  account_type: number | null;
  id_card_name: string | null;
  id_card_no: string | null;
  license_no: string | null;
}

const TYPES: Record<number, string> = { 1: "企业", 2: "个体工商户", 3: "个人" };

/**
 * 实名认证: the submitted certification, or the form to submit it (cert/info, cert/verify) for
 * a session granted the page's verify; without it, only where the shop stands.
 */
export function CertCard() {
  const mayVerify = usePageCan()("verify");
  const [info, setInfo] = useState<CertInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const load = useCallback(() => request<CertInfo>(CERT_INFO_PATH).then(setInfo, () => undefined), []);
  useEffect(() => void load(), [load]);

  async function submit(values: Record<string, unknown>) {
    setSaving(true);
    setError(null);
    try {
      await request(CERT_VERIFY_PATH, values);
      toastSuccess("已提交实名认证，请等待审核");
      await Promise.all([load(), loadUserInfo()]);
    } catch (e) {
      setError(e instanceof Error ? e.message : "提交失败");
    } finally {
      setSaving(false);
    }
  }

  const status = info ? VERIFY_STATUS[info.status] : undefined;
  return (
    <Card title="实名认证">
      {!info && <Spin />}
      {info && (info.status === 1 || info.status === 2) && (
        <>
          <Result status={info.status === 2 ? "success" : "info"} title={status?.label} style={{ padding: 16 }} />
          <Descriptions column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="认证类型">{TYPES[info.account_type ?? 0] ?? "-"}</Descriptions.Item>
            <Descriptions.Item label="证件姓名">{info.id_card_name}</Descriptions.Item>
            <Descriptions.Item label="身份证号">{info.id_card_no}</Descriptions.Item>
            <Descriptions.Item label="营业执照号">{info.license_no ?? "-"}</Descriptions.Item>
          </Descriptions>
        </>
      )}
      {info && (info.status === 0 || info.status === 3) && !mayVerify && (
        <Result status="info" title={status?.label} subTitle="当前账号无实名认证权限" style={{ padding: 16 }} />
      )}
      {info && (info.status === 0 || info.status === 3) && mayVerify && (
        <Form layout="horizontal" labelCol={{ flex: "120px" }} wrapperCol={{ style: { maxWidth: 520 } }}
          initialValues={{ account_type: 3 }} onFinish={(v: Record<string, unknown>) => void submit(v)} aria-label="实名认证">
          {info.status === 3 && <Alert type="warning" showIcon message="认证被驳回，请修改后重新提交" style={{ marginBottom: 16 }} />}
          {certFields.map((f) => <FormField key={f.key} field={f} siblings={certFields} mode="create" />)}
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={saving}>提交认证</Button>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}
