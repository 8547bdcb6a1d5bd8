import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/node";
import { isSale } from "../../src/resources/order/order.rules";
import member from "../../src/resources/member/member";
import { useUserStore } from "../../src/stores/user-store";
import { preloadScreens, renderResource, withAdminOnDemoApi } from "../engine/resource-harness";

/**
 * 会员详情 says one thing about a member's orders (issue 37): the profile's 成交订单数 counts the
 * paid, unrefunded orders, and the list below, of every status, says how many of its orders
 * those are, so "订单数 0" never sits above "共 1 条" unexplained.
 */
withAdminOnDemoApi();
await preloadScreens("member");

type Row = Record<string, unknown>;
const shopRows = (name: string): Row[] => (getDb().records[name] ?? []).filter((r) => r.shop_alias === useUserStore.getState().shop?.alias);
const label = member.fields.find((f) => f.key === "order_count")?.label ?? "";

describe("会员详情: 成交订单数 and the member's orders", () => {
  it("a member with an order that is not a sale: the total names all orders and the 成交 ones, as the profile counts them", async () => {
    const orders = shopRows("order");
    const mine = (m: Row) => orders.filter((o) => o.member_alias === m.alias);
    const buyer = shopRows("member").find((m) => mine(m).some((o) => !isSale(o)));
    if (!buyer) throw new Error("the demo has no member with an unpaid or closed order");
    const all = mine(buyer).length;
    const sales = mine(buyer).filter(isSale).length;
    renderResource("member", `/member/${String(buyer.alias)}`);
    await screen.findByText(`共 ${all} 条，成交 ${sales} 条`);
    expect(label).toMatch(/成交/);
    const term = screen.getByText(label);
    expect(term.closest("tr, .ant-descriptions-row, .ant-descriptions-item")?.textContent).toContain(String(sales));
  });
});
