import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
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
import { signIn } from "../../src/providers/session";
import { useUserStore } from "../../src/stores/user-store";
import { EMPLOYEE, employeeRow, ROLE, STAFF_PASSWORD, WAREHOUSE } from "../api/staff-helpers";
import { expectedFirstPage } from "../routes/expected-menu";
import { button, callsTo, findRow, firstColumn, listTab, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";

/**
 * The integrator's promise, kept for a whole new section: tests/fixtures/fixturePurchase/ holds
 * what an integrator writes (section.ts, three configs, their seeds, 采购单's handler file, one
 * policy line) and this test drops it in where the bundler looks (see drop-in.ts). Nothing else
 * changes: routes, menu, server menu, guard, access report, refine's access control, screens, API
 * calls and the demo API all come from those files; so does the 采购单's workflow (its
 * transitions with their grants, the fields locked after 审核, 金额 and 单号), below.
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
vi.mock("../../src/api/resource-actions", async (original) => {
  const app = await original<typeof import("../../src/api/resource-actions")>();
  const { fixtureExtensions } = await import("./drop-in");
  return { resourceExtensions: [...app.resourceExtensions, ...fixtureExtensions] };
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
      ["/fixturePurchase/purchase-order", "FixturePurchaseOrderList", "测试采购单", false],
      ["/fixturePurchase/purchase-order/create", "FixturePurchaseOrderCreate", "新建测试采购单", true],
      ["/fixturePurchase/purchase-order/edit/:alias", "FixturePurchaseOrderEdit", "编辑测试采购单", true],
    ]);
  });

  it("shows in an admin's menu and the server menu, and not in a user's", () => {
    const entry = buildRouteMenu(can, "admin").find((i) => i.key === "section:/fixturePurchase");
    expect(entry?.children?.map((c) => c.path)).toEqual(["/fixturePurchase/supplier", "/fixturePurchase/supplierLog", "/fixturePurchase/purchase-order"]);
    expect(buildRouteMenu(can, "user").some((i) => i.key === "section:/fixturePurchase")).toBe(false);
    const server = serverMenu().find((s) => s.path === "/fixturePurchase");
    expect(server?.children.map((c) => c.title).sort()).toEqual(["测试供应商", "测试供应商操作日志", "测试采购单"].sort());
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

const ORDER = "/merchant/fixturePurchase/v1/purchase-order";
const SUPPLIER = "/merchant/fixturePurchase/v1/supplier";
const PAGE = "/fixturePurchase/purchase-order";
interface Order { alias: string; sn: string; status: string; quantity: number; price: number; amount: number; approved_by?: string; approved_at?: string }
const order = (alias: string) => request<Order>(`${ORDER}/detail`, { alias });
/** What a row offers: the buttons and links of its 操作 cell, then those of its 更多 menu (closed again). */
async function offered(ui: UserEvent, row: HTMLElement): Promise<string[]> {
  const inline = Array.from(row.querySelectorAll("td:last-child a, td:last-child button")).map((b) => (b.textContent ?? "").replace(/\s/g, ""));
  if (!inline.includes("更多")) return inline;
  await ui.click(button("更多", row));
  const items = within(await screen.findByRole("menu")).getAllByRole("menuitem").map((i) => i.textContent ?? "");
  await ui.keyboard("{Escape}");
  return [...inline.filter((b) => b !== "更多"), ...items];
}

/** Clicks the row's `label`, on its line or in its 更多 menu. */
async function choose(ui: UserEvent, row: HTMLElement, label: string): Promise<void> {
  const inline = within(row).queryAllByText(new RegExp(`^${[...label].join("\\s*")}$`));
  if (inline.length) return ui.click(button(label, row));
  await ui.click(button("更多", row));
  await ui.click(within(await screen.findByRole("menu")).getByText(label));
}

describe("采购单: a workflow declared in its config, one handler in the section's folder", () => {
  it("lists by status tabs, each row offering the transitions its status allows (from), and 提交审核 moves it", async () => {
    const ui = setupUser();
    renderResource("fixturePurchaseOrder", PAGE);
    const draft = await findRow("PO202611010001");
    for (const tab of ["全部", "草稿", "待审核", "已审核", "已入库"]) expect(listTab(tab)).toBeInTheDocument();
    const moves = async (sn: string) => (await offered(ui, await findRow(sn))).filter((b) => ["提交审核", "审核", "入库"].includes(b));
    expect(await moves("PO202611010001")).toEqual(["提交审核"]);
    expect(await moves("PO202611020001")).toEqual(["审核"]);
    expect(await moves("PO202611030001")).toEqual(["入库"]);
    expect(await moves("PO202611040001")).toEqual([]);
    await choose(ui, draft, "提交审核");
    await waitFor(async () => expect((await order("po_draft")).status).toBe("pending"));
    expect(callsTo(ORDER).find(([path]) => path.endsWith("/submit"))?.[1]).toEqual({ alias: "po_draft" });
    // from any other status it is refused, naming the status it is in
    await expect(request(`${ORDER}/submit`, { alias: "po_draft" })).rejects.toThrow("该测试采购单待审核，不能提交审核");
  });

  it("审核 asks with the order's own 单号, then sets 审核人 and 审核时间 on the way", async () => {
    const ui = setupUser();
    renderResource("fixturePurchaseOrder", PAGE);
    await choose(ui, await findRow("PO202611020001"), "审核");
    const popup = await waitFor(() => screen.getByText("确定审核「PO202611020001」吗？审核后不能再修改数量和单价").closest<HTMLElement>(".ant-popover"));
    await ui.click(button("确定", popup ?? undefined));
    await waitFor(async () => expect((await order("po_pending")).status).toBe("approved"));
    const approved = await order("po_pending");
    expect(approved.approved_by).toBeTruthy();
    expect(approved.approved_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("入库 runs the section's handler in its call: the supplier's 累计入库 grows by the 数量", async () => {
    const before = await request<{ received: number }>(`${SUPPLIER}/detail`, { alias: "su_east" });
    await request(`${ORDER}/stock-in`, { alias: "po_approved" });
    expect((await order("po_approved")).status).toBe("stocked");
    expect((await request<{ received: number }>(`${SUPPLIER}/detail`, { alias: "su_east" })).received).toBe(before.received + 40);
    await expect(request(`${ORDER}/stock-in`, { alias: "po_approved" })).rejects.toThrow("该测试采购单已入库，不能入库");
  });

  it("after 审核 the form shows 数量 locked and the API refuses a change naming its label; the value sent back unchanged passes", async () => {
    const ui = setupUser();
    const app = renderResource("fixturePurchaseOrder", `${PAGE}/edit/po_approved`);
    await waitFor(() => expect(screen.getByLabelText("数量")).toHaveValue("40"));
    expect(screen.getByLabelText("数量")).toBeDisabled();
    expect(screen.getByLabelText("单价")).toBeDisabled();
    // what the console's own form sends for a locked record is never refused
    await ui.click(button("保存"));
    await waitFor(() => expect(app.at()).toBe(PAGE));
    await expect(request(`${ORDER}/save`, { alias: "po_approved", quantity: 41 })).rejects.toThrow("已审核的测试采购单不能修改数量");
    await expect(request(`${ORDER}/save`, { alias: "po_approved", price: 1 })).rejects.toThrow("已审核的测试采购单不能修改单价");
    await request(`${ORDER}/save`, { alias: "po_approved", quantity: 40 });
    expect((await order("po_approved")).quantity).toBe(40);
    // fields no save may set, whatever the status
    await expect(request(`${ORDER}/save`, { alias: "po_draft", status: "approved" })).rejects.toThrow("状态不能修改");
    await expect(request(`${ORDER}/save`, { alias: "po_draft", amount: 1 })).rejects.toThrow("金额不能修改");
  });

  it("a new order is numbered by the API and its 金额 worked out to the cent, on create and on edit", async () => {
    const made = await request<{ alias: string }>(`${ORDER}/save`, { supplier_alias: "su_east", quantity: 3, price: 0.1 });
    const created = await order(made.alias);
    expect(created).toMatchObject({ status: "draft", amount: 0.3 });
    expect(created.sn).toMatch(/^PO\d{8}\d{4}$/);
    await request(`${ORDER}/save`, { alias: made.alias, quantity: 7 });
    expect((await order(made.alias)).amount).toBe(0.7);
  });

  it("each transition is its own grant: a role with 提交审核 but not 审核 may submit and is refused approval", async () => {
    const grants = ["view", "create", "edit", "submit"].map((a) => `${PAGE}:${a}`);
    const role = await request<{ alias: string }>(`${ROLE}/save`, { name: "采购员", permissions: grants });
    await request(`${EMPLOYEE}/save`, { alias: employeeRow(WAREHOUSE.mobile).employee.alias, role_alias: role.alias });
    await signIn({ mobile: WAREHOUSE.mobile, password: STAFF_PASSWORD });
    await request(`${ORDER}/submit`, { alias: "po_draft" });
    await expect(request(`${ORDER}/approve`, { alias: "po_draft" })).rejects.toThrow("无权限");
    expect((await order("po_draft")).status).toBe("pending");
  });
});
