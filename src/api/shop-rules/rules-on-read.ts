import { rulesOf } from "../../resources/order/shop-auto.rules";
import type { TableSources } from "../call-repository";
import type { Transaction } from "../repository/types";
import type { ShopRow } from "../types";
import { now } from "../util";
import { applyRules, RULE_TABLES } from "./rules-step";

/**
 * The shop's rules applied when its data is read, in the page (decision 0061): before a call of
 * the shop runs, its due rows move on (rules-step.ts), through the call's own transaction of the
 * repository, so they are stored with the call's writes (or undone with them). What is due is
 * asked of the repository by its filters (a status, a time before the rule's): a call with
 * nothing due writes nothing. On the server a job does it (src/server/rules-job.ts), and its API
 * is handed `rulesOnRead: false` (ports.ts).
 */
export async function applyRulesOnRead(repo: Transaction, tables: TableSources, shop: ShopRow, at: string = now()): Promise<void> {
  // an API without the orders' tables (a test's fixture API) has no rows of theirs to move
  if (!RULE_TABLES.every((name) => tables.has(name))) return;
  await applyRules(repo, shop.alias, rulesOf(shop.rules), at);
}
