import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fromCrudFilters } from "../../../src/engine/screens/list-filters";
import { typedFilters } from "../../../src/engine/screens/url-filters";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, optionSelector, renderColumn, renderDetail, renderFilter, renderInput, setupUser, urlFilterList } from "./helpers";

failOnConsoleError();

const status: FieldConfig = {
  key: "status",
  label: "状态",
  type: "enum",
  options: [
    { value: 1, label: "已上架", color: "success" },
    { value: 2, label: "已下架", color: "default" },
    { value: 3, label: "审核中", color: "#fa8c16" },
    { value: 4, label: "草稿" },
  ],
};

describe("enum field", () => {
  it("shows a status colour as a Badge", () => {
    renderColumn(status, 1);
    const cell = screen.getByTestId("cell");
    expect(within(cell).getByText("已上架")).toBeInTheDocument();
    expect(cell.querySelector(".ant-badge-status-success")).not.toBeNull();
  });

  it("draws every option of a status field as a dot, whatever its colour (待收货 in cyan among statuses)", () => {
    const order: FieldConfig = { ...status, options: [...(status.options ?? []), { value: 5, label: "待收货", color: "cyan" as const }] };
    renderColumn(order, 5);
    renderDetail(order, "3");
    renderDetail({ ...order, key: "s2" }, 4);
    for (const label of ["待收货", "审核中", "草稿"]) {
      const text = screen.getByText(label);
      expect(text.closest(".ant-badge"), label).not.toBeNull();
      expect(text.closest(".ant-tag"), label).toBeNull();
    }
    expect(screen.getByText("待收货").closest(".ant-badge")?.querySelector(".ant-badge-color-cyan")).not.toBeNull();
  });

  it("shows the colours of a field without statuses (a kind) as Tags, no colour as text, unknown values as they are", () => {
    const kind: FieldConfig = { key: "kind", label: "类型", type: "enum", options: [{ value: 1, label: "实物", color: "blue" }, { value: 2, label: "虚拟" }] };
    renderDetail(kind, "1");
    expect(screen.getByText("实物")).toHaveClass("ant-tag");
    renderDetail({ ...kind, key: "s2" }, 2);
    expect(screen.getAllByTestId("detail")[1]).toHaveTextContent("虚拟");
    expect(screen.getByText("虚拟").closest(".ant-tag, .ant-badge")).toBeNull();
    renderDetail({ ...kind, key: "s3" }, 9);
    expect(screen.getAllByTestId("detail")[2]).toHaveTextContent("9");
  });

  it("shows several values of a multiple enum", () => {
    renderColumn({ ...status, multiple: true }, [1, 2]);
    expect(screen.getByText("已上架")).toBeInTheDocument();
    expect(screen.getByText("已下架")).toBeInTheDocument();
  });

  it("chooses a value", async () => {
    const user = setupUser();
    const h = renderInput(status);
    await user.click(screen.getByRole("combobox"));
    await user.click(await screen.findByText("已下架", { selector: optionSelector }));
    expect(h.apiValue()).toBe(2);
  });

  it("chooses several values with multiple", async () => {
    const user = setupUser();
    const h = renderInput({ ...status, multiple: true });
    await user.click(screen.getByRole("combobox"));
    await user.click(await screen.findByText("已上架", { selector: optionSelector }));
    await user.click(await screen.findByText("审核中", { selector: optionSelector }));
    expect(h.apiValue()).toEqual([1, 3]);
  });

  it("filters with a clearable Select", async () => {
    const user = setupUser();
    const h = renderFilter(status);
    await user.click(screen.getByRole("combobox"));
    await user.click(await screen.findByText("已上架", { selector: optionSelector }));
    expect(h.apiValue()).toBe(1);
    expect(document.querySelector(".ant-select-allow-clear")).not.toBeNull();
  });

  it("reads a filter back from the URL: \"3\" is shown as its label and sent as 3", () => {
    const { config, filters } = urlFilterList({ ...status, filter: true }, "3");
    expect(typedFilters(config, filters)).toEqual([{ field: "status", operator: "eq", value: 3 }]);
    const h = renderFilter(status);
    act(() => h.form.setFieldsValue(fromCrudFilters(config, filters)));
    expect(h.apiValue()).toBe(3);
    expect(document.querySelector(".ant-select-selection-item")).toHaveTextContent("审核中");
    // typed already, or naming no option: nothing to change
    expect(typedFilters(config, [{ field: "status", operator: "eq", value: 3 }])).toBeNull();
    expect(typedFilters(config, urlFilterList(status, "9").filters)).toBeNull();
  });

  it("types each value of a multiple enum read back from the URL", () => {
    const { config, filters } = urlFilterList({ ...status, multiple: true, filter: true }, ["1", "4"]);
    expect(typedFilters(config, filters)).toEqual([{ field: "status", operator: "eq", value: [1, 4] }]);
  });
});
