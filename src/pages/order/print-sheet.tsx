import { Button, Modal } from "antd";
import { createPortal } from "react-dom";
import { maskMobile } from "../../engine/fields/mask";
import type { Rec } from "../../engine/types";
import { addressOf, itemsOf } from "./order-lines";

/**
 * 打印发货单: one slip per picked order (address, items, remark), previewed in a dialog and
 * printed with window.print(). The slips are drawn twice: in the dialog for the screen, and
 * straight under <body> for paper, where @media print hides everything else (the console, the
 * dialog), so the page prints the slips alone, one order a page. The consignee's number is
 * masked as everywhere (the slip goes in the parcel; the courier's label carries the number).
 */

const PRINT_CSS = `
@media screen { .order-print-sheet { display: none; } }
@media print {
  body > *:not(.order-print-sheet) { display: none !important; }
  .order-print-sheet { display: block; color: #000; }
  .order-print-sheet .ship-slip { break-after: page; }
  .order-print-sheet .ship-slip:last-child { break-after: auto; }
}
.ship-slip { font-size: 13px; line-height: 1.6; }
.ship-slip h2 { font-size: 18px; margin: 0 0 8px; }
.ship-slip table { width: 100%; border-collapse: collapse; margin: 8px 0; }
.ship-slip th, .ship-slip td { border: 1px solid #999; padding: 4px 8px; text-align: left; }
.ship-slip dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 0; }
.ship-slip dt { color: #555; }
.ship-slip dd { margin: 0; overflow-wrap: anywhere; }
`;

function Slip({ order }: { order: Rec }) {
  const address = addressOf(order);
  return (
    <section className="ship-slip" aria-label={`发货单 ${String(order.order_sn)}`}>
      <h2>发货单</h2>
      <dl>
        <dt>订单号</dt><dd>{String(order.order_sn)}</dd>
        <dt>下单时间</dt><dd>{String(order.created_at ?? "-")}</dd>
        <dt>收货人</dt><dd>{address ? `${address.consignee} ${maskMobile(address.mobile)}` : "-"}</dd>
        <dt>收货地址</dt><dd>{address ? `${address.region.join(" ")} ${address.detail}` : "-"}</dd>
      </dl>
      <table>
        <thead><tr><th>商品</th><th style={{ width: 64 }}>数量</th></tr></thead>
        <tbody>
          {itemsOf(order).map((it, i) => <tr key={i}><td>{it.name}</td><td>{it.num}</td></tr>)}
        </tbody>
      </table>
      <dl>
        <dt>备注</dt><dd>{typeof order.remark === "string" && order.remark ? order.remark : "无"}</dd>
      </dl>
    </section>
  );
}

const slips = (orders: Rec[]) => orders.map((o) => <Slip key={String(o.order_sn)} order={o} />);

export default function PrintSheet({ orders, onClose }: { orders: Rec[]; onClose: () => void }) {
  return (
    <>
      <style>{PRINT_CSS}</style>
      {createPortal(<div className="order-print-sheet">{slips(orders)}</div>, document.body)}
      <Modal
        open
        title={`打印发货单（${orders.length} 单）`}
        width={720}
        onCancel={onClose}
        footer={[
          <Button key="close" onClick={onClose}>关闭</Button>,
          <Button key="print" type="primary" onClick={() => window.print()}>打印</Button>,
        ]}
      >
        <div style={{ display: "grid", gap: 24 }}>{slips(orders)}</div>
      </Modal>
    </>
  );
}
