import { api, getDb } from "../../src/demo/node";
import { callRepository } from "../../src/api/call-repository";
import type { BuyerStep } from "../../src/api/buyer-steps";
import { formatDateTime } from "../../src/api/util";
import { ADMIN } from "./helpers";

/**
 * The buyer's side of an order in the demo's store (decision 0115): the API's own buyer steps
 * (api.runBuyerStep, what the server's `/__test/buyer/<step>` runs), and a new 待付款 order of a
 * goods item of the kind a test needs (the seed's only one awaiting payment is a parcel's).
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

let made = 0;

/**
 * A 待付款 order of the admin shop placed now for one unit of an on-sale goods item of `type`
 * (1 数字藏品, 2 实物, 3 卡密), stored through the API's repository as a storefront's order would be.
 */
export async function unpaidOrderOf(type: 1 | 2 | 3): Promise<Row> {
  const shop = shopOf();
  const goods = (getDb().records.goods ?? []).find((g) => g.shop_alias === shop && g.type === type && g.status === 1);
  const member = (getDb().records.member ?? []).find((m) => m.shop_alias === shop);
  if (!goods || !member) throw new Error(`the seed has no goods of type ${type} on sale`);
  const now = formatDateTime(new Date());
  made += 1;
  const sn = `${now.replace(/\D/g, "")}9${String(made).padStart(3, "0")}1`;
  const price = Number(goods.price);
  return callRepository(api.ports.tables, getDb()).transaction((tx) => tx.table("order").insert(shop, {
    alias: `od_${sn}`, order_sn: sn, member_alias: member.alias, buyer_nickname: member.nickname, buyer_mobile: member.mobile,
    items: [{ goods_alias: goods.alias, name: goods.name, cover: goods.cover, price, num: 1 }],
    total_amount: price, discount_amount: 0, freight_amount: 0, pay_amount: price, refunded_amount: 0, pay_type: "wechat",
    delivery_type: type === 2 ? "express" : "virtual",
    address: type === 2 ? { consignee: member.nickname, mobile: member.mobile, region: ["浙江省", "杭州市", "西湖区"], detail: "文三路 478 号" } : null, status: "WAIT_PAY", created_at: now,
  }));
}
