import type { HttpHandler } from "msw";
import { isEmpty, listPage, type ListOptions, type ListPage } from "./query";
import { conflict, failWith, invalid, isFailure, notFound, ok, staleSave, type Failure } from "./respond";
import { shopRoute, type ShopCtx } from "./route";
import { namesRecord } from "./call-acts";
import { doing, type Act, type Screens } from "./serves";
import type { Body, Db, RowOf, ShopRecord, ShopTable } from "./types";
import { isStale, savedAt } from "./stale-save";
import { allocAlias, now } from "./util";

/** The editable part of a record: everything but alias/shop_alias/created_at/updated_at. */
export type Fields<T extends ShopRecord> = Omit<T, keyof ShopRecord>;

export interface SaveCtx<T> extends ShopCtx {
  /** The stored record when the body names one by its key or alias (update), else undefined (create). */
  existing: T | undefined;
}

/** Extra context of a custom action: the shop's rows and the list/detail presenter. */
export interface ActionCtx<T> extends ShopCtx {
  rows: T[];
  find(alias: unknown): T | undefined;
  present(row: T): Record<string, unknown>;
}

/**
 * The CRUD factory over any live array of shop-scoped rows (`rows(db)`); `crud()` below
 * binds it to a table of the db, resources.ts to a config-declared resource's records.
 * `search`, `filter`, `defaultSort` and `maxPageSize` tune the list (see query.ts).
 */
export interface CrudCore<T extends ShopRecord> extends Omit<ListOptions<T>, "present"> {
  /** e.g. '/merchant/shop/v1/address'; action paths are `${base}/${action}`. */
  base: string;
  /** The screens its calls serve (a resource's: servesResource(config)); checked by route.ts. */
  serves: Screens;
  /**
   * What a call does on the screens' page, by action name (serves.ts Act; null: a read).
   * Default: list and detail read, save `create` or `edit` (the body names a record), del
   * `delete`, an `extra` its own name.
   */
  acts?: Record<string, Act | null>;
  /** All rows of the table, every shop's (a live array: saves push into it, deletes splice it). */
  rows(db: Db): T[];
  /** Alias prefix for new records, e.g. 'ad'. */
  prefix: string;
  /** Action names (per entity: 'detail'/'delete' or 'info'/'del'); omit one to not serve it. */
  actions: { list?: string; detail?: string; save?: string; del?: string };
  /** Body key naming the record in detail/save/delete; default 'alias' (`alias` is always accepted too). */
  key?: string;
  /** The record's value of `key`; default its alias. */
  keyOf?(row: T): unknown;
  /**
   * Reads and checks the record to store. `input` is the body (create) or the stored
   * record overlaid with the body (update). Return the editable fields, or a refusal:
   * a string becomes `code 422` with that message, a Failure is sent as is.
   */
  parse?(input: Body, ctx: SaveCtx<T>): Fields<T> | Failure | string | Promise<Fields<T> | Failure | string>;
  /** Refuses a save before parse (e.g. a resource that may not be created). */
  canSave?(ctx: SaveCtx<T>): Failure | null;
  /** Runs after a save (e.g. unset other defaults); `before` is the record as it was (update). */
  afterSave?(row: T, ctx: ShopCtx, before: T | undefined): void;
  /** Refuses a delete (a string → 409). */
  beforeDelete?(row: T, ctx: ShopCtx): Failure | string | null;
  /** The delete action also takes `{ aliases: [...] }`: all deleted, or none when one is refused. */
  batchDelete?: boolean;
  /**
   * The record as sent in list/detail (hide secrets, add computed fields, what the signed-in
   * `session` may not do to it); shop_alias is always dropped.
   */
  output?(row: T, db: Db, session: ShopCtx): Record<string, unknown>;
  /** The list page as the store reads it itself (the server's SQL: page-reader.ts), or null to cut it from the rows. */
  listFromStore?(ctx: ShopCtx): Promise<ListPage | null> | null;
  /** More actions on the same base, e.g. `{ status: (ctx) => ... }`; served before (so they may replace) the generated ones. */
  extra?: Record<string, (ctx: ActionCtx<T>) => Response | Promise<Response>>;
}

/** `crudOn` over one shop-scoped table of the db. */
export interface CrudConfig<K extends ShopTable> extends Omit<CrudCore<RowOf<K>>, "rows"> {
  table: K;
}

/** The record as sent: never its shop. */
export function omitShop(row: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (k !== "shop_alias") out[k] = v;
  return out;
}

/** Mutable view of a shop-scoped table (one cast, kept here). */
function tableOf<K extends ShopTable>(db: Db, table: K): RowOf<K>[] {
  return db[table] as RowOf<K>[];
}

const isId = (v: unknown): v is string | number => (typeof v === "string" && v !== "") || typeof v === "number";

/**
 * One generic CRUD resource over a shop-scoped table: list (paging, keyword, filters,
 * sort), detail, save (create/update) and delete, each scoped to the signed-in shop.
 * @example
 * crud({ base: "/merchant/shop/v1/address", table: "address", prefix: "ad",
 *        actions: { list: "list", detail: "detail", save: "save", del: "delete" }, parse })
 */
export function crud<K extends ShopTable>(cfg: CrudConfig<K>): HttpHandler[] {
  const { table, ...rest } = cfg;
  return crudOn<RowOf<K>>({ ...rest, rows: (db) => tableOf(db, table) });
}

/** The CRUD handlers over `cfg.rows(db)` (see CrudCore). */
export function crudOn<T extends ShopRecord>(cfg: CrudCore<T>): HttpHandler[] {
  const { base, actions, serves } = cfg;
  const key = cfg.key ?? "alias";
  const keyOf = cfg.keyOf ?? ((row: T): unknown => row.alias);
  if (actions.save && !cfg.parse) throw new Error(`crud ${base}: a save action needs parse()`);
  const rowsOf = (ctx: ShopCtx): T[] => cfg.rows(ctx.db).filter((r) => r.shop_alias === ctx.shop.alias);
  const present = (row: T, ctx: ShopCtx): Record<string, unknown> => omitShop(cfg.output ? cfg.output(row, ctx.db, ctx) : row);
  const find = (ctx: ShopCtx, id: unknown): T | undefined => {
    if (!isId(id)) return undefined;
    const rows = rowsOf(ctx);
    return rows.find((r) => String(keyOf(r)) === String(id)) ?? (key === "alias" ? undefined : rows.find((r) => r.alias === id));
  };
  /** The record the body names by `key` (or `alias`); `named` is false when it names none. */
  const locate = (ctx: ShopCtx, body: Body): { named: boolean; row: T | undefined } => {
    const id = isEmpty(body[key]) ? body.alias : body[key];
    return isEmpty(id) ? { named: false, row: undefined } : { named: true, row: find(ctx, id) };
  };
  const reply = (row: T): Record<string, unknown> => (key === "alias" ? { alias: row.alias } : { alias: row.alias, [key]: keyOf(row) });
  const handlers: HttpHandler[] = [];
  /** The screens of the call `action` (which does `fallback` unless `acts` says otherwise). */
  const servesCall = (action: string, fallback: Act | null): Screens => {
    const act = cfg.acts && action in cfg.acts ? cfg.acts[action] : fallback;
    return act === null || act === undefined ? serves : doing(serves, act);
  };
  const defaultAct = (action: string): Act | null => {
    if (action === actions.list || action === actions.detail) return null;
    if (action === actions.save) return (body) => (namesRecord(body, key) ? "edit" : "create");
    return action === actions.del ? "delete" : action;
  };

  for (const [action, run] of Object.entries(cfg.extra ?? {})) {
    handlers.push(shopRoute(`${base}/${action}`, servesCall(action, defaultAct(action)), (ctx) =>
      run({ ...ctx, rows: rowsOf(ctx), find: (a) => find(ctx, a), present: (r) => present(r, ctx) })));
  }

  if (actions.list) {
    handlers.push(shopRoute(`${base}/${actions.list}`, servesCall(actions.list, null), async (ctx) => {
      const refused = cfg.refuse?.(ctx.body);
      if (refused) return failWith(invalid(refused));
      const stored = await cfg.listFromStore?.(ctx);
      if (stored) return ok(stored);
      return ok(listPage(rowsOf(ctx), ctx.body, { ...cfg, present: (row) => present(row, ctx) }));
    }));
  }

  if (actions.detail) {
    handlers.push(shopRoute(`${base}/${actions.detail}`, servesCall(actions.detail, null), (ctx) => {
      const { row } = locate(ctx, ctx.body);
      return row ? ok(present(row, ctx)) : failWith(notFound());
    }));
  }

  if (actions.save && cfg.parse) {
    const parse = cfg.parse;
    handlers.push(shopRoute(`${base}/${actions.save}`, servesCall(actions.save, defaultAct(actions.save)), async (ctx) => {
      const { named, row: existing } = locate(ctx, ctx.body);
      if (named && !existing) return failWith(notFound());
      const saveCtx: SaveCtx<T> = { ...ctx, existing };
      const refused = cfg.canSave?.(saveCtx);
      if (refused) return failWith(refused);
      // read with another updated_at than the stored one: someone saved it since (stale-save.ts)
      if (existing && isStale(ctx.body, existing.updated_at)) return staleSave();
      const input: Body = existing ? Object.assign({}, existing, ctx.body) : { ...ctx.body };
      const fields = await parse(input, saveCtx);
      if (typeof fields === "string") return failWith(invalid(fields));
      if (isFailure(fields)) return failWith(fields);
      const time = now();
      const meta: ShopRecord = existing
        ? { alias: existing.alias, shop_alias: ctx.shop.alias, created_at: existing.created_at, updated_at: savedAt(existing.updated_at) }
        : { alias: allocAlias(ctx.db, cfg.prefix), shop_alias: ctx.shop.alias, created_at: time, updated_at: time };
      // Fields<T> plus the meta columns is exactly T; TS cannot see that for a generic T.
      const row = { ...fields, ...meta } as T;
      const rows = cfg.rows(ctx.db);
      const index = existing ? rows.indexOf(existing) : -1;
      if (index >= 0) rows[index] = row;
      else rows.push(row);
      cfg.afterSave?.(row, ctx, existing);
      // 操作日志: the record as it was and as stored (the stored object was replaced, not changed)
      ctx.audit.writes.push({ before: existing, after: row });
      return ok(reply(row));
    }));
  }

  if (actions.del) {
    const refusal = (row: T, ctx: ShopCtx): Failure | null => {
      const r = cfg.beforeDelete?.(row, ctx) ?? null;
      return typeof r === "string" ? conflict(r) : r;
    };
    handlers.push(shopRoute(`${base}/${actions.del}`, servesCall(actions.del, "delete"), (ctx) => {
      const ids = cfg.batchDelete && Array.isArray(ctx.body.aliases) ? ctx.body.aliases : null;
      const targets = ids ? ids.map((id) => find(ctx, id)) : [locate(ctx, ctx.body).row];
      const found = targets.filter((row): row is T => row !== undefined);
      if (found.length === 0 || found.length !== targets.length) return failWith(notFound());
      for (const row of found) {
        const refused = refusal(row, ctx);
        if (refused) return failWith(refused);
      }
      const rows = cfg.rows(ctx.db);
      for (const row of found) rows.splice(rows.indexOf(row), 1);
      for (const row of found) ctx.audit.writes.push({ before: row });
      return ok(null);
    }));
  }

  return handlers;
}
