import type { Row, Values } from "./repository/types";
import type { ShopCtx } from "./route";

/**
 * Stores `changes` on a row the call read locked (`get` forUpdate, an action's `load`) through
 * the call's repository, and notes the write for the 操作日志 (`{ before, after }`, as crud.ts's
 * saves note theirs): the row as stored. The record columns are the store's (`updated_at` moves on).
 */
export async function patchNoted(ctx: ShopCtx, table: string, row: Row, changes: Values): Promise<Row> {
  const stored = await ctx.repo.table(table).patch(row.shop_alias, row.alias, changes);
  // the row is locked by this call: gone only if the call itself removed it
  if (!stored) throw new Error(`没有记录 ${table} ${row.alias}`);
  ctx.audit.writes.push({ before: row, after: stored });
  return stored;
}
