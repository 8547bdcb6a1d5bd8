import { AUTO_AGREE_REASON, AUTO_CLOSE_REASON, dueBefore, orderAutoStep, refundAutoStep, RETURN_LATE_REASON, type ShopRules } from "../../resources/order/shop-auto.rules";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../resources/order/order.rules";
import type { AuditLogRow } from "../types";
import { agreeRefund, closeUnreturned, confirmReturn, type RefundStepResult } from "../refund-flow";
import { defaultReturnAddress } from "../return-address";
import { storeRefundStep } from "../refund-step-stored";
import { rowsWhere, writeBack } from "../locked-rows";
import type { Row as StoredRow, TableRepository, Transaction } from "../repository/types";
import { closeOrder, confirmReceived } from "./order-steps";

/**
 * The shop's rules moving its rows on (decision 0061): 待付款 orders past 未付款自动关闭 close,
 * 待收货 orders past 自动确认收货 complete, 待处理 售后 past 售后自动同意 are agreed, returns not
 * sent back within 买家退货期限 close and those signed for and not confirmed within 商家收货期限
 * are refunded (decision 0115), each at
 * the moment its rule fired (not when this runs), each written to the shop's 操作日志 as done by
 * 系统. The same step runs in the page before a call (rules-on-read.ts), on the server as a job
 * (src/server/rules-job.ts, through the API: rules-run.ts), through a transaction of the
 * repository (issue 48 step 3): the due rows found by a query, each read again locked and moved
 * only if it is still due, so a rule and a merchant's call (关闭, 同意) on one row at once, or two
 * runs of the rules, move it once; the other finds it moved on. The seed's history writes its
 * entries with ruleEntries.
 */

type Row = Record<string, unknown>;

/** A rule's due rows: of `resource`, in `status`, whose `field` is at or before `before`. */
export interface DueCondition {
  resource: "order" | "refund";
  status: string;
  field: string;
  before: string;
}

/** What the rules step needs to find due rows: each rule's status, time field and latest due time. */
export function dueConditions(rules: ShopRules, now: string): Record<"unpaid" | "unconfirmed" | "pending" | "unreturned" | "unreceived", DueCondition> {
  const before = dueBefore(rules, now);
  return {
    unpaid: { resource: "order", status: "WAIT_PAY", field: "created_at", before: before.unpaid },
    unconfirmed: { resource: "order", status: "WAIT_CONFIRM", field: "shipped_at", before: before.shipped },
    pending: { resource: "refund", status: "PENDING", field: "created_at", before: before.asked },
    // a return agreed (AGREED is a 退货退款's only) and not sent back; a return signed for and not confirmed (decision 0115)
    unreturned: { resource: "refund", status: "AGREED", field: "audited_at", before: before.agreed },
    unreceived: { resource: "refund", status: "WAIT_SELLER_RECEIVE", field: "return_signed_at", before: before.signed },
  };
}

/** The tables the rules read and write through the repository (地址库: 自动同意 of a return names the default 退货 address). */
export const RULE_TABLES = ["order", "refund", "goodsKeys", "audit_log", "address"] as const;

/** The 操作日志's name for what the rules do. */
export const SYSTEM_WHO = "系统";

const label = (status: unknown): string => ORDER_STATUS_LABELS[status as OrderStatus] ?? String(status ?? "");

function entry(shop: string, at: string, page: string, action: string, record: AuditLogRow["record"], summary: string, rule = ""): AuditLogRow {
  // one entry per row and rule, ever: its alias says which (a row falls due once for each rule; a
  // return agreed by the rule may then close or be refunded by another: `rule` tells them apart)
  return {
    alias: `al_rule_${record[0]?.alias ?? ""}${rule}`, shop_alias: shop, created_at: at, updated_at: at,
    who: SYSTEM_WHO, who_type: "system", employee_alias: null, page_name: page, action, record, summary, ip: "",
  };
}

const refundRef = (refund: Row) => [{ resource: "售后", alias: String(refund.alias), label: String(refund.order_sn) }];
const orderRef = (order: Row) => [{ resource: "订单", alias: String(order.alias), label: String(order.order_sn) }];

/** The 操作日志 entry of each rule's step (the seed writes its history's with these too). */
export const ruleEntries = {
  close: (shop: string, rules: ShopRules, order: Row, at: string): AuditLogRow =>
    entry(shop, at, "订单列表", "自动关闭", orderRef(order), `下单 ${rules.unpaid_close_minutes} 分钟未付款；订单状态：${label("WAIT_PAY")} → ${label("CLOSED")}`),
  confirm: (shop: string, rules: ShopRules, order: Row, at: string): AuditLogRow =>
    entry(shop, at, "订单列表", "自动确认收货", orderRef(order), `发货 ${rules.auto_confirm_days} 天买家未确认收货；订单状态：${label("WAIT_CONFIRM")} → ${label("SUCCESS")}`),
  agree: (shop: string, rules: ShopRules, refund: Row, at: string): AuditLogRow =>
    entry(shop, at, "售后列表", "自动同意", refundRef(refund),
      `申请 ${rules.refund_auto_agree_days} 天商家未处理；处理状态：待处理 → ${refund.status === "REFUNDED" ? "已退款" : "已同意"}`),
  deliver: (shop: string, order: Row, at: string): AuditLogRow =>
    entry(shop, at, "订单列表", "自动发货", orderRef(order), `数字藏品付款后自动发放；订单状态：${label("WAIT_PAY")} → ${label("SUCCESS")}`, "_deliver"),
  unreturned: (shop: string, rules: ShopRules, refund: Row, at: string): AuditLogRow =>
    entry(shop, at, "售后列表", "自动关闭", refundRef(refund), `同意退货 ${rules.return_ship_days} 天买家未寄回；处理状态：待买家退货 → 已关闭`, "_unreturned"),
  unreceived: (shop: string, rules: ShopRules, refund: Row, at: string): AuditLogRow =>
    entry(shop, at, "售后列表", "自动退款", refundRef(refund), `退货签收 ${rules.return_receive_days} 天商家未确认收货；处理状态：待商家收货 → 已退款`, "_unreceived"),
};

/**
 * The shop's rows a rule finds due: those in its state, by pages of a query of the state (the
 * tabs' index), whose time is at or before the latest due one (compared here: an order's
 * shipped_at is no field of its config, so no query can name it).
 */
async function dueRows(table: TableRepository, shop: string, c: DueCondition): Promise<StoredRow[]> {
  const inState = await rowsWhere(table, shop, "status", [c.status]);
  return inState.filter((row) => typeof row[c.field] === "string" && String(row[c.field]) <= c.before);
}

/** Moves a due order on by `step` when, read locked, it is still `status` and due: its rule's firing time, or null. */
async function stepOrder(orders: TableRepository, shop: string, alias: string, status: string, rules: ShopRules, step: (order: Row, at: string) => void) {
  const order = await orders.get(shop, alias, { forUpdate: true });
  const auto = order && order.status === status ? orderAutoStep(order, rules) : null;
  if (!order || !auto) return null;
  const after = structuredClone(order);
  step(after, auto.at);
  return { order: await writeBack(orders, order, after), at: auto.at };
}

/** Moves the shop's due rows on at `now` (its clock: 'YYYY-MM-DD HH:mm:ss') through `repo`; returns how many moved. */
export async function applyRules(repo: Transaction, shop: string, rules: ShopRules, now: string): Promise<number> {
  const due = dueConditions(rules, now);
  const entries: AuditLogRow[] = [];
  const orders = repo.table("order");
  // each due row read again locked: one closed, confirmed or agreed meanwhile is no longer due
  for (const { alias } of await dueRows(orders, shop, due.unpaid)) {
    const moved = await stepOrder(orders, shop, alias, "WAIT_PAY", rules, (order, at) => closeOrder(order, AUTO_CLOSE_REASON, at));
    if (moved) entries.push(ruleEntries.close(shop, rules, moved.order, moved.at));
  }
  for (const { alias } of await dueRows(orders, shop, due.unconfirmed)) {
    const moved = await stepOrder(orders, shop, alias, "WAIT_CONFIRM", rules, (order, at) => confirmReceived(order, at));
    if (moved) entries.push(ruleEntries.confirm(shop, rules, moved.order, moved.at));
  }
  const refunds = repo.table("refund");
  /** Takes `step` of each due request of `condition` still due when read locked, at its rule's time, logged by `logged`. */
  const stepRefunds = async (rows: readonly StoredRow[], condition: DueCondition, step: (refund: StoredRow, order: StoredRow | undefined, at: string) => RefundStepResult, logged: (refund: StoredRow, at: string) => AuditLogRow) => {
    for (const { alias } of rows) {
      const refund = await refunds.get(shop, alias, { forUpdate: true });
      const auto = refund && refund.status === condition.status ? refundAutoStep(refund, rules) : null;
      if (!refund || !auto) continue;
      const done = await storeRefundStep(repo, refund, (r, order) => step(r, order, auto.at));
      if (done.result.ok) entries.push(logged(done.refund, auto.at));
    }
  };
  // what the merchant's 同意 does, by 系统 (refund-flow.ts, decision 0060): 仅退款 pays back what was asked; a
  // return is sent to the shop's default 退货 address (none in 地址库: the request keeps none)
  const pending = await dueRows(refunds, shop, due.pending);
  const returnAddress = pending.some((r) => Number(r.refund_type) === 2) ? await defaultReturnAddress(repo.table("address"), shop) : null;
  await stepRefunds(pending, due.pending, (r, order, at) => agreeRefund([], r, order, at, { reason: AUTO_AGREE_REASON, by: SYSTEM_WHO, returnAddress }), (r, at) => ruleEntries.agree(shop, rules, r, at));
  // a return not sent back in time closes; one signed for and not confirmed in time is paid back (the merchant's 确认收货, by 系统)
  await stepRefunds(await dueRows(refunds, shop, due.unreturned), due.unreturned, (r, order, at) => closeUnreturned(r, order, at, RETURN_LATE_REASON), (r, at) => ruleEntries.unreturned(shop, rules, r, at));
  await stepRefunds(await dueRows(refunds, shop, due.unreceived), due.unreceived, (r, order, at) => confirmReturn([], r, order, at, { by: SYSTEM_WHO }), (r, at) => ruleEntries.unreceived(shop, rules, r, at));
  // 系统's entries, oldest first, each at the moment its rule fired
  const log = repo.table("audit_log");
  for (const entry of entries.sort((a, b) => a.created_at.localeCompare(b.created_at))) await log.insert(shop, { ...entry });
  return entries.length;
}
