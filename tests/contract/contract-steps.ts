import { declaredCalls } from "../../src/contract";
import { lookupCalls } from "../../src/engine/contract/lookup-calls";
import { apiMeta } from "../../src/engine/api-meta";
import { operationsOf } from "../../src/engine/registry";
import type { ActionConfig, Rec, ResourceConfig } from "../../src/engine/types";
import { fromFormRecord, toFormRecord } from "../../src/engine/record-convert";
import { matches } from "../../src/engine/validation";
import { DRAW_BUY_PATH, DRAW_PAY_PATH } from "../../src/pages/ump/ump.calls";
import { AUDIT, BATCH_SHIP_PATH, CLOSE, CONFIRM_RETURN, FETCH_BASE, FETCH_SAVE_PATH, ORDER_BASE, REFUND_BASE, REMARK, SHIP_PATH } from "../../src/pages/order/order.calls";
import { fetchCodeOf } from "../../src/resources/order/order-history.rules";
import { ORDER_TRACK_PATH, REFUND_TRACK_PATH, WAYBILL_PATH } from "../../src/pages/order/parcel.calls";
import { LOGIN_PATH, LOGOUT_PATH } from "../../src/providers/session.calls";
import { resources } from "../../src/resources";

/**
 * One request per call of the API contract, in an order the demo API can answer: sign-in
 * first, then the lists (their rows give the keys later calls send), then the other calls,
 * deletes after those, sign-out last. Hand-written calls send their declaration's
 * `example`; generated resource calls build their body the way the console does
 * (data-provider.ts, use-run-action.ts) from a listed record.
 */

/** What earlier replies gave: a resource's listed rows, a record's detail. */
export interface Replies {
  rows: Map<string, Rec[]>;
  details: Map<string, Rec>;
  /** The data of each call answered code 200, by path. */
  data: Map<string, Rec>;
}
export interface Step {
  path: string;
  /** The body to send; a string says why none could be built (e.g. the list was empty). */
  body: (replies: Replies) => Rec | string;
  /** The reply's data is kept: a list's rows or a detail, of this resource. */
  keep?: { resource: string; as: "rows" | "detail" };
}

/** Rows asked of each list: enough that each row action finds a record in a state it applies to. */
const LIST_SIZE = 100;

const PHASES = ["login", "list", "other", "delete", "logout"] as const;
const phaseOf = (s: Step): number =>
  PHASES.indexOf(
    s.path === LOGIN_PATH ? "login" : s.path === LOGOUT_PATH ? "logout" : s.keep?.as === "rows" ? "list" : /\/(del|delete)$/.test(s.path) ? "delete" : "other",
  );

/** Declared calls whose key comes from an earlier reply (the example shows one; the demo makes a new one each time). */
const FROM_REPLY: Record<string, (r: Replies) => Rec | string> = {
  [DRAW_PAY_PATH]: (r) => { const sn = r.data.get(DRAW_BUY_PATH)?.order_sn; return sn ? { order_sn: sn } : "no order from draw/buy"; },
  // an order's or a 售后's calls take a listed one in the state the call is for: the seed's
  // orders are made relative to the clock, so an example's 订单号 is not there at every hour
  [SHIP_PATH]: (r) => withRow(listed(r, "order", toShip)[0], "no 待发货 express order listed", (o) => ({ ...example(SHIP_PATH), order_sn: o.order_sn })),
  [BATCH_SHIP_PATH]: (r) =>
    withRow(listed(r, "order", toShip)[1], "no second 待发货 express order listed", (o) => {
      const items = (example(BATCH_SHIP_PATH).items as Rec[] | undefined) ?? [];
      // the first line an order to ship (not the one 发货 took), the others as the example has them
      return { items: items.map((line, i) => (i === 0 ? { ...line, order_sn: o.order_sn } : line)) };
    }),
  [`${ORDER_BASE}/${CLOSE}`]: (r) => withRow(listed(r, "order", (o) => o.status === "WAIT_PAY")[0], "no 待付款 order listed", (o) => ({ ...example(`${ORDER_BASE}/${CLOSE}`), order_sn: o.order_sn })),
  [`${ORDER_BASE}/${REMARK}`]: (r) => withRow(listed(r, "order", () => true)[0], "no order listed", (o) => ({ ...example(`${ORDER_BASE}/${REMARK}`), order_sn: o.order_sn })),
  [`${REFUND_BASE}/${AUDIT}`]: (r) => withRow(listed(r, "refund", (f) => f.status === "PENDING")[0], "no 待处理 售后 listed", (f) => ({ ...example(`${REFUND_BASE}/${AUDIT}`), alias: f.alias })),
  [`${REFUND_BASE}/${CONFIRM_RETURN}`]: (r) =>
    withRow(listed(r, "refund", (f) => f.status === "WAIT_SELLER_RECEIVE")[0], "no 待商家收货 售后 listed", (f) => ({ alias: f.alias, refund_amount: Math.min(10, Number(f.refundable ?? f.refund_amount)) })),
  [FETCH_SAVE_PATH]: (r) => withRow(listed(r, "order", toFetch)[0], "no 待提货 pick-up order listed", (o) => ({ alias: o.alias, fetch_code: fetchCodeOf(String(o.order_sn)) })),
  // 面单 and 物流轨迹 (issue 49 item 5): a listed order shipped by express, a listed 售后 with a return parcel
  [WAYBILL_PATH]: (r) => withRow(listed(r, "order", shipped)[0], "no shipped express order listed", (o) => ({ order_sns: [o.order_sn] })),
  [ORDER_TRACK_PATH]: (r) => withRow(listed(r, "order", shipped)[0], "no shipped express order listed", (o) => ({ order_sn: o.order_sn })),
  [REFUND_TRACK_PATH]: (r) => withRow(listed(r, "refund", (f) => Boolean(f.return_express_no))[0] ?? listed(r, "refund", () => true)[0], "no 售后 listed", (f) => ({ alias: f.alias })),
  // a pick-up record is a pick-up order 待提货 or 已核销 (src/api/handlers/fetch.ts)
  [`${FETCH_BASE}/detail`]: (r) => withRow(listed(r, "order", (o) => o.delivery_type === "pickup" && (o.status === "WAIT_SEND" || o.status === "SUCCESS"))[0], "no pick-up record listed", (o) => ({ alias: o.alias })),
};

const toShip = (o: Rec) => o.status === "WAIT_SEND" && o.delivery_type === "express";
const shipped = (o: Rec) => o.delivery_type === "express" && Boolean(o.express_no);
const toFetch = (o: Rec) => o.status === "WAIT_SEND" && o.delivery_type === "pickup";
/** A resource's listed rows that `keep` keeps. */
const listed = (r: Replies, resource: string, keep: (row: Rec) => boolean): Rec[] => (r.rows.get(resource) ?? []).filter(keep);
const withRow = (row: Rec | undefined, none: string, body: (row: Rec) => Rec): Rec | string => (row ? body(row) : none);
/** A declared call's example body. */
function example(path: string): Rec {
  const call = declaredCalls.find((c) => c.path === path);
  if (!call) throw new Error(`no declared call ${path}`);
  return (call.example ?? {}) as Rec;
}

function declaredStep(call: (typeof declaredCalls)[number]): Step {
  return { path: call.path, body: FROM_REPLY[call.path] ?? (() => call.example ?? {}) };
}

/** Values of the route params (e.g. a gift card's batch), taken from the record itself. */
const routeValues = (c: ResourceConfig, record: Rec): Rec =>
  Object.fromEntries(Object.values(c.routeParams ?? {}).filter((p) => record[p] !== undefined).map((p) => [p, record[p]]));

/** What an action's password input is sent (its min would be a length, not a password). */
const SAMPLE_PASSWORD = "Sample@2026";

/** What an action's mobile input is sent: a member's, listed earlier (the people a shop acts for: 发券), else a well-formed one. */
const sampleMobile = (r: Replies): string => {
  const mobile = r.rows.get("member")?.find((m) => typeof m.mobile === "string")?.mobile;
  return typeof mobile === "string" ? mobile : "13800138000";
};

function actionBody(c: ResourceConfig, a: Exclude<ActionConfig, { kind: "link" }>, record: Rec, key: string, r: Replies): Rec {
  const body: Rec = { ...routeValues(c, record), ...a.body };
  for (const f of (a.kind === "call" && a.form) || []) {
    body[f.key] = f.type === "password" ? SAMPLE_PASSWORD : "pattern" in f && f.pattern === "mobile" ? sampleMobile(r) : "default" in f ? f.default : "min" in f ? f.min : "";
  }
  if (a.scope === "batch") body[key === "alias" ? "aliases" : `${key}s`] = [record[key]];
  else if (a.scope !== "toolbar") body[key] = record[key];
  if (a.kind === "toggle") body[a.field] = String(record[a.field]) === String(a.values[0]) ? a.values[1] : a.values[0];
  return body;
}

/** A record saved back as the form does (its visible, editable fields), with its key and route values. */
export function saveBody(c: ResourceConfig, record: Rec, key: string): Rec {
  return { [key]: record[key], ...routeValues(c, record), ...fromFormRecord(c.fields, toFormRecord(c.fields, record), "edit") };
}

/** The steps of one config's calls (the paths of resource-calls.ts). */
function resourceSteps(c: ResourceConfig): Step[] {
  const meta = apiMeta(c);
  const key = meta.key ?? "alias";
  const ops = operationsOf(c);
  const at = (action: string) => `${c.api.base}/${action}`;
  const rowsOf = (r: Replies) => r.rows.get(c.name) ?? [];
  const first = (r: Replies, ok: (row: Rec) => boolean = () => true) => rowsOf(r).find(ok);
  const none = `no listed ${c.name} record`;
  const steps: Step[] = [];
  if (ops.has("list")) steps.push({ path: at(meta.actions?.list ?? "list"), body: () => ({ page: 1, page_size: LIST_SIZE }), keep: { resource: c.name, as: "rows" } });
  if (ops.has("detail") || ops.has("edit")) {
    steps.push({ path: at(meta.actions?.detail ?? "detail"), body: (r) => (first(r) ? { [key]: first(r)?.[key] } : none), keep: { resource: c.name, as: "detail" } });
  }
  if (ops.has("create") || ops.has("edit")) {
    // an edit saves the record back as the form does (visible, editable fields); a resource without a detail call edits a listed row
    steps.push({ path: at(meta.actions?.save ?? "save"), body: (r) => { const record = r.details.get(c.name) ?? first(r); return record ? saveBody(c, record, key) : none; } });
  }
  // the last listed record: the others may still be used by the calls of other resources
  if (ops.has("delete") || ops.has("batchDelete")) steps.push({ path: at(meta.actions?.del ?? "del"), body: (r) => (rowsOf(r).length ? { [key]: rowsOf(r).at(-1)?.[key] } : none) });
  for (const a of c.actions ?? []) {
    if (a.kind === "link") continue;
    const applies = (row: Rec) => !a.visibleWhen || matches(a.visibleWhen, row);
    steps.push({ path: at(a.api), body: (r) => { const row = first(r, applies); return row ? actionBody(c, a, row, key, r) : `no listed ${c.name} record ${a.label} applies to`; } });
  }
  return steps;
}

/** Every call's step, one per path (the first, as the contract keeps the first declaration), in the order to send them. */
export function contractSteps(): Step[] {
  // resources on a REST service: rest-calls.test.ts
  // a relation field's lookup (decision 0048) sends its example: the first field it serves
  const lookups = lookupCalls(resources).map((call): Step => ({ path: call.path, body: () => call.example ?? {} }));
  const all = [...declaredCalls.map(declaredStep), ...resources.filter((c) => !c.api.rest).flatMap(resourceSteps), ...lookups];
  const unique = all.filter((s, i) => all.findIndex((o) => o.path === s.path) === i);
  return unique.map((s, i) => ({ s, i })).sort((a, b) => phaseOf(a.s) - phaseOf(b.s) || a.i - b.i).map(({ s }) => s);
}
