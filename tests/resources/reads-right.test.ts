import { describe, expect, it } from "vitest";
import type { EnumOption, FieldConfig } from "../../src/engine/types";
import { helpOf } from "../../src/engine/validation";
import { fieldTypeOf } from "../../src/engine/fields";
import { resources } from "../../src/resources";

/**
 * What a status or a limit says at a glance (issue 37, item 5), checked on every declaration:
 * an ended state is never drawn as an error (a red dot read as something gone wrong), and a
 * limit whose 0 means none reads 不限… wherever it shows, never "0件".
 */

/** Every field of every resource, nested lists' sub-fields too, with where it is. */
function everyField(): { at: string; field: FieldConfig }[] {
  const walk = (at: string, fields: readonly FieldConfig[]): { at: string; field: FieldConfig }[] =>
    fields.flatMap((field) => [{ at: `${at}.${field.key}`, field }, ...walk(`${at}.${field.key}`, field.fields ?? [])]);
  return resources.flatMap((config) => walk(config.name, config.fields));
}

/** A state that is over: the activity ended, ran out of time or was stopped, the order closed. */
const ENDED = /^已(结束|过期|失效|停止|关闭|截止)$/;
/** The neutral colours: an ended state is neither a problem (error, red) nor live (success, processing). */
const NEUTRAL = new Set<EnumOption["color"]>(["default", undefined]);

describe("what reads right at a glance", () => {
  it("draws every ended state in a neutral colour", () => {
    const ended = everyField().flatMap(({ at, field }) => (field.options ?? []).filter((o) => ENDED.test(o.label)).map((o) => ({ at, option: o })));
    expect(ended.length).toBeGreaterThan(0);
    const coloured = ended.filter(({ option }) => !NEUTRAL.has(option.color)).map(({ at, option }) => `${at}: ${option.label} ${option.color}`);
    expect(coloured).toEqual([]);
  });

  it("reads a per-person limit of 0 as no limit, in cells, details and the form's hint", () => {
    // 每人限购, 每人限领, 每人限兑: a limit a merchant may leave at 0
    const limits = everyField().filter(({ field }) => /^每人限/.test(field.label) && (field.min ?? 0) <= 0);
    expect(limits.length).toBeGreaterThan(0);
    for (const { at, field } of limits) {
      expect(field.zero, at).toMatch(/^不限/);
      const type = fieldTypeOf(field);
      expect(type.column(0, field, { record: {}, mode: "list" }), at).toBe(field.zero);
      expect(type.detail(0, field, { record: {}, mode: "detail" }), at).toBe(field.zero);
      expect(helpOf(field, {}), at).toContain(`0 表示${field.zero ?? ""}`);
      // any other number reads as the number
      expect(type.column(2, field, { record: {}, mode: "list" }), at).toBe(`2${field.unit ?? ""}`);
    }
  });
});
