import { isSale } from "../../resources/order/order.rules";
import { holdings } from "../../resources/ump/collectibles.rules";
import { keptAmount } from "../../resources/order/refund.rules";
import type { ResourceExtension } from "../resources";
import type { Db, ResourceRow } from "../types";
import { relatedRows } from "../db-reach";
import { cents } from "../../engine/fields/number-format";

/**
 * 成交订单数 and 累计消费 of a member: their orders that are sales (paid, not refunded: isSale),
 * counted when read so shipping, refunding and closing keep them true (decision 0026); 持有藏品
 * from those sales and their exchanges, draw prizes and gifts (collectibles.rules.ts, decision
 * 0063). An order is placed signed in, so 最近登录 is never before the member's latest order.
 */
function stats(db: Db, row: ResourceRow): { order_count: number; total_spent: number; collection_count: number; last_login_at: unknown } {
  const mine = (name: string, path = "member_alias") => relatedRows(db, name, row.shop_alias, path, row.alias);
  const orders = mine("order");
  const sales = orders.filter(isSale);
  // what they kept paying: a partial refund takes its part back (decision 0060)
  const spent = sales.reduce((s, o) => s + keptAmount(o), 0);
  const latest = orders.reduce((t, o) => (String(o.created_at) > t ? String(o.created_at) : t), String(row.last_login_at ?? ""));
  const collectibles = new Set<unknown>((db.records.goods ?? []).filter((g) => g.shop_alias === row.shop_alias && g.type === 1).map((g) => g.alias));
  const held = holdings(String(row.alias), sales, mine("collection", "records[].member_alias"), mine("drawRecord"), mine("giftRecord"), (g) => collectibles.has(g));
  return { order_count: sales.length, total_spent: cents(spent), collection_count: held, last_login_at: latest || null };
}

/** 会员: the figures above computed (禁用 / 启用 is the config's toggle, served generically). */
export default {
  resource: "member",
  reads: ["goods"],
  output: (row, db) => stats(db, row),
  // the server pages the list in SQL (sorted by a stored field) and computes the page's rows only, not the shop's every member
  computes: ["order_count", "total_spent", "collection_count", "last_login_at"],
} satisfies ResourceExtension;
