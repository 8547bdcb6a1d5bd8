import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Overview } from "./overview-types";

/** 近 7 日销售额 (bars, left axis) and 订单数 (line, right axis). */
export function SalesChart({ trend }: { trend: Overview["trend"] }) {
  const data = trend.map((d) => ({ ...d, day: d.date.slice(5) }));
  return (
    <div role="img" aria-label="近7日销售趋势" style={{ width: "100%", height: 300 }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" />
          <YAxis yAxisId="sales" tickFormatter={(v: number) => `¥${v}`} width={72} />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} width={40} />
          <Tooltip formatter={(value, name) => (name === "销售额" ? `¥${Number(value).toFixed(2)}` : String(value))} />
          <Legend />
          <Bar yAxisId="sales" dataKey="sales" name="销售额" fill="#165DFF" radius={[4, 4, 0, 0]} maxBarSize={36} />
          <Line yAxisId="orders" dataKey="orders" name="订单数" stroke="#FF7D00" strokeWidth={2} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
