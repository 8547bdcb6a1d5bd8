import { ratio } from "./stats";

/** How a figure is written: KiB (1 decimal), ms (whole), a Lighthouse score (0–100), CLS. */
export type Unit = "KiB" | "ms" | "score" | "cls";

/** A goal (bench/goals.ts): against the reference's figure (ratio), or a bound on the figure itself. */
export type Goal = { ratioAtMost: number } | { atLeast: number } | { below: number } | { atMost: number };

export interface Row {
  figure: string;
  unit: Unit;
  /** The console's figure (median of the runs, or the one size); null when it failed. */
  value: number | null;
  /** The reference's figure for the same thing, when it has one. */
  reference?: number | null;
  goal?: Goal;
}

export function formatValue(value: number | null | undefined, unit: Unit): string {
  if (value === null || value === undefined) return "—";
  if (unit === "KiB") return value.toFixed(1);
  if (unit === "cls") return value.toFixed(3);
  return String(Math.round(value));
}

const unitSuffix = (unit: Unit) => (unit === "ms" ? " ms" : "");

export function goalText(goal: Goal | undefined, unit: Unit): string {
  if (!goal) return "";
  if ("ratioAtMost" in goal) return `≤ ${goal.ratioAtMost}× ref`;
  if ("atLeast" in goal) return `≥ ${goal.atLeast}${unitSuffix(unit)}`;
  if ("below" in goal) return `< ${goal.below}${unitSuffix(unit)}`;
  return `≤ ${goal.atMost}${unitSuffix(unit)}`;
}

/** "met", "not met", "" (no goal) or "n/a" (a figure is missing). */
export function verdict(row: Row): string {
  const { goal, value } = row;
  if (!goal) return "";
  if (value === null) return "n/a";
  if ("ratioAtMost" in goal) {
    const r = ratio(value, row.reference ?? null);
    return r === null ? "n/a" : r <= goal.ratioAtMost ? "met" : "not met";
  }
  if ("atLeast" in goal) return value >= goal.atLeast ? "met" : "not met";
  if ("below" in goal) return value < goal.below ? "met" : "not met";
  return value <= goal.atMost ? "met" : "not met";
}

/** One markdown table: figure, console, reference, ratio, goal, met. */
export function markdownTable(rows: readonly Row[]): string {
  const head = ["figure", "console", "reference", "× ref", "goal", "met"];
  const body = rows.map((row) => {
    const r = ratio(row.value, row.reference ?? null);
    return [
      `${row.figure}${row.unit === "KiB" ? " (KiB gzip)" : row.unit === "ms" ? " (ms)" : ""}`,
      formatValue(row.value, row.unit),
      row.reference === undefined ? "" : formatValue(row.reference, row.unit),
      r === null ? "" : r.toFixed(2),
      goalText(row.goal, row.unit),
      verdict(row),
    ];
  });
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map((_, i) => (i >= 1 && i <= 3 ? "---:" : "---"))), ...body.map(line)].join("\n");
}

/**
 * Where the goals not met are explained: the bench measures, the reason and what a goal would
 * take are written by hand beside the figures (docs/benchmarks.md, issue 26's "Goals not met").
 */
export function unmetNote(rows: readonly Row[]): string | null {
  const unmet = rows.filter((r) => verdict(r) === "not met").map((r) => r.figure);
  if (unmet.length === 0) return null;
  return `${unmet.length} goal${unmet.length > 1 ? "s" : ""} not met (${unmet.join("; ")}): their measured reasons and what each would take are in docs/benchmarks.md, "Goals not met"`;
}
