import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { auditAccess } from "../../src/access/audit";
import { can } from "../../src/access/enforcer";
import { buildRouteMenu } from "../../src/layout/menu-items";
import { serverMenu } from "../../src/api/handlers/menu";
import { accessControlProvider } from "../../src/providers/access-control";
import { request } from "../../src/providers/http";
import { decide } from "../../src/routes/guard";
import { auditRoutes } from "../../src/routes/route-index";
import { sections } from "../../src/routes/sections";
import { useUserStore } from "../../src/stores/user-store";
import { expectedFirstPage } from "../routes/expected-menu";
import { button, callsTo, findRow, firstColumn, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";

/**
 * The integrator's promise, kept for a whole new section: tests/fixtures/fixturePurchase/ holds
 * what an integrator writes (section.ts, two configs, their seeds, one policy line) and
 * this test drops it in where the bundler looks (see drop-in.ts). Nothing else changes:
 * routes, menu, server menu, guard, access report, refine's access control, screens, API
 * calls and the demo API all come from those files.
 */
vi.mock("../../src/resources", async (original) => {
  const { withFixtureDeclarations } = await import("./drop-in");
  return withFixtureDeclarations(await original<typeof import("../../src/resources")>());
});
vi.mock("../../src/api/resource-seeds", async (original) => {
  const app = await original<typeof import("../../src/api/resource-seeds")>();
  const { fixtureSeeds } = await import("./drop-in");
  return { ...app, appSeeds: { ...app.appSeeds, ...app.collectSeeds(fixtureSeeds) } };
});
vi.mock("../../src/access/policy.csv?raw", async (original) => {
  const { withFixturePolicy } = await import("./drop-in");
  return { default: withFixturePolicy((await original<{ default: string }>()).default) };
});

withAdminOnDemoApi();

const admin = { signedIn: true, role: "admin" as const, hasShop: true };
const user = { signedIn: true, role: "user" as const, hasShop: true };

describe("a new section from its folder and one policy line", () => {
  it("gets its routes, in menu order between the other sections", () => {
    const titles = sections.map((s) => s.title);
    // order 65: after 分销员 (60), before 礼品卡回收 (70), whatever else an integrator added
    expect(titles.indexOf("分销员")).toBeLessThan(titles.indexOf("测试采购"));
    expect(titles.indexOf("测试采购")).toBeLessThan(titles.indexOf("礼品卡回收"));
    const purchase = sections.find((s) => s.path === "/fixturePurchase");
    expect(purchase?.children?.map((r) => [r.path, r.name, r.title, Boolean(r.hideInMenu)])).toEqual([
      ["/fixturePurchase/supplier", "FixtureSupplierList", "测试供应商", false],
      ["/fixturePurchase/supplier/create", "FixtureSupplierCreate", "新建测试供应商", true],
      ["/fixturePurchase/supplier/edit/:alias", "FixtureSupplierEdit", "编辑测试供应商", true],
      ["/fixturePurchase/supplierLog", "FixtureSupplierLogList", "测试供应商操作日志", false],
    ]);
  });

  it("shows in an admin's menu and the server menu, and not in a user's", () => {
    const entry = buildRouteMenu(can, "admin").find((i) => i.key === "section:/fixturePurchase");
    expect(entry?.children?.map((c) => c.path)).toEqual(["/fixturePurchase/supplier", "/fixturePurchase/supplierLog"]);
    expect(buildRouteMenu(can, "user").some((i) => i.key === "section:/fixturePurchase")).toBe(false);
    const server = serverMenu().find((s) => s.path === "/fixturePurchase");
    expect(server?.children.map((c) => c.title).sort()).toEqual(["测试供应商", "测试供应商操作日志"]);
  });

  it("opens to admins and sends users away, by the guard, refine and the access report alike", async () => {
    expect(decide("/fixturePurchase/supplier/edit/su_east", "", admin, can)).toEqual({ allow: true });
    expect(decide("/fixturePurchase", "", admin, can)).toEqual({ allow: false, to: "/fixturePurchase/supplier" });
    expect(decide("/fixturePurchase/supplierLog", "", user, can)).toEqual({ allow: false, to: expectedFirstPage(can, "user") });
    useUserStore.setState({ role: "user" });
    const resource = { name: "fixtureSupplier", meta: { route: "/fixturePurchase/supplier", section: "/fixturePurchase" } };
    expect(await accessControlProvider.can({ resource: "fixtureSupplier", action: "list", params: { resource } })).toMatchObject({ can: false });
    const routes = auditRoutes();
    const audit = await auditAccess(modelText, policyText, routes);
    expect([audit.uncovered, audit.unused, audit.unusable, audit.idle]).toEqual([[], [], [], []]);
    const log = audit.rows.find((r) => r.route.path === "/fixturePurchase/supplierLog");
    expect(log?.cells.admin.reason).toContain("p, admin, /fixturePurchase, *, open");
    expect(log?.cells.user).toEqual({ allowed: false, reason: "no line of /fixturePurchase admits user" });
  });

  it("lists suppliers and creates one (a bad mobile refused first) through the generated screens and the demo API", async () => {
    const ui = setupUser();
    const app = renderResource("fixtureSupplier", "/fixturePurchase/supplier");
    await findRow("华东纸品");
    expect(firstColumn()).toEqual(["南方印务", "华东纸品"]);
    await ui.click(screen.getByRole("link", { name: "新建测试供应商" }));
    await waitFor(() => expect(app.at()).toBe("/fixturePurchase/supplier/create"));
    // the list's search box is labelled 供应商名称 too: type once the form has replaced it
    await waitFor(() => expect(document.querySelector("form[aria-label='筛选']")).toBeNull());
    await ui.type(await screen.findByLabelText("供应商名称"), "北方五金");
    await ui.type(screen.getByLabelText("联系电话"), "1380000");
    await ui.click(button("保存"));
    expect(await screen.findByText("请输入正确的手机号")).toBeInTheDocument();
    await ui.type(screen.getByLabelText("联系电话"), "1234");
    await ui.click(button("保存"));
    await waitFor(() => expect(app.at()).toBe("/fixturePurchase/supplier"));
    await findRow("北方五金");
    expect(callsTo("/merchant/fixturePurchase/v1/supplier").find(([path]) => path.endsWith("/save"))?.[1]).toEqual({
      name: "北方五金", contact_mobile: "13800001234", level: 2,
    });
  });

  it("serves the read-only log: listed with its relation's label, never saved", async () => {
    renderResource("fixtureSupplierLog", "/fixturePurchase/supplierLog");
    const row = await findRow("新建供应商");
    expect(within(row).getByText("华东纸品")).toBeInTheDocument();
    // no 新建 of any kind: the create route's link, or a button
    expect(screen.queryByRole("link", { name: /^新建/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^新\s*建/ })).toBeNull();
    await expect(request("/merchant/fixturePurchase/v1/supplier-log/save", { action: "x" })).rejects.toThrow("测试操作日志不支持新建");
  });
});
