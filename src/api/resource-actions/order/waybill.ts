import { MAX_WAYBILL_ORDERS, SENDER_ADDRESS_TYPE, type Waybill, type WaybillItem, type WaybillOrder, type WaybillParty } from "../../../resources/order/parcel.rules";
import { fail, ok } from "../../respond";
import type { Row } from "../../repository/types";
import type { ResourceActionCtx } from "../../resources";
import { rowsWhere } from "../../locked-rows";
import { ADDRESS_TABLE } from "../../shop-tables";

/**
 * `order/waybill {order_sns}` (issue 49 item 5): what the 快递面单 and the 发货单 print, read in one
 * call: the shop's name, its 发货地址 from 地址库 and each named order's receiver in full, goods with
 * unit prices, amounts and 运单号. A read of the order page (who may view orders may print them):
 * the sender comes from here because a 客服 without 地址库 still prints labels.
 */

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const money = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : Number(v ?? 0) || 0);
const regionOf = (v: unknown): string => (Array.isArray(v) ? v.filter((p) => typeof p === "string").join(" ") : "");

function receiverOf(order: Row): WaybillParty | null {
  const a = order.address;
  if (!a || typeof a !== "object" || Array.isArray(a)) return null;
  const address = a as Record<string, unknown>;
  return { name: text(address.consignee), mobile: text(address.mobile), address: `${regionOf(address.region)} ${text(address.detail)}`.trim() };
}

function itemsOf(order: Row): WaybillItem[] {
  const items = Array.isArray(order.items) ? (order.items as Record<string, unknown>[]) : [];
  return items.map((it) => ({ name: text(it.name), num: Number(it.num ?? 1), price: money(it.price) }));
}

const orderOf = (row: Row): WaybillOrder => ({
  order_sn: text(row.order_sn),
  created_at: text(row.created_at),
  express_company: text(row.express_company) || null,
  express_no: text(row.express_no) || null,
  receiver: receiverOf(row),
  items: itemsOf(row),
  total_amount: money(row.total_amount),
  discount_amount: money(row.discount_amount),
  freight_amount: money(row.freight_amount),
  pay_amount: money(row.pay_amount),
  remark: text(row.remark) || null,
});

/** The shop's 发货地址: its default, else its first (oldest); null when 地址库 has none. */
async function senderOf(ctx: ResourceActionCtx): Promise<WaybillParty | null> {
  const rows = await rowsWhere(ctx.repo.table(ADDRESS_TABLE.name), ctx.shop.alias, "type", [String(SENDER_ADDRESS_TYPE)]);
  const chosen = rows.find((r) => Number(r.is_default) === 1) ?? rows[0];
  if (!chosen) return null;
  return { name: text(chosen.consignee), mobile: text(chosen.mobile), address: `${regionOf(chosen.region)} ${text(chosen.detail_address)}`.trim() };
}

export async function waybill(ctx: ResourceActionCtx): Promise<Response> {
  const named = ctx.body.order_sns;
  if (!Array.isArray(named) || named.length === 0 || named.some((sn) => typeof sn !== "string" || !sn)) return fail(422, "请选择要打印的订单");
  if (named.length > MAX_WAYBILL_ORDERS) return fail(422, `一次最多打印 ${MAX_WAYBILL_ORDERS} 单`);
  const sns = [...new Set(named as string[])];
  const found = new Map((await rowsWhere(ctx.repo.table("order"), ctx.shop.alias, "order_sn", sns)).map((r) => [text(r.order_sn), r]));
  const orders = sns.flatMap((sn) => {
    const row = found.get(sn);
    return row ? [orderOf(row)] : [];
  });
  const reply: Waybill = { shop_name: ctx.shop.name, sender: await senderOf(ctx), orders };
  return ok(reply);
}
