import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { checkedLeaves, compactChecked, knownValues } from "../../../src/engine/fields/tree-logic";
import type { FieldConfig, TreeOption } from "../../../src/engine/types";
import { failOnConsoleError, renderColumn, renderDetail, renderInput, setupUser } from "./helpers";

failOnConsoleError();

/**
 * A tree with an `all` option (a role's 全部权限) and `whole` branches (a section stored as
 * `/x/*`): the switch on top, a branch checked whole stored as its one value (decision 0121).
 */
const options: TreeOption[] = [
  { value: "*", label: "全部权限", all: true },
  {
    value: "s:goods", label: "商品管理", whole: "/goods/*", children: [
      { value: "p:goods", label: "商品列表", children: [
        { value: "/goods:view", label: "查看" },
        { value: "/goods:edit", label: "编辑", requires: "/goods:view" },
      ] },
    ],
  },
  { value: "s:order", label: "订单管理", whole: "/order/*", children: [{ value: "p:order", label: "订单列表", children: [{ value: "/order:view", label: "查看" }] }] },
];
const field: FieldConfig = { key: "permissions", label: "权限", type: "tree", treeOptions: options };
const checkbox = (label: string, nth = 0) =>
  screen.getAllByText(label)[nth]?.closest(".ant-tree-treenode")?.querySelector(".ant-tree-checkbox") as HTMLElement;

describe("tree logic with all and whole", () => {
  it("spells a value out to leaves, and a checked whole branch back to its value", () => {
    expect(checkedLeaves(options, ["*"])).toEqual(["/goods:view", "/goods:edit", "/order:view"]);
    expect(checkedLeaves(options, ["/goods/*"])).toEqual(["/goods:view", "/goods:edit"]);
    expect(compactChecked(options, ["/goods:view", "/goods:edit", "/order:view"])).toEqual(["/goods/*", "/order/*"]);
    expect(compactChecked(options, ["/goods:view", "/order:view"])).toEqual(["/goods:view", "/order/*"]);
    expect([...knownValues(options)].sort()).toEqual(["*", "/goods/*", "/goods:edit", "/goods:view", "/order/*", "/order:view"]);
  });
});

describe("the tree field with all and whole", () => {
  it("says 全部权限 in the list", () => {
    renderColumn(field, ["*"]);
    expect(screen.getByTestId("cell")).toHaveTextContent("全部权限");
  });

  it("counts a whole branch's leaves in the list", () => {
    renderColumn(field, ["/goods/*"]);
    expect(screen.getByTestId("cell")).toHaveTextContent("2 项");
  });

  it("reads * as 全部权限 and a whole branch as 全部 in the detail", () => {
    const { unmount } = renderDetail(field, ["*"]);
    expect(screen.getByTestId("detail")).toHaveTextContent(/^全部权限$/);
    unmount();
    renderDetail(field, ["/goods/*", "/order:view"]);
    const lines = Array.from(screen.getByTestId("detail").querySelectorAll(":scope > div > div")).map((d) => d.textContent);
    expect(lines).toEqual(["商品管理：全部（含以后新增）", "订单管理 › 订单列表：查看"]);
  });

  it("stores * alone with the switch on, the tree all checked and disabled; off, nothing", async () => {
    const user = setupUser();
    const h = renderInput(field, { record: { permissions: ["/order:view"] }, mode: "edit" });
    await user.click(screen.getByRole("switch", { name: "全部权限" }));
    expect(h.apiValue()).toEqual(["*"]);
    expect(screen.getByText("已选 3 / 共 3")).toBeInTheDocument();
    expect(screen.getByText("含以后新增的页面和操作")).toBeInTheDocument();
    expect(checkbox("编辑").closest(".ant-tree-treenode")).toHaveClass("ant-tree-treenode-disabled");
    await user.click(checkbox("编辑"));
    expect(h.apiValue()).toEqual(["*"]);
    await user.click(screen.getByRole("switch", { name: "全部权限" }));
    expect(h.apiValue()).toEqual([]);
  });

  it("stores a branch checked whole as its value, and its leaves once one is unchecked", async () => {
    const user = setupUser();
    const h = renderInput(field);
    await user.click(checkbox("商品管理"));
    expect(h.apiValue()).toEqual(["/goods/*"]);
    await user.click(checkbox("编辑"));
    expect(h.apiValue()).toEqual(["/goods:view"]);
    await user.click(checkbox("编辑"));
    await user.click(checkbox("订单列表"));
    expect(h.apiValue()).toEqual(["/goods/*", "/order/*"]);
  });

  it("reads a stored whole value as its leaves checked, not as stale; a switch the editor may not use is disabled", () => {
    const locked = [{ ...options[0], disabled: true, hint: "你没有此权限，无法授予" } as TreeOption, ...options.slice(1)];
    renderInput({ ...field, treeOptions: locked }, { record: { permissions: ["/goods/*"] }, mode: "edit" });
    expect(screen.getByText("已选 2 / 共 3")).toBeInTheDocument();
    expect(screen.queryByText(/已失效/)).toBeNull();
    expect(screen.getByRole("switch", { name: "全部权限" })).toBeDisabled();
    expect(screen.getByText("灰色项：你没有此权限，无法授予")).toBeInTheDocument();
  });
});
