import { LockOutlined } from "@ant-design/icons";
import { Form, Input } from "antd";
import { confirmPasswordRules, newPasswordRules } from "./rules";

/** A new password typed twice (`password`, `password_confirm`), by registration's rule. */
export function NewPasswordItems({ label = "密码" }: { label?: string }) {
  return (
    <>
      <Form.Item label={label} name="password" rules={newPasswordRules}>
        <Input.Password prefix={<LockOutlined />} placeholder="8-20位，包含字母和数字" autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={`确认${label}`} name="password_confirm" dependencies={["password"]} rules={confirmPasswordRules}>
        <Input.Password prefix={<LockOutlined />} placeholder={`请再次输入${label}`} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
