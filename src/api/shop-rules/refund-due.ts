import { addMinutes, refundAutoStep, rulesOf, type ShopRules } from "../../resources/order/shop-auto.rules";
import { REFUND_STATUS_LABELS } from "../../resources/order/refund.rules";
import { callRepository } from "../call-repository";
import { liveTransact } from "../live/publish";
import { withCallAccounts } from "../call-accounts";
import { rowsWhere } from "../locked-rows";
import { MESSAGES, OWNER_READER } from "../message-table";
import type { Ports } from "../ports";
import type { Transaction } from "../repository/types";
import { notifyShop } from "../shop-messages";
import { formatDateTime } from "../util";

/**
 * 售后即将自动处理 (issue 49 item 2, decision 0114): a 售后 (or a return) that a shop rule will
 * decide within DUE_NOTICE_MINUTES is told to its readers once, so the merchant can decide it
 * first. Which rows and when are the rules' own (shop-auto.rules.ts refundAutoStep: a rule added
 * there is told too); "once" is the message itself: a row's step is told when no message of it
 * (its title names the row and the step's time) is stored yet. Run by the server's minute job
 * (rules-job.ts, through runRefundsDue) and in the page when the bell asks (the page has no job).
 */

/** How long before a rule decides a 售后 it is told. */
export const DUE_NOTICE_MINUTES = 24 * 60;

/** The 售后 states a rule may decide (every state but the closed ones). */
const OPEN = Object.keys(REFUND_STATUS_LABELS).filter((s) => s !== "REFUSED" && s !== "REFUNDED");

/** Tells the shop's 售后 a rule decides within DUE_NOTICE_MINUTES of `now`, each step once; how many were told. */
export async function tellRefundsDue(repo: Transaction, shop: string, rules: ShopRules, now: string): Promise<number> {
  const until = addMinutes(now, DUE_NOTICE_MINUTES);
  const messages = repo.table(MESSAGES);
  let told = 0;
  for (const refund of await rowsWhere(repo.table("refund"), shop, "status", OPEN)) {
    const step = refundAutoStep(refund, rules);
    if (!step || step.at <= now || step.at > until) continue;
    const title = `售后将于 ${step.at} ${step.action}：订单 ${String(refund.order_sn ?? "")}（${REFUND_STATUS_LABELS[refund.status as keyof typeof REFUND_STATUS_LABELS] ?? String(refund.status)}）`;
    // told already: the owner's copy of it is stored (every message has one)
    const stored = await messages.count({ shop, filters: [
      { field: "reader", kind: "equal", wanted: [OWNER_READER], scalar: true },
      { field: "record_alias", kind: "equal", wanted: [refund.alias], scalar: true },
      { field: "title", kind: "equal", wanted: [title], scalar: true },
    ] });
    if (stored > 0) continue;
    await notifyShop({ repo }, shop, { type: "refund.due", title, record: { resource: "refund", alias: String(refund.alias) } });
    told += 1;
  }
  return told;
}

/** The server's part (rules-job.ts): each of `shops`' 售后 due soon told at `at`, one transaction per shop; how many. */
export async function runRefundsDue(ports: Pick<Ports, "transact" | "live" | "tables">, at: number, shops: readonly string[]): Promise<number> {
  const time = formatDateTime(new Date(at));
  let told = 0;
  for (const shop of shops) {
    // the messages it stores ring the bells of the shop's open consoles (live/publish.ts)
    const reply = await liveTransact(ports, async (db, sql, notes) => {
      sql?.scope(shop);
      const row = await withCallAccounts(db, sql, (accounts) => accounts.shops.first({ alias: shop }));
      if (!row) return Response.json(0);
      return Response.json(await callRepository(ports.tables, db, { sql, now: () => time, notes }).transaction((repo) => tellRefundsDue(repo, shop, rulesOf(row.rules), time)));
    }, "rules-job:refund-due");
    told += Number(await reply.json());
  }
  return told;
}
