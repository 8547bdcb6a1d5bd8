import type { Goal } from "./report";

/** A timed step's goals: on its response → painted figure, and on its longest long task. */
export interface StepGoals {
  paint?: Goal;
  task?: Goal;
}

/**
 * Issue 26's goals, each set on the row of the figure it bounds (bench/results-table.ts);
 * ratios are to the reference in the same run. They replace issue 12's: the figures issue 12
 * judged stay in the table, without a goal.
 */
export const GOALS = {
  /** JS gzip by route family (scripts/route-families.mjs): /login, and what a signed-in list needs to paint. */
  js: { login: { ratioAtMost: 0.4 }, list: { ratioAtMost: 0.9 } } as Partial<Record<string, Goal>>,
  /** Lighthouse desktop score of the signed-in list. */
  lighthouseList: { stub: { atLeast: 95 }, demo: { atLeast: 90 } },
  /** A page switch of 20 rows, on /goods and on /order. */
  switch20: { paint: { ratioAtMost: 2 }, task: { atMost: 100 } },
  /** 100 rows: the first load and the page switch. */
  rows100: { paint: { ratioAtMost: 1.5 }, task: { atMost: 200 } },
} satisfies Record<string, unknown>;
