import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame, countTick, moneyTick } from "../../components/chart-frame";
import { formatCount, formatMoney } from "../../engine/fields/number-format";
import type { Figures } from "./overview-types";

/** 近 7 日销售额 (bars, left axis, 元) and the paid orders it adds up, 付款订单数 (line, right axis, 单). */
export function SalesChart({ trend }: { trend: Figures["trend"] }) {
  const data = trend.map((d) => ({ ...d, day: d.date.slice(5) }));
  return (
    <ChartFrame label="近7日销售趋势" height={300}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" />
        <YAxis yAxisId="sales" tickFormatter={moneyTick} width={80} />
        <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tickFormatter={countTick("单")} width={48} />
        <Tooltip formatter={(value, name) => (name === "销售额" ? formatMoney(Number(value)) : formatCount(Number(value), " 单"))} />
        <Legend />
        <Bar yAxisId="sales" dataKey="sales" name="销售额" fill="#165DFF" radius={[4, 4, 0, 0]} maxBarSize={36} />
        <Line yAxisId="orders" dataKey="orders" name="付款订单数" stroke="#FF7D00" strokeWidth={2} />
      </ComposedChart>
    </ChartFrame>
  );
}
