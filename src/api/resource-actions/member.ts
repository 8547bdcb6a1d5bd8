import { isSale } from "../../resources/order/order.rules";
import { holdings } from "../../resources/ump/collectibles.rules";
import { keptAmount } from "../../resources/order/refund.rules";
import type { ResourceExtension } from "../resources";
import type { ResourceRow } from "../types";
import { relatedByValue, rowsByAlias, type OutputReach } from "../output-reach";
import { cents } from "../../engine/fields/number-format";

/**
 * 成交订单数 and 累计消费 of a member: their orders that are sales (paid, not refunded: isSale),
 * counted when read so shipping, refunding and closing keep them true (decision 0026); 持有藏品
 * from those sales and their exchanges, draw prizes and gifts (collectibles.rules.ts, decision
 * 0063). An order is placed signed in, so 最近登录 is never before the member's latest order.
 */
async function statsOf(reach: OutputReach, rows: readonly ResourceRow[]): Promise<(row: ResourceRow) => Record<string, unknown>> {
  const members = rows.map((r) => r.alias);
  const mine = (name: string, path = "member_alias") => relatedByValue(reach, name, path, members);
  const orders = await mine("order");
  const exchanges = await mine("collection", "records[].member_alias");
  const prizes = await mine("drawRecord");
  const gifts = await mine("giftRecord");
  // the goods the page's sales hold, asked once: which of them are 数字藏品
  const bought = members.flatMap((m) => orders(m).filter(isSale).flatMap((o) => (Array.isArray(o.items) ? (o.items as { goods_alias?: unknown }[]) : []).map((it) => it.goods_alias)));
  const goods = await rowsByAlias(reach, "goods", bought);
  return (row) => {
    const sales = orders(row.alias).filter(isSale);
    // what they kept paying: a partial refund takes its part back (decision 0060)
    const spent = sales.reduce((s, o) => s + keptAmount(o), 0);
    const latest = orders(row.alias).reduce((t, o) => (String(o.created_at) > t ? String(o.created_at) : t), String(row.last_login_at ?? ""));
    const held = holdings(String(row.alias), sales, exchanges(row.alias), prizes(row.alias), gifts(row.alias), (g) => goods(g)?.type === 1);
    return { order_count: sales.length, total_spent: cents(spent), collection_count: held, last_login_at: latest || null };
  };
}

/** 会员: the figures above computed (禁用 / 启用 is the config's toggle, served generically). */
export default {
  resource: "member",
  output: (rows, reach) => statsOf(reach, rows),
  // the server pages the list in SQL (sorted by a stored field) and computes the page's rows only, not the shop's every member
  computes: ["order_count", "total_spent", "collection_count", "last_login_at"],
} satisfies ResourceExtension;
