import { Alert } from "antd";
import type { Waybill, WaybillOrder, WaybillParty } from "../../resources/order/parcel.rules";
import { Code128 } from "./barcode";
import { PrintFrame } from "./print-frame";
import { useWaybill } from "./use-waybill";

/**
 * 打印快递面单 (issue 49 item 5; domain.md "Parcels"): a 100×150 mm thermal label per parcel, the
 * size of a courier's 电子面单: the company and the 运单号 as a Code 128 barcode, the receiver in
 * full (name, mobile whole: the courier rings it; address), the sender (the shop's 发货地址 from
 * 地址库, else its name), the goods and counts. An order not yet shipped has no 运单号: its label
 * leaves the box for the courier's sticker, and the dialog says so.
 */

const LABEL_CSS = `
@page { size: 100mm 150mm; margin: 0; }
.parcel-label { box-sizing: border-box; width: 100mm; height: 150mm; padding: 3mm; overflow: hidden; background: #fff; color: #000;
  font-size: 10pt; line-height: 1.35; border: 1px dashed #bbb; display: grid; grid-template-rows: auto auto auto auto 1fr auto; }
@media print { .parcel-label { border: 0; } }
.parcel-label section { border-bottom: 1px solid #000; padding: 1.5mm 0; }
.parcel-label .company { display: flex; justify-content: space-between; align-items: baseline; font-size: 16pt; font-weight: 700; }
.parcel-label .company small { font-size: 9pt; font-weight: 400; }
.parcel-label .code { text-align: center; }
.parcel-label .code svg { width: 100%; height: 18mm; }
.parcel-label .no { font-size: 13pt; font-weight: 700; letter-spacing: 0.5px; text-align: center; }
.parcel-label .no-missing { height: 18mm; border: 1px dashed #000; display: grid; place-items: center; font-size: 11pt; }
.parcel-label .party { display: grid; grid-template-columns: 8mm 1fr; gap: 0 2mm; }
.parcel-label .party b { font-size: 14pt; grid-row: span 2; align-self: center; }
.parcel-label .party .who { font-size: 12pt; font-weight: 700; }
.parcel-label .to .who { font-size: 14pt; }
.parcel-label .goods { font-size: 9pt; overflow: hidden; }
.parcel-label .goods ul { margin: 0; padding-inline-start: 4mm; }
.parcel-label footer { font-size: 8pt; display: flex; justify-content: space-between; }
`;

const MAX_ITEM_LINES = 6;

function Party({ mark, party, className }: { mark: string; party: WaybillParty; className: string }) {
  return (
    <section className={`party ${className}`}>
      <b>{mark}</b>
      <span className="who">{party.name} {party.mobile}</span>
      <span>{party.address}</span>
    </section>
  );
}

export function ParcelLabel({ order, waybill }: { order: WaybillOrder; waybill: Pick<Waybill, "shop_name" | "sender"> }) {
  const sender = waybill.sender ?? { name: waybill.shop_name, mobile: "", address: "（未设置发货地址）" };
  const items = order.items.slice(0, MAX_ITEM_LINES);
  const more = order.items.length - items.length;
  const count = order.items.reduce((n, it) => n + it.num, 0);
  return (
    <article className="parcel-label" aria-label={`快递面单 ${order.order_sn}`}>
      <section className="company">
        <span>{order.express_company ?? "快递"}</span>
        <small>{waybill.shop_name}</small>
      </section>
      <section className="code">
        {order.express_no ? (
          <>
            <Code128 value={order.express_no} />
            <div className="no">{order.express_no}</div>
          </>
        ) : (
          <div className="no-missing">未发货：运单号待填</div>
        )}
      </section>
      {order.receiver ? <Party mark="收" party={order.receiver} className="to" /> : <section>收件人：-</section>}
      <Party mark="寄" party={sender} className="from" />
      <section className="goods">
        <div>物品（共 {count} 件）：</div>
        <ul>
          {items.map((it, i) => <li key={i}>{it.name} ×{it.num}</li>)}
          {more > 0 && <li>等另外 {more} 种</li>}
        </ul>
      </section>
      <footer>
        <span>订单号 {order.order_sn}</span>
        {order.remark && <span>备注：{order.remark}</span>}
      </footer>
    </article>
  );
}

export default function PrintLabels({ orderSns, onClose }: { orderSns: string[]; onClose: () => void }) {
  const { waybill, failed } = useWaybill(orderSns);
  const unshipped = waybill?.orders.filter((o) => !o.express_no).length ?? 0;
  const head = waybill && (unshipped > 0 || !waybill.sender) && (
    <div style={{ display: "grid", gap: 8 }}>
      {unshipped > 0 && <Alert type="warning" showIcon message={`${unshipped} 单尚未发货，面单上没有运单号条码`} description="发货后再打印，面单带运单号条码。" />}
      {!waybill.sender && <Alert type="info" showIcon message="店铺未设置发货地址：寄件人印店铺名称" description="在 设置 → 地址管理 添加发货地址。" />}
    </div>
  );
  return (
    <PrintFrame
      title={`打印快递面单（${orderSns.length} 单，100×150 mm）`}
      root="order-print-labels"
      pageCss={LABEL_CSS}
      width={460}
      failed={failed}
      head={head}
      pages={waybill ? waybill.orders.map((o) => <ParcelLabel key={o.order_sn} order={o} waybill={waybill} />) : null}
      onClose={onClose}
    />
  );
}
