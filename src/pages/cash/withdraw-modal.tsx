import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Descriptions, Form, InputNumber, Modal, Typography } from "antd";
import type { Rule } from "antd/es/form";
import { formatMoney } from "../../engine/fields/number-format";
import { toastSuccess } from "../../providers/notify";
import { CASH_KEY, postWithdrawal, type Balance } from "./cash-api";

interface WithdrawModalProps {
  open: boolean;
  balance: Balance;
  onClose: () => void;
}

/** The same rules as the server's (src/api/handlers/sections/cash/cash-rules.ts), checked before sending. */
export function amountRules(available: number): Rule[] {
  return [
    { required: true, message: "请输入提现金额" },
    {
      validator: (_, value: unknown) => {
        if (value === null || value === undefined || value === "") return Promise.resolve();
        const n = Number(value);
        if (!Number.isFinite(n)) return Promise.reject(new Error("提现金额必须是数字"));
        if (n <= 0) return Promise.reject(new Error("提现金额必须大于0"));
        if (Math.round(n * 100) !== Number((n * 100).toFixed(6))) return Promise.reject(new Error("提现金额最多保留两位小数"));
        if (n > available) return Promise.reject(new Error(`提现金额不能超过可用余额 ${formatMoney(available)}`));
        return Promise.resolve();
      },
    },
  ];
}

/** 提现: an amount up to the available balance, paid to the bound bank card (shown masked). */
export function WithdrawModal({ open, balance, onClose }: WithdrawModalProps) {
  const [form] = Form.useForm<{ amount: number }>();
  const queryClient = useQueryClient();
  const card = balance.bank_card;
  const withdraw = useMutation({
    mutationFn: (amount: number) => postWithdrawal(amount),
    onSuccess: async (result) => {
      toastSuccess(`提现申请已提交（${formatMoney(result.amount)}），${result.arrival}`);
      form.resetFields();
      onClose();
      await queryClient.invalidateQueries({ queryKey: [CASH_KEY] });
    },
    // request() has shown the server's message; the modal stays open with what was typed
  });

  return (
    <Modal
      title="提现"
      open={open}
      onCancel={onClose}
      okText="确认提现"
      cancelText="取消"
      okButtonProps={{ disabled: !card, loading: withdraw.isPending, htmlType: "submit", form: "cash-withdraw" }}
      destroyOnHidden
    >
      {!card ? (
        <Alert type="warning" showIcon message="请先绑定提现银行卡" description="绑定银行卡后才能提现，请联系平台客服绑定对公或法人银行卡。" />
      ) : (
        <Form
          id="cash-withdraw"
          form={form}
          layout="vertical"
          aria-label="提现表单"
          onFinish={(values) => withdraw.mutate(Number(values.amount))}
        >
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="到账银行卡">{`${card.bank_name} ${card.card_no}`}</Descriptions.Item>
            <Descriptions.Item label="开户名">{card.holder_name}</Descriptions.Item>
            <Descriptions.Item label="可用余额">{formatMoney(balance.available)}</Descriptions.Item>
          </Descriptions>
          <Form.Item
            name="amount"
            label="提现金额"
            rules={amountRules(balance.available)}
            extra={
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => form.setFieldsValue({ amount: balance.available })}>
                全部提现
              </Button>
            }
          >
            <InputNumber prefix="¥" style={{ width: "100%" }} placeholder="请输入提现金额" stringMode={false} inputMode="decimal" />
          </Form.Item>
          <Typography.Text type="secondary">提现申请提交后金额将被冻结，预计 1-3 个工作日到账。</Typography.Text>
        </Form>
      )}
    </Modal>
  );
}
