import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { can } from "../../src/access/enforcer";
import { apiMeta } from "../../src/engine/api-meta";
import { getResource } from "../../src/engine/registry";
import { withResources } from "../../src/engine/resource-routes";
import { buildRouteMenu, type NavItem } from "../../src/layout/menu-items";
import { server } from "../../src/mocks/node";
import { resourceHandlers } from "../../src/mocks/resources";
import { matchAppRoute } from "../../src/routes/route-index";
import { baseSections } from "../../src/routes/route-table";
import { calls, withDemoApi } from "../pages/demo-api";
import { brand, brandSeeds } from "./fixture-brand";
import { findRow, firstColumn, renderResource, setupUser, signInAsAdmin } from "./resource-harness";

/**
 * The integrator's proof (docs/adding-a-resource.md): one config file, fixture-brand.ts,
 * and nothing else gives routes, a menu entry, list / form / detail screens, the API
 * calls and a demo API. Each test goes through the real providers over msw.
 */

// Stands in for dropping brand.ts into src/resources/: that folder's index (an
// import.meta.glob) is the only place the app learns of its resources.
vi.mock("../../src/resources", async (importOriginal) => {
  const { resources } = await importOriginal<typeof import("../../src/resources")>();
  const { brand: fixture } = await import("./fixture-brand");
  return { resources: [...resources, fixture] };
});

withDemoApi();

const BASE = "/merchant/goods/v1/brand";
/** The calls of this resource's API, in order. */
const brandCalls = () => calls.filter(([path]) => path.startsWith(`${BASE}/`));

beforeEach(async () => {
  // the demo API generated from the config alone, with the fixture's seeds
  server.use(...resourceHandlers([brand], brandSeeds, []));
  sessionStorage.clear(); // remembered list URLs
  await signInAsAdmin();
  calls.length = 0;
});

describe("routes and menu", () => {
  it("adds list, create, edit and detail routes with the exact paths, names, titles and lazy screens", async () => {
    const goods = withResources(baseSections, [brand]).find((s) => s.path === "/goods");
    const added = (goods?.children ?? []).filter((r) => r.resource?.name === "brand");
    expect(added.map((r) => [r.path, r.name, r.title, r.hideInMenu, r.resource?.view])).toEqual([
      ["/goods/brand", "BrandList", "品牌管理", false, "list"],
      ["/goods/brand/create", "BrandCreate", "新建品牌", true, "create"],
      ["/goods/brand/edit/:alias", "BrandEdit", "编辑品牌", true, "edit"],
      ["/goods/brand/detail/:alias", "BrandDetail", "品牌详情", true, "detail"],
    ]);
    // after the section's own routes; the other sections are untouched
    expect(goods?.children?.slice(-4)).toEqual(added);
    expect(withResources(baseSections, [brand]).filter((s) => s.path !== "/goods")).toEqual(baseSections.filter((s) => s.path !== "/goods"));
    const [list, create, edit, detail] = await Promise.all(added.map((r) => r.page?.()));
    expect(list?.default).toBe((await import("../../src/engine/screens/list-screen")).default);
    expect(create?.default).toBe((await import("../../src/engine/screens/form-screen")).default);
    expect(edit?.default).toBe(create?.default);
    expect(detail?.default).toBe((await import("../../src/engine/screens/detail-screen")).default);
    // the app knows it: its route index, its engine registry, refine's API meta
    expect(matchAppRoute("/goods/brand/edit/br_moon")).toMatchObject({ route: { name: "BrandEdit" }, params: { alias: "br_moon" } });
    expect(getResource("brand")).toBe(brand);
    expect(apiMeta(brand)).toEqual({ base: BASE, actions: { list: "list", detail: "detail", save: "save", del: "del" }, key: "alias" });
  });

  it("gets a menu entry in 商品管理 for an admin, and none for a user (policy /goods is admin only)", () => {
    const goodsEntries = (menu: NavItem[]) => menu.find((i) => i.key === "section:/goods")?.children ?? [];
    const admin = goodsEntries(buildRouteMenu(can, "admin"));
    expect(admin.map((i) => i.title)).toEqual(["商品列表", "商品分类", "商品参数", "品牌管理"]);
    expect(admin.at(-1)).toMatchObject({ key: "/goods/brand", path: "/goods/brand", section: "/goods" });
    const paths = (items: NavItem[]): string[] => items.flatMap((i) => (i.children ? paths(i.children) : [i.path ?? ""]));
    expect(paths(buildRouteMenu(can, "user"))).not.toContain("/goods/brand");
  });
});

describe("list screen", () => {
  it("shows the shop's seeded rows, then filters by the enum filter through the API", async () => {
    const user = setupUser();
    const app = renderResource("brand", "/goods/brand");
    await new Promise((r) => setTimeout(r, 3000));
    console.log(firstColumn(), JSON.stringify(calls), app.router.state.location.search, document.body.textContent);
    console.log(document.body.innerHTML.length);
  });
});
