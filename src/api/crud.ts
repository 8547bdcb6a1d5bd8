import type { HttpHandler } from "msw";
import { isEmpty, listPage, type ListOptions, type ListPage } from "./query";
import { conflict, failWith, invalid, isFailure, notFound, ok, staleSave, type Failure } from "./respond";
import { shopRoute, type ShopCtx } from "./route";
import { namesRecord } from "./call-acts";
import { calling, type Act, type CallAct, type Screens } from "./serves";
import type { Body, ShopRecord } from "./types";
import { isStale, readWith } from "./stale-save";
import type { Records } from "./crud-records";

/** The editable part of a record: everything but alias/shop_alias/created_at/updated_at. */
export type Fields<T extends ShopRecord> = Omit<T, keyof ShopRecord>;

export interface SaveCtx<T> extends ShopCtx {
  /** The stored record when the body names one by its key or alias (update), else undefined (create). */
  existing: T | undefined;
}

/** Extra context of a custom action: the shop's rows and the list/detail presenter. */
export interface ActionCtx<T> extends ShopCtx {
  /**
   * The record the body names by key or alias, read for a write (`get` forUpdate on the call's
   * repository: locked to the call's end), or undefined: what an action decides on.
   */
  load(id: unknown): Promise<T | undefined>;
  /** A presenter of these rows, having read what they relate to (one query per relation). */
  presenter(rows: T[]): Promise<(row: T) => Record<string, unknown>>;
}

/**
 * The CRUD factory over shop-scoped rows: resources.ts binds it to a config-declared resource's
 * records on the call's repository, handlers/fetch.ts to the pickup orders (read only).
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
  acts?: Record<string, CallAct | null>;
  /**
   * The shop's rows a list is cut from when the store cannot page it (a computed filter): read by
   * pages through the call's repository (the server hands the handlers no Db: decision 0108).
   */
  listRows(ctx: ShopCtx): Promise<T[]>;
  /**
   * Where detail, save and delete read and write the records (crud-records.ts): a table of the
   * call's repository (`repositoryRecords`: `get`, `insert`, `patch` with the version the form
   * read, `remove`; issue 48 step 3).
   */
  records: Records<T>;
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
  /**
   * Runs after a save (e.g. unset other defaults); `before` is the record as it was (update).
   * On the repository's `records`, keys it sets on `row` are written after it (a second patch).
   */
  afterSave?(row: T, ctx: ShopCtx, before: T | undefined): void | Promise<void>;
  /** Refuses a delete (a string → 409). */
  beforeDelete?(row: T, ctx: ShopCtx): Failure | string | null | Promise<Failure | string | null>;
  /** Runs after a delete, in its transaction, with the rows deleted (卡密's 卡密不足: stock-watch.ts). */
  afterDelete?(rows: T[], ctx: ShopCtx): Promise<void>;
  /** The delete action also takes `{ aliases: [...] }`: all deleted, or none when one is refused. */
  batchDelete?: boolean;
  /** The record as sent in list/detail, from the row alone (a pickup order's fields); shop_alias is always dropped. */
  output?(row: T): Record<string, unknown>;
  /**
   * The output of a page of rows, having read what they relate to once for all of them (a
   * resource's relation labels and its extensions' figures: one query per relation, never the
   * Db); default: `output` row by row.
   */
  outputs?(rows: T[], session: ShopCtx): Promise<(row: T) => Record<string, unknown>>;
  /** The list page as the store reads it itself (the server's SQL: page-reader.ts), or null to cut it from the rows. */
  listFromStore?(ctx: ShopCtx): Promise<ListPage | null> | null;
  /** More actions on the same base, e.g. `{ status: (ctx) => ... }`; served before (so they may replace) the generated ones. */
  extra?: Record<string, (ctx: ActionCtx<T>) => Response | Promise<Response>>;
}

/** The record as sent: never its shop. */
export function omitShop(row: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (k !== "shop_alias") out[k] = v;
  return out;
}

/**
 * One generic CRUD resource: list (paging, keyword, filters, sort), detail, save (create/update)
 * and delete, each scoped to the signed-in shop, its records `cfg.records` (see CrudCore).
 */
export function crudOn<T extends ShopRecord>(cfg: CrudCore<T>): HttpHandler[] {
  const { base, actions, serves } = cfg;
  const key = cfg.key ?? "alias";
  const keyOf = cfg.keyOf ?? ((row: T): unknown => row.alias);
  if (actions.save && !cfg.parse) throw new Error(`crud ${base}: a save action needs parse()`);
  const present = (row: T): Record<string, unknown> => omitShop(cfg.output ? cfg.output(row) : row);
  /** A presenter of a page of rows: the rows' relations read once for all of them when the config can. */
  const presenter = async (rows: T[], ctx: ShopCtx): Promise<(row: T) => Record<string, unknown>> => {
    if (!cfg.outputs) return present;
    const output = await cfg.outputs(rows, ctx);
    return (row) => omitShop(output(row));
  };
  const { records } = cfg;
  /** The id the body names by `key` (or `alias`), or undefined when it names none. */
  const named = (body: Body): unknown => {
    const id = isEmpty(body[key]) ? body.alias : body[key];
    return isEmpty(id) ? undefined : id;
  };
  const reply = (row: T): Record<string, unknown> => (key === "alias" ? { alias: row.alias } : { alias: row.alias, [key]: keyOf(row) });
  const handlers: HttpHandler[] = [];
  /** The screens of the call `action` (which does `fallback` unless `acts` says otherwise). */
  const servesCall = (action: string, fallback: CallAct | null): Screens => {
    const act = cfg.acts && action in cfg.acts ? cfg.acts[action] : fallback;
    return act === null || act === undefined ? serves : calling(serves, act);
  };
  const defaultAct = (action: string): Act | null => {
    if (action === actions.list || action === actions.detail) return null;
    if (action === actions.save) return (body) => (namesRecord(body, key) ? "edit" : "create");
    return action === actions.del ? "delete" : action;
  };

  for (const [action, run] of Object.entries(cfg.extra ?? {})) {
    handlers.push(shopRoute(`${base}/${action}`, servesCall(action, defaultAct(action)), (ctx) =>
      run(extendCtx(ctx, {
        load: (a: unknown) => records.find(ctx, a, true),
        presenter: (rows: T[]) => presenter(rows, ctx),
      }))));
  }

  if (actions.list) {
    handlers.push(shopRoute(`${base}/${actions.list}`, servesCall(actions.list, null), async (ctx) => {
      const refused = cfg.refuse?.(ctx.body);
      if (refused) return failWith(invalid(refused));
      const stored = await cfg.listFromStore?.(ctx);
      if (stored) return ok(stored);
      // cut from the rows, each presented as a page (what they relate to read once for all of them)
      const rows = await cfg.listRows(ctx);
      return ok(listPage(rows, ctx.body, { ...cfg, present: await presenter(rows, ctx) }));
    }));
  }

  if (actions.detail) {
    handlers.push(shopRoute(`${base}/${actions.detail}`, servesCall(actions.detail, null), async (ctx) => {
      const row = await records.find(ctx, named(ctx.body), false);
      return row ? ok((await presenter([row], ctx))(row)) : failWith(notFound());
    }));
  }

  if (actions.save && cfg.parse) {
    const parse = cfg.parse;
    handlers.push(shopRoute(`${base}/${actions.save}`, servesCall(actions.save, defaultAct(actions.save)), async (ctx) => {
      const id = named(ctx.body);
      // the record a save decides on, locked to the call's end (two saves of one record: one after the other)
      const existing = id === undefined ? undefined : await records.find(ctx, id, true);
      if (id !== undefined && !existing) return failWith(notFound());
      const saveCtx: SaveCtx<T> = { ...ctx, existing };
      const refused = cfg.canSave?.(saveCtx);
      if (refused) return failWith(refused);
      // read with another updated_at than the stored one: someone saved it since (stale-save.ts);
      // said before the body's rules, and checked again by the repository's patch as it writes
      if (existing && isStale(ctx.body, existing.updated_at)) return staleSave();
      const input: Body = existing ? Object.assign({}, existing, ctx.body) : { ...ctx.body };
      const fields = await parse(input, saveCtx);
      if (typeof fields === "string") return failWith(invalid(fields));
      if (isFailure(fields)) return failWith(fields);
      const stored = existing ? await records.replace(ctx, existing, fields, readWith(ctx.body)) : await records.create(ctx, fields);
      // an afterSave may set keys on the row (a default): written after it on the repository
      const row = cfg.records ? structuredClone(stored) : stored;
      await cfg.afterSave?.(row, ctx, existing);
      const after = await records.amend(ctx, stored, row);
      // 操作日志: the record as it was and as stored (the stored object was replaced, not changed)
      ctx.audit.writes.push({ before: existing, after });
      return ok(reply(after));
    }));
  }

  if (actions.del) {
    const refusal = async (row: T, ctx: ShopCtx): Promise<Failure | null> => {
      const r = (await cfg.beforeDelete?.(row, ctx)) ?? null;
      return typeof r === "string" ? conflict(r) : r;
    };
    handlers.push(shopRoute(`${base}/${actions.del}`, servesCall(actions.del, "delete"), async (ctx) => {
      const ids = cfg.batchDelete && Array.isArray(ctx.body.aliases) ? ctx.body.aliases : [named(ctx.body)];
      // each read for the delete (locked): all found and none refused, or nothing is deleted
      const targets: (T | undefined)[] = [];
      for (const id of ids) targets.push(await records.find(ctx, id, true));
      const found = targets.filter((row): row is T => row !== undefined);
      if (found.length === 0 || found.length !== targets.length) return failWith(notFound());
      for (const row of found) {
        const refused = await refusal(row, ctx);
        if (refused) return failWith(refused);
      }
      await records.remove(ctx, found);
      await cfg.afterDelete?.(found, ctx);
      for (const row of found) ctx.audit.writes.push({ before: row });
      return ok(null);
    }));
  }

  return handlers;
}

/** `base` with `more`'s keys, its getters kept as getters (a spread would call them: an action's `rows` reads the table). */
export function extendCtx<A extends object, B extends object>(base: A, more: B): A & B {
  const out = Object.defineProperties({}, Object.getOwnPropertyDescriptors(base));
  return Object.defineProperties(out, Object.getOwnPropertyDescriptors(more)) as A & B;
}
