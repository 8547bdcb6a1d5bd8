import { LockOutlined, MobileOutlined, SafetyOutlined } from "@ant-design/icons";
import { Alert, Button, Form, Input, Space } from "antd";
import { useState } from "react";
import { config } from "../../config";
import { ENTER_SUBMITS } from "../../engine/enter-guard";
import { registerAccount, sendRegisterSms, type RegisterAccountForm } from "../../providers/account";
import { errorText, codeRules, confirmPasswordRules, mobileRules, newPasswordRules, SMS_RESEND_SECONDS } from "./rules";
import { useCountdown } from "./use-countdown";
import { useSubmit } from "./use-submit";

/** Step 1 of /register: mobile, sms code, password → account created and signed in. */
export function AccountStep({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<RegisterAccountForm>();
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const { submit: onFinish, submitting, error, setError } = useSubmit(registerAccount, onDone);

  async function sendCode() {
    let mobile: string;
    try {
      ({ mobile } = await form.validateFields(["mobile"]));
    } catch {
      return;
    }
    setSending(true);
    setError(null);
    try {
      await sendRegisterSms(mobile);
      countdown.start(SMS_RESEND_SECONDS);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSending(false);
    }
  }

  const waiting = countdown.remaining > 0;
  return (
    <Form<RegisterAccountForm>
      form={form}
      name="register-account"
      // like sign-in, Enter registers: every field is required, a half-filled form only shows its messages
      {...ENTER_SUBMITS}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item label="手机号" name="mobile" rules={mobileRules}>
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} autoComplete="username" inputMode="numeric" />
      </Form.Item>
      <Form.Item
        label="验证码"
        htmlFor="register-account_code"
        required
        extra={config.demoMode ? "演示环境验证码固定为 123456" : undefined}
      >
        <Space.Compact style={{ width: "100%" }}>
          <Form.Item name="code" rules={codeRules} noStyle>
            <Input prefix={<SafetyOutlined />} placeholder="请输入验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <Button onClick={() => void sendCode()} loading={sending} disabled={waiting} style={{ minWidth: 120 }}>
            {waiting ? `${countdown.remaining}秒后重发` : "获取验证码"}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item label="密码" name="password" rules={newPasswordRules}>
        <Input.Password prefix={<LockOutlined />} placeholder="8-20位，包含字母和数字" autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="确认密码" name="password_confirm" dependencies={["password"]} rules={confirmPasswordRules}>
        <Input.Password prefix={<LockOutlined />} placeholder="请再次输入密码" autoComplete="new-password" />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={submitting} autoInsertSpace={false}>
          注册
        </Button>
      </Form.Item>
    </Form>
  );
}
