import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { button, callsTo, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../../engine/resource-harness";

/**
 * 新建满减券 on the app's demo API. The 减免金额 input shows for type 1, a value of the route
 * (:type), not of any input: the save must still send it (it was once left out as hidden).
 * Route params go as the route has them (strings); the API reads numbers from them.
 */

withAdminOnDemoApi();
await preloadScreens("coupon");

describe("新建满减券", () => {
  it("sends the fields its route's type shows, and the server's refusal stays on the form", async () => {
    const user = setupUser();
    const app = renderResource("coupon", "/ump/coupon/create/1");
    const form = await screen.findByRole("form", { name: "优惠券表单" });
    await user.type(within(form).getByLabelText("优惠券名称"), "满100减20");
    await user.clear(within(form).getByLabelText("使用门槛"));
    await user.type(within(form).getByLabelText("使用门槛"), "100");
    await user.type(within(form).getByLabelText("减免金额"), "100");
    await user.type(within(form).getByLabelText("发放总量"), "1000");
    await user.click(within(form).getByLabelText("有效期"));
    await user.click(await screen.findByTitle("领取后N天"));
    await user.type(await within(form).findByLabelText("有效天数"), "30");
    await user.click(button("保存", form));
    expect(await within(form).findByText("减免金额必须小于使用门槛")).toBeInTheDocument();

    const amount = within(form).getByLabelText("减免金额");
    await user.clear(amount);
    await user.type(amount, "20");
    await user.click(button("保存", form));
    await waitFor(() => expect(app.at()).toBe("/ump/coupon"));
    expect(callsTo("/merchant/ump/v1/coupon").filter(([p]) => p.endsWith("/save")).at(-1)?.[1]).toMatchObject({
      type: "1", name: "满100减20", threshold: 100, amount: 20, total: 1000, valid_type: 2, valid_days: 30, goods_scope: 1,
    });
  });
});
