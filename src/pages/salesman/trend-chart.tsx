import { Segmented } from "antd";
import { useState } from "react";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame, countTick, moneyTick } from "../../components/chart-frame";
import { formatCount, formatMoney } from "../../engine/fields/number-format";

export interface TrendPoint { date: string; sales: number; commission: number; customers: number; promoters: number }

const VIEWS = [
  { value: "money", label: "销售额与佣金" },
  { value: "people", label: "新增客户与推广员" },
];

const short = (date: string) => date.slice(5);
const peopleTick = countTick("人");

/** The 30-day trend of the overview: sales (bars) and commission in 元, or new customers and promoters in 人. */
export function TrendChart({ points }: { points: TrendPoint[] }) {
  const [view, setView] = useState("money");
  const money = view === "money";
  return (
    <div>
      <Segmented options={VIEWS} value={view} onChange={(v) => setView(String(v))} style={{ marginBottom: 16 }} />
      <ChartFrame label="近30天趋势" height={320}>
        <ComposedChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={short} fontSize={12} />
          <YAxis yAxisId="left" fontSize={12} width={80} allowDecimals={!money ? false : undefined} tickFormatter={money ? moneyTick : peopleTick} />
          {money && <YAxis yAxisId="right" orientation="right" fontSize={12} width={72} tickFormatter={moneyTick} />}
          <Tooltip
            labelFormatter={(d) => String(d)}
            formatter={(value, name) => [money ? formatMoney(Number(value)) : formatCount(Number(value), " 人"), String(name)]}
          />
          <Legend />
          {money ? (
            <>
              <Bar yAxisId="left" dataKey="sales" name="推广销售额" fill="#165DFF" barSize={10} />
              <Line yAxisId="right" dataKey="commission" name="佣金" stroke="#FF7D00" dot={false} strokeWidth={2} />
            </>
          ) : (
            <>
              <Bar yAxisId="left" dataKey="customers" name="新增客户" fill="#00B42A" barSize={10} />
              <Line yAxisId="left" dataKey="promoters" name="新增推广员申请" stroke="#722ED1" dot={false} strokeWidth={2} />
            </>
          )}
        </ComposedChart>
      </ChartFrame>
    </div>
  );
}
