import { useCustom } from "@refinedev/core";
import { Button, Card, Descriptions, QRCode, Result, Space, Spin, Typography } from "antd";
import { useNavigate, useParams } from "react-router";
import { LoadResult } from "../../engine/screens/load-result";
import { DRAW_PAY_PATH } from "./ump.calls";
import { formatMoney } from "../../engine/fields/number-format";

interface PayOrder {
  order_sn: string;
  amount: number;
  chances: number;
  /** 1 待支付 / 2 已支付 */
  status: 1 | 2;
  draw_alias: string;
  draw_name: string;
  pay_url: string;
  paid_at: string | null;
}

/** How often the page asks whether the order is paid. */
const POLL_MS = 1500;
const PAY_API = DRAW_PAY_PATH;

/** /ump/draw/pay/:order_sn — the amount and a pay QR code; asks until the order is paid. */
export default function DrawPay() {
  const { order_sn = "" } = useParams();
  const navigate = useNavigate();
  const { query, result } = useCustom<PayOrder>({
    url: PAY_API,
    method: "post",
    config: { payload: { order_sn } },
    queryOptions: { refetchInterval: (q) => (q.state.data?.data.status === 2 ? false : POLL_MS) },
    errorNotification: false,
  });
  // refine hands an empty object until the first answer: only a success is an order
  const order = query.isSuccess ? (result.data as PayOrder) : undefined;
  const back = () => void navigate("/ump/draw/index");

  if (query.isError) return <LoadResult query={query} back={back} backLabel="返回抽奖活动" />;
  if (!order) return <Card><Spin /></Card>;
  if (order.status === 2) {
    return (
      <Result
        status="success"
        title="支付成功"
        subTitle={`已为「${order.draw_name}」增加 ${order.chances.toLocaleString()} 次抽奖次数`}
        extra={[
          <Button type="primary" key="detail" onClick={() => void navigate(`/ump/draw/detail/${order.draw_alias}`)}>查看活动</Button>,
          <Button key="list" onClick={back}>返回抽奖活动</Button>,
        ]}
      />
    );
  }
  return (
    <Card title="支付订单" extra={<Button onClick={back}>返回</Button>}>
      <Space direction="vertical" align="center" style={{ width: "100%" }} size="large">
        <Descriptions bordered size="small" column={1} style={{ minWidth: 360 }}>
          <Descriptions.Item label="订单号">{order.order_sn}</Descriptions.Item>
          <Descriptions.Item label="商品">{`${order.draw_name} · ${order.chances.toLocaleString()} 次抽奖次数`}</Descriptions.Item>
          <Descriptions.Item label="应付金额"><Typography.Text strong type="danger">{formatMoney(order.amount)}</Typography.Text></Descriptions.Item>
        </Descriptions>
        <QRCode value={order.pay_url} size={200} aria-label="支付二维码" />
        <Space><Spin size="small" /><Typography.Text>请使用微信或支付宝扫码支付，支付完成后页面将自动跳转…</Typography.Text></Space>
      </Space>
    </Card>
  );
}
