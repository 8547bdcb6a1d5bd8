import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getDb } from "../../../src/demo/node";
import { AUTO_CLOSE_REASON } from "../../../src/resources/order/shop-auto.rules";
import { useUserStore } from "../../../src/stores/user-store";
import { formatMoney } from "../../../src/engine/fields/number-format";
import { findRow, preloadScreens, renderResource, withAdminOnDemoApi } from "../../engine/resource-harness";

/**
 * Statuses that read right (issue 49, item 6): an unpaid order closed by the 30-minute rule read
 * 交易完成 with a time and 实付 ¥122; after 发货 the step bar kept 商家发货 as its current step.
 */
withAdminOnDemoApi();
await preloadScreens("order");

type Row = Record<string, unknown>;
const shopOrders = (): Row[] => (getDb().records.order ?? []).filter((r) => r.shop_alias === useUserStore.getState().shop?.alias);
const orderWhere = (test: (o: Row) => boolean): Row => {
  const found = shopOrders().find(test);
  if (!found) throw new Error("the demo has no such order");
  return found;
};
/** The steps of the detail's progress, and which is current. */
const steps = async () => {
  const bar = await screen.findByLabelText("订单进度");
  const items = [...bar.querySelectorAll<HTMLElement>(".ant-steps-item")];
  return { titles: items.map((i) => i.querySelector(".ant-steps-item-title")?.textContent ?? ""), current: items.find((i) => i.classList.contains("ant-steps-item-active")), bar };
};

describe("an order's status on its detail", () => {
  it("reads 已关闭 with its reason and time, and 应付 (实付 ¥0.00), when it closed unpaid", async () => {
    const order = orderWhere((o) => o.close_reason === AUTO_CLOSE_REASON && !o.paid_at);
    renderResource("order", `/order/${String(order.order_sn)}`);
    const { titles, current, bar } = await steps();
    expect(titles).toEqual(["买家下单", "已关闭"]);
    expect(current?.textContent).toContain(AUTO_CLOSE_REASON);
    expect(current?.textContent).toContain(String(order.finished_at));
    expect(within(bar).queryByText(/交易完成/)).not.toBeInTheDocument();
    const amounts = screen.getByLabelText("订单金额");
    const line = (label: string) => within(amounts).getByText(label).closest("tr") as HTMLElement;
    expect(within(line("应付金额")).getByText(formatMoney(Number(order.pay_amount)))).toBeInTheDocument();
    expect(within(line("实付金额")).getByText("¥0.00")).toBeInTheDocument();
    expect(screen.getByText("关闭时间")).toBeInTheDocument();
  });

  it("waits on 买家收货 after 发货", async () => {
    const order = orderWhere((o) => o.status === "WAIT_CONFIRM" && o.delivery_type === "express");
    renderResource("order", `/order/${String(order.order_sn)}`);
    const { titles, current } = await steps();
    expect(titles).toEqual(["买家下单", "买家付款", "商家发货", "买家收货"]);
    expect(current?.textContent).toContain("买家收货");
    expect(within(screen.getByLabelText("订单金额")).queryByText("应付金额")).not.toBeInTheDocument();
  });
});

describe("the order list", () => {
  it("says 应付 for an unpaid order's amount, and a paid one's as it is", async () => {
    const unpaid = orderWhere((o) => o.status === "WAIT_PAY");
    renderResource("order", "/order");
    const row = await findRow(String(unpaid.order_sn));
    expect(within(row).getByText(`应付 ${formatMoney(Number(unpaid.pay_amount))}`)).toBeInTheDocument();
  });
});
