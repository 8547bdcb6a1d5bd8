import { useCustom } from "@refinedev/core";
import { Card, Empty, List, Tag, Typography } from "antd";
import { Link } from "react-router";
import { useAccess } from "../../engine/engine-context";
import { formatCount } from "../../engine/fields/number-format";
import { STOCK_ALERTS_API, type StockAlert, type StockAlerts } from "../../resources/dashboard/workplace-api.rules";

const CARD_KEYS = 3;

/** Where an item is restocked: a 卡密 goods item's keys, another's form (its 库存). */
const restockPath = (g: StockAlert) => (g.type === CARD_KEYS ? `/goods/keys/${g.alias}` : `/goods/edit/${g.alias}`);

/**
 * 工作台's 库存预警 card (issue 37): the goods at or below their own 库存预警, lowest first, 卡密
 * goods by their unsold keys (卡密不足), each linking to where it is restocked. Shown to a
 * session that may open the goods list (the figures are that page's data), on its own call.
 */
export function StockAlertsCard() {
  const access = useAccess();
  const query = useCustom<StockAlerts>({ url: STOCK_ALERTS_API, method: "post", config: { payload: {} } });
  const data = query.query.isSuccess ? (query.result.data as StockAlerts) : undefined;
  const more = data && data.total > data.items.length ? `共 ${data.total} 件，显示最少的 ${data.items.length} 件` : null;
  return (
    <Card title="库存预警" loading={!data && !query.query.isError} extra={more && <Typography.Text type="secondary">{more}</Typography.Text>}>
      {query.query.isError && <Typography.Text type="danger">库存预警加载失败</Typography.Text>}
      {data && data.items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有库存不足的商品" />}
      {data && data.items.length > 0 && (
        <List
          size="small"
          aria-label="库存预警"
          dataSource={data.items}
          renderItem={(g) => {
            const word = g.type === CARD_KEYS ? "卡密不足" : "库存不足";
            const left = g.type === CARD_KEYS ? `剩余卡密 ${formatCount(g.stock)}` : `库存 ${formatCount(g.stock)}`;
            const to = restockPath(g);
            return (
              <List.Item>
                <span style={{ minWidth: 0 }}>
                  <Tag color={g.stock === 0 ? "red" : "orange"}>{word}</Tag>
                  {access.open(to) ? <Link to={to}>{g.name}</Link> : <Typography.Text>{g.name}</Typography.Text>}
                  {g.status === 2 && <Typography.Text type="secondary">（已下架）</Typography.Text>}
                </span>
                <Typography.Text type={g.stock === 0 ? "danger" : "warning"} style={{ whiteSpace: "nowrap", marginInlineStart: 12 }}>
                  {left} / 预警 {formatCount(g.stock_alert)}
                </Typography.Text>
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
