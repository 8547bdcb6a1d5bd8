import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { Typography } from "antd";

/** What today's figure is beside yesterday's: no base (yesterday 0), a rise, a fall or the same. */
export type DayChange = { kind: "none" } | { kind: "rise" | "fall" | "same"; percent: number };

/** The change from yesterday to today in percent; yesterday 0 is no base to compare with. */
export function dayChange(today: number, yesterday: number): DayChange {
  if (yesterday === 0) return { kind: "none" };
  const percent = ((today - yesterday) / yesterday) * 100;
  // what reads 0.0% is no change: the sign and the colour follow the one decimal shown
  const shown = Math.round(percent * 10) / 10;
  return { kind: shown > 0 ? "rise" : shown < 0 ? "fall" : "same", percent: shown };
}

/**
 * 较昨日 under a KPI, in the Chinese convention: a rise in red, a fall in green (antd's
 * success/danger are the West's, so they are swapped here), with an arrow, so the colour is
 * never the only sign. Without yesterday's figure it says 暂无 rather than a percentage.
 */
export function DayCompare({ today, yesterday }: { today: number; yesterday: number }) {
  const change = dayChange(today, yesterday);
  if (change.kind === "none") return <Typography.Text type="secondary">较昨日 暂无</Typography.Text>;
  if (change.kind === "same") return <Typography.Text type="secondary">较昨日 持平</Typography.Text>;
  const rise = change.kind === "rise";
  const Arrow = rise ? ArrowUpOutlined : ArrowDownOutlined;
  return (
    <Typography.Text type={rise ? "danger" : "success"} data-change={change.kind}>
      较昨日 <Arrow aria-hidden /> {rise ? "+" : ""}{change.percent.toFixed(1)}%
    </Typography.Text>
  );
}
