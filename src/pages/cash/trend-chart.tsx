import { useQuery } from "@tanstack/react-query";
import { Card, Empty, Segmented, Skeleton, Space, Typography } from "antd";
import { useState } from "react";
import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame, moneyTick } from "../../components/chart-frame";
import { formatMoney } from "../../engine/fields/number-format";
import { CASH_KEY, fetchTrend } from "./cash-api";

const RANGES = [
  { value: 7, label: "近7天" },
  { value: 30, label: "近30天" },
];

/** 收支趋势: income and expense per day (default the last 30 days). */
export function TrendChart() {
  const [days, setDays] = useState(30);
  const trend = useQuery({ queryKey: [CASH_KEY, "trend", days], queryFn: () => fetchTrend(days), retry: false });
  const data = (trend.data?.list ?? []).map((d) => ({ ...d, day: d.date.slice(5) }));
  const empty = data.every((d) => d.income === 0 && d.expense === 0);
  return (
    <Card
      title="收支趋势"
      extra={<Segmented value={days} options={RANGES} onChange={(v) => setDays(Number(v))} />}
    >
      {trend.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : empty ? (
        <Empty description="这段时间没有收支" />
      ) : (
        <>
          <Space size="large" style={{ marginBottom: 8 }}>
            <Typography.Text>收入合计 <Typography.Text strong type="success">{formatMoney(trend.data?.total_income ?? 0)}</Typography.Text></Typography.Text>
            <Typography.Text>支出合计 <Typography.Text strong type="danger">{formatMoney(trend.data?.total_expense ?? 0)}</Typography.Text></Typography.Text>
          </Space>
          <ChartFrame label={`近${days}天收支趋势`} height={300}>
            <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" />
              <YAxis tickFormatter={moneyTick} width={80} />
              <Tooltip formatter={(value) => formatMoney(Number(value))} />
              <Legend />
              <Area dataKey="income" name="收入" stroke="#00B42A" fill="#00B42A" fillOpacity={0.15} strokeWidth={2} />
              <Area dataKey="expense" name="支出" stroke="#F53F3F" fill="#F53F3F" fillOpacity={0.12} strokeWidth={2} />
            </AreaChart>
          </ChartFrame>
        </>
      )}
    </Card>
  );
}
