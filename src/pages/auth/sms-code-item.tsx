import { SafetyOutlined } from "@ant-design/icons";
import { Button, Form, Input, message, Space, type FormInstance } from "antd";
import { useState } from "react";
import { config } from "../../config";
import { sendRegisterSms, type SmsType } from "../../providers/account";
import { codeRules, errorText, SMS_RESEND_SECONDS } from "./rules";
import { useCountdown } from "./use-countdown";

interface SmsCodeItemProps {
  /** The form holding the `mobile` the code is texted to (checked before sending). */
  form: FormInstance;
  /** The form's name: the code input's id is `<formName>_code`, which the label names. */
  formName: string;
  type: SmsType;
  /** Why sending failed (shown by the form's alert), or null when it is sent. */
  onError: (message: string | null) => void;
}

/** What 获取验证码 says once the code is on its way (the server's words: domain.md "SMS"). */
export const SMS_SENT = "验证码已发送";

/**
 * 验证码 with 获取验证码 (60 s before another): registration and 忘记密码 ask it alike, and each says
 * 验证码已发送 in a toast when it went (issue 49: only the countdown said so). The toast is the
 * item's own (message.useMessage): /login, where 忘记密码 opens, has no console shell to show one.
 */
export function SmsCodeItem({ form, formName, type, onError }: SmsCodeItemProps) {
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const [toasts, toastHolder] = message.useMessage();

  async function sendCode() {
    let mobile: string;
    try {
      ({ mobile } = (await form.validateFields(["mobile"])) as { mobile: string });
    } catch {
      return;
    }
    setSending(true);
    onError(null);
    try {
      await sendRegisterSms(mobile, type);
      countdown.start(SMS_RESEND_SECONDS);
      void toasts.success(SMS_SENT);
    } catch (e) {
      onError(errorText(e));
    } finally {
      setSending(false);
    }
  }

  const waiting = countdown.remaining > 0;
  return (
    <>
      {toastHolder}
      <Form.Item label="验证码" htmlFor={`${formName}_code`} required extra={config.demoMode ? "演示环境验证码固定为 123456" : undefined}>
        <Space.Compact style={{ width: "100%" }}>
          <Form.Item name="code" rules={codeRules} noStyle>
            <Input prefix={<SafetyOutlined />} placeholder="请输入验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <Button onClick={() => void sendCode()} loading={sending} disabled={waiting} style={{ minWidth: 120 }}>
            {waiting ? `${countdown.remaining}秒后重发` : "获取验证码"}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
