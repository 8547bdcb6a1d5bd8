import { Alert, Descriptions, Form, Input, InputNumber, Space, Timeline, Typography } from "antd";
import { Link } from "react-router";
import { useAccess } from "../../engine/engine-context";
import { ActionModal } from "../../engine/screens/action-modal";
import { DetailView } from "../../engine/screens/detail-view";
import { RecordPage, type RecordTools } from "../../engine/screens/record-page";
import { REFUND_REASON_MAX, refundReasonTooLong } from "../../resources/order/order.rules";
import { REFUND_GRANTS, refundActions, refundsOnAgree, type RefundStep } from "../../resources/order/refund.rules";
import { AUDIT, CONFIRM_RETURN } from "./order.calls";
import { formatMoney } from "../../engine/fields/number-format";
import { OrderItems, type OrderItem } from "./order-items";
import { ReturnParcel } from "./return-parcel";
import { ReturnAddressField } from "./return-address-field";

type Item = OrderItem;
type OrderMoney = { total_amount?: number; discount_amount?: number; freight_amount?: number; pay_amount?: number; refunded_amount?: number };
type Delivery = { state: string; label: string; express_company: string | null; express_no: string | null; shipped_at: string | null } | null;

const yuan = (v: unknown): string => formatMoney(Number(v ?? 0));
const text = (v: unknown): string => (v === null || v === undefined || v === "" ? "-" : String(v));
const CENTS = /^\d+(\.\d{1,2})?$/;

/** 退款金额: any amount in cents up to what the order has left (refund.rules.ts refundAmountError says the same). */
function AmountField({ left }: { left: number }) {
  return (
    <Form.Item
      name="refund_amount"
      label="退款金额"
      extra={`可退 ${formatMoney(left)}（订单实付减已退款），可部分退款`}
      rules={[
        { required: true, message: "请填写退款金额" },
        { type: "number", min: 0.01, message: "退款金额应大于 0" },
        { type: "number", max: left, message: `退款金额不能超过可退金额 ${formatMoney(left)}` },
        { validator: (_, v: unknown) => (typeof v !== "number" || CENTS.test(String(v)) ? Promise.resolve() : Promise.reject(new Error("退款金额最多两位小数"))) },
      ]}
    >
      <InputNumber<number> prefix="¥" style={{ width: "100%" }} inputMode="decimal" />
    </Form.Item>
  );
}

/** 同意 / 拒绝 of a pending request and 确认收货 of a returned one, each as its status allows and the session is granted. */
function RefundButtons({ config, record, act }: RecordTools) {
  const access = useAccess();
  const allowed = refundActions(record.status).filter((a) => access.act(config, REFUND_GRANTS[a]));
  const left = Number(record.refundable ?? 0);
  const asked = Math.min(Number(record.refund_amount ?? 0), left);
  const pays = refundsOnAgree(record.refund_type);
  const delivery = record.delivery as Delivery;
  return (
    <>
      {allowed.includes("agree") && <ActionModal<{ reason?: string; refund_amount?: number; return_address_alias?: string }>
        label="同意"
        title="同意售后申请"
        button={{ type: "primary" }}
        initialValues={pays ? { refund_amount: asked } : {}}
        onSubmit={(v) => act(AUDIT, {
          result: "agree", reason: v.reason ?? "", ...(pays ? { refund_amount: v.refund_amount } : { return_address_alias: v.return_address_alias }),
        }, pays ? "已同意并退款" : "已同意，等待买家退货")}
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={pays ? "同意后按下面的金额原路退款；退完订单实付时订单关闭，否则订单回到原来的状态。" : "同意后等待买家寄回商品，确认收货时再退款。"}
        />
        {pays ? <AmountField left={left} /> : <ReturnAddressField />}
        <Form.Item name="reason" label="说明（选填）" rules={[{ max: REFUND_REASON_MAX, message: refundReasonTooLong("agree") }]}>
          <Input.TextArea rows={2} count={{ show: true, max: REFUND_REASON_MAX }} placeholder={pays ? "" : "如：请附上订单号寄回"} />
        </Form.Item>
      </ActionModal>}
      {allowed.includes("confirm") && <ActionModal<{ refund_amount: number }>
        label="确认收货并退款"
        title="确认收到退货"
        button={{ type: "primary" }}
        initialValues={{ refund_amount: asked }}
        onSubmit={(v) => act(CONFIRM_RETURN, { refund_amount: v.refund_amount }, "已确认收货并退款")}
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`买家寄回：${text(record.return_express_company)} ${text(record.return_express_no)}。请核对商品后确认，按下面的金额原路退款。`}
        />
        <AmountField left={left} />
      </ActionModal>}
      {allowed.includes("refuse") && <ActionModal<{ reason: string }>
        label="拒绝"
        title="拒绝售后申请"
        button={{ danger: true }}
        onSubmit={(v) => act(AUDIT, { result: "refuse", reason: v.reason }, "已拒绝售后申请")}
      >
        {delivery && <p>发货状态：{delivery.label}</p>}
        <Form.Item name="reason" label="拒绝原因" rules={[{ required: true, whitespace: true, message: "请填写拒绝原因" }, { max: REFUND_REASON_MAX, message: refundReasonTooLong("refuse") }]}>
          <Input.TextArea rows={3} count={{ show: true, max: REFUND_REASON_MAX }} placeholder="买家将看到这个原因" />
        </Form.Item>
      </ActionModal>}
    </>
  );
}

/** What the status waits for, said at the top (the buyer's refusal reason, the parcel on its way back). */
function StatusNote({ record }: { record: RecordTools["record"] }) {
  const status = String(record.status);
  if (status === "REFUSED") return <Alert type="warning" showIcon message={`已拒绝：${text(record.audit_reason)}`} description="买家可在售后详情中看到这个原因。" />;
  if (status === "AGREED") return <Alert type="info" showIcon message="已同意退货，等待买家寄回商品" description={record.return_address ? `退货地址：${text(record.return_address)}` : undefined} />;
  if (status === "CLOSED") return <Alert type="warning" showIcon message={`售后已关闭：${text(record.close_reason)}`} />;
  if (status === "WAIT_SELLER_RECEIVE") return <Alert type="info" showIcon message={`买家已寄回商品：${text(record.return_express_company)} ${text(record.return_express_no)}`} description="收到并核对商品后，确认收货并退款。" />;
  if (status === "REFUNDED") return <Alert type="success" showIcon message={`已退款 ${yuan(record.refunded_amount)}`} />;
  return null;
}

/** The order: its items, what was paid and refunded, where the goods were when the buyer asked. */
function OrderPart({ record }: { record: RecordTools["record"] }) {
  const order = (record.order ?? {}) as OrderMoney;
  const delivery = record.delivery as Delivery;
  const items = (record.items ?? []) as Item[];
  return (
    <>
      <Descriptions title="关联订单" bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="订单号"><Link to={`/order/${String(record.order_sn)}`}>{String(record.order_sn)}</Link></Descriptions.Item>
        <Descriptions.Item label="发货状态">
          {delivery ? `${delivery.label}${delivery.express_no ? `（${text(delivery.express_company)} ${delivery.express_no}）` : ""}` : "-"}
        </Descriptions.Item>
        <Descriptions.Item label="运费">{yuan(order.freight_amount)}</Descriptions.Item>
        <Descriptions.Item label="实付金额"><Typography.Text strong>{yuan(order.pay_amount)}</Typography.Text></Descriptions.Item>
        <Descriptions.Item label="已退款">{yuan(order.refunded_amount)}</Descriptions.Item>
        {Number(record.refundable ?? 0) > 0 && <Descriptions.Item label="可退金额">{yuan(record.refundable)}</Descriptions.Item>}
      </Descriptions>
      <OrderItems items={items} label="售后商品" />
    </>
  );
}

/** Every step, oldest first: when, who, what (refund.rules.ts refundTimeline). */
function RefundTimeline({ steps }: { steps: RefundStep[] }) {
  return (
    <section aria-label="售后进度">
      <div style={{ fontWeight: 600, fontSize: 16, marginBottom: 16 }}>售后进度</div>
      <Timeline
        items={steps.map((s, i) => ({
          key: `${s.at}-${i}`,
          color: i === steps.length - 1 ? "blue" : "gray",
          children: (
            <>
              <div>{s.who}：{s.what}</div>
              <Typography.Text type="secondary">{s.at}</Typography.Text>
            </>
          ),
        }))}
      />
    </section>
  );
}

/** /order/refund/:alias — one after-sales request: what was asked and why, its order, each step, and what may be done next. */
export default function RefundDetail() {
  return (
    <RecordPage extra={(tools) => <RefundButtons {...tools} />}>
      {({ config, record }) => (
        <Space direction="vertical" size="large" style={{ width: "100%" }}>
          <StatusNote record={record} />
          <DetailView config={config} record={record} />
          <OrderPart record={record} />
          <ReturnParcel record={record} />
          <RefundTimeline steps={(record.timeline ?? []) as RefundStep[]} />
        </Space>
      )}
    </RecordPage>
  );
}
