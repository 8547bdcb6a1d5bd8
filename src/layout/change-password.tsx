import { LockOutlined } from "@ant-design/icons";
import { Alert, App, Button, Form, Input, Modal } from "antd";
import { ENTER_SUBMITS } from "../engine/enter-guard";
import { NewPasswordItems } from "../pages/auth/new-password-items";
import { useSubmit } from "../pages/auth/use-submit";
import { changePassword, type ChangePasswordForm } from "../providers/account";

/**
 * 修改密码 (the user menu), for the merchant and an employee alike: the old password, the new
 * one twice. The server ends the account's other sessions; this one stays. Its own chunk,
 * loaded on the first click.
 */
export default function ChangePassword({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<ChangePasswordForm>();
  const { message } = App.useApp();
  const { submit, submitting, error } = useSubmit(changePassword, () => {
    void message.success("密码已修改，其他设备上的登录已退出");
    onClose();
  });
  return (
    <Modal open title="修改密码" onCancel={onClose} footer={null} destroyOnHidden width={420} maskClosable={false}>
      <Form<ChangePasswordForm> form={form} name="change-password" {...ENTER_SUBMITS} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Form.Item label="原密码" name="old_password" rules={[{ required: true, message: "请输入原密码" }]}>
          <Input.Password prefix={<LockOutlined />} placeholder="请输入原密码" autoComplete="current-password" />
        </Form.Item>
        <NewPasswordItems label="新密码" />
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={submitting} autoInsertSpace={false}>
          确认修改
        </Button>
      </Form>
    </Modal>
  );
}
