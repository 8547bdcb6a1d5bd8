import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setSessionGrants } from "../../src/access/enforcer";
import { fieldTypes } from "../../src/engine/fields";
import { grantCatalogue } from "../../src/engine/grant-catalogue";
import type { FieldConfig } from "../../src/engine/types";
import { NOT_YOURS } from "../../src/layout/grant-tree";
import { getDb } from "../../src/demo/node";
import { request } from "../../src/providers/http";
import roleConfig from "../../src/resources/user/role";
import { sections } from "../../src/routes/sections";
import { useUserStore } from "../../src/stores/user-store";
import { button, callsTo, findRow, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";

/** 角色 新建 / 编辑 / 详情 on the app's demo API: the 权限 tree is every page and action the console declares. */

withAdminOnDemoApi();
await preloadScreens("role");

const ROLE_API = "/merchant/shop/v1/role";
const permissionsField = roleConfig.fields.find((f) => f.key === "permissions") as FieldConfig;
// the tree's chunk (antd's Tree) too: its first load would land on whichever test comes first
await fieldTypes.tree.preload?.(permissionsField);
const catalogue = grantCatalogue(sections);
const allKeys = catalogue.flatMap((s) => s.pages.flatMap((p) => p.grants.map((g) => g.key)));
const sectionOf = (path: string) => {
  const found = catalogue.find((s) => s.path === path);
  if (!found) throw new Error(`no section ${path}`);
  return found;
};

/** The tree node titled `label` under the node titled `under` (查看 is on every page). */
function node(label: string, under?: string): HTMLElement {
  const scope = under ? (screen.getByText(under).closest(".ant-tree-treenode")?.parentElement ?? document.body) : document.body;
  const hits = within(scope).getAllByText(label).map((t) => t.closest<HTMLElement>(".ant-tree-treenode")).filter((n): n is HTMLElement => n !== null);
  if (!hits[0]) throw new Error(`no tree node ${label}`);
  return hits[0];
}
const checkboxOf = (n: HTMLElement) => n.querySelector(".ant-tree-checkbox") as HTMLElement;
const savedPermissions = () => callsTo(ROLE_API).filter(([path]) => path.endsWith("/save")).at(-1)?.[1].permissions as string[];

afterEach(async () => {
  await setSessionGrants(null);
});

describe("角色 权限", () => {
  // the form and the detail apart: each a screen drawn (seconds of CPU on a loaded machine) within a test's limit
  it("creates a role from the tree: 全选 of a section, a searched action bringing its page's 查看", async () => {
    const user = setupUser();
    const app = renderResource("role", "/user/role/create");
    await user.type(await screen.findByLabelText("角色名称"), "测试仓管");
    expect(screen.getByText(`已选 0 / 共 ${allKeys.length}`)).toBeInTheDocument();
    // a long tree opens on its sections; a section's checkbox is its 全选
    const goods = sectionOf("/goods");
    const goodsKeys = goods.pages.flatMap((p) => p.grants.map((g) => g.key));
    const pageTitles = goods.pages.map((p) => p.title);
    expect(pageTitles.filter((t) => screen.queryByText(t, { selector: ".ant-tree-title" }))).toEqual([]);
    await user.click(checkboxOf(node(goods.title)));
    expect(screen.getByText(`已选 ${goodsKeys.length} / 共 ${allKeys.length}`)).toBeInTheDocument();
    // found by its label, 发货 checks the order page's 查看 too
    await user.type(screen.getByLabelText("搜索权限"), "发货");
    await user.click(checkboxOf(node("发货")));
    expect(screen.getByText(`已选 ${goodsKeys.length + 2} / 共 ${allKeys.length}`)).toBeInTheDocument();
    await user.click(button("保存"));
    await waitFor(() => expect(app.at()).toBe("/user/role"));
    // the section checked whole is stored as the section (its pages added later too, decision 0121)
    expect(savedPermissions()).toEqual(["/goods/*", "/order:view", "/order:ship"]);
  });

  it("reads a role's grants in its detail, by section and page", async () => {
    const user = setupUser();
    const goods = sectionOf("/goods");
    const goodsKeys = goods.pages.flatMap((p) => p.grants.map((g) => g.key));
    await request(`${ROLE_API}/save`, { name: "测试仓管", description: "", permissions: [...goodsKeys, "/order:view", "/order:ship"] });
    renderResource("role", "/user/role");
    await user.click(within(await findRow("测试仓管")).getByText("查看"));
    const drawer = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(".ant-drawer");
      if (!found) throw new Error("no drawer");
      return found;
    });
    const orders = catalogue.find((s) => s.pages.some((p) => p.key === "/order"));
    const orderPage = orders?.pages.find((p) => p.key === "/order");
    expect(await within(drawer).findByText(`${orders?.title} › ${orderPage?.title}：查看、发货`)).toBeInTheDocument();
    const first = goods.pages[0];
    if (!first) throw new Error("商品管理 has no page");
    expect(within(drawer).getByText(`${goods.title} › ${first.title}：${first.grants.map((g) => g.label).join("、")}`)).toBeInTheDocument();
    expect(within(drawer).queryByText(/\/order:ship/)).toBeNull();
  });

  it("says 全部权限 for the seeded 店长 (*) in the list and the detail", async () => {
    const user = setupUser();
    renderResource("role", "/user/role");
    const row = await findRow("店长");
    expect(within(row).getByText("全部权限")).toBeInTheDocument();
    await user.click(within(row).getByText("查看"));
    const drawer = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(".ant-drawer");
      if (!found) throw new Error("no drawer");
      return found;
    });
    expect(await within(drawer).findByText("全部权限")).toBeInTheDocument();
  });

  it("keeps a stale key until 移除, and saves without it after", async () => {
    const user = setupUser();
    // a key stored before a rename (the demo API refuses unknown keys on save: put it in the db)
    await request(`${ROLE_API}/save`, { name: "旧角色", description: "", permissions: ["/order:view"] });
    getDb().role.find((r) => r.name === "旧角色")?.permissions.unshift("/goods");
    const { list } = await request<{ list: { alias: string; name: string }[] }>(`${ROLE_API}/list`, { page: 1, page_size: 50 });
    const alias = list.find((r) => r.name === "旧角色")?.alias;
    if (!alias) throw new Error("the role was not saved");
    const app = renderResource("role", `/user/role/edit/${alias}`);
    const warning = (await screen.findByText("1 个权限已失效（已更名或删除）")).closest<HTMLElement>(".ant-alert");
    if (!warning) throw new Error("no warning");
    await user.click(within(warning).getByText("移除"));
    await user.click(button("保存"));
    await waitFor(() => expect(app.at()).toBe("/user/role"));
    expect(savedPermissions()).toEqual(["/order:view"]);
  });

  it("disables, for an employee editing, each grant they lack", async () => {
    const held = ["/user/role:view", "/user/role:create", "/order:view", "/order:ship"];
    await setSessionGrants(held);
    useUserStore.setState({ staff: { alias: "em_1", name: "周杰", mobile: "13512340001", role_alias: "ro_1", role_name: "店长" }, permissions: held });
    const user = setupUser();
    const view = renderResource("role", "/user/role/create");
    await user.type(await screen.findByLabelText("搜索权限"), "订单列表");
    expect(await screen.findByText(`灰色项：${NOT_YOURS}`)).toBeInTheDocument();
    const orderPage = node("订单列表").parentElement ?? document.body;
    const disabled = Array.from(orderPage.querySelectorAll(".ant-tree-treenode-disabled")).map((n) => n.textContent);
    const orderGrants = catalogue.flatMap((s) => s.pages).find((p) => p.key === "/order")?.grants ?? [];
    expect(disabled).toEqual(orderGrants.filter((g) => !held.includes(g.key)).map((g) => g.label));
    // its page's checkbox checks what they may give, nothing more
    await user.click(checkboxOf(node("订单列表")));
    expect(screen.getByText(`已选 2 / 共 ${allKeys.length}`)).toBeInTheDocument();
    view.unmount(); // before the session ends (afterEach), which would redraw the tree
  });
});
