import { describe, expect, it } from "vitest";
import { resourceProblems } from "../../src/engine/check-config";
import type { FieldConfig, ResourceConfig } from "../../src/engine/types";
import type { SectionConfig } from "../../src/engine/section-types";

/**
 * The start-up check of computed and numbered fields (issue 50, decision 0120; check-computed.ts):
 * neither is a form input, a rule is a function or `{ value, stored }`, a number is text from a
 * pattern of date parts and one counter; a list's rows hold neither. Each problem named by resource and field.
 */

const SECTIONS: SectionConfig[] = [{ path: "/goods", name: "goods", title: "商品", order: 1 }];

const sheet = (extra: FieldConfig[]): ResourceConfig => ({
  name: "sheet", label: "单据", section: "/goods",
  routes: { list: "/goods/sheet", create: "/goods/sheet/create", edit: "/goods/sheet/edit/:alias" },
  api: { base: "/merchant/goods/v1/sheet" },
  operations: ["list", "create", "edit"],
  fields: [
    { key: "quantity", label: "数量", type: "integer" },
    { key: "price", label: "单价", type: "money" },
    ...extra,
  ],
});

const problems = (...extra: FieldConfig[]) => resourceProblems([sheet(extra)], SECTIONS).map((p) => p.message);
const amount = (more: Partial<FieldConfig>): FieldConfig => ({ key: "amount", label: "金额", type: "money", compute: (r) => Number(r.quantity) * Number(r.price), ...more } as FieldConfig);

describe("computed and numbered fields at start", () => {
  it("accepts a stored rule, a read one, a field kept off the form, and a dated number", () => {
    expect(problems(
      amount({}),
      { key: "tax", label: "税额", type: "money", compute: { value: (r) => Number(r.amount) * 0.13, stored: false } },
      amount({ key: "hidden", form: false }),
      { key: "sn", label: "单号", sequence: "PO{yyyyMMdd}{0000}" },
    )).toEqual([]);
  });

  it("refuses a computed or numbered field that is also a form input", () => {
    expect(problems(amount({ form: true }))).toEqual([expect.stringMatching(/"sheet"\.amount: 计算字段（compute）不是表单输入/)]);
    expect(problems({ key: "sn", label: "单号", sequence: "PO{0000}", form: "create" })).toEqual([expect.stringMatching(/"sheet"\.sn: 编号字段（sequence）由接口生成，不是表单输入/)]);
  });

  it("refuses a rule of another shape, both at once, a number of another type or pattern", () => {
    expect(problems(amount({ compute: { value: () => 1 } as never }))).toEqual([expect.stringMatching(/compute 需要一个函数/)]);
    expect(problems(amount({ sequence: "{0000}" }))).toEqual([expect.stringMatching(/compute 与 sequence 只能选一个/)]);
    expect(problems({ key: "no", label: "序号", type: "integer", sequence: "{0000}" } as FieldConfig)).toEqual([expect.stringMatching(/sequence 只用于 text 字段/)]);
    expect(problems({ key: "sn", label: "单号", sequence: "PO{yyyyMMdd}" })).toEqual([expect.stringMatching(/"sheet"\.sn: sequence "PO\{yyyyMMdd\}" 需要恰好一个计数位/)]);
  });

  it("refuses one among a list's rows", () => {
    const lines: FieldConfig = { key: "lines", label: "明细", type: "list", fields: [{ key: "name", label: "品名" }, amount({})] };
    expect(problems(lines)).toEqual([expect.stringMatching(/"sheet"\.lines\.amount: 列表的子字段不能是计算字段/)]);
  });
});
