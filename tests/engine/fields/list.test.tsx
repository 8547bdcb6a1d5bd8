import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldTypes } from "../../../src/engine/fields";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderInput, setupUser, submit } from "./helpers";

failOnConsoleError();

/** The rules of an express template: a name, a count, a fee and a flag per row. */
const rules: FieldConfig = {
  key: "rules",
  label: "运费规则",
  type: "list",
  required: true,
  min: 1,
  max: 3,
  fields: [
    { key: "name", label: "区域", required: true },
    { key: "first", label: "首件", type: "integer", min: 1, default: 1 },
    { key: "first_fee", label: "首费", type: "money", min: 0 },
    { key: "free", label: "包邮", type: "flag" },
  ],
};
const rows = [
  { name: "江浙沪", first: 1, first_fee: 5, free: 1 },
  { name: "全国其他", first: 2, first_fee: 12.5, free: 2 },
];

// Plain selectors: role queries with names are slow on a form this size in jsdom.
const rowsOf = () => [...document.querySelectorAll<HTMLElement>(".ant-table-tbody tr.ant-table-row")];

describe("list field", () => {
  it("is not a list column by default; a cell counts the rows", () => {
    expect(fieldTypes.list.listByDefault).toBe(false);
    renderColumn(rules, rows);
    expect(screen.getByTestId("cell")).toHaveTextContent("2 项");
  });

  it("shows the rows as a table in details, each cell in its type's display", () => {
    renderDetail(rules, rows);
    const detail = screen.getByTestId("detail");
    expect([...detail.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual(["区域", "首件", "首费", "包邮"]);
    const [first, second] = rowsOf();
    expect(first).toHaveTextContent("江浙沪");
    expect(first).toHaveTextContent("¥5.00");
    expect(first).toHaveTextContent("是");
    expect(second).toHaveTextContent("¥12.50");
    expect(second).toHaveTextContent("否");
  });

  it("edits the record's rows with each sub-field's input", async () => {
    const user = setupUser();
    const h = renderInput(rules, { record: { rules: rows }, mode: "edit" });
    expect(rowsOf()).toHaveLength(2);
    const name = within(rowsOf()[1] as HTMLElement).getByPlaceholderText("请输入区域");
    expect(name).toHaveValue("全国其他");
    await user.clear(name);
    await user.type(name, "偏远地区");
    await user.click((rowsOf()[1] as HTMLElement).querySelector("button[role=switch]") as HTMLElement);
    expect(h.value()).toEqual([rows[0], { ...rows[1], name: "偏远地区", free: 1 }]);
  });

  it("names each row's controls by their sub-field, a select too (issue 23: axe label)", () => {
    const withKind: FieldConfig = { ...rules, fields: [...(rules.fields ?? []), { key: "kind", label: "类型", type: "enum" as const, options: [{ value: 1, label: "快递" }] }] };
    renderInput(withKind, { record: { rules: rows }, mode: "edit" });
    for (const row of rowsOf()) {
      for (const sub of withKind.fields ?? []) expect(within(row).getByLabelText(sub.label), sub.label).toBeInTheDocument();
      expect(within(row).getByLabelText("类型")).toHaveAttribute("role", "combobox");
    }
  });

  it("gives each input column its type's width and scrolls the table past their sum (issue 15)", () => {
    renderInput(rules, { record: { rules: rows }, mode: "edit" });
    const table = document.querySelector<HTMLElement>(".ant-table-content table");
    const widths = [...(table?.querySelectorAll("colgroup col") ?? [])].map((col) => (col as HTMLElement).style.width);
    // 区域 is free text: no width of its own, it takes the rest; the others are as wide as their inputs
    expect(widths[0]).toBe("");
    const px = widths.slice(1).map((w) => parseFloat(w));
    expect(px).toHaveLength(4); // 首件, 首费, 包邮, 操作
    for (const w of px) expect(w).toBeGreaterThanOrEqual(64);
    expect(table?.style.tableLayout).toBe("fixed");
    expect(parseFloat(table?.style.width ?? "")).toBe(px.reduce((a, b) => a + b, 160));
    // titles stay on one line
    for (const th of document.querySelectorAll<HTMLElement>("thead th")) expect(th.style.whiteSpace).toBe("nowrap");
  });

  it("adds rows (with the sub-fields' defaults) up to max, deletes down to min", async () => {
    const user = setupUser();
    const h = renderInput(rules, { record: { rules: [rows[0]] }, mode: "edit" });
    const del = () => screen.getAllByLabelText("删除");
    expect(del()[0]).toBeDisabled(); // min 1
    const add = screen.getByText("添加一行").closest("button") as HTMLButtonElement;
    await user.click(add);
    expect((h.value() as unknown[])[1]).toEqual({ first: 1 });
    expect(del()[0]).toBeEnabled();
    await user.click(add);
    expect(rowsOf()).toHaveLength(3);
    expect(add).toBeDisabled(); // max 3
    await user.click(del()[0] as HTMLElement);
    expect(rowsOf()).toHaveLength(2);
    expect((h.value() as Record<string, unknown>[]).map((r) => r.first)).toEqual([1, 1]);
  });

  it("validates each row with the sub-fields' rules", async () => {
    const user = setupUser();
    renderInput(rules, { record: { rules: [{ name: "", first: 0 }] }, mode: "edit" });
    await submit(user);
    expect(await screen.findByText("请输入区域")).toBeInTheDocument();
    expect(await screen.findByText("首件不能小于1")).toBeInTheDocument();
  });

  it("asks for a row when required and empty", async () => {
    const user = setupUser();
    const h = renderInput({ ...rules, min: undefined }, { record: { rules: [] } });
    await submit(user);
    await waitFor(() => expect(h.form.getFieldError("rules")).toEqual(["请添加运费规则"]));
    expect(await screen.findByText("请添加运费规则")).toBeInTheDocument();
  });

  it("converts rows through the sub-fields' toForm / fromForm", () => {
    const withDate: FieldConfig = { ...rules, fields: [{ key: "day", label: "日期", type: "date" as const }] };
    const form = fieldTypes.list.toForm?.([{ day: "2026-01-02" }], withDate) as { day: unknown }[];
    expect(fieldTypes.list.fromForm?.(form, withDate)).toEqual([{ day: "2026-01-02" }]);
  });
});
