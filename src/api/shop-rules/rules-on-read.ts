import { rulesOf } from "../../resources/order/shop-auto.rules";
import { peekRecords } from "../db-reach";
import type { Db, ShopRow } from "../types";
import { now } from "../util";
import { applyRules, dueConditions, type DueRows } from "./rules-step";

/**
 * The shop's rules applied when its data is read, in the page (decision 0061): before a call of
 * the shop runs, its due rows move on (rules-step.ts). The rows are looked at without reaching
 * their tables (peekRecords), so a call with nothing due stores nothing more; only when a row is
 * due are the tables reached and the changes stored with the call's. On the server a job does
 * it (src/server/rules-job.ts), and its API is handed `rulesOnRead: false` (ports.ts): its
 * tables are read by SQL, not peeked.
 */

type Row = Record<string, unknown>;

export function applyRulesOnRead(db: Db, shop: ShopRow, at: string = now()): void {
  const rules = rulesOf(shop.rules);
  const due = dueConditions(rules, at);
  const isDue = (c: (typeof due)[keyof typeof due]) => (row: Readonly<Row>) =>
    row.shop_alias === shop.alias && row.status === c.status && typeof row[c.field] === "string" && String(row[c.field]) <= c.before;
  const anyDue = (Object.values(due)).some((c) => peekRecords(db, c.resource).some(isDue(c)));
  if (!anyDue) return;
  // something is due: the tables, reached, so the changes are stored with the call's
  const orders = db.records.order ?? [];
  const refunds = db.records.refund ?? [];
  const rows: DueRows = {
    unpaid: orders.filter(isDue(due.unpaid)),
    unconfirmed: orders.filter(isDue(due.unconfirmed)),
    pending: refunds.filter(isDue(due.pending)),
    orderOf: (sn) => orders.find((o) => o.shop_alias === shop.alias && o.order_sn === sn),
    keysOf: (sn) => (db.records.goodsKeys ?? []).filter((k) => k.shop_alias === shop.alias && k.order_sn === sn),
  };
  db.audit_log.push(...applyRules(shop.alias, rules, rows));
}
