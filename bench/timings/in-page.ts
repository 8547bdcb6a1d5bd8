import { readFileSync } from "node:fs";

/**
 * The probes the timed pages run (probes.browser.js): a long-task observer, a click clock, and
 * a waiter that resolves once what a step waits for is on screen. The code goes to the page as
 * text: tsx compiles functions in .ts files with helpers (esbuild's keepNames `__name`) that the
 * page does not have, so it cannot be handed over as a function of this file.
 */
export interface PaintSpec {
  /** The step starts at the navigation (a load: time 0) or at the next click. */
  from: "navigation" | "click";
  /** Path of the call whose response (Resource Timing responseEnd) starts the response → paint clock. */
  api: string;
  /**
   * Wait for exactly this many table rows (`tbody tr.ant-table-row`, with the rows a long page
   * holds till its first screen is painted, `tr[data-held]`, none of those in view)…
   */
  rows?: number;
  /** …whose first row is another than this one (a page switch)… */
  notFirstKey?: string | null;
  /** …or for at least one row, every row holding this text (a filter). */
  contains?: string;
  /** Or for the edit form: #name filled in and the rich-text editor there. */
  form?: boolean;
  /** Or for 工作台: at least this many antd Statistic cards (its KPIs) drawn. */
  cards?: number;
  timeoutMs: number;
}

export interface PaintResult {
  startedAt: number;
  paintedAt: number;
  /** responseEnd of the last `api` call that ended between start and paint; null if none did. */
  responseEnd: number | null;
  /** Every row drawn (a long page's held rows too); `paintedAt` for a step without rows. */
  completeAt: number;
  /** The longest long task that overlapped the step, up to `completeAt` (0: none over 50 ms). */
  longestTask: number;
  firstKey: string | null;
}

interface Probes {
  longTasks: { start: number; duration: number }[];
  lastClick: number | null;
  arm(spec: PaintSpec): void;
  waiting?: Promise<PaintResult>;
}
declare global {
  interface Window {
    __bench: Probes;
  }
}

let probes: string | undefined;

/** The init script of a timed page; `spec`: a load's waiter, armed before any app code runs. */
export function probesScript(spec: PaintSpec | null): string {
  // read when first needed: the bench's table (and its unit test) import the steps' names only
  probes ??= readFileSync(new URL("./probes.browser.js", import.meta.url), "utf8");
  return `${probes}\ninstallProbes(${JSON.stringify(spec)});`;
}
