import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { maskMobile } from "../../src/engine/fields/mask";
import { getDb } from "../../src/demo/node";
import { resources } from "../../src/resources";
import { useUserStore } from "../../src/stores/user-store";
import { button, preloadScreens, renderResource, setupUser, withAdminOnDemoApi } from "../engine/resource-harness";

/**
 * One rule for a customer's mobile on every screen (decision 0028): masked, with 显示完整号码
 * showing it whole in place (and copyable, for shipping). The order, refund and member
 * details are the screens that showed it whole.
 */
withAdminOnDemoApi();
await preloadScreens("order");
await preloadScreens("refund");
await preloadScreens("member");

type Row = Record<string, unknown>;
const shopRows = (name: string): Row[] => (getDb().records[name] ?? []).filter((r) => r.shop_alias === useUserStore.getState().shop?.alias);

/** The number is shown masked (`times` over) and never whole; each 显示完整号码 shows its own whole. */
async function expectMaskedThenRevealed(whole: string, times = 1) {
  const masked = await screen.findAllByText(maskMobile(whole));
  expect(masked).toHaveLength(times);
  expect(screen.queryByText(whole)).not.toBeInTheDocument();
  const user = setupUser();
  for (const [i, shown] of masked.entries()) {
    await user.click(within(shown.parentElement as HTMLElement).getByRole("button", { name: "显示完整号码" }));
    expect(await screen.findAllByText(whole)).toHaveLength(i + 1);
  }
}

describe("a customer's mobile", () => {
  it("is declared masked wherever a config shows a customer's number", () => {
    const customers = resources.flatMap((c) => c.fields.filter((f) => /(^|_)mobile$/.test(f.key) && f.mask === "mobile").map((f) => `${c.name}.${f.key}`));
    expect(customers).toEqual(expect.arrayContaining(["order.buyer_mobile", "refund.buyer_mobile", "member.mobile", "recycleOrder.member_mobile"]));
  });

  it("on the order detail: the buyer's and the consignee's, masked with a reveal", async () => {
    const order = shopRows("order").find((o) => o.address && typeof o.buyer_mobile === "string");
    if (!order) throw new Error("the demo has no delivered order");
    const address = order.address as { mobile: string };
    renderResource("order", `/order/${String(order.order_sn)}`);
    await screen.findByText("买家信息");
    if (address.mobile === order.buyer_mobile) await expectMaskedThenRevealed(address.mobile, 2);
    else for (const mobile of [String(order.buyer_mobile), address.mobile]) await expectMaskedThenRevealed(mobile);
  });

  it("on the refund detail, masked with a reveal", async () => {
    const refund = shopRows("refund").find((r) => typeof r.buyer_mobile === "string");
    if (!refund) throw new Error("the demo has no refund");
    renderResource("refund", `/order/refund/${String(refund.alias)}`);
    await expectMaskedThenRevealed(String(refund.buyer_mobile));
  });

  it("on the member detail, masked with a reveal", async () => {
    const member = shopRows("member").find((m) => typeof m.mobile === "string");
    if (!member) throw new Error("the demo has no member");
    renderResource("member", `/member/${String(member.alias)}`);
    await screen.findByText("TA 的全部订单");
    await expectMaskedThenRevealed(String(member.mobile));
    expect(button("禁用")).toBeInTheDocument();
  });
});
