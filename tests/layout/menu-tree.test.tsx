import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EngineProvider } from "../../src/engine/engine-context";
import { fieldTypeOf } from "../../src/engine/fields";
import { buildSections } from "../../src/engine/sections";
import type { FieldConfig } from "../../src/engine/types";
import { menuTree } from "../../src/layout/menu-tree";
import { resources, sections as sectionConfigs } from "../../src/resources";
import { sectionPages } from "../../src/routes/section-pages";
import { brand } from "../engine/fixture-brand";
import { shipped, SHIPPED_SECTIONS } from "./shipped-sections";

/** A role's permissions are checked over the console's menu, not a copy of it. */
describe("menuTree", () => {
  it("has a branch per section and a leaf per menu entry, valued by its path", () => {
    const tree = menuTree();
    expect(shipped(tree.map((b) => b.label))).toEqual(SHIPPED_SECTIONS);
    const goods = tree.find((b) => b.value === "section:goods");
    expect(goods?.children).toEqual([
      { value: "/goods", label: "商品列表" }, { value: "/goods/category", label: "商品分类" }, { value: "/goods/params", label: "商品参数" },
      { value: "/goods/supplier", label: "供应商" },
    ]);
    // hidden routes (edit, detail) are not grantable entries; a param list is by its menu path
    expect(tree.flatMap((b) => b.children ?? []).map((l) => l.value)).toContain("/system/export/order");
    expect(tree.flatMap((b) => b.children ?? []).map((l) => l.value)).not.toContain("/goods/create");
  });

  it("grows with a new resource, no edit of the role config", () => {
    const withBrand = menuTree(buildSections(sectionConfigs, [...resources, brand], sectionPages));
    expect(withBrand.find((b) => b.value === "section:goods")?.children?.map((l) => l.label)).toContain("品牌管理");
  });

  it("is what the role form's 权限 tree shows (treeOptions: { source: \"menu\" })", () => {
    const role = resources.find((c) => c.name === "role");
    const field = role?.fields.find((f) => f.key === "permissions") as FieldConfig;
    expect(field.treeOptions).toEqual({ source: "menu" });
    const access = { canOpen: () => true, canAct: () => true };
    render(
      <EngineProvider resources={resources} access={access} treeSources={{ menu: menuTree() }}>
        {fieldTypeOf(field).detail(["/goods/params", "/user/role"], field, { record: {}, mode: "detail" })}
      </EngineProvider>,
    );
    for (const label of ["商品管理", "商品参数", "设置", "角色管理"]) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByText("商品列表")).toBeNull();
  });
});
