import type { Row, Values } from "../../repository/types";
import type { ResourceActionCtx } from "../../resources";

/**
 * Stores `changes` of the record an action of the 营销中心 read locked (`ctx.load`: 结束 of a
 * coupon or a 赠品 activity, 发券, 作废 of a card) through the call's repository, and notes it for
 * the 操作日志 as the generic save does (before, after): the record as stored, `updated_at` moved on.
 */
export async function patchRecord(ctx: ResourceActionCtx, row: Row, changes: Values): Promise<Row> {
  const stored = await ctx.repo.table(ctx.config.name).patch(row.shop_alias, row.alias, changes);
  // read locked by this call: there until it ends
  if (!stored) throw new Error(`${ctx.config.name} ${row.alias} 不见了`);
  ctx.audit.writes.push({ before: row, after: stored });
  return stored;
}
