import collectionConfig from "../../../src/resources/ump/collection";
import couponConfig from "../../../src/resources/ump/coupon";
import drawConfig from "../../../src/resources/ump/draw";
import drawRecordConfig from "../../../src/resources/ump/draw-record";
import giftCardConfig from "../../../src/resources/ump/gift-card";
import giftConfig from "../../../src/resources/ump/gift";
import giftRecordConfig from "../../../src/resources/ump/gift-record";
import goodsConfig from "../../../src/resources/goods/goods";
import keysConfig from "../../../src/resources/goods/goods-keys";
import memberConfig from "../../../src/resources/member/member";
import orderConfig from "../../../src/resources/order/order";
import refundConfig from "../../../src/resources/order/refund";
import type { Db } from "../../../src/api/types";
import { listAll, type Row } from "./commerce-api";

/**
 * Everything the commerce screens of the admin shop show (list calls, as the console makes
 * them), plus the records the demo API keeps but never sends (coupons' claims, cards' logs,
 * discounts' early ends) from the db, to check the first against the second.
 */
export interface Screens {
  orders: Row[];
  members: Row[];
  goods: Row[];
  coupons: Row[];
  refunds: Row[];
  keys: Row[];
  draws: Row[];
  drawRecords: Row[];
  gifts: Row[];
  giftRecords: Row[];
  giftCards: Row[];
  collections: Row[];
  /** The admin shop's stored rows of a resource (what no call sends). */
  stored(name: string): Row[];
  /** The clock's now, 'YYYY-MM-DD HH:mm:ss'. */
  now: string;
}

const each = async (rows: Row[], list: (r: Row) => Promise<Row[]>): Promise<Row[]> => {
  const out: Row[] = [];
  for (const r of rows) out.push(...(await list(r)));
  return out;
};

export async function readScreens(token: string, db: Db, now: string): Promise<Screens> {
  const [orders, members, goods, coupons, refunds, draws, gifts, giftCards] = await Promise.all(
    [orderConfig, memberConfig, goodsConfig, couponConfig, refundConfig, drawConfig, giftConfig, giftCardConfig].map((c) => listAll(c, token)),
  );
  const collections = await listAll(collectionConfig, token);
  const shop = String(db.shops.find((s) => db.users.find((u) => u.alias === s.user_alias)?.mobile === "13800000000")?.alias);
  return {
    orders: orders ?? [], members: members ?? [], goods: goods ?? [], coupons: coupons ?? [], refunds: refunds ?? [],
    draws: draws ?? [], gifts: gifts ?? [], giftCards: giftCards ?? [], collections,
    keys: await each((goods ?? []).filter((g) => g.type === 3), (g) => listAll(keysConfig, token, { goods_alias: g.alias })),
    // every draw's and gift's records in one list each (the screens filter them by their routeParam)
    drawRecords: await listAll(drawRecordConfig, token),
    giftRecords: await listAll(giftRecordConfig, token),
    stored: (name) => (db.records[name] ?? []).filter((r) => r.shop_alias === shop),
    now,
  };
}
