import { statusAfterShip } from "../../../resources/order/order.rules";
import {
  expressCompanyError, expressCompanyName, expressNoError, MAX_SHIP_BATCH, sharedNoReason, sharedNumbers, shipStateError, type ShipFailure, type ShipLine,
} from "../../../resources/order/ship.rules";
import { fail, ok } from "../../respond";
import type { Row } from "../../repository/types";
import type { ResourceActionCtx } from "../../resources";
import { now } from "../../util";
import { rowsWhere, writeBack } from "../../locked-rows";

/**
 * 批量发货 (issue 37, item 1): `{ items: [{ order_sn, express_company, express_no }] }` (a virtual
 * order's line: no company or 运单号, issue 49), each line
 * shipped by the rule of the single 发货 (order.rules.ts's orderActions, ship.rules.ts's company
 * and 运单号), and refused alone when it breaks one: the others are shipped, and the reply names
 * each refused order with why. batchShipCheck answers the same question without shipping (the
 * import's preview), so what the preview passes is what the ship takes, barring a change between.
 * A 运单号 shared by two orders of the batch is refused for both unless `confirm_shared_no: true`.
 */

const text = (v: unknown): string => (typeof v === "string" ? v.trim() : typeof v === "number" && Number.isFinite(v) ? String(v) : "");

/** The lines of the body, or why the body is not a batch. */
function linesOf(body: Record<string, unknown>): ShipLine[] | string {
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) return "请选择要发货的订单";
  if (items.length > MAX_SHIP_BATCH) return `一次最多发货 ${MAX_SHIP_BATCH} 单`;
  if (items.some((it) => typeof it !== "object" || it === null || Array.isArray(it))) return "发货明细格式不正确";
  return (items as Record<string, unknown>[]).map((it) => ({
    // a company as merchants write it (顺丰) ships as its own name (顺丰速运): couriers.rules.ts
    order_sn: text(it.order_sn), express_company: expressCompanyName(text(it.express_company)), express_no: text(it.express_no),
  }));
}

/** Marks an order shipped (the single 发货 and the batch alike). */
export function shipRow(row: Row, company: string, no: string): void {
  const time = now();
  Object.assign(row, {
    status: statusAfterShip(String(row.delivery_type)),
    express_company: company || null,
    express_no: no || null,
    shipped_at: time,
    finished_at: row.delivery_type === "virtual" ? time : null,
    updated_at: time,
  });
}

/**
 * Each line with its order and why it cannot be shipped (null: it can). Of the lines that could,
 * those sharing a 运单号 are refused unless the call confirms they share a parcel (`confirm_shared_no`:
 * 合并发货), each naming the others (issue 49: two buyers' orders took one number without a word).
 */
function judged(lines: ShipLine[], orders: ReadonlyMap<string, Row>, confirmedShared: boolean): { line: ShipLine; row?: Row; reason: string | null }[] {
  const all = eachJudged(lines, orders);
  if (confirmedShared) return all;
  const passing = all.filter((j) => !j.reason);
  const shared = sharedNumbers(passing.map((j) => j.line));
  passing.forEach((j, i) => {
    const others = shared[i] ?? [];
    if (others.length) j.reason = sharedNoReason(j.line.express_no, others);
  });
  return all;
}

/** Each line judged alone, by the single 发货's rules. */
function eachJudged(lines: ShipLine[], orders: ReadonlyMap<string, Row>): { line: ShipLine; row?: Row; reason: string | null }[] {
  const seen = new Set<string>();
  return lines.map((line) => {
    const first = !seen.has(line.order_sn);
    seen.add(line.order_sn);
    if (!line.order_sn) return { line, reason: "请填写订单号" };
    if (!first) return { line, reason: "订单号在本批中重复" };
    const row = orders.get(line.order_sn);
    if (!row) return { line, reason: "订单不存在" };
    const state = shipStateError({ status: String(row.status), delivery_type: String(row.delivery_type) });
    if (state) return { line, row, reason: state };
    // a virtual order (数字藏品 with 自动发货 off) ships with no parcel: its line's company and 运单号 are not read (decision 0115)
    if (row.delivery_type === "virtual") return { line, row, reason: null };
    return { line, row, reason: expressCompanyError(line.express_company) ?? expressNoError(line.express_no) };
  });
}

/**
 * The orders the lines name, by the text they name them with: found by one query of their
 * order_sn (then of their alias, as crud.ts finds a record), not the shop's orders read whole.
 * `lock`: each read again locked to the call's end, in alias order (two batches sharing orders
 * lock them in one order, so neither waits for the other forever), and judged on that.
 */
async function ordersOf(ctx: ResourceActionCtx, lines: ShipLine[], lock: boolean): Promise<Map<string, Row>> {
  const table = ctx.repo.table("order");
  const shop = ctx.shop.alias;
  const named = [...new Set(lines.map((l) => l.order_sn).filter((sn) => sn !== ""))];
  const found = new Map<string, Row>();
  for (const row of await rowsWhere(table, shop, "order_sn", named)) if (!found.has(String(row.order_sn))) found.set(String(row.order_sn), row);
  for (const row of await rowsWhere(table, shop, "alias", named.filter((sn) => !found.has(sn)))) found.set(row.alias, row);
  if (!lock) return found;
  const locked = new Map<string, Row>();
  for (const [name, row] of [...found].sort(([, a], [, b]) => (a.alias < b.alias ? -1 : a.alias > b.alias ? 1 : 0))) {
    const fresh = await table.get(shop, row.alias, { forUpdate: true });
    if (fresh) locked.set(name, fresh);
  }
  return locked;
}

const failures = (lines: ReturnType<typeof judged>): ShipFailure[] =>
  lines.flatMap(({ line, reason }) => (reason ? [{ order_sn: line.order_sn, reason }] : []));

/** POST {order base}/batchShip: ships the lines that pass, names the others. */
export async function batchShip(ctx: ResourceActionCtx): Promise<Response> {
  const lines = linesOf(ctx.body);
  if (typeof lines === "string") return fail(422, lines);
  const all = judged(lines, await ordersOf(ctx, lines, true), ctx.body.confirm_shared_no === true);
  const failed = failures(all);
  const shipped: { order_sn: string; status: string }[] = [];
  for (const { line, row, reason } of all) {
    if (reason || !row) continue;
    const after = structuredClone(row);
    const parcel = row.delivery_type === "express";
    shipRow(after, parcel ? line.express_company : "", parcel ? line.express_no : "");
    const stored = await writeBack(ctx.repo.table("order"), row, after);
    // the 操作日志 names the shipped orders, not the refused ones (audit-log.ts takes the note)
    ctx.audit.writes.push({ before: row, after: stored });
    shipped.push({ order_sn: String(stored.order_sn), status: String(stored.status) });
  }
  if (!shipped.length) {
    // nothing changed: a refusal, recorded nowhere, naming why (the first few)
    const named = failed.slice(0, 5).map((f) => `${f.order_sn || "（空）"}：${f.reason}`).join("；");
    return fail(409, `没有订单发货：${named}${failed.length > 5 ? ` 等 ${failed.length} 单` : ""}`);
  }
  const msg = failed.length ? `已发货 ${shipped.length} 单，${failed.length} 单未发货` : `已发货 ${shipped.length} 单`;
  return ok({ shipped, failed }, msg);
}

/** POST {order base}/batchShipCheck: what batchShip would say of each line, shipping nothing (and locking nothing). */
export async function batchShipCheck(ctx: ResourceActionCtx): Promise<Response> {
  const lines = linesOf(ctx.body);
  if (typeof lines === "string") return fail(422, lines);
  const all = judged(lines, await ordersOf(ctx, lines, false), ctx.body.confirm_shared_no === true);
  return ok({ lines: all.map(({ line, reason }) => ({ order_sn: line.order_sn, reason })) });
}
