import { cents, formatMoney } from "../engine/fields/number-format";
import { refundable } from "../resources/order/order.rules";
import { deliveryState, isOpenRefund, refundAmountError, refundLeft, refundReasonsFor } from "../resources/order/refund.rules";
import { expressCompanyError, expressNoError } from "../resources/order/ship.rules";
import type { ShopRules } from "../resources/order/shop-auto.rules";
import { lockedWhere, rowsWhere, writeBack } from "./locked-rows";
import type { Row, Transaction } from "./repository/types";
import { stockBefore, tellStockCrossings } from "./stock-watch";
import { notifyShop } from "./shop-messages";
import { ruleEntries } from "./shop-rules/rules-step";

/**
 * The buyer's steps (issue 49, decision 0115): the storefront is not this console, but what its
 * buyers do must happen to a shop: 下单 (a 待付款 order of one goods item), 付款 (an order 待付款 →
 * paid, and what payment delivers), 申请售后
 * (a request on a paid order), 寄回 (the return parcel: company and 运单号) and the parcel's 签收.
 * Each is a function over a transaction of the repository, on a given clock, checked as the
 * storefront would check it and refused (nothing written) otherwise. The test harness's server
 * calls them (`POST /__test/buyer/{order,pay,refund,return,sign}`, src/server/app.ts, ALLOW_RESET only),
 * and the tests over the demo's store call them directly.
 */

export type BuyerStep = "order" | "pay" | "refund" | "return" | "sign";
export const BUYER_STEPS: readonly BuyerStep[] = ["order", "pay", "refund", "return", "sign"];

export type BuyerStepResult = { ok: true; row: Row } | { ok: false; code: 404 | 409 | 422; msg: string };

const refused = (code: 404 | 409 | 422, msg: string): BuyerStepResult => ({ ok: false, code, msg });
const text = (v: unknown): string => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/** 卡密 (goods type 3) and 数字藏品 (1): delivered without a parcel. */
const CARD_KEYS = 3;
const COLLECTIBLE = 1;
const UNSOLD_KEY = 1;
const SOLD_KEY = 2;

type Items = { goods_alias?: unknown; name?: unknown; num?: unknown }[];
const itemsOf = (order: Row): Items => (Array.isArray(order.items) ? (order.items as Items) : []);

/**
 * Sells the order's 卡密: `num` unsold keys of each 卡密 item, oldest first (the buyer gets them
 * when paid); why not when a goods item has too few (the payment is refused: the storefront sells
 * only what it can deliver).
 */
async function sellKeys(repo: Transaction, order: Row, kinds: ReadonlyMap<string, number>, at: string): Promise<string | null> {
  const keys = repo.table("goodsKeys");
  for (const item of itemsOf(order)) {
    const goods = text(item.goods_alias);
    if (kinds.get(goods) !== CARD_KEYS) continue;
    const wanted = Number(item.num ?? 1);
    const unsold = (await rowsWhere(keys, order.shop_alias, "goods_alias", [goods], [{ field: "status", kind: "equal", wanted: UNSOLD_KEY }]))
      .sort((a, b) => a.alias.localeCompare(b.alias)).slice(0, wanted);
    if (unsold.length < wanted) return `${text(item.name)}卡密库存不足`;
    for (const key of unsold) {
      const locked = await keys.get(order.shop_alias, key.alias, { forUpdate: true });
      if (locked?.status !== UNSOLD_KEY) return `${text(item.name)}卡密库存不足`;
      await keys.patch(order.shop_alias, key.alias, { status: SOLD_KEY, order_sn: order.order_sn, sold_at: at });
    }
  }
  return null;
}

/**
 * 下单 at `at`: a 待付款 order of `num` (default 1) of the goods item `goods_alias` (on sale, at
 * its price; a parcel's sent by express to the buyer's address, free), by the shop's member
 * `member_alias` (default its first). 未付款自动关闭 counts from it.
 */
export async function placeOrder(repo: Transaction, shop: string, body: Record<string, unknown>, at: string): Promise<BuyerStepResult> {
  const goods = await repo.table("goods").get(shop, text(body.goods_alias));
  if (!goods || goods.status !== 1) return refused(404, "商品不存在或已下架");
  const num = body.num === undefined ? 1 : Number(body.num);
  if (!Number.isInteger(num) || num < 1 || num > 999) return refused(422, "购买数量应为 1-999 的整数");
  const members = repo.table("member");
  const member = text(body.member_alias)
    ? await members.get(shop, text(body.member_alias))
    : (await members.findRows({ shop, filters: [], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 1 }))[0];
  if (!member) return refused(404, "买家不存在");
  const orders = repo.table("order");
  // 订单号: the time's digits, the shop's count of orders, 9 (the buyer steps' own, beside the seed's 1 and 2)
  const sn = `${at.replace(/\D/g, "")}${String((await orders.count({ shop })) % 10_000).padStart(4, "0")}9`;
  const price = Number(goods.price);
  const parcel = Number(goods.type) === 2;
  const row = await orders.insert(shop, {
    alias: `od_${sn}`, order_sn: sn, member_alias: member.alias, buyer_nickname: member.nickname ?? null, buyer_mobile: member.mobile ?? null,
    items: [{ goods_alias: goods.alias, name: goods.name, cover: goods.cover ?? "", price, num }],
    total_amount: cents(price * num), discount_amount: 0, freight_amount: 0, pay_amount: cents(price * num), refunded_amount: 0, pay_type: "wechat",
    delivery_type: parcel ? "express" : "virtual",
    address: parcel ? { consignee: member.nickname ?? "", mobile: member.mobile ?? "", region: ["浙江省", "杭州市", "西湖区"], detail: "文三路 478 号" } : null,
    status: "WAIT_PAY", created_at: at, updated_at: at,
  });
  return { ok: true, row };
}

/**
 * 付款 of a 待付款 order at `at`: it is paid (待发货). A virtual order is delivered at once when it
 * holds 卡密 (the keys are sold to it) or when the shop's 数字藏品自动发货 is on (店铺规则: the
 * order completes, 系统 logs 自动发货); with the rule off a 数字藏品 waits in 待发货 for 发货. The
 * shop's 消息中心 is told (order.paid).
 */
export async function payOrder(repo: Transaction, shop: string, rules: ShopRules, body: Record<string, unknown>, at: string): Promise<BuyerStepResult> {
  const orders = repo.table("order");
  const order = await lockedWhere(orders, shop, "order_sn", text(body.order_sn));
  if (!order) return refused(404, "订单不存在");
  if (order.status !== "WAIT_PAY") return refused(409, "订单不是待付款状态");
  const goods = repo.table("goods");
  const kinds = new Map<string, number>();
  for (const item of itemsOf(order)) {
    const row = await goods.get(shop, text(item.goods_alias));
    if (row) kinds.set(row.alias, Number(row.type));
  }
  const types = [...kinds.values()];
  const cardKeys = order.delivery_type === "virtual" && types.includes(CARD_KEYS);
  const delivered = order.delivery_type === "virtual" && (cardKeys || (rules.auto_deliver && types.includes(COLLECTIBLE)));
  if (cardKeys) {
    // a sale is how 卡密 usually run low: the levels before it, told once they cross (消息中心 keys.low)
    const before = await stockBefore(repo, shop, [...kinds.keys()]);
    const short = await sellKeys(repo, order, kinds, at);
    if (short) return refused(409, short);
    await tellStockCrossings({ repo }, shop, before);
  }
  const after: Row = { ...structuredClone(order), status: delivered ? "SUCCESS" : "WAIT_SEND", paid_at: at, updated_at: at };
  if (delivered) Object.assign(after, { shipped_at: at, finished_at: at });
  const stored = await writeBack(orders, order, after);
  if (delivered && !cardKeys) await repo.table("audit_log").insert(shop, { ...ruleEntries.deliver(shop, stored, at) });
  await notifyShop({ repo }, shop, {
    type: "order.paid", title: `新订单 ${String(stored.order_sn)} 已付款 ${formatMoney(Number(stored.pay_amount ?? 0))}`,
    record: { resource: "order", alias: String(stored.order_sn) },
  });
  return { ok: true, row: stored };
}

/**
 * 申请售后 of a paid order at `at`: `refund_type` 1 仅退款 (default) or 2 退货退款 (a parcel that was
 * shipped), `refund_amount` (default all the order has left), `reason` (default the first the
 * storefront offers for the goods). One open request per order; the order is 售后中 until it is
 * decided. The shop's 消息中心 is told (refund.created).
 */
export async function requestRefund(repo: Transaction, shop: string, body: Record<string, unknown>, at: string): Promise<BuyerStepResult> {
  const orders = repo.table("order");
  const order = await lockedWhere(orders, shop, "order_sn", text(body.order_sn));
  if (!order) return refused(404, "订单不存在");
  if (order.status === "REFUNDING") return refused(409, "该订单已有进行中的售后申请");
  if (!refundable(String(order.status))) return refused(409, "该订单当前不能申请售后");
  const refunds = repo.table("refund");
  const earlier = await rowsWhere(refunds, shop, "order_sn", [String(order.order_sn)]);
  if (earlier.some((r) => isOpenRefund(r.status))) return refused(409, "该订单已有进行中的售后申请");
  const type = body.refund_type === undefined ? 1 : Number(body.refund_type);
  if (type !== 1 && type !== 2) return refused(422, "售后类型不正确");
  const state = deliveryState(order.status, order.delivery_type);
  if (type === 2 && !(order.delivery_type === "express" && order.shipped_at)) return refused(422, "该订单未发货，只能申请仅退款");
  const amount = body.refund_amount === undefined ? refundLeft(order) : Number(body.refund_amount);
  const amountError = refundAmountError(amount, refundLeft(order));
  if (amountError) return refused(422, amountError);
  const first = itemsOf(order)[0];
  const goods = first ? await repo.table("goods").get(shop, text(first.goods_alias)) : null;
  const reason = text(body.reason) || refundReasonsFor(goods?.type, state, type)[0] || "不想要了";
  const refund = await refunds.insert(shop, {
    order_sn: order.order_sn, member_alias: order.member_alias ?? null, buyer_nickname: order.buyer_nickname ?? null, buyer_mobile: order.buyer_mobile ?? null,
    goods_name: itemsOf(order).map((it) => text(it.name)).join("，"), items: order.items ?? [], order_status: order.status,
    refund_type: type, refund_amount: amount, reason, images: [], status: "PENDING", created_at: at, updated_at: at,
  });
  await writeBack(orders, order, { ...structuredClone(order), status: "REFUNDING", status_before_refund: order.status, updated_at: at });
  await notifyShop({ repo }, shop, {
    type: "refund.created", title: `新售后 ${String(order.order_sn)} 申请退款 ${formatMoney(amount)}`,
    record: { resource: "refund", alias: refund.alias },
  });
  return { ok: true, row: refund };
}

/** The request `body.alias` names, read locked. */
const lockedRefund = (repo: Transaction, shop: string, body: Record<string, unknown>) => repo.table("refund").get(shop, text(body.alias), { forUpdate: true });

/** 寄回 of an agreed return at `at`: the buyer's parcel (`express_company`, `express_no`); the request is 待商家收货. */
export async function sendReturn(repo: Transaction, shop: string, body: Record<string, unknown>, at: string): Promise<BuyerStepResult> {
  const refund = await lockedRefund(repo, shop, body);
  if (!refund) return refused(404, "售后申请不存在");
  if (refund.status !== "AGREED") return refused(409, "该售后申请不是待买家退货状态");
  const company = text(body.express_company);
  const no = text(body.express_no);
  const error = expressCompanyError(company) ?? expressNoError(no);
  if (error) return refused(422, error);
  const row = await writeBack(repo.table("refund"), refund, {
    ...structuredClone(refund), status: "WAIT_SELLER_RECEIVE", return_express_company: company, return_express_no: no, returned_at: at, updated_at: at,
  });
  return { ok: true, row };
}

/** 签收 of a return parcel at `at` (the courier's, told by the storefront or a track): 商家收货期限 counts from it. */
export async function signReturn(repo: Transaction, shop: string, body: Record<string, unknown>, at: string): Promise<BuyerStepResult> {
  const refund = await lockedRefund(repo, shop, body);
  if (!refund) return refused(404, "售后申请不存在");
  if (refund.status !== "WAIT_SELLER_RECEIVE") return refused(409, "该售后申请不是待商家收货状态");
  if (refund.return_signed_at) return refused(409, "退货包裹已签收");
  const row = await writeBack(repo.table("refund"), refund, { ...structuredClone(refund), return_signed_at: at, updated_at: at });
  return { ok: true, row };
}

/** The step a harness names, over the shop's transaction. */
export function buyerStep(repo: Transaction, shop: string, rules: ShopRules, step: BuyerStep, body: Record<string, unknown>, at: string): Promise<BuyerStepResult> {
  if (step === "order") return placeOrder(repo, shop, body, at);
  if (step === "pay") return payOrder(repo, shop, rules, body, at);
  if (step === "refund") return requestRefund(repo, shop, body, at);
  if (step === "return") return sendReturn(repo, shop, body, at);
  return signReturn(repo, shop, body, at);
}
