import { RECORD_KEYS } from "./repository/field-kinds";
import { isId } from "./resource-input";
import type { ShopCtx } from "./route";
import type { ShopRecord } from "./types";

/**
 * Where a CRUD factory's records are read and written (crud.ts): the call's repository
 * (`ctx.repo`, issue 48 step 3: every generated resource), or rows the call was handed, read
 * only. The factory's rules (not found, refusals, the stale save's 409 said before the body's
 * 422, the 操作日志) are one code over either.
 */
export interface Records<T extends ShopRecord> {
  /**
   * The shop's record whose key (else alias) is `id`. `forWrite`: read for a write that decides
   * on it: on the repository `get` forUpdate, locked to the call's end.
   */
  find(ctx: ShopCtx, id: unknown, forWrite: boolean): Promise<T | undefined>;
  /** Stores a new record of the fields (alias, times by the store): the record as stored. */
  create(ctx: ShopCtx, fields: object): Promise<T>;
  /**
   * Writes `fields` as the whole record over `existing` (a key it lacks is cleared). `readWith`:
   * the `updated_at` the caller read it with; on the repository a newer record is refused
   * (StaleRecordError, HTTP 409), the final guard behind the handler's own check.
   */
  replace(ctx: ShopCtx, existing: T, fields: object, readWith: string | undefined): Promise<T>;
  /** Writes keys `row` changed since it was stored as `stored` (an afterSave's), or nothing: the record as stored now. */
  amend(ctx: ShopCtx, stored: T, row: T): Promise<T>;
  /** Removes the records, all or none: a missing one throws, and the call's writes are undone. */
  remove(ctx: ShopCtx, rows: readonly T[]): Promise<void>;
}


/** The values of a write: the record columns are the store's. */
export function fieldsOnly(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !RECORD_KEYS.has(k)));
}

/**
 * The records of the call repository's table `name` (ctx.repo.table(name)): a question each,
 * never the table read whole. `key`: the body's key naming a record; a key that is no stored
 * field (a config's `api.key` it does not declare) names records by their alias alone.
 */
export function repositoryRecords<T extends ShopRecord>(name: string, key: string): Records<T> {
  const table = (ctx: ShopCtx) => ctx.repo.table(name);
  const asRow = (row: unknown) => (row ?? undefined) as T | undefined;
  return {
    async find(ctx, id, forWrite) {
      if (!isId(id)) return undefined;
      const shop = ctx.shop.alias;
      let alias = String(id);
      if (key !== "alias") {
        // by the key's value first; a record with no key value is named by its alias (keyOf)
        const page = await table(ctx).find({
          shop, filters: [{ field: key, kind: "equal", wanted: [id] }], empty: [], keyword: null,
          sort: { field: "alias", order: "asc" }, page: 1, pageSize: 1,
        });
        const [byKey] = page.rows;
        if (byKey) alias = byKey.alias;
      }
      return asRow(await table(ctx).get(shop, alias, { forUpdate: forWrite }));
    },
    async create(ctx, fields) {
      return (await table(ctx).insert(ctx.shop.alias, fieldsOnly(fields))) as unknown as T;
    },
    async replace(ctx, existing, fields, readWith) {
      const changes = fieldsOnly(fields);
      // the whole record, as the arrays' save replaced it: a key it no longer has is cleared
      for (const k of Object.keys(existing)) if (!(k in changes) && !RECORD_KEYS.has(k)) changes[k] = null;
      const row = await table(ctx).patch(ctx.shop.alias, existing.alias, changes, readWith === undefined ? {} : { expectedUpdatedAt: readWith });
      if (!row) throw new Error(`${name} ${existing.alias} 在写入前消失了`);
      return row as unknown as T;
    },
    async amend(ctx, stored, row) {
      const changes: Record<string, unknown> = {};
      const before = stored as Record<string, unknown>;
      for (const [k, v] of Object.entries(row)) {
        if (!RECORD_KEYS.has(k) && JSON.stringify(v) !== JSON.stringify(before[k])) changes[k] = v ?? null;
      }
      for (const k of Object.keys(before)) if (!(k in row) && !RECORD_KEYS.has(k)) changes[k] = null;
      if (Object.keys(changes).length === 0) return stored;
      const now = await table(ctx).patch(ctx.shop.alias, stored.alias, changes);
      return (now ?? stored) as unknown as T;
    },
    async remove(ctx, found) {
      for (const row of found) {
        // a throw undoes the call's other removals (its transaction)
        if (!(await table(ctx).remove(ctx.shop.alias, row.alias))) throw new Error(`${name} ${row.alias} 在删除前消失了`);
      }
    },
  };
}
