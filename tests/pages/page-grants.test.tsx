import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setSessionGrants } from "../../src/access/enforcer";
import { expandGrants } from "../../src/access/role-grants";
import { grantSections } from "../../src/catalogue/pages";
import { listLink } from "../../src/engine/list-link";
import { MANAGER_GRANTS, SERVICE_GRANTS } from "../../src/demo/seed-roles";
import { FIGURES_API } from "../../src/pages/dashboard/overview-types";
import { KPIS } from "../../src/pages/dashboard/workplace";
import { useUserStore } from "../../src/stores/user-store";
import { calls } from "./demo-api";
import { appPage, firstColumn, preloadScreens, renderResource, withAdminOnDemoApi } from "../engine/resource-harness";

/**
 * The custom screens ask for their page's own actions (routes.ts declares them, issue 22): an
 * employee sees a button only when their role grants it, on the demo API through the real
 * providers (the demo API answers as the owner here: the buttons are the console's part).
 */
withAdminOnDemoApi();
// the enforcer is module state, shared with the next test files of this worker: back to an owner's
afterEach(async () => {
  await setSessionGrants(null);
});

const pages = ["/dashboard/workplace", "/cash/dashboard", "/ump/distribution", "/ump/material/index"].map(appPage);
await preloadScreens("order", pages);

async function employee(grants: string[]): Promise<void> {
  await setSessionGrants(grants);
  act(() => useUserStore.setState({ role: "admin", permissions: grants }));
}
const text = (label: RegExp) => within(document.body).queryAllByText(label).length > 0;
/** A button with this text (提现 is also a kind of trade in the table). */
const hasButton = (label: RegExp) => Array.from(document.querySelectorAll("button")).some((b) => label.test((b.textContent ?? "").trim()));

describe("custom screens, by an employee's grants", () => {
  it("order detail: 备注 without 发货 for a role granted remark only; 发货 once ship is granted", async () => {
    await employee(["/order:view", "/order:remark"]);
    const app = renderResource("order", listLink("/order", { status: "WAIT_SEND" }), pages);
    await waitFor(() => expect(firstColumn().length).toBeGreaterThan(0));
    const detail = await waitFor(() => {
      const link = document.querySelector<HTMLAnchorElement>('.ant-table-tbody a[href^="/order/"]');
      if (!link) throw new Error("no order yet");
      return link.getAttribute("href") ?? "";
    });
    await act(() => app.router.navigate(detail));
    await waitFor(() => expect(text(/^备\s*注$/)).toBe(true));
    expect(text(/^发\s*货$/)).toBe(false);
    expect(text(/^核销提货$/)).toBe(false);

    await employee(["/order:view", "/order:remark", "/order:ship", "/order:pickup"]);
    await waitFor(() => expect(text(/^发\s*货$/) || text(/^核销提货$/)).toBe(true));
  });

  it("资产概况: 提现 only with withdraw", async () => {
    await employee(["/cash/dashboard:view"]);
    renderResource("order", "/cash/dashboard", pages);
    // once the balance is in (the bound card's hint says where 提现 would go)
    await waitFor(() => expect(document.body.textContent).toMatch(/提现至 /));
    expect(hasButton(/^提\s*现$/)).toBe(false);
    await employee(["/cash/dashboard:view", "/cash/dashboard:withdraw"]);
    await waitFor(() => expect(hasButton(/^提\s*现$/)).toBe(true));
  });

  it("分销设置: read-only with no 保存设置 without edit", async () => {
    await employee(["/ump/distribution:view"]);
    renderResource("order", "/ump/distribution", pages);
    const form = await screen.findByRole("form", { name: "分销设置" });
    expect(text(/^保存设置$/)).toBe(false);
    expect(within(form).getAllByRole("switch")[0]).toBeDisabled();
  });

  it("素材库: no 上传, 新建分组, 重命名, 移动分组 or 批量删除 for a role that may only look", async () => {
    await employee(["/ump/material/index:view"]);
    renderResource("order", "/ump/material/index", pages);
    await waitFor(() => expect(document.querySelector('[role="group"][aria-label="直播封面"]')).not.toBeNull());
    for (const label of [/^上传素材$/, /^新建分组$/, /^移动分组$/, /^批量删除$/]) expect(text(label), String(label)).toBe(false);
    expect(document.querySelector('[aria-label^="重命名 "]')).toBeNull();

    await employee(["/ump/material/index:view", "/ump/material/index:create", "/ump/material/index:delete"]);
    await waitFor(() => expect(text(/^上传素材$/)).toBe(true));
    expect(text(/^批量删除$/)).toBe(true);
    expect(text(/^新建分组$/)).toBe(false);
  });

  it("工作台: a to-do links only to a list the session may open; the others are left out", async () => {
    await employee(["/dashboard/workplace:view", "/order:view"]);
    renderResource("order", "/dashboard/workplace", pages);
    await screen.findByText("待办事项");
    await waitFor(() => expect(screen.getByText("待发货订单").closest("a")?.getAttribute("href")).toMatch(/^\/order\?/));
    expect(screen.queryByText("待处理售后")).toBeNull();
    expect(screen.queryByText("待审核推广员")).toBeNull();
    expect(text(/^查看全部$/)).toBe(false);
  });

  it("工作台: the KPIs and the sales chart only with 经营数据; the to-dos and notices without it, and no call for the figures", async () => {
    // the seeded 客服's grants (src/demo/seed-roles.ts): the page, no 经营数据
    await employee(SERVICE_GRANTS());
    const app = renderResource("order", "/dashboard/workplace", pages);
    await screen.findByText("待办事项");
    await screen.findByText("最新公告");
    for (const kpi of KPIS) expect(screen.queryByText(kpi.title), kpi.title).toBeNull();
    expect(screen.queryByText("近 7 日销售趋势")).toBeNull();
    expect(document.querySelector(".recharts-wrapper, [aria-label='近7日销售趋势']")).toBeNull();
    expect(calls.filter(([path]) => path === FIGURES_API)).toEqual([]);
    app.unmount();

    // the seeded 店长's (`*`), as a session has them (spelled out, src/api/staff.ts): everything
    await employee(expandGrants(MANAGER_GRANTS(), grantSections));
    renderResource("order", "/dashboard/workplace", pages);
    for (const kpi of KPIS) expect(await screen.findByText(kpi.title), kpi.title).toBeTruthy();
    expect(screen.getByText("近 7 日销售趋势")).toBeTruthy();
    expect(screen.getByText("待办事项")).toBeTruthy();
  });
});
