import { Alert, Button, Form, Input } from "antd";
import { toastSuccess } from "../../providers/notify";
import { registerShop, type RegisterShopForm } from "../../providers/account";
import { SHOP_NAME_MAX, shopRules } from "./rules";
import { useSubmit } from "./use-submit";

/** Step 2 of /register: the signed-in merchant opens a shop (name*, contact*, logo). */
export function ShopStep({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<RegisterShopForm>();
  const { submit: onFinish, submitting, error } = useSubmit(registerShop, () => {
    toastSuccess("店铺开通成功");
    onDone();
  });

  return (
    <Form<RegisterShopForm>
      form={form}
      name="register-shop"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item label="店铺名称" name="name" rules={shopRules.name}>
        <Input placeholder="请输入店铺名称" showCount maxLength={SHOP_NAME_MAX} />
      </Form.Item>
      <Form.Item label="联系电话" name="contact" rules={shopRules.contact}>
        <Input placeholder="手机号或座机号码，如 0755-86001234" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="店铺Logo" name="logo" rules={shopRules.logo} extra="选填，填写Logo图片地址；开通后可在商户信息中修改">
        <Input placeholder="https://" />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          开通店铺
        </Button>
      </Form.Item>
    </Form>
  );
}
