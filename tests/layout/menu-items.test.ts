import "./helpers";
import { can, loadEnforcer } from "../../src/access/enforcer";
import { buildRouteMenu, HELP_KEY, menuSelection, type NavItem } from "../../src/layout/menu-items";
import { routeEntries } from "../../src/routes/route-index";

import { shipped, SHIPPED_SECTIONS } from "./shipped-sections";

const titles = (items: NavItem[]) => items.map((i) => i.title);
const leafPaths = (items: NavItem[]): string[] => items.flatMap((i) => (i.children ? leafPaths(i.children) : i.path ? [i.path] : []));

beforeAll(async () => {
  await loadEnforcer();
});

describe("buildRouteMenu", () => {
  it("shows the shipped sections (in order) and the help link to an admin", () => {
    const menu = buildRouteMenu(can, "admin", "https://help.test/");
    expect(shipped(titles(menu))).toEqual([...SHIPPED_SECTIONS, "帮助中心"]);
    const help = menu[menu.length - 1];
    expect(help).toMatchObject({ key: HELP_KEY, href: "https://help.test/" });
    const settings = menu.find((i) => i.title === "设置");
    expect(titles(settings?.children ?? [])).toEqual(["商户信息", "地址管理", "自提点", "运费模板", "角色管理", "员工管理", "操作日志"]);
    expect(menu.find((i) => i.title === "系统")?.children?.[0]?.path).toBe("/system/export/order");
  });

  it("shows a user only 设置 with 商户信息, 角色管理, 员工管理, 操作日志, plus the help link", () => {
    const menu = buildRouteMenu(can, "user");
    expect(shipped(titles(menu))).toEqual(["设置", "帮助中心"]);
    const settings = menu.find((i) => i.title === "设置");
    expect(titles(settings?.children ?? [])).toEqual(["商户信息", "角色管理", "员工管理", "操作日志"]);
    expect(leafPaths(settings?.children ?? [])).toEqual(["/user/setting", "/user/role", "/user/employee", "/user/log"]);
  });

  it("never lists a route hidden from the menu", () => {
    const hidden = new Set(routeEntries.filter((e) => e.route.hideInMenu).map((e) => e.route.path));
    for (const role of ["admin", "user"] as const) {
      for (const path of leafPaths(buildRouteMenu(can, role))) expect(hidden.has(path)).toBe(false);
    }
    expect(leafPaths(buildRouteMenu(can, "admin"))).not.toContain("/goods/create");
  });

  it("shows nothing but the help link to a guest", () => {
    expect(titles(buildRouteMenu(can, "guest"))).toEqual(["帮助中心"]);
  });
});

describe("menuSelection", () => {
  const menu = () => buildRouteMenu(can, "admin");

  it("selects the entry of the URL and opens its section", () => {
    expect(menuSelection("/goods/category", menu())).toEqual({ selectedKeys: ["/goods/category"], openKeys: ["section:/goods"] });
  });

  it("highlights the closest list entry for hidden detail routes", () => {
    expect(menuSelection("/goods/edit/abc", menu()).selectedKeys).toEqual(["/goods"]);
    expect(menuSelection("/goods/category/edit/abc", menu()).selectedKeys).toEqual(["/goods/category"]);
    expect(menuSelection("/order/SN123", menu()).selectedKeys).toEqual(["/order"]);
    expect(menuSelection("/order/refund/r1", menu()).selectedKeys).toEqual(["/order/refund"]);
    expect(menuSelection("/ump/draw/edit/a/1", menu()).selectedKeys).toEqual(["/ump/draw/index"]);
    expect(menuSelection("/system/export/member", menu())).toEqual({
      selectedKeys: ["/system/export/order"],
      openKeys: ["section:/system"],
    });
  });

  it("at least opens the section when no list entry fits", () => {
    expect(menuSelection("/notice/detail/n1", menu())).toEqual({ selectedKeys: [], openKeys: ["section:/dashboard"] });
  });

  it("selects nothing outside the sections", () => {
    expect(menuSelection("/login", menu())).toEqual({ selectedKeys: [], openKeys: [] });
  });
});
