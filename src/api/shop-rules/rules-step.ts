import { AUTO_AGREE_REASON, AUTO_CLOSE_REASON, dueBefore, orderAutoStep, refundAutoStep, type ShopRules } from "../../resources/order/shop-auto.rules";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../resources/order/order.rules";
import type { AuditLogRow, ResourceRow } from "../types";
import { agreeRefund } from "../refund-flow";
import { closeOrder, confirmReceived } from "./order-steps";

/**
 * The shop's rules moving its rows on (decision 0061): 待付款 orders past 未付款自动关闭 close,
 * 待收货 orders past 自动确认收货 complete, 待处理 售后 past 售后自动同意 are agreed, each at
 * the moment its rule fired (not when this runs), each written to the shop's 操作日志 as done by
 * 系统. The same step runs in the page before a call (rules-on-read.ts), on the server as a job
 * (src/server/rules-job.ts) and in the seed's history: only where the rows come from differs.
 */

type Row = Record<string, unknown>;

/** The due rows of one shop, and what agreeing a 售后 needs, from whichever store. */
export interface DueRows {
  /** 待付款 orders placed at or before `dueBefore(...).unpaid`. */
  unpaid: Row[];
  /** 待收货 orders shipped at or before `dueBefore(...).shipped`. */
  unconfirmed: Row[];
  /** 待处理 售后 asked at or before `dueBefore(...).asked`. */
  pending: Row[];
  /** The order of a 售后 (by order_sn). */
  orderOf(orderSn: string): Row | undefined;
  /** The card keys of an order (by order_sn). */
  keysOf(orderSn: string): Row[];
}

/** What the rules step needs to find due rows: each rule's status, time field and latest due time. */
export function dueConditions(rules: ShopRules, now: string) {
  const before = dueBefore(rules, now);
  return {
    unpaid: { resource: "order", status: "WAIT_PAY", field: "created_at", before: before.unpaid },
    unconfirmed: { resource: "order", status: "WAIT_CONFIRM", field: "shipped_at", before: before.shipped },
    pending: { resource: "refund", status: "PENDING", field: "created_at", before: before.asked },
  } as const;
}

/** The 操作日志's name for what the rules do. */
export const SYSTEM_WHO = "系统";

const label = (status: unknown): string => ORDER_STATUS_LABELS[status as OrderStatus] ?? String(status ?? "");

function entry(shop: string, at: string, page: string, action: string, record: AuditLogRow["record"], summary: string): AuditLogRow {
  // one entry per row and rule, ever: its alias says which (a row falls due once)
  return {
    alias: `al_rule_${record[0]?.alias ?? ""}`, shop_alias: shop, created_at: at, updated_at: at,
    who: SYSTEM_WHO, who_type: "system", employee_alias: null, page_name: page, action, record, summary, ip: "",
  };
}

const orderRef = (order: Row) => [{ resource: "订单", alias: String(order.alias), label: String(order.order_sn) }];

/** The 操作日志 entry of each rule's step (the seed writes its history's with these too). */
export const ruleEntries = {
  close: (shop: string, rules: ShopRules, order: Row, at: string): AuditLogRow =>
    entry(shop, at, "订单列表", "自动关闭", orderRef(order), `下单 ${rules.unpaid_close_minutes} 分钟未付款；订单状态：${label("WAIT_PAY")} → ${label("CLOSED")}`),
  confirm: (shop: string, rules: ShopRules, order: Row, at: string): AuditLogRow =>
    entry(shop, at, "订单列表", "自动确认收货", orderRef(order), `发货 ${rules.auto_confirm_days} 天买家未确认收货；订单状态：${label("WAIT_CONFIRM")} → ${label("SUCCESS")}`),
  agree: (shop: string, rules: ShopRules, refund: Row, at: string): AuditLogRow =>
    entry(shop, at, "售后列表", "自动同意", [{ resource: "售后", alias: String(refund.alias), label: String(refund.order_sn) }],
      `申请 ${rules.refund_auto_agree_days} 天商家未处理；处理状态：待处理 → ${refund.status === "REFUNDED" ? "已退款" : "已同意"}`),
};

/** Moves the due rows on by `rules`; returns the 操作日志 entries to add, oldest first. */
export function applyRules(shop: string, rules: ShopRules, due: DueRows): AuditLogRow[] {
  const entries: AuditLogRow[] = [];
  for (const order of due.unpaid) {
    const step = orderAutoStep(order, rules);
    if (!step || order.status !== "WAIT_PAY") continue;
    closeOrder(order, AUTO_CLOSE_REASON, step.at);
    entries.push(ruleEntries.close(shop, rules, order, step.at));
  }
  for (const order of due.unconfirmed) {
    const step = orderAutoStep(order, rules);
    if (!step || order.status !== "WAIT_CONFIRM") continue;
    confirmReceived(order, step.at);
    entries.push(ruleEntries.confirm(shop, rules, order, step.at));
  }
  for (const refund of due.pending) {
    const step = refundAutoStep(refund, rules);
    if (!step) continue;
    const sn = String(refund.order_sn);
    // what the merchant's 同意 does, by 系统 (refund-flow.ts, decision 0060): 仅退款 pays back what was asked
    const done = agreeRefund(due.keysOf(sn), refund as ResourceRow, due.orderOf(sn) as ResourceRow | undefined, step.at, { reason: AUTO_AGREE_REASON, by: SYSTEM_WHO });
    if (!done.ok) continue;
    entries.push(ruleEntries.agree(shop, rules, refund, step.at));
  }
  return entries.sort((a, b) => a.created_at.localeCompare(b.created_at));
}
