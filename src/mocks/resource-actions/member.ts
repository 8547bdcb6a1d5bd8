import { isSale } from "../../resources/order/order.rules";
import { keptAmount } from "../../resources/order/refund.rules";
import type { ResourceExtension } from "../resources";
import type { Db, ResourceRow } from "../types";
import { relatedRows } from "../db-reach";
import { cents } from "../../engine/fields/number-format";

/**
 * 订单数 and 累计消费 of a member: their orders that are sales (paid, not refunded: isSale),
 * counted when read so shipping, refunding and closing keep them true (decision 0026). An
 * order is placed signed in, so 最近登录 is never before the member's latest order.
 */
function stats(db: Db, row: ResourceRow): { order_count: number; total_spent: number; last_login_at: unknown } {
  const orders = relatedRows(db, "order", row.shop_alias, "member_alias", row.alias);
  const sales = orders.filter(isSale);
  // what they kept paying: a partial refund takes its part back (decision 0060)
  const spent = sales.reduce((s, o) => s + keptAmount(o), 0);
  const latest = orders.reduce((t, o) => (String(o.created_at) > t ? String(o.created_at) : t), String(row.last_login_at ?? ""));
  return { order_count: sales.length, total_spent: cents(spent), last_login_at: latest || null };
}

/** 会员: order_count, total_spent and last_login_at computed (禁用 / 启用 is the config's toggle, served generically). */
export default {
  resource: "member",
  output: (row, db) => stats(db, row),
} satisfies ResourceExtension;
