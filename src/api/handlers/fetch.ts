import { str } from "../check";
import { isId } from "../resource-input";
import { lockedByKey, writeBack } from "../locked-rows";
import { listPage } from "../query";
import { allPagesOf } from "../query-pages";
import { doing, screens } from "../serves";
import { shopRoute, type ShopCtx } from "../route";
import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceRow } from "../types";
import { now } from "../util";

/**
 * 自提核销 (spec section 7, known calls): the shop's paid pickup orders, read from the same
 * orders as the order list through the call's repository (the shop's pickup orders by one query
 * of `delivery_type`, never the orders read whole). A record's alias is its order's alias;
 * `status` 1 待核销 (order 待发货) / 2 已核销. `save {alias, fetch_code}` checks the code
 * the buyer shows and completes the order. The code is only returned once it has been used
 * (the merchant must get it from the buyer).
 */
const BASE = "/merchant/order/v1/fetch";
// 核销提货 is an action of the order list and detail
const SERVES = screens("/order", "/order", "/order/:order_sn");

const isPickup = (o: ResourceRow): boolean => o.delivery_type === "pickup" && (o.status === "WAIT_SEND" || Boolean(o.fetched_at));

/** The shop's pickup orders: 待核销 and 已核销 (of its orders delivered by pickup, asked by that field). */
async function pickupOrders(ctx: ShopCtx): Promise<ResourceRow[]> {
  const pickup = await allPagesOf(ctx.repo.table("order"), ctx.shop.alias, [{ field: "delivery_type", kind: "equal", wanted: ["pickup"] }]);
  return pickup.filter(isPickup);
}

/** A pickup order as the list and detail send it. */
const present = (o: ResourceRow): Record<string, unknown> => ({
  alias: o.alias,
  order_sn: o.order_sn,
  items: o.items,
  pay_amount: o.pay_amount,
  buyer: { nickname: o.buyer_nickname, mobile: o.buyer_mobile },
  pick_address_name: o.pick_address_name,
  status: o.fetched_at ? 2 : 1,
  fetch_code: o.fetched_at ? o.fetch_code : null,
  fetched_at: o.fetched_at ?? null,
  created_at: o.created_at,
  updated_at: o.updated_at,
});

/** What 关键字 searches: the 订单号, the buyer, the pickup point and the goods. */
function search(_row: ResourceRow, out: Record<string, unknown>): string[] {
  const buyer = out.buyer as { nickname: string; mobile: string };
  const items = out.items as { name: string }[];
  return [String(out.order_sn), buyer.nickname, buyer.mobile, String(out.pick_address_name), ...items.map((i) => i.name)];
}

export const fetchHandlers = [
  shopRoute(`${BASE}/list`, SERVES, async (ctx) => ok(listPage(await pickupOrders(ctx), ctx.body, { present, search }))),
  shopRoute(`${BASE}/detail`, SERVES, async (ctx) => {
    const id = isId(ctx.body.alias) ? String(ctx.body.alias) : null;
    const row = id ? await ctx.repo.table("order").get(ctx.shop.alias, id) : null;
    return row && isPickup(row) ? ok(present(row)) : failWith(notFound());
  }),
  // 核销提货 is the order page's `pickup` (SectionPages.actions of /order); the order read locked
  // (decision 0096): 核销 sent twice at once completes it once, the second finding it 已核销
  shopRoute(`${BASE}/save`, doing(SERVES, "pickup"), async (ctx) => {
    const orders = ctx.repo.table("order");
    const found = await lockedByKey(orders, ctx.shop.alias, "alias", ctx.body.alias);
    const row = found && isPickup(found) ? found : null;
    if (!row) return failWith(notFound());
    if (row.fetched_at) return fail(409, "该订单已核销");
    const code = str(ctx.body, "fetch_code");
    if (!code) return fail(422, "请输入提货码");
    if (code !== row.fetch_code) return fail(422, "提货码不正确");
    const time = now();
    const stored = await writeBack(orders, row, { ...row, status: "SUCCESS", fetched_at: time, finished_at: time, updated_at: time });
    ctx.audit.writes.push({ before: row, after: stored });
    return ok({ alias: stored.alias }, "核销成功");
  }),
];
