import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldTypes } from "../../../src/engine/fields";
import type { FieldConfig } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderInput, setupUser, submit } from "./helpers";

failOnConsoleError();

const permissions: FieldConfig = {
  key: "permissions",
  label: "权限",
  type: "tree",
  required: true,
  treeOptions: [
    { value: "goods", label: "商品管理", children: [{ value: "goods.list", label: "商品列表" }, { value: "goods.category", label: "商品分类" }] },
    { value: "order", label: "订单管理", children: [{ value: "order.list", label: "订单列表" }] },
  ],
};

describe("tree field", () => {
  it("counts the checked leaves in lists", () => {
    expect(fieldTypes.tree.listByDefault).toBe(false);
    renderColumn(permissions, ["goods.list", "order.list"]);
    expect(screen.getByTestId("cell")).toHaveTextContent("2 项");
  });

  it("shows only the checked branches in details", () => {
    renderDetail(permissions, ["goods.category"]);
    const detail = screen.getByTestId("detail");
    expect(within(detail).getByText("商品管理")).toBeInTheDocument();
    expect(within(detail).getByText("商品分类")).toBeInTheDocument();
    expect(within(detail).queryByText("商品列表")).not.toBeInTheDocument();
    expect(within(detail).queryByText("订单管理")).not.toBeInTheDocument();
  });

  it("checks leaves; checking a parent checks all its leaves; the value holds leaves only", async () => {
    const user = setupUser();
    const h = renderInput(permissions, { record: { permissions: ["order.list"] }, mode: "edit" });
    const checkbox = (label: string) =>
      screen.getByText(label).closest(".ant-tree-treenode")?.querySelector(".ant-tree-checkbox") as HTMLElement;
    await user.click(checkbox("商品管理"));
    expect([...(h.apiValue() as string[])].sort()).toEqual(["goods.category", "goods.list", "order.list"]);
    await user.click(checkbox("订单列表"));
    await user.click(checkbox("商品列表"));
    expect(h.apiValue()).toEqual(["goods.category"]);
    await user.click(checkbox("商品分类"));
    expect(h.apiValue()).toEqual([]);
    await submit(user);
    expect(await screen.findByText("请选择权限", {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
