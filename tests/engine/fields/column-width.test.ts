import { describe, expect, it } from "vitest";
import { fieldTypeOf } from "../../../src/engine/fields";
import { CELL_PADDING, columnSize, columnsWidth, textWidth, widthProps, type ColumnPlace } from "../../../src/engine/fields/column-width";
import { formatMoney } from "../../../src/engine/fields/number-format";
import type { FieldConfig } from "../../../src/engine/types";

/** A field's column size, as the list screen (`list`) or a nested list (`input`) gets it. */
const size = (field: FieldConfig, place: ColumnPlace = "list", head: { sortable?: boolean; required?: boolean } = {}) =>
  columnSize(field, fieldTypeOf(field), place, { title: field.label, ...head });

const STATUS: FieldConfig = {
  key: "status", label: "状态", type: "enum",
  options: [{ value: 1, label: "未开始", color: "default" }, { value: 2, label: "已结束并归档", color: "success" }],
};

describe("column widths from the field types", () => {
  it("makes a date-time column exactly as wide as its format, a date narrower, neither free text", () => {
    const datetime = size({ key: "at", label: "时间", type: "datetime" });
    const date = size({ key: "on", label: "日期", type: "date" });
    expect(datetime).toEqual({ width: textWidth("0000-00-00 00:00:00") + CELL_PADDING, flexible: false });
    expect(date.width).toBe(textWidth("0000-00-00") + CELL_PADDING);
    expect(date.width).toBeLessThan(datetime.width);
  });

  it("gives money room for its largest value, right-aligned, and a larger max a wider column", () => {
    const small = size({ key: "fee", label: "运费", type: "money", max: 999 });
    const large = size({ key: "price", label: "售价", type: "money", max: 9999999.99 });
    expect(small.align).toBe("right");
    expect(large.width).toBe(textWidth(formatMoney(9999999.99)) + CELL_PADDING);
    expect(large.width).toBeGreaterThan(small.width);
    // a negative bound is as wide as it shows
    expect(size({ key: "d", label: "差额", type: "money", min: -9999999.99, max: 9 }).width).toBe(large.width + textWidth("-"));
  });

  it("sizes numbers by their bounds and unit, right-aligned", () => {
    const count = size({ key: "n", label: "次", type: "integer", max: 999999, unit: "件" });
    expect(count).toEqual({ width: textWidth("999,999件") + CELL_PADDING, flexible: false, align: "right" });
    expect(size({ key: "p", label: "率", type: "percent" }).width).toBe(textWidth("100%") + CELL_PADDING);
  });

  it("sizes a status by its longest label, with room for the badge only when options are coloured", () => {
    const badge = size(STATUS).width - textWidth("已结束并归档") - CELL_PADDING;
    expect(badge).toBeGreaterThan(0);
    const plain = { ...STATUS, options: STATUS.options?.map(({ value, label }) => ({ value, label })) } as FieldConfig;
    expect(size(plain).width).toBe(textWidth("已结束并归档") + CELL_PADDING);
  });

  it("makes free text a minimum the table's spare room adds to; a mobile, masked or not, one length", () => {
    const name = size({ key: "name", label: "名称" });
    expect(name.flexible).toBe(true);
    expect(widthProps(name)).toEqual({ minWidth: name.width });
    expect(size({ key: "m", label: "手机", mask: "mobile" })).toEqual({ width: textWidth("138****0000") + CELL_PADDING, flexible: false });
    expect(size({ key: "m", label: "手机", pattern: "mobile" }).width).toBe(textWidth("13800000000") + CELL_PADDING);
  });

  it("takes the config's list.width exactly, whatever the type", () => {
    const code: FieldConfig = { key: "sn", label: "单号", list: { width: 190 } };
    expect(size(code)).toEqual({ width: 190, flexible: false });
    expect(widthProps(size(code))).toEqual({ width: 190 });
    expect(size({ ...STATUS, list: { width: 60 } }).width).toBe(60);
  });

  it("never makes a column narrower than its title on one line, sort button and required mark included", () => {
    const plain = size({ key: "x", label: "剩余抽奖次数统计", type: "percent" });
    expect(plain.width).toBe(textWidth("剩余抽奖次数统计") + CELL_PADDING);
    expect(size({ key: "x", label: "剩余抽奖次数统计", type: "percent" }, "list", { sortable: true }).width).toBeGreaterThan(plain.width);
    expect(size({ key: "x", label: "剩余抽奖次数统计", type: "percent" }, "input", { required: true }).width).toBeGreaterThan(plain.width);
  });

  it("gives a nested list's inputs their control's room: wider than the same value shown", () => {
    for (const field of [STATUS, { key: "stock", label: "库存", type: "integer", max: 999999 }, { key: "at", label: "时间", type: "datetime" }] as FieldConfig[]) {
      expect(size(field, "input").width).toBeGreaterThan(size(field, "list").width);
    }
    expect(size({ key: "rate", label: "率", type: "percent", max: 100 }, "input").width).toBeGreaterThan(textWidth("100%") + 40);
  });

  it("counts every column in the table's scroll width, free text by its minimum", () => {
    expect(columnsWidth([{ width: 100 }, { minWidth: 80 }, {}, { width: 20, minWidth: 999 }])).toBe(200);
  });

  it("gives an app's own type without a width a free-text minimum", () => {
    const custom = columnSize({ key: "r", label: "口碑" }, { column: () => null, input: () => null, detail: () => null }, "list", { title: "口碑" });
    expect(custom).toEqual({ width: 120, flexible: true });
  });
});

describe("a short text in a nested list's row", () => {
  it("shows 8 full-width characters whole with the clear icon, fewer when its max is less", () => {
    const name = size({ key: "name", label: "奖品名称", max: 20 }, "input");
    expect(name.flexible).toBe(true);
    expect(name.width).toBeGreaterThanOrEqual(textWidth("国".repeat(8)) + 24 + 20);
    expect(size({ key: "note", label: "备注", max: 200 }, "input").width).toBe(name.width);
    expect(size({ key: "code", label: "编码", max: 4 }, "input").width).toBe(160);
  });
});
