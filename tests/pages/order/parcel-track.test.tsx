import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoTrack } from "../../../src/api/tracking/demo-tracking";
import { formatDateTime } from "../../../src/api/util";
import { getDb } from "../../../src/demo/node";
import { useUserStore } from "../../../src/stores/user-store";
import { preloadScreens, renderResource, withAdminOnDemoApi } from "../../engine/resource-harness";

/**
 * 物流轨迹 on the order detail and the 售后 detail (issue 49 item 5): the parcel's steps as a
 * timeline, newest first, with its state; the order's header offers 打印快递面单.
 */
withAdminOnDemoApi();
await preloadScreens("order");
await preloadScreens("refund");

type Row = Record<string, unknown> & { alias: string; order_sn: string };
const mine = (name: string): Row[] => (getDb().records[name] ?? []).filter((r) => r.shop_alias === useUserStore.getState().shop?.alias) as unknown as Row[];
/** What the demo's provider says of a parcel now: the steps the page should show. */
const stepsNow = (company: unknown, no: unknown, shippedAt: unknown, to?: string) =>
  demoTrack({ company: String(company), no: String(no), shippedAt: String(shippedAt), to }, formatDateTime(new Date())).events;

describe("物流轨迹", () => {
  it("the order detail shows its parcel's steps newest first, and offers its 快递面单", async () => {
    const order = mine("order").find((o) => o.status === "WAIT_CONFIRM" && o.delivery_type === "express" && o.express_no);
    if (!order) throw new Error("the demo has no shipped express order");
    const region = (order.address as { region: string[] }).region[1];
    const steps = stepsNow(order.express_company, order.express_no, order.shipped_at, region);
    if (!steps[0]) throw new Error("the order's parcel has no step yet");
    renderResource("order", `/order/${order.order_sn}`);
    const track = await screen.findByRole("region", { name: "物流轨迹" });
    await within(track).findByText(steps[0].what);
    const items = track.querySelectorAll(".ant-timeline-item");
    expect(items).toHaveLength(steps.length);
    expect(items[0]?.textContent).toContain(steps[0].at);
    expect(within(track).getByText(`${String(order.express_company)} ${String(order.express_no)}`)).toBeTruthy();
    expect(screen.getByRole("button", { name: "打印快递面单" })).toBeTruthy();
  });

  it("the 售后 detail shows the return parcel's track", async () => {
    const refund = mine("refund").find((r) => r.return_express_no && r.returned_at);
    if (!refund) throw new Error("the demo has no return parcel");
    const steps = stepsNow(refund.return_express_company, refund.return_express_no, refund.returned_at);
    if (!steps[0]) throw new Error("the return parcel has no step yet");
    renderResource("refund", `/order/refund/${refund.alias}`);
    const track = await screen.findByRole("region", { name: "退货物流" });
    await within(track).findByText(steps[0].what);
    expect(track.querySelectorAll(".ant-timeline-item")).toHaveLength(steps.length);
  });
});
