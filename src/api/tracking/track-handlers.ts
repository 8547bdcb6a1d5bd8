import type { HttpHandler } from "msw";
import orderConfig from "../../resources/order/order";
import refundConfig from "../../resources/order/refund";
import { declareTables } from "../call-repository";
import { str } from "../check";
import { rowsWhere } from "../locked-rows";
import { failWith, notFound, ok } from "../respond";
import { shopRoute, type ShopCtx } from "../route";
import { servesResource } from "../serves";
import { now } from "../util";
import { askProvider, eventsOf, orderParcel, PARCEL_TRACK, refundParcel, storedTracks, storeTrack, trackDue, trackKey, type Parcel } from "./parcel-tracks";

/**
 * 物流轨迹 (domain.md "Parcels"): `order/track {order_sn}` answers the order's parcel's steps,
 * `[{at, where, what, state}]` newest first (none: not shipped by express, or not tracked yet), a
 * read of the order page; `refund/track {alias}` the 售后's return parcel's, a read of 售后's.
 * On the server they answer what the minute job stored (tracking-job.ts); in the page (no job:
 * ports.rulesOnRead, as the shop's rules run there) a due track is asked and stored first.
 */

export const ORDER_TRACK_PATH = `${orderConfig.api.base}/track`;
export const REFUND_TRACK_PATH = `${refundConfig.api.base}/track`;

async function trackReply(ctx: ShopCtx, parcel: Parcel | null): Promise<Response> {
  if (!parcel) return ok([]);
  const shop = ctx.shop.alias;
  const stored = (await storedTracks(ctx.repo, shop, [parcel])).get(trackKey(parcel));
  const provider = ctx.ports.tracking;
  const time = now();
  if (ctx.ports.rulesOnRead && provider && trackDue(parcel, stored, time)) {
    return ok(eventsOf(await storeTrack(ctx.repo, shop, parcel, stored, await askProvider(provider, parcel, time), time)));
  }
  return ok(eventsOf(stored));
}

export const trackHandlers: HttpHandler[] = [
  shopRoute(ORDER_TRACK_PATH, servesResource(orderConfig), async (ctx) => {
    const sn = str(ctx.body, "order_sn");
    const [order] = sn ? await rowsWhere(ctx.repo.table("order"), ctx.shop.alias, "order_sn", [sn]) : [];
    if (!order) return failWith(notFound("订单不存在"));
    return trackReply(ctx, orderParcel(order));
  }),
  shopRoute(REFUND_TRACK_PATH, servesResource(refundConfig), async (ctx) => {
    const alias = str(ctx.body, "alias");
    const refund = alias ? await ctx.repo.table("refund").get(ctx.shop.alias, alias) : null;
    if (!refund) return failWith(notFound("售后申请不存在"));
    return trackReply(ctx, refundParcel(refund));
  }),
];

declareTables(trackHandlers, [PARCEL_TRACK]);
