import memberConfig from "../../../src/resources/member/member";
import orderConfig from "../../../src/resources/order/order";
import refundConfig from "../../../src/resources/order/refund";
import promoterConfig from "../../../src/resources/salesman/promoter";
import customerConfig from "../../../src/resources/salesman/salesman-customer";
import settlementConfig from "../../../src/resources/salesman/settlement";
import { call, type Page } from "../helpers";

/**
 * What the money invariants read, through the demo API as the screens do (the lists' paths
 * come from the resources' configs): every page of a list, and the sums they are compared by.
 */

export type Row = Record<string, unknown>;

const listPath = (config: { api?: { base?: string; list?: string } }) => `${config.api?.base ?? ""}/${config.api?.list ?? "list"}`;

/** Every row of a list (pages of 100). */
export async function listAll(token: string, path: string, body: object = {}): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await call<Page<Row>>(path, { ...body, page, page_size: 100 }, { token });
    if (reply.body.code !== 200) throw new Error(`${path}: ${reply.body.msg}`);
    rows.push(...reply.body.data.list);
    if (rows.length >= reply.body.data.total || reply.body.data.list.length === 0) return rows;
  }
}

export const LISTS = {
  orders: listPath(orderConfig),
  members: listPath(memberConfig),
  refunds: listPath(refundConfig),
  promoters: listPath(promoterConfig),
  customers: listPath(customerConfig),
  settlements: listPath(settlementConfig),
  trades: "/merchant/payment/v1/trade/list",
} as const;

/** Reads all the lists the figures are sums of. */
export async function readLists(token: string): Promise<Record<keyof typeof LISTS, Row[]>> {
  const entries = await Promise.all(Object.entries(LISTS).map(async ([k, path]) => [k, await listAll(token, path)] as const));
  return Object.fromEntries(entries) as Record<keyof typeof LISTS, Row[]>;
}

export async function data<T>(token: string, path: string, body: object = {}): Promise<T> {
  const reply = await call<T>(path, body, { token });
  if (reply.body.code !== 200) throw new Error(`${path}: ${reply.body.msg}`);
  return reply.body.data;
}

import { cents } from "../../../src/engine/fields/number-format";

export { cents };
export const sum = (rows: readonly Row[], key: string): number => cents(rows.reduce((s, r) => s + Number(r[key] ?? 0), 0));
export const day = (t: unknown): string => String(t ?? "").slice(0, 10);
export const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** The statuses of a paid order that count as sales (工作台's rule: paid, not closed; what the buyer kept: 实付 less 已退款). */
export const SALE_STATUSES = new Set(["WAIT_SEND", "WAIT_CONFIRM", "SUCCESS", "REFUNDING"]);
/** The shop's sales of the days from `from` to `to` ('YYYY-MM-DD'), by the day of payment. */
export const salesBetween = (orders: readonly Row[], from: string, to: string): number =>
  cents(sum(orders.filter((o) => SALE_STATUSES.has(str(o.status)) && day(o.paid_at) >= from && day(o.paid_at) <= to && str(o.paid_at) !== ""), "pay_amount")
    - sum(orders.filter((o) => SALE_STATUSES.has(str(o.status)) && day(o.paid_at) >= from && day(o.paid_at) <= to && str(o.paid_at) !== ""), "refunded_amount"));
