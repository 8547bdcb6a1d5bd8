import { describe, expect, it } from "vitest";
import { CELL_PADDING, textWidth } from "../../src/engine/fields/column-width";
import { lineWidth, MORE_WIDTH, ROW_LINE, splitRow } from "../../src/engine/screens/row-offer";
import { renderToStaticMarkup } from "react-dom/server";
import { actionsWidth, dataColumns, fittedWidths, listColumns, scrollWidth } from "../../src/engine/screens/list-columns";
import type { ColumnSize } from "../../src/engine/fields/column-width";
import type { ResourceConfig } from "../../src/engine/types";
import { brand } from "./fixture-brand";

const withActions = (actions: ResourceConfig["actions"], operations?: ResourceConfig["operations"]): ResourceConfig => ({ ...brand, actions, operations });

describe("a list's columns and widths (issue 15)", () => {
  it("sizes each column by its type, free text by its minimum, and the table scrolls past their sum", () => {
    const columns = dataColumns(listColumns(brand), []);
    const byKey = Object.fromEntries(columns.map((c) => [String(c.key), c]));
    expect(byKey.name).toMatchObject({ minWidth: expect.any(Number) });
    expect(byKey.name).not.toHaveProperty("width");
    expect(byKey.deposit).toMatchObject({ width: expect.any(Number), align: "right" });
    expect(byKey.created_at).toMatchObject({ width: expect.any(Number) });
    const sum = columns.reduce((s, c) => s + ((c.width as number | undefined) ?? c.minWidth ?? 0), 0);
    expect(scrollWidth(columns, false)).toBe(sum);
    expect(scrollWidth(columns, true)).toBeGreaterThan(sum);
    // a column hidden in the chooser takes no room
    expect(scrollWidth(dataColumns(listColumns(brand), ["created_at"]), false)).toBe(sum - (byKey.created_at?.width as number));
  });

  it("makes 操作 as wide as the buttons a row may show, a toggle by its longer label", () => {
    const viewOnly = actionsWidth(withActions([], ["list", "detail"]));
    const short = actionsWidth(withActions([{ key: "t", label: "状态", kind: "toggle", api: "status", field: "status", values: [1, 2], labels: ["停用", "启用"] }], ["list", "detail"]));
    const long = actionsWidth(withActions([{ key: "t", label: "状态", kind: "toggle", api: "status", field: "status", values: [1, 2], labels: ["停用", "重新启用"] }], ["list", "detail"]));
    expect(short).toBeGreaterThan(viewOnly + textWidth("停用"));
    expect(long - short).toBe(textWidth("重新启用") - textWidth("停用"));
  });

  it("puts buttons past the line under 更多 instead of widening 操作 or wrapping (issue 23)", () => {
    const links = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `l${i}`, label: "查看记录", kind: "link" as const, to: "/x" }));
    const many = actionsWidth(withActions(links(8), ["list"]));
    expect(many).toBe(actionsWidth(withActions(links(3), ["list"])));
    expect(many).toBeLessThanOrEqual(ROW_LINE + CELL_PADDING);
    expect(actionsWidth(withActions(links(1), ["list"]))).toBeLessThan(actionsWidth(withActions(links(2), ["list"])));
  });

  it("keeps on the line the first buttons that fit beside 更多, one at least", () => {
    const width = (w: number) => w;
    expect(splitRow([40, 40, 40], width)).toEqual({ inline: [40, 40, 40], more: [] });
    const { inline, more } = splitRow([30, 30, 56, 44, 44], width);
    expect(inline).toEqual([30, 30]);
    expect(more).toEqual([56, 44, 44]);
    expect(lineWidth([...inline, MORE_WIDTH])).toBeLessThanOrEqual(ROW_LINE);
    expect(splitRow([200, 30], width).inline).toEqual([200]);
  });

  it("fits the narrower free-text column to its values on the page, below its minimum but not below its title (issue 37)", () => {
    const config: ResourceConfig = { ...brand, fields: [...brand.fields, { key: "origin", label: "产地说明" }] };
    const columns = listColumns(config);
    const minimum = columns.find((c) => c.key === "origin")?.size.width ?? 0;
    const rows = [{ name: "一个很长很长的品牌名称，比它的最小宽度还长得多", origin: "沪" }];
    const sizes = new Map(JSON.parse(fittedWidths(columns, [], rows)) as [string, ColumnSize][]);
    expect(sizes.get("origin")).toEqual({ width: textWidth("产地说明") + CELL_PADDING, flexible: false });
    expect(textWidth("产地说明") + CELL_PADDING).toBeLessThan(minimum);
    // the name needs the most: it keeps no width and takes the room the others leave
    expect(sizes.get("name")?.flexible).toBe(true);
  });

  it("shows a column under another's value (list.under): one column fewer, the host room for two lines of it", () => {
    const config: ResourceConfig = { ...brand, fields: [...brand.fields, { key: "note", label: "状态说明", list: { under: "status" } }] };
    const columns = listColumns(config);
    const keys = (hidden: string[]) => dataColumns(columns, hidden).map((c) => String(c.key));
    expect(keys([])).not.toContain("note");
    // with its host hidden in the chooser it is a column of its own again
    expect(keys(["status"])).toContain("note");
    const status = dataColumns(columns, []).find((c) => c.key === "status");
    const alone = dataColumns(listColumns(brand), []).find((c) => c.key === "status");
    expect(Number(status?.width)).toBeGreaterThanOrEqual(Number(alone?.width));
    const cell = status?.render?.(1, { status: 1, note: "三天后自动停用" }, 0) as Parameters<typeof renderToStaticMarkup>[0];
    const html = renderToStaticMarkup(cell);
    expect(html.indexOf("启用")).toBeGreaterThan(-1);
    expect(html.indexOf("三天后自动停用")).toBeGreaterThan(html.indexOf("启用"));
  });
});
