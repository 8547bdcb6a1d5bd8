import { api, getDb } from "../../src/demo/node";
import type { BuyerStep } from "../../src/api/buyer-steps";
import { ADMIN } from "./helpers";

/**
 * The buyer's side of an order in the demo's store (decision 0115): the API's own buyer steps
 * (api.runBuyerStep, what the server's `/__test/buyer/<step>` runs), among them a new 待付款
 * order of a goods item of the kind a test needs (the seed's only one awaiting payment is a parcel's).
 */

type Row = Record<string, unknown>;

/** The alias of the shop of the owner `mobile` (the demo's admin shop by default). */
export function shopOf(mobile = ADMIN.mobile): string {
  const db = getDb();
  const user = db.users.find((u) => u.mobile === mobile);
  const shop = db.shops.find((s) => s.user_alias === user?.alias);
  if (!shop) throw new Error(`no shop of ${mobile}`);
  return shop.alias;
}

/** A buyer's step now (or at `at`) on the admin shop: the reply's envelope. */
export async function buyer(step: BuyerStep, body: Row, at = new Date()): Promise<{ code: number; msg: string; data: Row | null }> {
  const reply = await api.runBuyerStep(step, { shop: shopOf(), ...body }, at.getTime());
  return (await reply.json()) as { code: number; msg: string; data: Row | null };
}

/** A 待付款 order of the admin shop placed now (the buyer's 下单) for one unit of an on-sale goods item of `type` (1 数字藏品, 2 实物, 3 卡密). */
export async function unpaidOrderOf(type: 1 | 2 | 3): Promise<Row> {
  const goods = (getDb().records.goods ?? []).find((g) => g.shop_alias === shopOf() && g.type === type && g.status === 1);
  const placed = await buyer("order", { goods_alias: goods?.alias });
  if (!placed.data) throw new Error(`no order of goods of type ${type}: ${placed.msg}`);
  return placed.data;
}
