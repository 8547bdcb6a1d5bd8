import { MobileOutlined } from "@ant-design/icons";
import { Alert, Button, Form, Input } from "antd";
import { ENTER_SUBMITS } from "../../engine/enter-guard";
import { registerAccount, type RegisterAccountForm } from "../../providers/account";
import { NewPasswordItems } from "./new-password-items";
import { mobileRules } from "./rules";
import { SmsCodeItem } from "./sms-code-item";
import { useSubmit } from "./use-submit";

/** Step 1 of /register: mobile, sms code, password → account created and signed in. */
export function AccountStep({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<RegisterAccountForm>();
  const { submit: onFinish, submitting, error, setError } = useSubmit(registerAccount, onDone);

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
      <SmsCodeItem form={form} formName="register-account" type="register" onError={setError} />
      <NewPasswordItems />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={submitting} autoInsertSpace={false}>
          注册
        </Button>
      </Form.Item>
    </Form>
  );
}
