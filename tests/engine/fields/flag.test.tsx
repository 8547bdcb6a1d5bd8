import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldTypes } from "../../../src/engine/fields";
import { fromCrudFilters } from "../../../src/engine/screens/list-filters";
import { typedFilters } from "../../../src/engine/screens/url-filters";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, optionSelector, renderColumn, renderDetail, renderFilter, renderInput, setupUser, urlFilterList } from "./helpers";

failOnConsoleError();

const promote: FieldConfig = { key: "is_promote", label: "是否推广", type: "flag" };
const onSale: FieldConfig = {
  key: "status",
  label: "状态",
  type: "flag",
  options: [
    { value: 1, label: "上架", color: "success" },
    { value: 2, label: "下架", color: "error" },
  ],
};

describe("flag field", () => {
  it("shows 1 = 是 / 2 = 否 as badges", () => {
    renderColumn(promote, 1);
    const cell = screen.getByTestId("cell");
    expect(within(cell).getByText("是")).toBeInTheDocument();
    expect(cell.querySelector(".ant-badge-status-success")).not.toBeNull();
    renderDetail(promote, "2");
    expect(screen.getByTestId("detail")).toHaveTextContent("否");
  });

  it("uses the field's own labels and colours", () => {
    renderColumn(onSale, 2);
    expect(screen.getByText("下架")).toBeInTheDocument();
    expect(screen.getByTestId("cell").querySelector(".ant-badge-status-error")).not.toBeNull();
  });

  it("switches between 1 and 2", async () => {
    const user = setupUser();
    const h = renderInput(onSale, { record: { status: 2 } });
    const sw = screen.getByRole("switch");
    expect(sw).not.toBeChecked();
    expect(sw).toHaveTextContent("下架");
    await user.click(sw);
    expect(h.apiValue()).toBe(1);
    expect(sw).toHaveTextContent("上架");
    await user.click(sw);
    expect(h.apiValue()).toBe(2);
  });

  it("has no empty state: an unset flag is 2", () => {
    expect(fieldTypes.flag.toForm?.(undefined, promote)).toBe(2);
    expect(fieldTypes.flag.fromForm?.(undefined, promote)).toBe(2);
    expect(fieldTypes.flag.toForm?.("1", promote)).toBe(1);
  });

  it("filters with 是 / 否", async () => {
    const user = setupUser();
    const h = renderFilter(promote);
    await user.click(screen.getByRole("combobox"));
    expect(await screen.findByText("否", { selector: optionSelector })).toBeInTheDocument();
    await user.click(screen.getByText("是", { selector: optionSelector }));
    expect(h.apiValue()).toBe(1);
  });

  it("reads a filter back from the URL: \"2\" is shown as its label and sent as 2", () => {
    const { config, filters } = urlFilterList({ ...onSale, filter: true }, "2");
    expect(typedFilters(config, filters)).toEqual([{ field: "status", operator: "eq", value: 2 }]);
    const h = renderFilter(onSale);
    act(() => h.form.setFieldsValue(fromCrudFilters(config, filters)));
    expect(h.apiValue()).toBe(2);
    expect(document.querySelector(".ant-select-selection-item")).toHaveTextContent("下架");
  });
});
