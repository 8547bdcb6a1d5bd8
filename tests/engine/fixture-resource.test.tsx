import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { can } from "../../src/access/enforcer";
import { apiMeta } from "../../src/engine/api-meta";
import { buildSections } from "../../src/engine/sections";
import type { AppRoute } from "../../src/engine/route-types";
import { buildRouteMenu, type NavItem } from "../../src/layout/menu-items";
import { resources, sections as sectionConfigs } from "../../src/resources";
import { sectionPages } from "../../src/catalogue/section-pages";
import { sections } from "../../src/routes/sections";
import { brand, brandSeeds } from "./fixture-brand";
import { button, callsTo, findRow, firstColumn, renderResource, setupUser, withResourceDemoApi, shownSearch } from "./resource-harness";

/**
 * The integrator's proof (docs/adding-a-resource.md): one config file (fixture-brand.ts)
 * and nothing else gives routes, a menu entry, list / form / detail screens, the API calls
 * and a demo API. Screens run on the real providers over msw; edit, detail, delete and bad
 * input are in fixture-resource-edit.test.tsx; a whole new section in
 * tests/integration/new-section.isolated.test.tsx.
 */

withResourceDemoApi([brand], brandSeeds);

const BASE = "/merchant/goods/v1/fixture-brand";
/** The app's sections as they would be with brand.ts in src/resources/goods/. */
const withBrand = buildSections(sectionConfigs, [...resources, brand], sectionPages);

describe("routes and menu", () => {
  it("adds list, create, edit and detail routes with the exact paths, names, titles and lazy screens", async () => {
    const goods = withBrand.find((s) => s.path === "/goods");
    const added = (goods?.children ?? []).filter((r) => r.resource?.name === "fixtureBrand");
    expect(added.map((r) => [r.path, r.name, r.title, r.hideInMenu, r.resource?.view])).toEqual([
      ["/goods/fixtureBrand", "FixtureBrandList", "品牌管理", undefined, "list"],
      ["/goods/fixtureBrand/create", "FixtureBrandCreate", "新建品牌", true, "create"],
      ["/goods/fixtureBrand/edit/:alias", "FixtureBrandEdit", "编辑品牌", true, "edit"],
      ["/goods/fixtureBrand/detail/:alias", "FixtureBrandDetail", "品牌详情", true, "detail"],
    ]);
    // menu order 4: right after 商品参数 (3) and its routes; the other sections are untouched
    const paths = (goods?.children ?? []).map((r) => r.path);
    expect(paths.slice(paths.indexOf("/goods/params/edit/:alias") + 1).slice(0, 4)).toEqual(added.map((r) => r.path));
    // as data: each build makes its own screen loaders (functions, resource-routes.ts)
    const asData = (routes: AppRoute[]) => JSON.parse(JSON.stringify(routes)) as unknown;
    expect(asData(withBrand.filter((s) => s.path !== "/goods"))).toEqual(asData(sections.filter((s) => s.path !== "/goods")));
    const [list, create, edit, detail] = await Promise.all(added.map((r) => r.page?.()));
    expect(list?.default).toBe((await import("../../src/engine/screens/list-screen")).default);
    expect(create?.default).toBe((await import("../../src/engine/screens/form-screen")).default);
    expect(edit?.default).toBe(create?.default);
    expect(detail?.default).toBe((await import("../../src/engine/screens/detail-screen")).default);
    expect(apiMeta(brand)).toEqual({ base: BASE, actions: { list: "list", detail: "detail", save: "save", del: "del" }, key: "alias" });
  });

  it("gets a menu entry in 商品管理 for an admin, and none for a user (the policy's /goods line is admin only)", () => {
    const goodsEntries = (menu: NavItem[]) => menu.find((i) => i.key === "section:/goods")?.children ?? [];
    const admin = goodsEntries(buildRouteMenu(can, "admin", undefined, withBrand));
    expect(admin.map((i) => i.title)).toEqual(["商品列表", "商品分类", "商品参数", "品牌管理", "供应商"]);
    expect(admin.at(-2)).toMatchObject({ key: "/goods/fixtureBrand", path: "/goods/fixtureBrand", section: "/goods" });
    const paths = (items: NavItem[]): string[] => items.flatMap((i) => (i.children ? paths(i.children) : [i.path ?? ""]));
    expect(paths(buildRouteMenu(can, "user", undefined, withBrand))).not.toContain("/goods/fixtureBrand");
  });
});

describe("list screen", () => {
  it("shows the shop's seeded rows, then filters by the enum filter through the API", async () => {
    const user = setupUser();
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    const row = await findRow("樱花工坊");
    // newest first; the other shop's brand is not there; money and enum rendered by their types
    expect(firstColumn()).toEqual(["星河玩具", "樱花工坊", "月光文创"]);
    expect(within(row).getByText("¥1,234.50")).toBeInTheDocument();
    expect(within(row).getByText("停用")).toBeInTheDocument();
    expect(callsTo(BASE)).toEqual([[`${BASE}/list`, { page: 1, page_size: 10 }]]);

    const filters = document.querySelector<HTMLElement>("form[aria-label='筛选']") ?? document.body;
    await user.click(within(filters).getByRole("combobox"));
    await user.click(await screen.findByText("日本", { selector: ".ant-select-item-option-content" }));
    await user.click(button("查询", filters));
    await waitFor(() => expect(firstColumn()).toEqual(["樱花工坊"]));
    expect(callsTo(BASE).at(-1)).toEqual([`${BASE}/list`, { page: 1, page_size: 10, country: "jp" }]);
    // the filter is in the URL, so a reload or 返回 keeps it
    expect(new URLSearchParams(shownSearch()).get("filters[0][value]")).toBe("jp");
  });

  it("sends a date range from the URL as [from, to] and shows it in the range picker", async () => {
    const range = "filters[0][field]=created_at&filters[0][operator]=eq&filters[0][value][0]=2026-02-01&filters[0][value][1]=2026-03-31";
    renderResource("fixtureBrand", `/goods/fixtureBrand?${range}`);
    await findRow("樱花工坊");
    expect(firstColumn()).toEqual(["星河玩具", "樱花工坊"]);
    expect(callsTo(BASE)).toEqual([[`${BASE}/list`, { page: 1, page_size: 10, created_at: ["2026-02-01", "2026-03-31"] }]]);
    await waitFor(() => expect(screen.getByPlaceholderText("开始日期")).toHaveValue("2026-02-01"));
    expect(screen.getByPlaceholderText("结束日期")).toHaveValue("2026-03-31");
  });
});

describe("create screen", () => {
  it("creates through the form: POST save with the typed values, then the new row is on the list", async () => {
    const user = setupUser();
    const app = renderResource("fixtureBrand", "/goods/fixtureBrand");
    await findRow("月光文创");
    await user.click(screen.getByRole("link", { name: "新建品牌" }));
    await user.type(await screen.findByLabelText("品牌名称"), "海风器物");
    await user.click(screen.getByLabelText("产地"));
    await user.click(await screen.findByText("德国", { selector: ".ant-select-item-option-content" }));
    await user.type(screen.getByLabelText("保证金"), "2000");
    await user.click(button("保存"));

    await waitFor(() => expect(app.at()).toBe("/goods/fixtureBrand"));
    const row = await findRow("海风器物");
    expect(within(row).getByText("德国")).toBeInTheDocument();
    expect(within(row).getByText("¥2,000.00")).toBeInTheDocument();
    // the status default (启用) goes with the typed values; read-only created_at does not
    expect(callsTo(BASE).filter(([path]) => path === `${BASE}/save`)).toEqual([
      [`${BASE}/save`, { name: "海风器物", country: "de", deposit: 2000, status: 1 }],
    ]);
    expect(await screen.findByText("品牌已创建")).toBeInTheDocument();
  });
});
