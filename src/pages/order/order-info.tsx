import { Descriptions, Space, Typography } from "antd";
import { MaskedMobile } from "../../engine/fields/masked-mobile";
import { FieldValue } from "../../engine/screens/field-value";
import type { RecordTools } from "../../engine/screens/record-page";
import { formatMoney } from "../../engine/fields/number-format";
import { OrderItems, type OrderItem } from "./order-items";
import { OrderProgress } from "./order-progress";

type Item = OrderItem;
type Address = { consignee: string; mobile: string; region: string[]; detail: string } | null;

const yuan = (v: unknown): string => formatMoney(Number(v ?? 0));
const text = (v: unknown): string => (v === null || v === undefined || v === "" ? "-" : String(v));

/** Progress steps, items, amounts, buyer and address of one order. */
export function OrderInfo({ config, record }: RecordTools) {
  const pickup = record.delivery_type === "pickup";
  const closed = record.status === "CLOSED";
  // an unpaid order paid nothing: its amount is what was due (应付), never 实付 (issue 49)
  const paid = Boolean(record.paid_at);
  const items = (record.items ?? []) as Item[];
  const address = record.address as Address;
  const show = (field: string) => <FieldValue config={config} record={record} field={field} />;
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <OrderProgress record={record} />
      <Descriptions title="订单信息" bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="订单号">{text(record.order_sn)}</Descriptions.Item>
        <Descriptions.Item label="订单状态"><Space wrap size="small">{show("status")}{show("auto_step")}</Space></Descriptions.Item>
        <Descriptions.Item label="支付方式">{paid ? show("pay_type") : "未付款"}</Descriptions.Item>
        <Descriptions.Item label="配送方式">{show("delivery_type")}</Descriptions.Item>
        {record.express_no ? <Descriptions.Item label="物流">{`${text(record.express_company)} ${text(record.express_no)}`}</Descriptions.Item> : null}
        {closed && <Descriptions.Item label="关闭原因">{text(record.close_reason)}</Descriptions.Item>}
        {closed && <Descriptions.Item label="关闭时间">{text(record.finished_at)}</Descriptions.Item>}
        <Descriptions.Item label="商家备注" span={2}>{text(record.remark)}</Descriptions.Item>
      </Descriptions>
      <Descriptions title="买家信息" bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="买家">{text(record.buyer_nickname)}</Descriptions.Item>
        <Descriptions.Item label="手机号">{show("buyer_mobile")}</Descriptions.Item>
        {address && (
          // the consignee's number follows the buyer's rule: masked, shown whole for shipping
          <Descriptions.Item label="收货地址" span={2}>
            {address.consignee} <MaskedMobile value={address.mobile} /> {`${address.region.join(" ")} ${address.detail}`}
          </Descriptions.Item>
        )}
        {pickup && <Descriptions.Item label="自提点" span={2}>{text(record.pick_address_name)}</Descriptions.Item>}
      </Descriptions>
      <OrderItems items={items} label="订单商品" />
      <Descriptions bordered column={1} size="small" style={{ maxWidth: 360, marginLeft: "auto" }} aria-label="订单金额">
        <Descriptions.Item label="商品总额">{yuan(record.total_amount)}</Descriptions.Item>
        <Descriptions.Item label="优惠">-{yuan(record.discount_amount)}</Descriptions.Item>
        <Descriptions.Item label="运费">{yuan(record.freight_amount)}</Descriptions.Item>
        <Descriptions.Item label={paid ? "实付金额" : "应付金额"}><Typography.Text strong type={paid ? "danger" : undefined}>{yuan(record.pay_amount)}</Typography.Text></Descriptions.Item>
        {!paid && <Descriptions.Item label="实付金额">{yuan(0)}</Descriptions.Item>}
        {/* what 售后 paid back (partial refunds add up; decision 0060) */}
        {Number(record.refunded_amount ?? 0) > 0 && <Descriptions.Item label="已退款">{yuan(record.refunded_amount)}</Descriptions.Item>}
      </Descriptions>
    </Space>
  );
}
