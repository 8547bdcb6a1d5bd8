import { describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { toCsv } from "../../src/api/export-csv";
// the configs with the app's field types (an order's paidAmount)
import { resources } from "../../src/resources";

/** The CSV writer of 导出 defuses what a spreadsheet would run as a formula (OWASP CSV injection). */

const note: ResourceConfig = {
  name: "fixtureMemo", label: "备忘", section: "/goods", routes: { list: "/goods/fixtureMemo" }, api: { base: "/fixtureTest/v1/memo" },
  fields: [{ key: "text", label: "内容", type: "textarea", list: true }],
};
/** The one data cell of a CSV of one row holding `text` (unquoted when it was quoted). */
const cell = (text: string): string => {
  const body = toCsv(note, [{ text }]).replace(/^\uFEFF/, "").slice("内容\r\n".length).replace(/\r\n$/, "");
  return body.startsWith('"') ? body.slice(1, -1).replace(/""/g, '"') : body;
};

describe("CSV export", () => {
  it("prefixes a leading = + - @ TAB and CR with ' (OWASP's list)", () => {
    for (const text of ["=1+1", "+41", "-2+3", "@SUM(A1)", "\t=1+1", "\r=1+1"]) {
      expect(cell(text), JSON.stringify(text)).toBe(`'${text}`);
    }
  });

  it("leaves plain text and negative numbers as they are, and quotes what needs it", () => {
    expect(cell("星河玩具")).toBe("星河玩具");
    expect(cell("-12.5")).toBe("-12.5");
    expect(toCsv(note, [{ text: 'a,"b"' }])).toContain('"a,""b"""');
    expect(toCsv(note, [{ text: "\r=1" }])).toContain("\"'\r=1\"");
  });

  it("exports an order's 实付金额 as what was paid: 0.00 for an unpaid order, not what was due (issue 49)", () => {
    const order = resources.find((r) => r.name === "order");
    if (!order) throw new Error("the order config");
    const csv = toCsv(order, [
      { order_sn: "1", pay_amount: 122, paid_at: null, status: "CLOSED" },
      { order_sn: "2", pay_amount: 99.5, paid_at: "2026-11-01 10:00:00", status: "SUCCESS" },
    ]).replace(/^\uFEFF/, "").trim().split("\r\n").map((line) => line.split(","));
    const column = csv[0]?.indexOf("实付金额") ?? -1;
    expect(column).toBeGreaterThan(0);
    expect(csv.slice(1).map((cells) => cells[column])).toEqual(["0.00", "99.50"]);
  });
});
