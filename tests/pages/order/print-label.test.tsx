import { render, screen, within } from "@testing-library/react";
import JsBarcode from "jsbarcode";
import { describe, expect, it } from "vitest";
import { getDb } from "../../../src/demo/node";
import PrintLabels from "../../../src/pages/order/print-label";
import { useUserStore } from "../../../src/stores/user-store";
import { withAdminOnDemoApi } from "../../engine/resource-harness";

/**
 * 打印快递面单 (issue 49 item 5): a shipped order's 100×150 mm label carries its 运单号 as a Code 128
 * barcode (the bars decoded back to jsbarcode's encoding of that number), the receiver whole and
 * the shop's sender; an order not yet shipped leaves the 运单号 box empty and the dialog says so.
 */
withAdminOnDemoApi();

type Order = Record<string, unknown> & { order_sn: string; express_no?: string; address?: { consignee: string; mobile: string } };
const shopOrders = (): Order[] => (getDb().records.order ?? []).filter((o) => o.shop_alias === useUserStore.getState().shop?.alias) as unknown as Order[];

/** The bars of a jsbarcode SVG as 0/1 modules (each bar a rect of the bars' group, `moduleWidth` px a module; the background is outside it). */
function barsOf(svg: SVGSVGElement, moduleWidth: number): string {
  const rects = [...svg.querySelectorAll("g rect")];
  const ends = rects.map((r) => (Number(r.getAttribute("x")) + Number(r.getAttribute("width"))) / moduleWidth);
  const bits = Array.from({ length: Math.max(0, ...ends) }, () => "0");
  for (const r of rects) {
    const from = Number(r.getAttribute("x")) / moduleWidth;
    for (let i = from; i < from + Number(r.getAttribute("width")) / moduleWidth; i += 1) bits[i] = "1";
  }
  return bits.join("");
}

describe("快递面单", () => {
  it("prints a shipped order's 运单号 as a Code 128 barcode, with the receiver whole and the shop as sender", async () => {
    const order = shopOrders().find((o) => o.status === "WAIT_CONFIRM" && o.delivery_type === "express" && o.express_no);
    if (!order?.express_no || !order.address) throw new Error("the demo has no shipped express order");
    render(<PrintLabels orderSns={[order.order_sn]} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: /打印快递面单（1 单/ });
    const label = await within(dialog).findByRole("article", { name: `快递面单 ${order.order_sn}` });
    const svg = within(label).getByRole("img", { name: `运单号条码 ${order.express_no}` }) as unknown as SVGSVGElement;
    const encoded: { encodings?: { data: string }[] } = {};
    JsBarcode(encoded, order.express_no, { format: "CODE128" });
    const expected = (encoded.encodings ?? []).map((e) => e.data).join("");
    expect(expected.length).toBeGreaterThan(40);
    expect(barsOf(svg, 2)).toBe(expected.replace(/0+$/, ""));
    expect(label.textContent).toContain(order.express_no);
    // the receiver's number whole (a courier rings it), the sender the shop's 发货地址
    expect(label.textContent).toContain(`${order.address.consignee} ${order.address.mobile}`);
    const sender = getDb().address.find((a) => a.shop_alias === useUserStore.getState().shop?.alias && a.type === 2 && a.is_default === 1);
    expect(label.textContent).toContain(sender?.detail_address ?? "no sender");
  });

  it("leaves an unshipped order's 运单号 box empty, and says the label has no barcode", async () => {
    const order = shopOrders().find((o) => o.status === "WAIT_SEND" && o.delivery_type === "express");
    if (!order) throw new Error("the demo has no 待发货 express order");
    render(<PrintLabels orderSns={[order.order_sn]} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: /打印快递面单/ });
    const label = await within(dialog).findByRole("article", { name: `快递面单 ${order.order_sn}` });
    expect(within(label).queryByRole("img")).toBeNull();
    expect(label.textContent).toContain("运单号待填");
    expect(within(dialog).getByText("1 单尚未发货，面单上没有运单号条码")).toBeTruthy();
  });
});
