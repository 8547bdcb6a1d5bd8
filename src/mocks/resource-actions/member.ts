import type { ResourceExtension } from "../resources";
import type { Db, ResourceRow } from "../types";

const PAID = new Set(["WAIT_SEND", "WAIT_CONFIRM", "SUCCESS", "REFUNDING"]);

/** Order count and spend per member of a shop, from the orders. */
function stats(db: Db, row: ResourceRow): { order_count: number; total_spent: number } {
  const orders = (db.records.order ?? []).filter((o) => o.shop_alias === row.shop_alias && o.member_alias === row.alias);
  const spent = orders.filter((o) => PAID.has(String(o.status))).reduce((s, o) => s + Number(o.pay_amount), 0);
  return { order_count: orders.length, total_spent: Math.round(spent * 100) / 100 };
}

/** 会员: order_count and total_spent computed (禁用 / 启用 is the config's toggle, served generically). */
export default {
  resource: "member",
  output: (row, db) => stats(db, row),
} satisfies ResourceExtension;
