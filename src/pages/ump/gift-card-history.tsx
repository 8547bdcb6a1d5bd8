import { useCustom } from "@refinedev/core";
import { Button, Card, Descriptions, Space, Spin, Typography } from "antd";
import { Link, useNavigate, useParams } from "react-router";
import { FieldValue } from "../../engine/screens/field-value";
import { LoadResult } from "../../engine/screens/load-result";
import { StackedTable } from "../../engine/screens/stacked-table";
import { useResourceConfig } from "../../engine/engine-context";
import { LOG_TYPE, type CardLog } from "../../resources/ump/gift-card.rules";
import { formatMoney } from "../../engine/fields/number-format";
import { pagerItemRender } from "../../engine/screens/pager";

type Card = Record<string, unknown> & { alias: string; batch_alias: string; card_no: string; logs: CardLog[] };

const money = (n: unknown) => (typeof n === "number" ? formatMoney(n) : "-");

/**
 * /ump/giftCard/getCardRecord/:no — the 使用记录 of card number :no (激活 / 消费 / 退款, newest
 * first), from `gift-card/record-detail {card_no}`, under a summary of the card.
 */
export default function GiftCardHistory() {
  const { no = "" } = useParams();
  const navigate = useNavigate();
  const config = useResourceConfig("giftCardItem");
  const { query, result } = useCustom<Card>({
    url: `${config.api.base}/record-detail`,
    method: "post",
    config: { payload: { card_no: no } },
    errorNotification: false,
  });
  // (before the reply, refine's result holds a placeholder, not undefined)
  const card = query.isSuccess ? result.data : undefined;
  const back = () => void navigate(card ? `/ump/giftCard/recordDetail/${card.alias}` : "/ump/giftCard/index");

  if (query.isError) return <LoadResult query={query} back="/ump/giftCard/index" backLabel="返回礼品卡" />;
  if (!card) return <Card><Spin /></Card>;
  const show = (field: string) => <FieldValue config={config} record={card} field={field} />;
  return (
    <Card title="使用记录" extra={<Space><Link to={`/ump/giftCard/myCardRecord/${card.batch_alias}`}>本批次卡片</Link><Button onClick={back}>返回</Button></Space>}>
      <Space direction="vertical" size="large" style={{ width: "100%" }}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} aria-label="卡片信息">
          <Descriptions.Item label="卡号">{card.card_no}</Descriptions.Item>
          <Descriptions.Item label="礼品卡">{show("card_name")}</Descriptions.Item>
          <Descriptions.Item label="状态">{show("status")}</Descriptions.Item>
          <Descriptions.Item label="面值">{show("face_value")}</Descriptions.Item>
          <Descriptions.Item label="余额">{show("balance")}</Descriptions.Item>
          <Descriptions.Item label="激活会员">{show("nickname")}</Descriptions.Item>
        </Descriptions>
        <StackedTable<CardLog>
          aria-label="使用记录"
          rowKey={(log) => `${log.created_at}-${log.type}-${log.balance_after}`}
          dataSource={card.logs}
          pagination={card.logs.length > 10 ? { pageSize: 10, itemRender: pagerItemRender } : false}
          locale={{ emptyText: "这张卡还没有使用记录" }}
          columns={[
            { title: "类型", dataIndex: "type", render: (t: number) => LOG_TYPE.find((o) => o.value === t)?.label ?? "-" },
            {
              title: "金额", dataIndex: "amount",
              render: (n: number, log) => <Typography.Text type={log.type === 2 ? "danger" : "success"}>{log.type === 2 ? "-" : "+"}{money(n)}</Typography.Text>,
            },
            { title: "变动后余额", dataIndex: "balance_after", render: money },
            { title: "订单号", dataIndex: "order_sn", render: (sn: string | null) => sn ?? "-" },
            { title: "时间", dataIndex: "created_at" },
          ]}
        />
      </Space>
    </Card>
  );
}
