import type { ReactElement } from "react";
import { ResponsiveContainer } from "recharts";
import { formatCount, formatMoneyBrief } from "../engine/fields/number-format";

/**
 * The box of a chart: an image named for screen readers, the chart filling its width.
 * `initialDimension` is the size drawn before the box is measured (and where nothing measures,
 * as in tests), so the axes are there to read from the first paint.
 */
export function ChartFrame({ label, height, children }: { label: string; height: number; children: ReactElement }) {
  return (
    <div role="img" aria-label={label} style={{ width: "100%", height }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 800, height }}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** A money axis tick: the money of cells and tooltips, whole yuan without decimals (¥14,000). */
export const moneyTick = formatMoneyBrief;

/** A count axis tick with its unit (12单, 1,200人). */
export const countTick = (unit: string) => (v: number) => formatCount(v, unit);
