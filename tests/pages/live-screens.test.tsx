import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { call, login, type Page } from "../api/helpers";
import { appPage, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";
import { CHANGED_BY_ANOTHER } from "../../src/engine/screens/changed-by-another";

/**
 * Live screens (issue 49 item 1, decision 0113), in the page over the demo API (msw): the
 * console's open screens hear the API's event stream (live-provider.ts) and refetch what a
 * change touches, with no reload: 工作台's 待发货 drops when another session ships; a form being
 * edited keeps what was typed and says 此记录已被他人修改 with 重新加载.
 */

withAdminOnDemoApi();

const workplace = appPage("/dashboard/workplace");
await preloadScreens("goods", [workplace]);

type Row = Record<string, unknown> & { alias: string; order_sn: string; updated_at: string; name: string };

describe("screens that follow the server's events", () => {
  it("工作台's 待发货 drops by one when another session ships an order", async () => {
    const other = await login();
    const waiting = (await call<Page<Row>>("/merchant/order/v1/order/list", { status: "WAIT_SEND", delivery_type: "express", page: 1, page_size: 1 }, { token: other })).body.data;
    const order = waiting.list[0];
    if (!order) throw new Error("no order waits to be shipped");
    renderResource("notice", "/dashboard/workplace", [workplace]);
    const todo = await screen.findByRole("link", { name: /^待发货订单 \d+$/ });
    const before = Number(/\d+$/.exec(todo.getAttribute("aria-label") ?? "")?.[0]);

    const shipped = await call("/merchant/order/v1/order/ship", { order_sn: order.order_sn, express_company: "顺丰速运", express_no: "SF1234567890" }, { token: other });
    expect(shipped.body.code, shipped.body.msg).toBe(200);
    expect(await screen.findByRole("link", { name: `待发货订单 ${before - 1}` })).toBeInTheDocument();
  });

  it("a form being edited keeps what was typed and says the record was changed by another, offering 重新加载", async () => {
    // another person: the shop's 仓管 (the owner's own save in another tab is no one else's)
    const other = await login({ mobile: "13512340005", password: "Staff@2026" });
    const item = (await call<Page<Row>>("/merchant/goods/v1/goods/list", { page: 1, page_size: 1 }, { token: other })).body.data.list[0];
    if (!item) throw new Error("no goods");
    const user = setupUser();
    renderResource("goods", `/goods/edit/${item.alias}`);
    const form = await screen.findByRole("form", { name: "商品表单" });
    // the inputs are drawn anew once the record is read: the one holding its name is the one typed into
    await waitFor(() => expect(within(form).getByRole("textbox", { name: "商品名称" })).toHaveValue(item.name));
    const name = within(form).getByRole("textbox", { name: "商品名称" });
    await user.clear(name);
    await user.type(name, "正在编辑的名字");

    const detail = (await call<Row>("/merchant/goods/v1/goods/detail", { alias: item.alias }, { token: other })).body.data;
    const saved = await call("/merchant/goods/v1/goods/save", { alias: item.alias, name: "别人改的名字", updated_at: detail.updated_at }, { token: other });
    expect(saved.body.code, saved.body.msg).toBe(200);

    expect(await within(form).findByText(new RegExp(`${CHANGED_BY_ANOTHER}（陈晨 · 仓管）`))).toBeInTheDocument();
    expect(name).toHaveValue("正在编辑的名字");
    expect(await within(form).findByRole("button", { name: /重新加载/ })).toBeInTheDocument();
  });
});
