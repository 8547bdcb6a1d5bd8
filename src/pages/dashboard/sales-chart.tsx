import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame, countTick, moneyTick } from "../../components/chart-frame";
import { formatCount, formatMoney } from "../../engine/fields/number-format";
import type { Figures } from "./overview-types";

/**
 * A day's 销售额 is what its paid orders' buyers kept (decision 0060): a refund made later takes
 * its amount off the day the order was paid, so a past day's bar shrinks. The bar's name says so
 * in the legend and the tooltip (issue 49), not only the decision.
 */
export const SALES_NAME = "销售额（扣除退款）";

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
        <Tooltip formatter={(value, name) => (name === SALES_NAME ? formatMoney(Number(value)) : formatCount(Number(value), " 单"))} />
        <Legend />
        <Bar yAxisId="sales" dataKey="sales" name={SALES_NAME} fill="#165DFF" radius={[4, 4, 0, 0]} maxBarSize={36} />
        <Line yAxisId="orders" dataKey="orders" name="付款订单数" stroke="#FF7D00" strokeWidth={2} />
      </ComposedChart>
    </ChartFrame>
  );
}
