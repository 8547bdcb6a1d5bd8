import { describe, expect, it } from "vitest";
import { unmetNote, verdict, type Row } from "../../bench/report";
import { firstLoadRows, lighthouseRows, prodRows, sizeRows, timingRows } from "../../bench/results-table";
import type { FirstScreenRuns } from "../../bench/first-screen-runs";
import type { LighthouseFigures } from "../../bench/lighthouse";
import type { Sizes } from "../../bench/sizes";
import type { RunFigures } from "../../bench/timings/scenarios";
import { ROUTE_FAMILIES } from "../../scripts/route-families.mjs";

const step = (responseToPaint: number, longestTask: number) => ({ responseToPaint, startToPaint: responseToPaint + 50, longestTask });
/** One run of each app: the console's figures against the reference's. */
const consoleRun: RunFigures = {
  load20: step(300, 150), load100: step(600, 250), switch20: step(90, 60), switch100: step(250, 120),
  filter: step(120, 0), edit: step(100, 90), orderLoad20: step(320, 180), orderSwitch20: step(130, 120), orderTab: step(140, 70),
};
const referenceRun: RunFigures = {
  load20: step(150, 200), load100: step(500, 270), switch20: step(50, 0), switch100: step(100, 0),
  orderLoad20: step(160, 210), orderSwitch20: step(60, 0), orderTab: step(55, 0),
};
const lh = (score: number, lcp = 900): LighthouseFigures[] => [{ score, lcp, observedLcp: 700, tbt: 20, cls: 0.2 }];
const noProdAudits = { "prod-list": [], "prodReference-list": [], "prod-list-mobile": [], "prodReference-list-mobile": [] };
const byFigure = (rows: Row[]) => new Map(rows.map((r) => [r.figure, r]));
/** What the printed table says of each row with a goal: its figure and verdict. */
const judged = (rows: Row[]) => rows.filter((r) => r.goal).map((r) => [r.figure, verdict(r)]);

describe("the bench's table: issue 26's goals on their rows", () => {
  it("sets the /order steps beside the reference's, with the 20-row page switch goals as on /goods", () => {
    const rows = byFigure(timingRows({ stub: [consoleRun], reference: [referenceRun], server: [], demo: [] }));
    expect(rows.get("/order page switch, 20 rows: response → rows painted")).toMatchObject({ value: 130, reference: 60, goal: { ratioAtMost: 2 } });
    expect(rows.get("/order page switch, 20 rows: click → rows painted")).toMatchObject({ value: 180, reference: 110, goal: undefined });
    expect(rows.get("/order tab 已完成: response → rows painted")).toMatchObject({ value: 140, reference: 55, goal: undefined });
    expect(rows.get("/order list of 20 rows: response → rows painted")).toMatchObject({ value: 320, reference: 160 });
    // the reference has no goods filter and no form
    expect(rows.get("/goods filter (商品名称, 查询): response → rows painted")).toMatchObject({ value: 120, reference: undefined });
    expect(rows.get("/goods edit form: click 编辑 → fields painted")).toMatchObject({ value: 150, reference: undefined });
  });

  it("judges page switches of 20 rows (≤ 2×, no task over 100 ms) and 100 rows (≤ 1.5×, none over 200 ms)", () => {
    expect(judged(timingRows({ stub: [consoleRun], reference: [referenceRun], server: [], demo: [] }))).toEqual([
      ["/goods list of 100 rows: response → rows in view painted", "met"],
      ["/goods list of 100 rows: longest long task (till every row is painted)", "not met"],
      ["/goods page switch, 20 rows: response → rows painted", "met"],
      ["/goods page switch, 20 rows: longest long task", "met"],
      ["/goods page switch, 100 rows: response → rows in view painted", "not met"],
      ["/goods page switch, 100 rows: longest long task (till every row is painted)", "met"],
      ["/order page switch, 20 rows: response → rows painted", "not met"],
      ["/order page switch, 20 rows: longest long task", "not met"],
    ]);
  });

  it("gives a long page's response → every row painted beside its rows in view, without a goal", () => {
    const long = { ...consoleRun, switch100: { ...step(250, 120), responseToAll: 480 } };
    const rows = byFigure(timingRows({ stub: [long], reference: [{ ...referenceRun, switch100: { ...step(100, 0), responseToAll: 100 } }], server: [], demo: [] }));
    expect(rows.get("/goods page switch, 100 rows: response → every row painted")).toMatchObject({ value: 480, reference: 100, goal: undefined });
    expect(rows.get("/goods page switch, 100 rows: response → rows in view painted")).toMatchObject({ value: 250, reference: 100 });
    // a 20-row page has no such row: its rows are drawn at once
    expect([...rows.keys()].filter((f) => f.includes("every row painted"))).toHaveLength(2);
  });

  it("bounds the JS of /login (≤ 0.4×) and of a signed-in list (≤ 1.0×, issue 51) only", () => {
    const bytes = (kib: number) => ({ raw: kib * 4096, gzip: kib * 1024 });
    // 0.96×: met at issue 51's 1.0×, where issue 26's 0.9× was not
    const sizes: Sizes = { families: ROUTE_FAMILIES.map((family) => ({ family, stub: bytes(480), demo: bytes(540) })), reference: bytes(500), warnings: [] };
    expect(judged(sizeRows(sizes))).toEqual([
      ["JS /login", "not met"],
      ["JS signed-in list (e.g. /goods)", "met"],
    ]);
  });

  it("keeps the stub API's and demo mode's Lighthouse figures beside the reference's, without a goal since issue 51", () => {
    const rows = lighthouseRows({ ...noProdAudits, "stub-login": lh(99), "demo-login": lh(97), "stub-list": lh(94), "demo-list": lh(90), "reference-list": lh(99) });
    expect(byFigure(rows).get("Lighthouse signed-in list /goods: score")).toMatchObject({ value: 94, reference: 99 });
    expect(judged(rows)).toEqual([]);
    // `--only prod`: none of them ran, no rows of dashes
    expect(lighthouseRows({ ...noProdAudits, "stub-login": [], "demo-login": [], "stub-list": [], "demo-list": [], "reference-list": [] })).toEqual([]);
  });

  it("points a goal not met to its written reason; says nothing when every goal is met", () => {
    const rows = timingRows({ stub: [consoleRun], reference: [referenceRun], server: [], demo: [] });
    expect(unmetNote(rows)).toMatch(/^4 goals not met \(.*\/goods list of 100 rows: longest long task.*\): .*docs\/benchmarks\.md/);
    expect(unmetNote(rows.filter((r) => verdict(r) !== "not met"))).toBeNull();
  });
});

describe("the console on the API server beside demo mode (issue 38, item 4)", () => {
  it("sets each first load on the server and in demo mode beside the reference's, start → painted, with no goal", () => {
    const server: RunFigures = { load20: step(300, 100), orderLoad20: step(320, 90), orderSwitch20: step(100, 60), orderTab: step(110, 50) };
    const demo: RunFigures = { load20: step(200, 150), orderLoad20: step(210, 140), orderSwitch20: step(80, 70), orderTab: step(90, 60) };
    const rows = firstLoadRows({ stub: [], reference: [referenceRun], server: [server], demo: [demo] });
    const goods = rows.filter((r) => r.figure.startsWith("/goods list of 20 rows") && r.figure.endsWith("rows painted"));
    expect(goods.map((r) => [r.value, r.reference])).toEqual([[350, 200], [250, 200]]);
    expect(goods[0]?.figure).toMatch(/on the API server \(PGlite, [\d,]+ orders\): navigation → rows painted/);
    expect(rows.find((r) => r.figure.startsWith("/order tab") && r.figure.includes("demo mode") && r.figure.endsWith("long task"))?.value).toBe(60);
    expect(rows.every((r) => r.goal === undefined)).toBe(true);
  });
});

describe("the production server beside the reference served the same way (issue 51, item 1)", () => {
  const screen = (startToPaint: number, lcp: number | null = startToPaint - 100) => ({ startToPaint, lcp, longestTask: 80 });
  const screens: FirstScreenRuns = {
    prod: [
      { goods: screen(1400), goodsWarm: screen(600), order: screen(1500), workplace: screen(1300), signIn: screen(1700, null) },
      { goods: screen(1600), goodsWarm: screen(700), order: screen(1700), workplace: screen(1500), signIn: screen(1900, null) },
    ],
    prodReference: [
      { goods: screen(1000), goodsWarm: screen(500), order: screen(1100) },
      { goods: screen(1000), goodsWarm: screen(500), order: screen(1100) },
    ],
  };
  const audits = {
    "stub-login": [], "demo-login": [], "stub-list": [], "demo-list": [], "reference-list": [],
    "prod-list": lh(94, 1300), "prodReference-list": lh(99, 1000), "prod-list-mobile": lh(81, 3000), "prodReference-list-mobile": lh(90, 2000),
  };

  it("judges /goods' first load (≤ 1.5×), Lighthouse desktop (≥ 95, LCP ≤ 1.2×) and mobile (≥ 80)", () => {
    expect(judged(prodRows(screens, audits))).toEqual([
      ["/goods first load, 20 rows on npm run serve: navigation → rows painted", "met"],
      ["Lighthouse /goods on npm run serve, desktop: score", "not met"],
      ["Lighthouse /goods on npm run serve, desktop: LCP", "not met"],
      ["Lighthouse /goods on npm run serve, mobile (default config: slow 4G, CPU 4×): score", "met"],
    ]);
  });

  it("sets 工作台 and sign-in beside the reference's /goods first load, the medians of the runs", () => {
    const rows = prodRows(screens, undefined);
    const find = (start: string) => rows.find((r) => r.figure.startsWith(start) && r.figure.includes("painted"));
    expect(find("工作台")).toMatchObject({ value: 1400, reference: 1000 });
    expect(find("sign-in")).toMatchObject({ value: 1800, reference: 1000 });
    expect(find("sign-in")?.goal).toBeUndefined();
    expect(find("/goods second visit")).toMatchObject({ value: 650, reference: 500 });
    expect(rows.find((r) => r.figure.startsWith("/order") && r.figure.includes("LCP"))).toMatchObject({ value: 1500, reference: 1000 });
    // no Lighthouse part, no Lighthouse rows
    expect(rows.some((r) => r.figure.startsWith("Lighthouse"))).toBe(false);
  });
});
