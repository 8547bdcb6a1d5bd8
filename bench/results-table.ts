import { GOALS, type StepGoals } from "./goals";
import type { LighthouseFigures } from "./lighthouse";
import type { AuditName, AuditRuns } from "./lighthouse-runs";
import type { Goal, Row } from "./report";
import type { Sizes } from "./sizes";
import { median } from "./stats";
import { ORDERS_IN_SHOP } from "./config";
import type { TimingRuns } from "./timing-runs";
import type { FirstScreenRuns } from "./first-screen-runs";
import type { FirstScreenFigures, FirstScreenRun, FirstScreenStep } from "./timings/first-screens";
import { ORDER_TAB, type StepName } from "./timings/scenarios";
import type { StepFigures } from "./timings/steps";

const KiB = (bytes: number) => bytes / 1024;

/** JS gzip per route family, stub and demo builds, beside the reference's JS for its list. */
export function sizeRows(sizes: Sizes): Row[] {
  const reference = KiB(sizes.reference.gzip);
  return sizes.families.flatMap(({ family, stub, demo }): Row[] => [
    { figure: `JS ${family.route}`, unit: "KiB", value: KiB(stub.gzip), reference, goal: GOALS.js[family.id] },
    { figure: `JS ${family.route}, demo mode`, unit: "KiB", value: KiB(demo.gzip), reference },
  ]);
}

const lhMedian = (runs: LighthouseFigures[] | undefined, key: keyof LighthouseFigures) => median((runs ?? []).map((r) => r[key]));

/**
 * Lighthouse desktop on the stub API and in demo mode (issue 26's figures, no goal since issue 51
 * judges the production server's: prodRows). Only when they ran (`--only prod` leaves them out).
 */
export function lighthouseRows(audits: AuditRuns): Row[] {
  if (audits["stub-list"].length + audits["demo-list"].length + audits["stub-login"].length === 0) return [];
  const pages: { name: AuditName; label: string; score?: Goal }[] = [
    { name: "stub-login", label: "/login" },
    { name: "stub-list", label: "signed-in list /goods" },
    { name: "demo-login", label: "/login, demo mode" },
    { name: "demo-list", label: "signed-in list /goods, demo mode" },
  ];
  const ref = audits["reference-list"];
  return pages.flatMap(({ name, label, score }) => {
    const runs = audits[name];
    // only a list has a reference page to set beside it
    const reference = (key: keyof LighthouseFigures) => (name.endsWith("-list") ? lhMedian(ref, key) : undefined);
    const row = (figure: string, key: keyof LighthouseFigures, unit: Row["unit"], goal?: Goal): Row => ({
      figure: `Lighthouse ${label}: ${figure}`,
      unit,
      value: lhMedian(runs, key),
      reference: reference(key),
      goal,
    });
    return [
      row("score", "score", "score", score),
      row("LCP", "lcp", "ms"),
      row("LCP observed (unthrottled trace)", "observedLcp", "ms"),
      row("TBT", "tbt", "ms"),
      row("CLS", "cls", "cls"),
    ];
  });
}

const stepMedian = (runs: TimingRuns[keyof TimingRuns], step: StepName, key: keyof StepFigures) =>
  median(runs.flatMap((r) => (r[step]?.[key] == null ? [] : [r[step]?.[key] as number])));

/** What a timed step's rows say: the step, its words, and its goals (bench/goals.ts). */
interface StepRows extends StepGoals {
  step: StepName;
  what: string;
  /** Its click (a step from a click gets a click → painted row; a load does not). */
  click?: string;
  /** What is painted: rows, or the form's fields. */
  painted?: string;
  /** What response starts the response → painted clock. */
  response?: string;
  /** A long page: also its response → every row painted (rows past the first screen come later). */
  all?: boolean;
}

const STEPS: StepRows[] = [
  { step: "load20", what: "/goods list of 20 rows" },
  { step: "load100", what: "/goods list of 100 rows", all: true, ...GOALS.rows100 },
  { step: "switch20", what: "/goods page switch, 20 rows", click: "click", ...GOALS.switch20 },
  { step: "switch100", what: "/goods page switch, 100 rows", click: "click", all: true, ...GOALS.rows100 },
  { step: "filter", what: "/goods filter (商品名称, 查询)", click: "click" },
  { step: "edit", what: "/goods edit form", click: "click 编辑", painted: "fields", response: "detail response" },
  { step: "orderLoad20", what: "/order list of 20 rows" },
  { step: "orderSwitch20", what: "/order page switch, 20 rows", click: "click", ...GOALS.switch20 },
  { step: "orderTab", what: `/order tab ${ORDER_TAB}`, click: "click" },
];
/** The console's steps the reference does not have. */
const CONSOLE_ONLY: ReadonlySet<StepName> = new Set(["filter", "edit"]);

/** In-page timings: console (stub API) beside the reference where it has the step. */
export function timingRows(timings: TimingRuns): Row[] {
  const row = (step: StepName, key: keyof StepFigures, figure: string, goal?: Goal): Row => ({
    figure,
    unit: "ms",
    value: stepMedian(timings.stub, step, key),
    reference: CONSOLE_ONLY.has(step) ? undefined : stepMedian(timings.reference, step, key),
    goal,
  });
  return STEPS.flatMap(({ step, what, click, painted = "rows", response = "response", all, paint, task }) => [
    row(step, "responseToPaint", `${what}: ${response} → ${all ? `${painted} in view` : painted} painted`, paint),
    ...(all ? [row(step, "responseToAll", `${what}: ${response} → every row painted`)] : []),
    ...(click ? [row(step, "startToPaint", `${what}: ${click} → ${painted} painted`)] : []),
    row(step, "longestTask", `${what}: longest long task${all ? " (till every row is painted)" : ""}`, task),
  ]);
}

/** The first loads timed on the API server and in demo mode (firstLoadRun). */
const FIRST_LOADS: { step: StepName; what: string; click?: boolean }[] = [
  { step: "load20", what: "/goods list of 20 rows" },
  { step: "orderLoad20", what: "/order list of 20 rows" },
  { step: "orderSwitch20", what: "/order page switch, 20 rows", click: true },
  { step: "orderTab", what: `/order tab ${ORDER_TAB}`, click: true },
];

/**
 * The console as a shop runs it (issue 38, item 4): each first load on the API server (PGlite,
 * ORDERS_IN_SHOP orders) beside the same in demo mode, each against the reference's step.
 * Start → painted counts the call over HTTP; demo mode has no response (its API is in the page).
 */
export function firstLoadRows(timings: TimingRuns): Row[] {
  const apps = [{ runs: timings.server, label: `on the API server (PGlite, ${ORDERS_IN_SHOP.toLocaleString("en")} orders)` }, { runs: timings.demo, label: "demo mode" }];
  return FIRST_LOADS.flatMap(({ step, what, click }) =>
    apps.flatMap(({ runs, label }): Row[] => [
      { figure: `${what}, ${label}: ${click ? "click" : "navigation"} → rows painted`, unit: "ms", value: stepMedian(runs, step, "startToPaint"), reference: stepMedian(timings.reference, step, "startToPaint") },
      { figure: `${what}, ${label}: longest long task`, unit: "ms", value: stepMedian(runs, step, "longestTask"), reference: stepMedian(timings.reference, step, "longestTask") },
    ]),
  );
}

const prodMedian = (runs: FirstScreenRun[], step: FirstScreenStep, key: keyof FirstScreenFigures) =>
  median(runs.flatMap((r) => (r[step]?.[key] == null ? [] : [r[step]?.[key] as number])));

/** What the production server's in-page figures say: the step, its words, the reference's step beside it. */
const PROD_STEPS: { step: FirstScreenStep; what: string; painted: string; reference: FirstScreenStep; yardstick?: string; goal?: Goal }[] = [
  { step: "goods", what: "/goods first load, 20 rows", painted: "rows", reference: "goods", goal: GOALS.prodFirstLoad },
  { step: "order", what: "/order first load, 20 rows", painted: "rows", reference: "order" },
  { step: "workplace", what: "工作台 first load (/dashboard/workplace)", painted: "KPI cards", reference: "goods", yardstick: "the reference has no dashboard: its /goods first load" },
  { step: "goodsWarm", what: "/goods second visit, warm cache", painted: "rows", reference: "goodsWarm" },
];

/**
 * The production server (issue 51, item 1): the console as `npm run serve` serves it beside
 * the reference served the same way. In-page first screens (start → painted, LCP by then,
 * longest long task), sign-in → first screen, and Lighthouse /goods desktop and mobile.
 */
export function prodRows(screens: FirstScreenRuns | undefined, audits: AuditRuns | undefined): Row[] {
  const rows: Row[] = [];
  const on = "on npm run serve";
  if (screens) {
    const [con, ref] = [screens.prod, screens.prodReference];
    for (const { step, what, painted, reference, yardstick, goal } of PROD_STEPS) {
      const note = yardstick ? ` (reference: ${yardstick})` : "";
      rows.push(
        { figure: `${what} ${on}: navigation → ${painted} painted${note}`, unit: "ms", value: prodMedian(con, step, "startToPaint"), reference: prodMedian(ref, reference, "startToPaint"), goal },
        { figure: `${what} ${on}: LCP (in-page, by then)${note}`, unit: "ms", value: prodMedian(con, step, "lcp"), reference: prodMedian(ref, reference, "lcp") },
        { figure: `${what} ${on}: longest long task${note}`, unit: "ms", value: prodMedian(con, step, "longestTask"), reference: prodMedian(ref, reference, "longestTask") },
      );
    }
    rows.push({
      figure: `sign-in ${on}: /goods signed out → /login, 登录 click → its 20 rows painted (reference: no login, its /goods first load)`,
      unit: "ms",
      value: prodMedian(con, "signIn", "startToPaint"),
      reference: prodMedian(ref, "goods", "startToPaint"),
    });
  }
  if (audits && audits["prod-list"].length + audits["prod-list-mobile"].length > 0) {
    for (const mobile of [false, true]) {
      const [con, ref] = mobile ? [audits["prod-list-mobile"], audits["prodReference-list-mobile"]] : [audits["prod-list"], audits["prodReference-list"]];
      const label = `Lighthouse /goods ${on}, ${mobile ? "mobile (default config: slow 4G, CPU 4×)" : "desktop"}`;
      const row = (figure: string, key: keyof LighthouseFigures, unit: Row["unit"], goal?: Goal): Row => ({ figure: `${label}: ${figure}`, unit, value: lhMedian(con, key), reference: lhMedian(ref, key), goal });
      rows.push(
        row("score", "score", "score", mobile ? GOALS.prodLighthouse.mobile : GOALS.prodLighthouse.desktop),
        row("LCP", "lcp", "ms", mobile ? undefined : GOALS.prodLcpDesktop),
        row("LCP observed (trace)", "observedLcp", "ms"),
        row("TBT", "tbt", "ms"),
        row("CLS", "cls", "cls"),
      );
    }
  }
  return rows;
}
