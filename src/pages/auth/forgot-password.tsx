import { MobileOutlined } from "@ant-design/icons";
import { Alert, Button, Form, Input, Modal } from "antd";
import { ENTER_SUBMITS } from "../../engine/enter-guard";
import { resetPassword, type ResetPasswordForm } from "../../providers/account";
import { NewPasswordItems } from "./new-password-items";
import { mobileRules } from "./rules";
import { SmsCodeItem } from "./sms-code-item";
import { useSubmit } from "./use-submit";
import { ThemeFrame } from "../../theme/theme-frame";

export interface ForgotPasswordProps {
  /** The mobile typed on /login, if any: the code goes to it unless changed. */
  mobile?: string;
  onClose: () => void;
  /** The password is reset: /login signs in with it. */
  onDone: (mobile: string) => void;
}

/**
 * 忘记密码 (on /login): a code texted to the mobile sets a new password for its account, the
 * merchant's or an employee's; every session of that account ends and a sign-in lock is lifted.
 * Its own chunk: /login loads it on the first click, with antd's theme (/login itself draws no antd).
 */
export default function ForgotPassword({ mobile, onClose, onDone }: ForgotPasswordProps) {
  const [form] = Form.useForm<ResetPasswordForm>();
  const { submit, submitting, error, setError } = useSubmit(resetPassword, (values) => onDone(values.mobile));
  return (
    <ThemeFrame>
      <Modal open title="忘记密码" onCancel={onClose} footer={null} destroyOnHidden width={420}>
        <Form<ResetPasswordForm>
          form={form}
          name="forgot-password"
          {...ENTER_SUBMITS}
          layout="vertical"
          requiredMark={false}
          initialValues={{ mobile }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item label="手机号" name="mobile" rules={mobileRules}>
            <Input prefix={<MobileOutlined />} placeholder="请输入注册时的手机号" maxLength={11} autoComplete="username" inputMode="numeric" />
          </Form.Item>
          <SmsCodeItem form={form} formName="forgot-password" type="reset_password" onError={setError} />
          <NewPasswordItems label="新密码" />
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block loading={submitting} autoInsertSpace={false}>
            重置密码
          </Button>
        </Form>
      </Modal>
    </ThemeFrame>
  );
}
