import { callRepository } from "./call-repository";
import { liveTransact } from "./live/publish";
import { delay, type HttpHandler } from "msw";
import { roleFromVerifyStatus } from "../access/rules";
import { restBaseUrl } from "../config";
import { newAuditNote } from "./audit-note";
import type { FieldConfig, ResourceConfig } from "../engine/types";
import { isNumeric } from "../engine/validation";
import { listPage, type ListOptions } from "./query";
import { pageQueryOf, type ListShape } from "./page-query";
import type { PageQuery } from "./page-reader";
import type { ListQuery } from "./repository/types";
import { rowsBetween, rowsByPages } from "./rows-by-pages";
import { MAX_JSON_BODY_BYTES } from "./body-limits";
import { json, STALE_SAVE, TOO_LARGE, type Failure } from "./respond";
import { isStale, readWith } from "./stale-save";
import { fieldsOnly } from "./crud-records";
import { readCapped, sessionUser, shopOf, type ShopCtx } from "./route";
import { withCallAccounts } from "./call-accounts";
import { portedHandler } from "./ports";
import { requestRefusal } from "./request-check";
import { faultAnswer } from "./faults";
import { toggleOf } from "./call-acts";
import { declare, doing, mayCall, servesResource, type Screens } from "./serves";
import type { Body, ResourceRow } from "./types";

/**
 * The demo of a REST resource (`api.rest`, decision 0018), json-server style and strict
 * like the rest of the demo API (decision 0009): GET {url}?_start&_end&_sort&_order&q&field=…
 * (x-total-count), GET/PATCH/DELETE {url}/:id, POST {url}. Same token, role check (the
 * resource's screens), shop scope, rules, relations and delete refusals as a provider-API
 * resource (resources.ts hands its own checks in as `RestDeps`); refusals are HTTP 4xx with
 * `{ message }`, which simple-rest reads. Nothing is served when the resource's URL is on
 * another server (an absolute base in VITE_REST_BASE_URL / demo:rest-base-url).
 */
export interface RestDeps {
  config: ResourceConfig;
  /** What the list reads (page-query.ts), to ask the store for a page. */
  shape: ListShape;
  /** Whether the store answers `query` as it is (every key it reads a column: resources.ts). */
  readsColumnsOnly(query: PageQuery): boolean;
  /** A presenter of a page of rows, their relations' labels read once for the page (resources.ts). */
  presenter(rows: readonly ResourceRow[], ctx: ShopCtx): Promise<(row: ResourceRow) => Record<string, unknown>>;
  prepare(body: Body, ctx: ShopCtx, existing: ResourceRow | undefined): Promise<Record<string, unknown> | Failure>;
  deleteRefusal(row: ResourceRow, ctx: ShopCtx): Promise<Failure | null>;
  tuning: Omit<ListOptions<ResourceRow>, "present">;
}

const refuse = (status: number, message: string) => json({ message }, { status });
const isFailure = (v: unknown): v is Failure => typeof v === "object" && v !== null && "code" in v && "msg" in v;
const PAGING = new Set(["_start", "_end", "_sort", "_order", "q"]);

function jsonOf(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

/** The URL pattern the demo serves for a REST resource, or null when a real server has it. */
export function restPattern(url: string): string | null {
  if (/^https?:\/\//.test(url)) return url;
  return restBaseUrl() ? null : `*${url}`;
}

type Run = (ctx: ShopCtx & { params: Record<string, string> }) => Response | Promise<Response>;

/** What each REST method does on the resource's page: PATCH of one toggle's field is that toggle. */
function restServes(method: "get" | "post" | "patch" | "delete", config: ResourceConfig): Screens {
  const on = servesResource(config);
  if (method === "get") return on;
  if (method === "post") return doing(on, "create");
  if (method === "delete") return doing(on, "delete");
  return doing(on, (body) => toggleOf(config, body) ?? "edit");
}

function restRoute(method: "get" | "post" | "patch" | "delete", path: string, config: ResourceConfig, run: Run): HttpHandler {
  const serves = restServes(method, config);
  const handler = portedHandler(method, path, async (ports, { request, params }) => {
    if (ports.latencyMs) await delay(ports.latencyMs);
    let body: Body = {};
    if (method === "post" || method === "patch") {
      // the provider API's limit (body-limits.ts), said in REST's way
      const bytes = await readCapped(request, MAX_JSON_BODY_BYTES);
      if (!bytes) return refuse(413, TOO_LARGE);
      const value = jsonOf(bytes);
      if (typeof value !== "object" || value === null || Array.isArray(value)) return refuse(400, "请求体必须是 JSON 对象");
      body = value as Body;
      // unclean text refused as the provider API's calls refuse it (request-check.ts)
      const refused = requestRefusal(path, body, (_, key) => config.fields.find((f) => f.key === key)?.label);
      if (refused) return refuse(422, refused.msg);
    }
    return liveTransact(ports, (db, sql, notes) => withCallAccounts(db, sql, async (accounts) => {
      const calls = callRepository(ports.tables, db, { sql, notes });
      const session = await sessionUser(request, accounts, calls, ports.sessionKey);
      if ("ended" in session) return refuse(401, session.ended);
      const shop = await shopOf(accounts, session.user);
      if (!shop) return refuse(403, "请先开通店铺");
      sql?.scope(shop.alias);
      const role = roleFromVerifyStatus(shop.verify_status);
      if (!(await mayCall({ role, grants: session.grants }, serves, body))) return refuse(403, "无权限");
      // a REST service's writes are its own to log (操作日志 records the provider API's: audit-log.ts)
      return calls.transaction(async (repo) =>
        run({ request, body, repo, accounts, ports, scope: (alias) => sql?.scope(alias), audit: newAuditNote(), after: [], ...session, role, shop, params: params as Record<string, string> }));
      // a call that throws answers HTTP 500 (or 503), never the error (faults.ts)
    })).catch((error: unknown) => faultAnswer(error, path));
  });
  // declared like route.ts's handlers, so the role-check tests walk these too
  return declare(handler, { path, serves });
}

/** A query-string value as the field holds it (an enum's option value, a number). */
function typed(field: FieldConfig, raw: string): unknown {
  const option = field.options?.find((o) => String(o.value) === raw);
  if (option) return option.value;
  return isNumeric(field) && raw !== "" ? Number(raw) : raw;
}

/** json-server's query → the list body query.ts understands, or a refusal. */
function listBody(config: ResourceConfig, query: URLSearchParams): Body | string {
  const body: Body = {};
  for (const [key, raw] of query) {
    if (PAGING.has(key)) continue;
    const [, name = key, op] = /^(.*?)(?:_(gte|lte))?$/.exec(key) ?? [];
    const field = config.fields.find((f) => f.key === name) ?? (name === "id" ? { key: "id", label: "id" } : undefined);
    if (!field) return `未知的筛选字段 "${key}"`;
    if (!op) body[name] = typed(field, raw);
    else {
      const range = Array.isArray(body[name]) ? (body[name] as unknown[]) : ["", ""];
      range[op === "gte" ? 0 : 1] = raw;
      body[name] = range;
    }
  }
  const q = query.get("q");
  if (q) body.keyword = q;
  const sort = query.get("_sort");
  if (sort) {
    if (!config.fields.some((f) => f.key === sort) && sort !== "id") return `不能按 "${sort}" 排序`;
    const order = query.get("_order") ?? "asc";
    if (order !== "asc" && order !== "desc") return `_order 只能是 asc 或 desc`;
    body.sort_field = sort;
    body.sort_order = order;
  }
  return body;
}

export function restResourceHandlers(deps: RestDeps): HttpHandler[] {
  const { config } = deps;
  const rest = config.api.rest;
  const base = rest && restPattern(rest.url);
  if (!rest || !base) return [];
  const idField = rest.id ?? "id";
  /**
   * The shop's record of that id, asked of the call's repository (one query by the id field);
   * `forWrite`: read again forUpdate, locked to the call's end, for a write that decides on it.
   */
  const find = async (ctx: ShopCtx, id: string, forWrite = false): Promise<ResourceRow | undefined> => {
    const table = ctx.repo.table(config.name);
    const page = await table.find({
      shop: ctx.shop.alias, filters: [{ field: idField, kind: "equal", wanted: [id] }], empty: [], keyword: null,
      sort: { field: "alias", order: "asc" }, page: 1, pageSize: 1,
    });
    const [row] = page.rows;
    if (!row || !forWrite) return row;
    return (await table.get(ctx.shop.alias, row.alias, { forUpdate: true })) ?? undefined;
  };
  /** A page of rows as REST records: the demo's own bookkeeping (alias, shop) is no part of one. */
  const shown = async (rows: readonly ResourceRow[], ctx: ShopCtx): Promise<Record<string, unknown>[]> => {
    const present = await deps.presenter(rows, ctx);
    return rows.map((row) => {
      const out = present(row);
      delete out.alias;
      delete out.shop_alias;
      return { ...out, [idField]: row[idField] };
    });
  };
  const one = async (row: ResourceRow, ctx: ShopCtx) => (await shown([row], ctx))[0];
  const notFound = () => refuse(404, "记录不存在");

  return [
    restRoute("get", base, config, async (ctx) => {
      const query = new URL(ctx.request.url).searchParams;
      const body = listBody(config, query);
      if (typeof body === "string") return refuse(400, body);
      const problem = deps.tuning.refuse?.(body);
      if (problem) return refuse(422, problem);
      const [start, end] = ["_start", "_end"].map((k) => (query.has(k) ? Number(query.get(k)) : undefined));
      if ([start, end].some((n) => n !== undefined && (!Number.isInteger(n) || n < 0)) || (start ?? 0) > (end ?? Infinity)) {
        return refuse(400, "_start 和 _end 必须是非负整数，且 _start 不大于 _end");
      }
      const table = ctx.repo.table(config.name);
      const asked = pageQueryOf(deps.shape, ctx.shop.alias, body);
      let rows: Record<string, unknown>[];
      let total: number;
      if (asked && deps.readsColumnsOnly(asked)) {
        // the rows from _start to _end asked of the store, by pages of the list's query
        const list: ListQuery = { ...asked, countBy: undefined };
        delete (list as Partial<PageQuery>).resource;
        const found = await rowsBetween((page, pageSize) => table.find({ ...list, page, pageSize }), start ?? 0, end);
        [rows, total] = [await shown(found.rows, ctx), found.total];
      } else {
        // a filter or an order the store cannot answer (a relation's name): the shop's rows, read by pages, cut here
        const mine = await rowsByPages(table, ctx.shop.alias);
        const present = await shown(mine, ctx);
        const byRow = new Map(mine.map((row, i) => [row, present[i] ?? {}]));
        const all = listPage(mine, { ...body, page: 1, page_size: mine.length || 1 }, {
          ...deps.tuning, maxPageSize: Math.max(mine.length, 1), countBy: undefined, present: (row) => byRow.get(row) ?? {},
        }).list;
        [rows, total] = [all.slice(start ?? 0, end ?? all.length), all.length];
      }
      return json(rows, {
        headers: { "X-Total-Count": String(total), "Access-Control-Expose-Headers": "X-Total-Count" },
      });
    }),
    restRoute("get", `${base}/:id`, config, async (ctx) => {
      const row = await find(ctx, ctx.params.id ?? "");
      return row ? json(await one(row, ctx)) : notFound();
    }),
    restRoute("post", base, config, async (ctx) => {
      const record = await deps.prepare(ctx.body, ctx, undefined);
      if (isFailure(record)) return refuse(record.code, record.msg);
      // the shop's next id, json-server's way (one past the largest), of the shop's rows only: the
      // shop's lock is held to the call's end, so a second POST of the shop at once waits and reads
      // this one's row (on the server a write holds the shop's lock from its start: call-transact.ts)
      const table = ctx.repo.table(config.name);
      await ctx.repo.lockShop(ctx.shop.alias);
      const [last] = await table.findRows({ shop: ctx.shop.alias, filters: [], empty: [], keyword: null, sort: { field: idField, order: "desc" }, page: 1, pageSize: 1 });
      const id = (Number(last?.[idField]) || 0) + 1;
      const row = await table.insert(ctx.shop.alias, { ...fieldsOnly(record), [idField]: id });
      return json(await one(row, ctx), { status: 201 });
    }),
    restRoute("patch", `${base}/:id`, config, async (ctx) => {
      const row = await find(ctx, ctx.params.id ?? "", true);
      if (!row) return notFound();
      // changed since the caller read it (stale-save.ts), said in REST's way (the repository's patch checks it again)
      if (isStale(ctx.body, row.updated_at)) return refuse(409, STALE_SAVE);
      const record = await deps.prepare(ctx.body, ctx, row);
      if (isFailure(record)) return refuse(record.code, record.msg);
      const sent = readWith(ctx.body);
      const stored = await ctx.repo.table(config.name).patch(ctx.shop.alias, row.alias, fieldsOnly(record), sent === undefined ? {} : { expectedUpdatedAt: sent });
      return stored ? json(await one(stored, ctx)) : notFound();
    }),
    restRoute("delete", `${base}/:id`, config, async (ctx) => {
      const row = await find(ctx, ctx.params.id ?? "", true);
      if (!row) return notFound();
      const refusal = await deps.deleteRefusal(row, ctx);
      if (refusal) return refuse(refusal.code, refusal.msg);
      await ctx.repo.table(config.name).remove(ctx.shop.alias, row.alias);
      return json({});
    }),
  ];
}
