import type { LighthouseFigures } from "./lighthouse";
import type { AuditName, AuditRuns } from "./lighthouse-runs";
import type { Goal, Row } from "./report";
import type { Sizes } from "./sizes";
import { median } from "./stats";
import type { TimingRuns } from "./timing-runs";
import type { StepName } from "./timings/scenarios";
import type { StepFigures } from "./timings/steps";

/** Issue 12's JS goals by route family (× the reference's total); the others are reported only. */
const JS_GOALS: Partial<Record<string, number>> = { login: 0.4, list: 0.8, "list-after-paint": 0.8, form: 0.9, "form-richtext": 0.9 };
const KiB = (bytes: number) => bytes / 1024;

export function sizeRows(sizes: Sizes): Row[] {
  const reference = KiB(sizes.reference.gzip);
  return sizes.families.flatMap(({ family, stub, demo }) => {
    const goal = JS_GOALS[family.id];
    return [
      { figure: `JS ${family.route}`, unit: "KiB" as const, value: KiB(stub.gzip), reference, goal: goal === undefined ? undefined : { ratioAtMost: goal } },
      { figure: `JS ${family.route}, demo mode`, unit: "KiB" as const, value: KiB(demo.gzip), reference },
    ];
  });
}

const lhMedian = (runs: LighthouseFigures[] | undefined, key: keyof LighthouseFigures) => median((runs ?? []).map((r) => r[key]));

/** Lighthouse desktop: ≥ 95 in stub mode, ≥ 90 in demo mode, CLS < 0.05 (issue 12). */
export function lighthouseRows(audits: AuditRuns): Row[] {
  const pages: { name: AuditName; label: string; minScore: number }[] = [
    { name: "stub-login", label: "/login", minScore: 95 },
    { name: "stub-list", label: "signed-in list /goods", minScore: 95 },
    { name: "demo-login", label: "/login, demo mode", minScore: 90 },
    { name: "demo-list", label: "signed-in list /goods, demo mode", minScore: 90 },
  ];
  const ref = audits["reference-list"];
  return pages.flatMap(({ name, label, minScore }) => {
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
      row("score", "score", "score", { atLeast: minScore }),
      row("LCP", "lcp", "ms"),
      row("LCP observed (unthrottled trace)", "observedLcp", "ms"),
      row("TBT", "tbt", "ms"),
      row("CLS", "cls", "cls", { below: 0.05 }),
    ];
  });
}

const stepMedian = (runs: TimingRuns[keyof TimingRuns], step: StepName, key: keyof StepFigures) =>
  median(runs.flatMap((r) => (r[step]?.[key] == null ? [] : [r[step]?.[key] as number])));

/** In-page timings: console (stub API) beside the reference where it has the step. */
export function timingRows(timings: TimingRuns): Row[] {
  const row = (step: StepName, key: keyof StepFigures, figure: string, goal?: Goal): Row => ({
    figure,
    unit: "ms",
    value: stepMedian(timings.stub, step, key),
    reference: step === "filter" || step === "edit" ? undefined : stepMedian(timings.reference, step, key),
    goal,
  });
  return [
    row("load20", "responseToPaint", "list of 20 rows: response → rows painted"),
    row("load20", "longestTask", "list of 20 rows: longest long task (load)"),
    row("load100", "responseToPaint", "list of 100 rows: response → rows painted", { ratioAtMost: 1 }),
    row("load100", "longestTask", "list of 100 rows: longest long task (load)"),
    row("switch20", "responseToPaint", "page switch, 20 rows: response → rows painted"),
    row("switch20", "startToPaint", "page switch, 20 rows: click → rows painted"),
    row("switch20", "longestTask", "page switch, 20 rows: longest long task", { atMost: 200 }),
    row("switch100", "responseToPaint", "page switch, 100 rows: response → rows painted"),
    row("switch100", "startToPaint", "page switch, 100 rows: click → rows painted"),
    row("switch100", "longestTask", "page switch, 100 rows: longest long task", { atMost: 200 }),
    row("filter", "responseToPaint", "filter (商品名称, 查询): response → rows painted"),
    row("filter", "startToPaint", "filter: click → rows painted"),
    row("filter", "longestTask", "filter: longest long task"),
    row("edit", "responseToPaint", "edit form: detail response → fields painted"),
    row("edit", "startToPaint", "edit form: click 编辑 → fields painted"),
    row("edit", "longestTask", "edit form: longest long task"),
  ];
}
