import { statusAfterShip } from "../../../resources/order/order.rules";
import {
  expressCompanyError, expressNoError, MAX_SHIP_BATCH, shipStateError, type ShipFailure, type ShipLine,
} from "../../../resources/order/ship.rules";
import { fail, ok } from "../../respond";
import type { ResourceActionCtx } from "../../resources";
import type { ResourceRow } from "../../types";
import { now } from "../../util";

/**
 * 批量发货 (issue 37, item 1): `{ items: [{ order_sn, express_company, express_no }] }`, each line
 * shipped by the rule of the single 发货 (order.rules.ts's orderActions, ship.rules.ts's company
 * and 运单号), and refused alone when it breaks one: the others are shipped, and the reply names
 * each refused order with why. batchShipCheck answers the same question without shipping (the
 * import's preview), so what the preview passes is what the ship takes, barring a change between.
 */

const text = (v: unknown): string => (typeof v === "string" ? v.trim() : typeof v === "number" && Number.isFinite(v) ? String(v) : "");

/** The lines of the body, or why the body is not a batch. */
function linesOf(body: Record<string, unknown>): ShipLine[] | string {
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) return "请选择要发货的订单";
  if (items.length > MAX_SHIP_BATCH) return `一次最多发货 ${MAX_SHIP_BATCH} 单`;
  if (items.some((it) => typeof it !== "object" || it === null || Array.isArray(it))) return "发货明细格式不正确";
  return (items as Record<string, unknown>[]).map((it) => ({
    order_sn: text(it.order_sn), express_company: text(it.express_company), express_no: text(it.express_no),
  }));
}

/** Marks an order shipped (the single 发货 and the batch alike). */
export function shipRow(row: ResourceRow, company: string, no: string): void {
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

/** Each line with its order and why it cannot be shipped (null: it can). */
function judged(ctx: ResourceActionCtx, lines: ShipLine[]): { line: ShipLine; row?: ResourceRow; reason: string | null }[] {
  const seen = new Set<string>();
  return lines.map((line) => {
    const first = !seen.has(line.order_sn);
    seen.add(line.order_sn);
    if (!line.order_sn) return { line, reason: "请填写订单号" };
    if (!first) return { line, reason: "订单号在本批中重复" };
    const row = ctx.find(line.order_sn);
    if (!row) return { line, reason: "订单不存在" };
    const state = shipStateError({ status: String(row.status), delivery_type: String(row.delivery_type) });
    if (state) return { line, row, reason: state };
    if (row.delivery_type !== "express") return { line, row, reason: "虚拟发货订单无需运单号，请在订单详情发货" };
    return { line, row, reason: expressCompanyError(line.express_company) ?? expressNoError(line.express_no) };
  });
}

const failures = (lines: ReturnType<typeof judged>): ShipFailure[] =>
  lines.flatMap(({ line, reason }) => (reason ? [{ order_sn: line.order_sn, reason }] : []));

/** POST {order base}/batchShip: ships the lines that pass, names the others. */
export function batchShip(ctx: ResourceActionCtx): Response {
  const lines = linesOf(ctx.body);
  if (typeof lines === "string") return fail(422, lines);
  const all = judged(ctx, lines);
  const failed = failures(all);
  const shipped: { order_sn: string; status: string }[] = [];
  for (const { line, row, reason } of all) {
    if (reason || !row) continue;
    const before = structuredClone(row);
    shipRow(row, line.express_company, line.express_no);
    // the 操作日志 names the shipped orders, not the refused ones (audit-log.ts takes the note)
    ctx.audit.writes.push({ before, after: row });
    shipped.push({ order_sn: String(row.order_sn), status: String(row.status) });
  }
  if (!shipped.length) {
    // nothing changed: a refusal, recorded nowhere, naming why (the first few)
    const named = failed.slice(0, 5).map((f) => `${f.order_sn || "（空）"}：${f.reason}`).join("；");
    return fail(409, `没有订单发货：${named}${failed.length > 5 ? ` 等 ${failed.length} 单` : ""}`);
  }
  const msg = failed.length ? `已发货 ${shipped.length} 单，${failed.length} 单未发货` : `已发货 ${shipped.length} 单`;
  return ok({ shipped, failed }, msg);
}

/** POST {order base}/batchShipCheck: what batchShip would say of each line, shipping nothing. */
export function batchShipCheck(ctx: ResourceActionCtx): Response {
  const lines = linesOf(ctx.body);
  if (typeof lines === "string") return fail(422, lines);
  return ok({ lines: judged(ctx, lines).map(({ line, reason }) => ({ order_sn: line.order_sn, reason })) });
}
