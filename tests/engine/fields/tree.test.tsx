import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldTypes } from "../../../src/engine/fields";
import { LONG_TREE } from "../../../src/engine/fields/tree-input";
import type { FieldConfig, TreeOption } from "../../../src/engine/types";
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

/** Pages with a 查看 and actions requiring it; the second page's 删除 is not the editor's to give. */
const actions: TreeOption[] = [
  {
    value: "s:goods", label: "商品管理", children: [
      { value: "p:goods", label: "商品列表", children: [
        { value: "/goods:view", label: "查看" },
        { value: "/goods:edit", label: "编辑", requires: "/goods:view" },
        { value: "/goods:delete", label: "删除", requires: "/goods:view" },
      ] },
      { value: "p:category", label: "商品分类", children: [
        { value: "/goods/category:view", label: "查看" },
        { value: "/goods/category:delete", label: "删除", requires: "/goods/category:view", disabled: true, hint: "你没有此权限，无法授予" },
      ] },
    ],
  },
];
const grants: FieldConfig = { key: "permissions", label: "权限", type: "tree", treeOptions: actions };

/** The checkbox of the node titled `label` (the first when several: 查看 is on every page). */
const checkbox = (label: string, nth = 0) =>
  screen.getAllByText(label)[nth]?.closest(".ant-tree-treenode")?.querySelector(".ant-tree-checkbox") as HTMLElement;
const sorted = (v: unknown) => [...(v as string[])].sort();

describe("tree field", () => {
  it("counts the checked leaves in lists", () => {
    expect(fieldTypes.tree.listByDefault).toBe(false);
    renderColumn(permissions, ["goods.list", "order.list"]);
    expect(screen.getByTestId("cell")).toHaveTextContent("2 项");
  });

  it("reads the checked leaves in details as a line per branch, not as keys", () => {
    renderDetail(grants, ["/goods:view", "/goods:edit", "/goods/category:view", "/goods"]);
    const lines = Array.from(screen.getByTestId("detail").querySelectorAll(":scope > div > div")).map((d) => d.textContent);
    expect(lines).toEqual(["商品管理 › 商品列表：查看、编辑", "商品管理 › 商品分类：查看"]);
    expect(screen.getByText("另有 1 个已失效（已更名或删除）")).toBeInTheDocument();
    expect(screen.queryByText(/\/goods:view/)).toBeNull();
  });

  it("checks leaves; checking a parent checks all its leaves; the value holds leaves only", async () => {
    const user = setupUser();
    const h = renderInput(permissions, { record: { permissions: ["order.list"] }, mode: "edit" });
    expect(screen.getByText("已选 1 / 共 3")).toBeInTheDocument();
    await user.click(checkbox("商品管理"));
    expect(sorted(h.apiValue())).toEqual(["goods.category", "goods.list", "order.list"]);
    expect(screen.getByText("已选 3 / 共 3")).toBeInTheDocument();
    await user.click(checkbox("订单列表"));
    await user.click(checkbox("商品列表"));
    expect(h.apiValue()).toEqual(["goods.category"]);
    await user.click(checkbox("商品分类"));
    expect(h.apiValue()).toEqual([]);
    await submit(user);
    expect(await screen.findByText("请选择权限", {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("an action brings what it requires; unchecking that takes the action with it", async () => {
    const user = setupUser();
    const h = renderInput(grants);
    await user.click(checkbox("编辑"));
    expect(sorted(h.apiValue())).toEqual(["/goods:edit", "/goods:view"]);
    await user.click(checkbox("删除"));
    await user.click(checkbox("查看"));
    expect(h.apiValue()).toEqual([]);
    // a page's own checkbox: all of its actions
    await user.click(checkbox("商品列表"));
    expect(sorted(h.apiValue())).toEqual(["/goods:delete", "/goods:edit", "/goods:view"]);
  });

  it("leaves a disabled option as it is, whatever is clicked, and says why", async () => {
    const user = setupUser();
    const h = renderInput(grants, { record: { permissions: ["/goods/category:view", "/goods/category:delete"] }, mode: "edit" });
    expect(screen.getByText("灰色项：你没有此权限，无法授予")).toBeInTheDocument();
    const locked = screen.getAllByText("删除")[1];
    expect(locked).toHaveAttribute("title", "你没有此权限，无法授予");
    expect(locked?.closest(".ant-tree-treenode")).toHaveClass("ant-tree-treenode-disabled");
    await user.click(checkbox("查看", 1)); // unchecking 查看 would take 删除 with it: not this one
    expect(h.apiValue()).toEqual(["/goods/category:delete"]);
    await user.click(checkbox("商品管理")); // the section's 全选 checks what the editor may give
    expect(sorted(h.apiValue())).toEqual(["/goods/category:delete", "/goods/category:view", "/goods:delete", "/goods:edit", "/goods:view"]);
    await user.click(checkbox("商品管理"));
    expect(h.apiValue()).toEqual(["/goods/category:delete"]);
  });

  it("searches by label and by key; a click then changes only what shows", async () => {
    const user = setupUser();
    const h = renderInput(grants, { record: { permissions: ["/goods/category:view"] }, mode: "edit" });
    await user.type(screen.getByLabelText("搜索权限"), "删除");
    expect(screen.queryByText("编辑")).toBeNull();
    expect(screen.getAllByText("删除")).toHaveLength(2);
    await user.click(checkbox("商品列表")); // shows 删除 only: checks it, and its 查看 comes too
    expect(sorted(h.apiValue())).toEqual(["/goods/category:view", "/goods:delete", "/goods:view"]);
    await user.clear(screen.getByLabelText("搜索权限"));
    await user.type(screen.getByLabelText("搜索权限"), "/goods/category");
    expect(screen.queryByText("商品列表")).toBeNull();
    expect(screen.getByText("商品分类")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("搜索权限"));
    await user.type(screen.getByLabelText("搜索权限"), "发货");
    expect(screen.getByText("没有匹配的权限")).toBeInTheDocument();
  });

  it("keeps values no option has, says so, and drops them on 移除", async () => {
    const user = setupUser();
    const h = renderInput(grants, { record: { permissions: ["/goods", "/goods:view"] }, mode: "edit" });
    const warning = screen.getByText("1 个权限已失效（已更名或删除）").closest(".ant-alert") as HTMLElement;
    expect(within(warning).getByText("/goods")).toBeInTheDocument();
    await user.click(checkbox("编辑"));
    expect(sorted(h.apiValue())).toEqual(["/goods", "/goods:edit", "/goods:view"]);
    await user.click(within(warning).getByText("移除"));
    expect(sorted(h.apiValue())).toEqual(["/goods:edit", "/goods:view"]);
    expect(screen.queryByText(/已失效/)).toBeNull();
  });

  it("opens a long tree folded to its top level, each branch with its count", async () => {
    const user = setupUser();
    const leaves = Array.from({ length: LONG_TREE }, (_, i) => ({ value: `a${i}`, label: `甲${i}` }));
    const many: TreeOption[] = [
      { value: "a", label: "甲组", children: [{ value: "ap", label: "甲页", children: leaves }] },
      { value: "b", label: "乙组", children: [{ value: "b0", label: "乙0" }] },
    ];
    renderInput({ ...grants, treeOptions: many }, { record: { permissions: ["a1", "a2"] }, mode: "edit" });
    expect(screen.getByText("2/20")).toBeInTheDocument();
    expect(screen.queryByText("甲页")).toBeNull();
    expect(screen.queryByText("甲1")).toBeNull();
    // opening a section shows its pages opened
    await user.click(screen.getByText("甲组").closest(".ant-tree-treenode")?.querySelector(".ant-tree-switcher") as HTMLElement);
    expect(screen.getByText("甲页")).toBeInTheDocument();
    expect(screen.getByText("甲1")).toBeInTheDocument();
    expect(screen.queryByText("乙0")).toBeNull();
    await user.type(screen.getByLabelText("搜索权限"), "乙");
    expect(screen.getByText("乙0")).toBeInTheDocument();
    // a section partly shown by a search still counts all of its leaves
    await user.clear(screen.getByLabelText("搜索权限"));
    await user.type(screen.getByLabelText("搜索权限"), "甲1");
    expect(screen.queryByText("甲2")).toBeNull();
    expect(screen.getByText("2/20")).toBeInTheDocument();
  });
});
