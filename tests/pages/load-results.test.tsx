import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { breakCalls, seeResult, seeText, withRetryClock } from "../engine/failing-calls";
import { appPage, button, callsTo, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";

/**
 * The custom pages that load a record by their route (src/pages, over the app's demo API):
 * the engine's result page when the record is missing, and a list inside them that fails.
 */

withAdminOnDemoApi();
withRetryClock();
await preloadScreens("order");
// 回收打款 is reached from the list's row action; the test opens it directly
const pay = appPage("/recycle/order/pay/:alias");
await preloadScreens("recycleOrder", [pay]);
await preloadScreens("member");

describe("custom record pages", () => {
  it("订单详情 (RecordPage) of a missing order: 记录不存在, 返回列表 goes to the order list", async () => {
    const user = setupUser();
    const app = renderResource("order", "/order/E_NO_SUCH_ORDER");
    await seeResult("记录不存在");
    expect(screen.getByText(/可能已被删除或链接有误/)).toBeInTheDocument();
    await user.click(button("返回列表"));
    await waitFor(() => expect(app.at()).toBe("/order"));
  });

  it("回收打款 of a missing order: the result page, not the pay form", async () => {
    const user = setupUser();
    const app = renderResource("recycleOrder", "/recycle/order/pay/ro_gone", [pay]);
    await seeResult("记录不存在");
    expect(screen.queryByRole("form", { name: "打款表单" })).toBeNull();
    await user.click(button("返回列表"));
    await waitFor(() => expect(app.at()).toBe("/recycle/order/index"));
  });

  it("会员详情: TA 的订单 failing shows 列表加载失败 with 重试, which lists them", async () => {
    const outage = breakCalls("/merchant/order/v1/order/list");
    const user = setupUser();
    renderResource("member", "/member/mb_0001");
    await seeResult("列表加载失败");
    const orders = screen.getByText("TA 的全部订单").closest<HTMLElement>(".ant-card");
    if (!orders) throw new Error("no orders card");
    expect(within(orders).queryByText("该会员还没有订单")).toBeNull();
    outage.repair();
    const before = callsTo("/merchant/order/v1/order").length;
    await user.click(button("重试", orders));
    await waitFor(() => expect(screen.queryByText("列表加载失败")).toBeNull());
    expect(callsTo("/merchant/order/v1/order").length).toBeGreaterThan(before);
    await seeText(/^共 \d+ 条/);
  });
});

const workplace = appPage("/dashboard/workplace");
const salesman = appPage("/salesman/overview");
await preloadScreens("order", [workplace, salesman]);

describe("overview pages", () => {
  it.each([
    ["工作台", "/dashboard/workplace", "/merchant/shop/v1/dashboard/overview", "工作台数据加载失败", "今日销售额"],
    ["工作台's 经营数据", "/dashboard/workplace", "/merchant/shop/v1/dashboard/figures", "工作台数据加载失败", "今日销售额"],
    ["分销概况", "/salesman/overview", "/merchant/salesman/v1/overview", "分销概况加载失败", "待结算佣金"],
  ])("%s whose figures fail: the error with 重试, which shows them", async (_, path, api, failed, figure) => {
    const outage = breakCalls(api);
    const user = setupUser();
    renderResource("order", path, [workplace, salesman]);
    await seeResult(failed);
    expect(screen.queryByText(figure)).toBeNull();
    outage.repair();
    await user.click(button("重试"));
    await seeText(figure);
  });
});
