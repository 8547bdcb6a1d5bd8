import { rulesOf } from "../../resources/order/shop-auto.rules";
import { peekRecords } from "../db-reach";
import type { TableSources } from "../call-repository";
import type { Transaction } from "../repository/types";
import type { Db, ShopRow } from "../types";
import { now } from "../util";
import { applyRules, dueConditions, RULE_TABLES } from "./rules-step";

/**
 * The shop's rules applied when its data is read, in the page (decision 0061): before a call of
 * the shop runs, its due rows move on (rules-step.ts), through the call's own transaction of the
 * repository, so they are stored with the call's writes (or undone with them). Whether anything is
 * due is first looked at without reaching the tables (peekRecords: the page's store only), so a
 * call with nothing due reaches, and stores, nothing more. On the server a job does it
 * (src/server/rules-job.ts), and its API is handed `rulesOnRead: false` (ports.ts).
 */

type Row = Record<string, unknown>;

export async function applyRulesOnRead(db: Db, repo: Transaction, tables: TableSources, shop: ShopRow, at: string = now()): Promise<void> {
  // an API without the orders' tables (a test's fixture API) has no rows of theirs to move
  if (!RULE_TABLES.every((name) => tables.has(name))) return;
  const rules = rulesOf(shop.rules);
  const due = dueConditions(rules, at);
  const isDue = (c: (typeof due)[keyof typeof due]) => (row: Readonly<Row>) =>
    row.shop_alias === shop.alias && row.status === c.status && typeof row[c.field] === "string" && String(row[c.field]) <= c.before;
  if (!Object.values(due).some((c) => peekRecords(db, c.resource).some(isDue(c)))) return;
  await applyRules(repo, shop.alias, rules, at);
}
