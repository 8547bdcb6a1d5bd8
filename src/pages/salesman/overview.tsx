import { useCustom } from "@refinedev/core";
import { Card, Col, Row, Skeleton, Statistic, theme, Typography } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../engine/fields/number-format";
import { listLink } from "../../engine/list-link";
import { ListLoadError } from "../../engine/screens/load-result";
import { TrendChart, type TrendPoint } from "./trend-chart";
import { SALESMAN_OVERVIEW_PATH } from "./salesman.calls";

interface Overview {
  start_date: string;
  end_date: string;
  promoter_count: number;
  pending_promoter_count: number;
  customer_count: number;
  sales_amount: number;
  commission_total: number;
  commission_pending: number;
  commission_settled: number;
  recent: { sales: number; commission: number; customers: number; promoters: number };
  trend: TrendPoint[];
}

function Kpi({ title, value, foot }: { title: string; value: string; foot: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ height: "100%" }}>
      <Statistic title={title} value={value} />
      {/* the theme's secondary text (readable on white), not antd's 0.45 grey (3.4:1); a block,
          not Typography: its links (待审核, 去结算) are buttons a finger presses (32 px on a phone) */}
      <div style={{ color: token.colorTextSecondary, marginTop: 8, fontSize: 13 }}>{foot}</div>
    </Card>
  );
}

/** 分销概况: promoters, customers, sales and commission at a glance, and the last 30 days. */
export default function SalesmanOverview() {
  const { result, query } = useCustom<Overview>({
    url: SALESMAN_OVERVIEW_PATH,
    method: "post",
    config: { payload: {} },
    errorNotification: false,
  });
  const o = query.isSuccess ? result.data : undefined;

  if (query.isError) return <ListLoadError title="分销概况加载失败" query={query} />;
  if (!o) return <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  const kpis = [
    {
      title: "推广员", value: `${o.promoter_count} 人`,
      foot: <Link to={listLink("/salesman/promoter/list", { status: 1 })}>待审核 {o.pending_promoter_count} 人</Link>,
    },
    { title: "客户", value: `${o.customer_count} 人`, foot: `近30天新增 ${o.recent.customers} 人` },
    { title: "推广销售额", value: formatMoney(o.sales_amount), foot: `近30天 ${formatMoney(o.recent.sales)}` },
    {
      title: "待结算佣金", value: formatMoney(o.commission_pending),
      foot: <Link to={listLink("/salesman/settlement/list", { status: 1 })}>去结算</Link>,
    },
    { title: "已结算佣金", value: formatMoney(o.commission_settled), foot: `累计佣金 ${formatMoney(o.commission_total)}` },
  ];
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
      <Row gutter={[16, 16]}>
        {kpis.map((k) => (
          <Col key={k.title} flex="1 1 200px">
            <Kpi title={k.title} value={k.value} foot={k.foot} />
          </Col>
        ))}
      </Row>
      <Card title="近30天趋势" extra={<Typography.Text type="secondary">{o.start_date} 至 {o.end_date}</Typography.Text>}>
        <TrendChart points={o.trend} />
      </Card>
    </div>
  );
}
