import { useInvalidate, useOne } from "@refinedev/core";
import { App, Button, Card, Descriptions, Form, Input, InputNumber, Radio, Result, Space, Spin } from "antd";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { apiMeta } from "../../engine/api-meta";
import { formatMoney } from "../../engine/fields/number-format";
import { LoadResult } from "../../engine/screens/load-result";
import { request } from "../../providers/http";
import { toastSuccess } from "../../providers/notify";
import recycleOrder, { PAY_CHANNELS, RECYCLE_OPEN } from "../../resources/recycle/recycle-order";
import type { Rec } from "../../engine/types";
import { RECYCLE_PAY_PATH } from "./recycle.calls";

// its props type has no role; the attribute reaches the <div> (rc-util pickAttrs keeps role and aria-*)
const RADIOGROUP = { role: "radiogroup" };

interface PayValues { amount: number; pay_channel: string; remark?: string }

const STATUS_TEXT: Record<number, string> = { 3: "已打款", 4: "已驳回" };
/** An amount in yuan with at most two decimals. The input does not round (precision would, silently). */
const CENTS = /^\d+(\.\d{1,2})?$/;

/** 回收打款: pays the seller of a recycle order (amount ≤ 面值), then back to the order. */
export default function RecycleOrderPay() {
  const alias = useParams().alias ?? "";
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { modal } = App.useApp();
  const [form] = Form.useForm<PayValues>();
  const [busy, setBusy] = useState(false);
  const { result: order, query } = useOne<Rec>({
    resource: recycleOrder.name, id: alias, meta: { api: apiMeta(recycleOrder) }, errorNotification: false,
  });
  const detailPath = `/recycle/order/detail/${alias}`;
  const face = Number(order?.face_value ?? 0);

  async function pay(values: PayValues) {
    setBusy(true);
    try {
      await request(RECYCLE_PAY_PATH, { alias, ...values, remark: values.remark?.trim() ?? "" });
      toastSuccess("打款成功");
      await invalidate({ resource: recycleOrder.name, invalidates: ["list", "detail"], id: alias });
      await navigate(detailPath);
    } catch {
      // the request toasted why; the form keeps what was typed
    } finally {
      setBusy(false);
    }
  }

  function confirm(values: PayValues) {
    const channel = PAY_CHANNELS.find((c) => c.value === values.pay_channel)?.label ?? "";
    modal.confirm({
      title: "确认打款",
      content: `将通过${channel}向 ${String(order?.payee_name ?? "")} 打款 ${formatMoney(values.amount)}，打款后不能撤回。`,
      okText: "确认打款",
      cancelText: "取消",
      onOk: () => pay(values),
    });
  }

  if (query.isError) {
    return <LoadResult query={query} back="/recycle/order/index" />;
  }
  if (order && !RECYCLE_OPEN.includes(Number(order.status))) {
    return (
      <Result
        status="info"
        title={`该订单${STATUS_TEXT[Number(order.status)] ?? ""}，不能打款`}
        extra={<Button type="primary" onClick={() => void navigate(detailPath)}>查看订单</Button>}
      />
    );
  }
  return (
    <Card title="回收打款">
      <Spin spinning={query.isLoading}>
        {order && (
          <>
            <Descriptions bordered column={{ xs: 1, md: 2 }} style={{ marginBottom: 24 }} aria-label="回收订单">
              <Descriptions.Item label="回收单号">{String(order.order_sn)}</Descriptions.Item>
              <Descriptions.Item label="卡种">{String(order.card_name ?? "-")}</Descriptions.Item>
              <Descriptions.Item label="面值">{formatMoney(face)}</Descriptions.Item>
              <Descriptions.Item label="预计回收价">{formatMoney(Number(order.expected_amount))}</Descriptions.Item>
              <Descriptions.Item label="卡号">{String(order.card_no)}</Descriptions.Item>
              <Descriptions.Item label="会员">{String(order.member_nickname)}</Descriptions.Item>
              <Descriptions.Item label="收款人">{String(order.payee_name)}</Descriptions.Item>
              <Descriptions.Item label="收款账号">{String(order.payee_account)}</Descriptions.Item>
            </Descriptions>
            <Form<PayValues>
              form={form}
              layout="horizontal"
              labelCol={{ flex: "120px" }}
              wrapperCol={{ flex: "1", style: { maxWidth: 480 } }}
              initialValues={{ amount: Number(order.expected_amount), pay_channel: "alipay" }}
              onFinish={confirm}
              aria-label="打款表单"
            >
              <Form.Item
                name="amount"
                label="打款金额"
                extra={`不能超过面值 ${formatMoney(face)}`}
                rules={[
                  { required: true, message: "请输入打款金额" },
                  { type: "number", min: 0.01, message: "打款金额必须大于0" },
                  { type: "number", max: face, message: `打款金额不能超过面值（${formatMoney(face)}）` },
                  { validator: (_, v: unknown) => (typeof v !== "number" || CENTS.test(String(v)) ? Promise.resolve() : Promise.reject(new Error("打款金额最多两位小数"))) },
                ]}
              >
                <InputNumber<number> prefix="¥" style={{ width: "100%" }} placeholder="请输入打款金额" inputMode="decimal" />
              </Form.Item>
              <Form.Item name="pay_channel" label="打款方式" rules={[{ required: true, message: "请选择打款方式" }]}>
                {/* antd's Radio.Group is a bare <div>: as a radiogroup, Form.Item's aria-required is allowed on it, and it has a name */}
                <Radio.Group options={PAY_CHANNELS} {...RADIOGROUP} aria-label="打款方式" />
              </Form.Item>
              <Form.Item name="remark" label="打款备注" rules={[{ max: 200, message: "打款备注不能超过200个字" }]}>
                <Input.TextArea rows={3} count={{ show: true, max: 200 }} placeholder="选填，如转账流水号" />
              </Form.Item>
              <Form.Item label=" " colon={false}>
                <Space>
                  <Button type="primary" htmlType="submit" loading={busy}>确认打款</Button>
                  <Button onClick={() => void navigate(detailPath)}>返回</Button>
                </Space>
              </Form.Item>
            </Form>
          </>
        )}
      </Spin>
    </Card>
  );
}
