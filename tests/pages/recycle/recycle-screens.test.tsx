import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getDb } from "../../../src/demo/db";
import { appPage, button, findRow, preloadScreens, renderResource, resourceRouteObjects, setupUser, withAdminOnDemoApi } from "../../engine/resource-harness";
import { calls } from "../demo-api";

/**
 * 礼品卡回收 screens on the app's demo API: a recycle order paid through the pay page. (The
 * card types' list with its form modal is the engine's: tests/engine/modal-form-list.test.tsx.)
 */

withAdminOnDemoApi();
const pay = appPage("/recycle/order/pay/:alias");
await preloadScreens("recycleOrder", [pay]);
await preloadScreens("recycleCard");

describe("回收打款", () => {
  it("refuses more than the face value, pays after the confirm step and shows the paid order", async () => {
    const order = (getDb().records.recycleOrder ?? []).find((o) => o.status === 2 && o.face_value === 100);
    if (!order) throw new Error("the seed has a 待打款 order of face value 100");
    const user = setupUser();
    const app = renderResource("recycleOrder", `/recycle/order/pay/${order.alias}`, [pay]);
    expect(resourceRouteObjects("recycleOrder").map((r) => r.path)).toContain("/recycle/order/detail/:alias");

    const form = await screen.findByRole("form", { name: "打款表单" });
    // a named radiogroup, where Form.Item's aria-required is allowed (axe aria-allowed-attr, issue 23)
    expect(within(form).getByRole("radiogroup", { name: "打款方式" })).toHaveAttribute("aria-required", "true");
    const amount = within(form).getByPlaceholderText("请输入打款金额");
    await user.clear(amount);
    await user.type(amount, "100.5");
    await user.click(button("确认打款", form));
    expect(await within(form).findByText("打款金额不能超过面值（¥100.00）")).toBeInTheDocument();
    // a third decimal is said, not rounded away; what was typed stays
    await user.clear(amount);
    await user.type(amount, "88.888");
    await user.click(button("确认打款", form));
    expect(await within(form).findByText("打款金额最多两位小数")).toBeInTheDocument();
    expect(amount).toHaveValue("88.888");

    await user.clear(amount);
    await user.type(amount, "88");
    await user.click(within(form).getByLabelText("微信"));
    await user.type(within(form).getByPlaceholderText("选填，如转账流水号"), "流水 20261120");
    await user.click(button("确认打款", form));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/向 .+ 打款 ¥88\.00/)).toBeInTheDocument();
    await user.click(button("确认打款", dialog));

    await waitFor(() => expect(app.at()).toBe(`/recycle/order/detail/${String(order.alias)}`));
    expect(await screen.findByText("打款成功")).toBeInTheDocument();
    expect(calls.find(([p]) => p.endsWith("/order/pay"))?.[1]).toEqual({ alias: order.alias, amount: 88, pay_channel: "wechat", remark: "流水 20261120" });
    expect(await screen.findByText("流水 20261120")).toBeInTheDocument();
    expect(screen.queryByText(/^打\s*款$/, { selector: "button span" })).toBeNull();
  });
});

describe("回收订单 驳回", () => {
  it("keeps a reason past 200 characters and says so, instead of cutting it", async () => {
    const order = (getDb().records.recycleOrder ?? []).find((o) => o.status === 2);
    if (!order) throw new Error("the seed has a 待打款 order");
    const user = setupUser();
    renderResource("recycleOrder", `/recycle/order/detail/${String(order.alias)}`);
    await user.click(await waitFor(() => button("驳回")));
    const form = await screen.findByRole("form", { name: "驳回表单" });
    const reason = within(form).getByPlaceholderText(/卡密已被使用/);
    await user.click(reason);
    await user.paste("无".repeat(201));
    expect(reason).toHaveValue("无".repeat(201));
    await user.click(button("确认驳回"));
    expect(await within(form).findByText("驳回原因不能超过200个字")).toBeInTheDocument();
    expect(reason).toHaveValue("无".repeat(201));
    expect(calls.filter(([p]) => p.endsWith("/order/reject"))).toEqual([]);
  });
});

describe("回收卡种", () => {
  it("reads a card's discount in 折 and its face values in yuan", async () => {
    renderResource("recycleCard", "/recycle/card/index");
    const row = await findRow("京东E卡");
    expect(within(row).getByText("9.2折")).toBeInTheDocument();
    for (const face of ["¥50", "¥1,000"]) expect(within(row).getByText(face)).toBeInTheDocument();
    expect(within(row).queryByText("0.92")).toBeNull();
  });
});
