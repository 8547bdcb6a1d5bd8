import type { HttpHandler } from "msw";
import { isEmpty, listPage, type ListOptions } from "./query";
import { failWith, invalid, isFailure, notFound, ok, type Failure } from "./respond";
import { shopRoute, type ShopCtx } from "./route";
import type { Body, Db, RowOf, ShopRecord, ShopTable } from "./types";
import { allocAlias, now } from "./util";

/** The editable part of a record: everything but alias/shop_alias/created_at/updated_at. */
export type Fields<T extends ShopRecord> = Omit<T, keyof ShopRecord>;

export interface SaveCtx<T> extends ShopCtx {
  /** The stored record when the body carries an alias (update), else undefined (create). */
  existing: T | undefined;
}

/** Extra context of a custom action: the shop's rows and the list/detail presenter. */
export interface ActionCtx<T> extends ShopCtx {
  rows: T[];
  find(alias: unknown): T | undefined;
  present(row: T): Record<string, unknown>;
}

/** `search`, `filter` and `defaultSort` tune the list (see query.ts). */
export interface CrudConfig<K extends ShopTable> extends Omit<ListOptions<RowOf<K>>, "present"> {
  /** e.g. '/merchant/shop/v1/address'; action paths are `${base}/${action}`. */
  base: string;
  table: K;
  /** Alias prefix for new records, e.g. 'ad'. */
  prefix: string;
  /** Action names (per entity: 'detail'/'delete' or 'info'/'del'); omit one to not serve it. */
  actions: { list?: string; detail?: string; save?: string; del?: string };
  /**
   * Reads and checks the record to store. `input` is the body (create) or the stored
   * record overlaid with the body (update). Return the editable fields, or a refusal:
   * a string becomes `code 422` with that message, a Failure is sent as is.
   */
  parse?(input: Body, ctx: SaveCtx<RowOf<K>>): Fields<RowOf<K>> | Failure | string;
  /** Runs after a save (e.g. unset other defaults). */
  afterSave?(row: RowOf<K>, ctx: ShopCtx): void;
  /** Refuses a delete (a string → 409). */
  beforeDelete?(row: RowOf<K>, ctx: ShopCtx): Failure | string | null;
  /** The record as sent in list/detail (hide secrets, add computed fields); shop_alias is always dropped. */
  output?(row: RowOf<K>, db: Db): Record<string, unknown>;
  /** More actions on the same base, e.g. `{ status: (ctx) => ... }`. */
  extra?: Record<string, (ctx: ActionCtx<RowOf<K>>) => Response | Promise<Response>>;
}

function omitShop(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (k !== "shop_alias") out[k] = v;
  return out;
}

/** Mutable view of a shop-scoped table (one cast, kept here). */
function tableOf<K extends ShopTable>(db: Db, table: K): RowOf<K>[] {
  return db[table] as RowOf<K>[];
}

/**
 * One generic CRUD resource over a shop-scoped table: list (paging, keyword, filters,
 * sort), detail, save (create/update) and delete, each scoped to the signed-in shop.
 * @example
 * crud({ base: "/merchant/shop/v1/address", table: "address", prefix: "ad",
 *        actions: { list: "list", detail: "detail", save: "save", del: "delete" }, parse })
 */
export function crud<K extends ShopTable>(cfg: CrudConfig<K>): HttpHandler[] {
  const { base, table, actions } = cfg;
  if (actions.save && !cfg.parse) throw new Error(`crud ${base}: a save action needs parse()`);
  const rowsOf = (ctx: ShopCtx): RowOf<K>[] => tableOf(ctx.db, table).filter((r) => r.shop_alias === ctx.shop.alias);
  const present = (row: RowOf<K>, db: Db): Record<string, unknown> =>
    omitShop(cfg.output ? cfg.output(row, db) : { ...row });
  const find = (ctx: ShopCtx, alias: unknown): RowOf<K> | undefined =>
    typeof alias === "string" && alias !== "" ? rowsOf(ctx).find((r) => r.alias === alias) : undefined;
  const handlers: HttpHandler[] = [];

  if (actions.list) {
    handlers.push(shopRoute(`${base}/${actions.list}`, (ctx) =>
      ok(listPage(rowsOf(ctx), ctx.body, { ...cfg, present: (row) => present(row, ctx.db) }))));
  }

  if (actions.detail) {
    handlers.push(shopRoute(`${base}/${actions.detail}`, (ctx) => {
      const row = find(ctx, ctx.body.alias);
      return row ? ok(present(row, ctx.db)) : failWith(notFound());
    }));
  }

  if (actions.save && cfg.parse) {
    const parse = cfg.parse;
    handlers.push(shopRoute(`${base}/${actions.save}`, (ctx) => {
      const alias = ctx.body.alias;
      const existing = isEmpty(alias) ? undefined : find(ctx, alias);
      if (!isEmpty(alias) && !existing) return failWith(notFound());
      const input: Body = existing ? Object.assign({}, existing, ctx.body) : { ...ctx.body };
      const fields = parse(input, { ...ctx, existing });
      if (typeof fields === "string") return failWith(invalid(fields));
      if (isFailure(fields)) return failWith(fields);
      const time = now();
      const meta: ShopRecord = existing
        ? { alias: existing.alias, shop_alias: ctx.shop.alias, created_at: existing.created_at, updated_at: time }
        : { alias: allocAlias(ctx.db, cfg.prefix), shop_alias: ctx.shop.alias, created_at: time, updated_at: time };
      // Fields<T> plus the meta columns is exactly T; TS cannot see that for a generic T.
      const row = { ...fields, ...meta } as RowOf<K>;
      const rows = tableOf(ctx.db, table);
      const index = existing ? rows.indexOf(existing) : -1;
      if (index >= 0) rows[index] = row;
      else rows.push(row);
      cfg.afterSave?.(row, ctx);
      return ok({ alias: row.alias });
    }));
  }

  if (actions.del) {
    handlers.push(shopRoute(`${base}/${actions.del}`, (ctx) => {
      const row = find(ctx, ctx.body.alias);
      if (!row) return failWith(notFound());
      const refusal = cfg.beforeDelete?.(row, ctx) ?? null;
      if (refusal) return failWith(typeof refusal === "string" ? { code: 409, msg: refusal } : refusal);
      const rows = tableOf(ctx.db, table);
      rows.splice(rows.indexOf(row), 1);
      return ok(null);
    }));
  }

  for (const [action, run] of Object.entries(cfg.extra ?? {})) {
    handlers.push(shopRoute(`${base}/${action}`, (ctx) =>
      run({ ...ctx, rows: rowsOf(ctx), find: (a) => find(ctx, a), present: (r) => present(r, ctx.db) })));
  }
  return handlers;
}
