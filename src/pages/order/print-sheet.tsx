import { Radio, Space, Typography } from "antd";
import { useState } from "react";
import { maskMobile } from "../../engine/fields/mask";
import { formatMoney } from "../../engine/fields/number-format";
import type { Rec } from "../../engine/types";
import type { Waybill, WaybillOrder } from "../../resources/order/parcel.rules";
import { PrintFrame } from "./print-frame";
import { useWaybill } from "./use-waybill";

/**
 * 打印发货单: one slip per picked order, on A4 or A5 (domain.md "Parcels"): the shop's name, the
 * order, its consignee and address, each item with its unit price, count and amount, and the
 * order's totals (商品总额, 优惠, 运费, 实付), read from the API as stored now (waybill). The
 * consignee's number is masked as everywhere (the slip goes in the parcel; the 快递面单 carries
 * the number whole).
 */

type Paper = "A4" | "A5";

const sheetCss = (paper: Paper) => `
@page { size: ${paper}; margin: ${paper === "A4" ? "15mm" : "10mm"}; }
.ship-slip { font-size: ${paper === "A4" ? 13 : 11}px; line-height: 1.6; }
.ship-slip h2 { font-size: 18px; margin: 0; }
.ship-slip .title { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2px solid #000; padding-bottom: 4px; margin-bottom: 8px; }
.ship-slip table { width: 100%; border-collapse: collapse; margin: 8px 0; }
.ship-slip th, .ship-slip td { border: 1px solid #999; padding: 4px 8px; text-align: left; }
.ship-slip td.num, .ship-slip th.num { text-align: right; white-space: nowrap; }
.ship-slip dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 0; }
.ship-slip dt { color: #555; }
.ship-slip dd { margin: 0; overflow-wrap: anywhere; }
.ship-slip .totals { margin-left: auto; width: max-content; min-width: 40%; }
.ship-slip .totals dd { text-align: right; }
`;

const yuan = (v: number): string => formatMoney(v);

function Slip({ order, shop }: { order: WaybillOrder; shop: string }) {
  const to = order.receiver;
  return (
    <section className="ship-slip" aria-label={`发货单 ${order.order_sn}`}>
      <div className="title"><h2>{shop}</h2><span>发货单</span></div>
      <dl>
        <dt>订单号</dt><dd>{order.order_sn}</dd>
        <dt>下单时间</dt><dd>{order.created_at || "-"}</dd>
        <dt>收货人</dt><dd>{to ? `${to.name} ${maskMobile(to.mobile)}` : "-"}</dd>
        <dt>收货地址</dt><dd>{to?.address || "-"}</dd>
        {order.express_no && <><dt>物流</dt><dd>{`${order.express_company ?? ""} ${order.express_no}`}</dd></>}
      </dl>
      <table>
        <thead><tr><th>商品</th><th className="num">单价</th><th className="num">数量</th><th className="num">小计</th></tr></thead>
        <tbody>
          {order.items.map((it, i) => (
            <tr key={i}><td>{it.name}</td><td className="num">{yuan(it.price)}</td><td className="num">{it.num}</td><td className="num">{yuan(Math.round(it.price * it.num * 100) / 100)}</td></tr>
          ))}
        </tbody>
      </table>
      <dl className="totals" aria-label="金额">
        <dt>商品总额</dt><dd>{yuan(order.total_amount)}</dd>
        <dt>优惠</dt><dd>-{yuan(order.discount_amount)}</dd>
        <dt>运费</dt><dd>{yuan(order.freight_amount)}</dd>
        <dt>实付</dt><dd><strong>{yuan(order.pay_amount)}</strong></dd>
      </dl>
      <dl>
        <dt>备注</dt><dd>{order.remark ?? "无"}</dd>
      </dl>
    </section>
  );
}

const slips = (waybill: Waybill) => waybill.orders.map((o) => <Slip key={o.order_sn} order={o} shop={waybill.shop_name} />);

export default function PrintSheet({ orders, onClose }: { orders: Rec[]; onClose: () => void }) {
  const [paper, setPaper] = useState<Paper>("A4");
  const { waybill, failed } = useWaybill(orders.map((o) => String(o.order_sn)));
  return (
    <PrintFrame
      title={`打印发货单（${orders.length} 单）`}
      root="order-print-sheet"
      pageCss={sheetCss(paper)}
      failed={failed}
      head={
        <Space>
          <Typography.Text>纸张</Typography.Text>
          <Radio.Group aria-label="纸张" optionType="button" value={paper} onChange={(e) => setPaper(e.target.value as Paper)} options={["A4", "A5"]} />
        </Space>
      }
      pages={waybill ? slips(waybill) : null}
      onClose={onClose}
    />
  );
}
