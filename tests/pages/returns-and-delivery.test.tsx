import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/node";
import { useUserStore } from "../../src/stores/user-store";
import { appPage, button, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";

/**
 * The screens of decision 0115: 店铺规则's 数字藏品自动发货 switch (on, turned off and saved), and
 * 同意 of a 退货退款 on the 售后 detail, whose form picks the shop's default 退货 address and sends
 * it (the request keeps it, and the detail shows it).
 */
withAdminOnDemoApi();
const setting = appPage("/user/setting");
await preloadScreens("refund", [setting]);

const shop = () => useUserStore.getState().shop?.alias;

describe("店铺规则's 数字藏品自动发货", () => {
  it("is on by default; switched off and saved, the shop's rules keep it off", async () => {
    const user = setupUser();
    renderResource("refund", "/user/setting", [setting]);
    const form = await screen.findByRole("form", { name: "店铺规则" });
    const toggle = await within(form).findByRole("switch", { name: "数字藏品自动发货" });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await user.click(button("保存店铺规则", form));
    await waitFor(() => expect(getDb().shops.find((s) => s.alias === shop())?.rules).toMatchObject({ auto_deliver: false }));
  });
});

describe("同意 of a 退货退款", () => {
  it("picks the shop's default 退货 address, sends it, and the detail shows it", async () => {
    const user = setupUser();
    const refund = (getDb().records.refund ?? []).find((r) => r.shop_alias === shop() && r.status === "PENDING" && r.refund_type === 2);
    const address = getDb().address.find((a) => a.shop_alias === shop() && a.type === 1 && a.is_default === 1);
    if (!refund || !address) throw new Error("the seed has a pending return and a default 退货 address");
    renderResource("refund", `/order/refund/${String(refund.alias)}`);
    await user.click(await screen.findByRole("button", { name: /^同\s*意$/ }));
    const dialog = await screen.findByRole("dialog", { name: "同意售后申请" });
    // the default is chosen once the options came
    await within(dialog).findByText(new RegExp(address.detail_address));
    await user.click(button("确定", dialog));
    await waitFor(() => expect(getDb().records.refund?.find((r) => r.alias === refund.alias)).toMatchObject({ status: "AGREED", return_address_alias: address.alias }));
    expect(await screen.findByText(new RegExp(`退货地址：.*${address.detail_address}`))).toBeInTheDocument();
  });
});
