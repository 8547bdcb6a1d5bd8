import { Alert, Descriptions, Form, Input, Space } from "antd";
import { Link } from "react-router";
import { useAccess } from "../../engine/engine-context";
import { ActionModal } from "../../engine/screens/action-modal";
import { DetailView } from "../../engine/screens/detail-view";
import { RecordPage, type RecordTools } from "../../engine/screens/record-page";
import { REFUND_REASON_MAX, refundReasonTooLong } from "../../resources/order/order.rules";
import { AUDIT } from "./order.calls";
import { formatMoney } from "../../engine/fields/number-format";

/** 同意 / 拒绝 of a pending request, each as granted; refusing needs a reason (order.rules.ts refundAuditError). */
function AuditButtons({ config, record, act }: RecordTools) {
  const access = useAccess();
  if (record.status !== "PENDING") return null;
  const onlyRefund = Number(record.refund_type) === 1;
  return (
    <>
      {access.act(config, "agree") && <ActionModal<{ reason?: string }>
        label="同意"
        title="同意售后申请"
        button={{ type: "primary" }}
        onSubmit={(v) => act(AUDIT, { result: "agree", reason: v.reason ?? "" }, "已同意售后申请")}
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={onlyRefund ? `同意后将原路退回 ${formatMoney(Number(record.refund_amount))}，订单关闭。` : "同意后等待买家寄回商品，收货后再退款。"}
        />
        <Form.Item name="reason" label="说明（选填）" rules={[{ max: REFUND_REASON_MAX, message: refundReasonTooLong("agree") }]}>
          <Input.TextArea rows={2} count={{ show: true, max: REFUND_REASON_MAX }} />
        </Form.Item>
      </ActionModal>}
      {access.act(config, "refuse") && <ActionModal<{ reason: string }>
        label="拒绝"
        title="拒绝售后申请"
        button={{ danger: true }}
        onSubmit={(v) => act(AUDIT, { result: "refuse", reason: v.reason }, "已拒绝售后申请")}
      >
        <Form.Item name="reason" label="拒绝原因" rules={[{ required: true, whitespace: true, message: "请填写拒绝原因" }, { max: REFUND_REASON_MAX, message: refundReasonTooLong("refuse") }]}>
          <Input.TextArea rows={3} count={{ show: true, max: REFUND_REASON_MAX }} placeholder="买家将看到这个原因" />
        </Form.Item>
      </ActionModal>}
    </>
  );
}

/** /order/refund/:alias — one after-sales request, its order and the audit. */
export default function RefundDetail() {
  return (
    <RecordPage extra={(tools) => <AuditButtons {...tools} />}>
      {({ config, record }) => (
        <Space direction="vertical" size="large" style={{ width: "100%" }}>
          <DetailView config={config} record={record} />
          <Descriptions title="关联订单" size="small" column={1}>
            <Descriptions.Item label="订单号">
              <Link to={`/order/${String(record.order_sn)}`}>{String(record.order_sn)}</Link>
            </Descriptions.Item>
            <Descriptions.Item label="商品">{String(record.goods_name ?? "-")}</Descriptions.Item>
          </Descriptions>
        </Space>
      )}
    </RecordPage>
  );
}
