import { useCustom } from "@refinedev/core";
import { useLiveRefetch } from "../../engine/use-live-refetch";
import { Badge, Card, Col, Empty, Flex, List, Row, Skeleton, Statistic, Tag, Typography } from "antd";
import { Link } from "react-router";
import { usePageCan } from "../../components/use-can";
import { useAccess } from "../../engine/engine-context";
import { listLink } from "../../engine/list-link";
import { ListLoadError } from "../../engine/screens/load-result";
import { FIGURES_API, OVERVIEW_API, type DayStats, type Figures, type Overview } from "./overview-types";
import { FIGURES_ACT } from "../../resources/dashboard/workplace.rules";
import { DayCompare } from "./day-compare";
import { SalesChart } from "./sales-chart";
import { StockAlertsCard } from "./stock-alerts";
import { formatCount, formatMoney } from "../../engine/fields/number-format";

/**
 * The KPI cards: today's figure and 较昨日. Each title says what it counts (issue 37): 销售额 is
 * what today's paid orders paid, and the orders are those same orders (by the time paid).
 */
export const KPIS: { key: keyof DayStats; title: string; money?: boolean }[] = [
  { key: "sales", title: "今日销售额", money: true },
  { key: "orders", title: "今日付款订单" },
  { key: "visitors", title: "今日访客" },
  { key: "new_members", title: "今日新增会员" },
];

const TODOS: { key: keyof Overview["todo"]; title: string; to: string }[] = [
  { key: "wait_send", title: "待发货订单", to: listLink("/order", { status: "WAIT_SEND" }) },
  { key: "refund_pending", title: "待处理售后", to: listLink("/order/refund", { status: "PENDING" }) },
  { key: "promoter_pending", title: "待审核推广员", to: listLink("/salesman/promoter/list", { status: 1 }) },
];

const NOTICE_TYPES: Record<string, string> = { system: "系统公告", activity: "活动通知", rule: "规则变更" };

/**
 * /dashboard/workplace — 工作台: today's KPIs, a 7-day sales chart, to-dos and the latest notices.
 * The KPIs and the chart are 经营数据, the page's grant `figures` (its own call): a session
 * without it (客服, 仓管) sees the to-dos and notices only, never asks for the figures, and gets
 * no empty frame where they would be.
 * What links to a screen is asked as that screen's route (access.open, as the guard asks it).
 * A to-do whose list the session may not open is left out, not shown unlinked: its count is
 * that page's data (待审核推广员 is the promoters list's), and a to-do one cannot act on is
 * none. The KPIs link nowhere (the workplace's own figures); a notice the session may not
 * open shows as its title only.
 */
export default function Workplace() {
  const access = useAccess();
  const seesFigures = usePageCan()(FIGURES_ACT);
  const overview = useCustom<Overview>({ url: OVERVIEW_API, method: "post", config: { payload: {} } });
  const figures = useCustom<Figures>({ url: FIGURES_API, method: "post", config: { payload: {} }, queryOptions: { enabled: seesFigures } });
  // any change the session hears may move a count or a figure (待发货 after a 发货): both refetched (decision 0113)
  useLiveRefetch(() => {
    void overview.query.refetch();
    if (seesFigures) void figures.query.refetch();
  });
  // refine hands an empty object until the first answer: only a success is data
  const data = overview.query.isSuccess ? (overview.result.data as Overview) : undefined;
  const stats = seesFigures && figures.query.isSuccess ? (figures.result.data as Figures) : undefined;
  const failed = [overview.query, ...(seesFigures ? [figures.query] : [])].find((q) => q.isError);
  if (failed) return <ListLoadError title="工作台数据加载失败" query={failed} />;
  if (!data || (seesFigures && !stats)) return <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  const todos = TODOS.filter((t) => access.open(t.to));
  const noticePath = (alias: string) => `/notice/detail/${alias}`;
  // without the figures, the to-dos and the notices share the row
  const side = stats ? { xs: 24, xl: 8 } : { xs: 24, xl: 12 };
  const todoCard = (
    <Card title="待办事项" style={stats ? { marginBottom: 16 } : undefined}>
      {todos.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无待办" />}
      <Row gutter={8}>
        {todos.map((t) => (
          <Col span={24 / todos.length} key={t.key}>
            <Link to={t.to} aria-label={`${t.title} ${data.todo[t.key]}`}>
              <Statistic title={t.title} value={data.todo[t.key]} valueStyle={{ color: data.todo[t.key] > 0 ? "#F53F3F" : undefined }} />
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
  const noticeCard = (
    <Card
      // the badge says what it counts: this account's unread notices, not the items listed below
      title={
        <Flex gap={8} align="center">
          最新公告
          {data.unread > 0 && <Badge count={`${data.unread} 条未读`} title={`你有 ${data.unread} 条公告未读`} />}
        </Flex>
      }
      extra={access.open("/notice/list") && <Link to="/notice/list">查看全部</Link>}
    >
      {data.notices.length === 0 ? (
        <Empty description="暂无公告" />
      ) : (
        <List
          size="small"
          dataSource={data.notices}
          renderItem={(n) => (
            // tag and title one left-aligned block (List.Item spreads its children apart);
            // the date keeps its line and its width, a long title wraps beside it
            <List.Item>
              <Flex gap={8} align="baseline" style={{ minWidth: 0, flex: 1 }}>
                <Tag style={{ marginInlineEnd: 0, flexShrink: 0 }}>{NOTICE_TYPES[n.type] ?? n.type}</Tag>
                {access.open(noticePath(n.alias)) ? (
                  <Link to={noticePath(n.alias)} style={{ fontWeight: n.is_read === 2 ? 600 : 400 }}>{n.title}</Link>
                ) : (
                  <Typography.Text>{n.title}</Typography.Text>
                )}
              </Flex>
              <Typography.Text type="secondary" style={{ whiteSpace: "nowrap", flexShrink: 0, marginInlineStart: 12 }}>
                {n.created_at.slice(0, 10)}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
  return (
    <Row gutter={[16, 16]}>
      {stats && KPIS.map((k) => (
        <Col xs={12} xl={6} key={k.key}>
          <Card>
            <Statistic title={k.title} value={stats.today[k.key]} formatter={(v) => (k.money ? formatMoney(Number(v)) : formatCount(Number(v)))} />
            <DayCompare today={stats.today[k.key]} yesterday={stats.yesterday[k.key]} />
          </Card>
        </Col>
      ))}
      {stats && (
        <Col xs={24} xl={16}>
          <Card title="近 7 日销售趋势" extra={<Typography.Text type="secondary">数据日期 {stats.date}</Typography.Text>}>
            <SalesChart trend={stats.trend} />
          </Card>
        </Col>
      )}
      {stats ? (
        <Col {...side}>
          {todoCard}
          {noticeCard}
        </Col>
      ) : (
        <>
          <Col {...side}>{todoCard}</Col>
          <Col {...side}>{noticeCard}</Col>
        </>
      )}
      {access.open("/goods") && (
        <Col span={24}>
          <StockAlertsCard />
        </Col>
      )}
    </Row>
  );
}
