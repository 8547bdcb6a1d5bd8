import { reachOf, relatedByValue, rowsByAlias, type ByValue, type OutputReach } from "../output-reach";
import { conflict, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import type { ResourceRow } from "../types";
import { now } from "../util";
import { activityStatus, ENDED, minutes, periodError, RUNNING, yuan } from "./ump/activity";
import { patchNoted } from "../noted-patch";

/**
 * 赠品 beyond the field rules (domain.md 营销中心 → gift): 藏品 gifts are the shop's 数字藏品,
 * coupon gifts coupons that have not ended, each once; 每人限领 within the stock and the stock
 * not below what was given; the end after the start. Status from the dates (or 结束, POST
 * gift/end {alias}); an ended activity is not edited, a running one changes only its end
 * time (not to the past) and stock, and is not deleted. Each gift row gets `alias`: its
 * goods or coupon, by type (domain.md `gifts [{type, alias, num}]`).
 */
export interface GiftLine { type?: unknown; goods_alias?: unknown; coupon_alias?: unknown; num?: unknown; alias?: unknown }

const linesOf = (v: unknown): GiftLine[] => (Array.isArray(v) ? (v as GiftLine[]) : []);
const lineAlias = (l: GiftLine): string => String((Number(l.type) === 2 ? l.coupon_alias : l.goods_alias) ?? "");

/** The goods and coupons gift `lines` name (a coupon's line is of type 2, any other names goods), by alias: one query each. */
async function namedBy(reach: OutputReach, lines: readonly GiftLine[]): Promise<{ goods: ByValue<ResourceRow | undefined>; coupons: ByValue<ResourceRow | undefined> }> {
  const of = (coupons: boolean) => lines.filter((l) => (Number(l.type) === 2) === coupons).map(lineAlias);
  return { goods: await rowsByAlias(reach, "goods", of(false)), coupons: await rowsByAlias(reach, "coupon", of(true)) };
}

/** How many gifts each activity has given: its 领取记录 (one query for a page's activities). */
async function givenOf(reach: OutputReach, rows: readonly ResourceRow[]): Promise<(row: ResourceRow) => number> {
  const records = await relatedByValue(reach, "giftRecord", "gift_alias", rows.map((r) => r.alias));
  return (row) => records(row.alias).length;
}

/** "敦煌飞天 数字藏品 ×1、新人专享券 ×2" */
function giftsText(lines: GiftLine[], { goods, coupons }: Awaited<ReturnType<typeof namedBy>>): string {
  return lines
    .map((l) => {
      const named = (Number(l.type) === 2 ? coupons : goods)(lineAlias(l));
      return `${String(named?.name ?? "已删除的赠品")} ×${String(l.num ?? 1)}`;
    })
    .join("、");
}

function linesError(lines: GiftLine[], { goods, coupons }: Awaited<ReturnType<typeof namedBy>>): string | null {
  const seen = new Set<string>();
  for (const [i, l] of lines.entries()) {
    const where = `赠品第${i + 1}行：`;
    const key = `${String(l.type)}:${lineAlias(l)}`;
    if (seen.has(key)) return `${where}重复添加`;
    seen.add(key);
    if (Number(l.type) === 1 && goods(l.goods_alias)?.type !== 1) return `${where}只能选择数字藏品`;
    const coupon = Number(l.type) === 2 ? coupons(l.coupon_alias) : undefined;
    if (coupon && activityStatus(coupon) === ENDED) return `${where}优惠券「${String(coupon.name)}」已结束`;
  }
  return null;
}

const FIXED_WHILE_RUNNING = ["name", "start_at", "condition_type", "goods_aliases", "threshold", "per_limit"];
const sameLines = (a: unknown, b: unknown) => {
  const keyOf = (v: unknown) => linesOf(v).map((l) => `${Number(l.type)}:${lineAlias(l)}×${Number(l.num)}`).join(",");
  return keyOf(a) === keyOf(b);
};

/** What an edit may change by status: an ended activity nothing, a running one its end time and stock. */
function editError(status: number, before: ResourceRow, after: Record<string, unknown>): string | null {
  if (status === ENDED) return "赠品活动已结束，不能编辑";
  if (status !== RUNNING) return null;
  const changed = FIXED_WHILE_RUNNING.some((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
  return changed || !sameLines(before.gifts, after.gifts) ? "进行中的赠品活动只能修改结束时间和库存" : null;
}

export default {
  resource: "gift",
  actions: {
    // read locked: an edit of the activity meanwhile (which reads it locked too) goes before or after, never between
    end: async (ctx) => {
      const row = await ctx.load(ctx.body.alias);
      if (!row) return failWith(notFound("赠品活动不存在"));
      if (activityStatus(row) === ENDED) return failWith(conflict("赠品活动已结束"));
      const stored = await patchNoted(ctx, ctx.config.name, row, { ended_at: now() });
      return ok({ alias: stored.alias, status: ENDED }, "赠品活动已结束");
    },
  },
  output: async (rows, reach) => {
    const given = await givenOf(reach, rows);
    const named = await namedBy(reach, rows.flatMap((r) => linesOf(r.gifts)));
    return (row) => ({
      status: activityStatus(row),
      given: given(row),
      period_text: `${minutes(row.start_at)} 至 ${minutes(row.end_at)}`,
      condition_text: row.condition_type === 2 ? `订单满${yuan(row.threshold)}` : `购买指定商品（${linesOf(row.goods_aliases).length}件）`,
      gifts_text: giftsText(linesOf(row.gifts), named),
      ended_at: undefined,
    });
  },
  validate: async (record, ctx) => {
    const { existing } = ctx;
    const reach = reachOf(ctx);
    const status = existing ? activityStatus(existing) : null;
    if (existing && status) {
      const edit = editError(status, existing, record);
      if (edit) return conflict(edit);
    }
    if (status === RUNNING && String(record.end_at) <= now()) return "结束时间不能早于当前时间，提前结束请使用“结束”";
    const lines = linesOf(record.gifts);
    const problem = status === RUNNING ? null : (linesError(lines, await namedBy(reach, lines)) ?? periodError(record, "开始时间", "结束时间"));
    if (problem) return problem;
    if (Number(record.per_limit ?? 0) > Number(record.stock)) return "每人限领不能超过赠品库存";
    const given = existing ? (await givenOf(reach, [existing]))(existing) : 0;
    if (Number(record.stock) < given) return `赠品库存不能少于已赠送数量（${given}份）`;
    record.gifts = lines.map((l) => ({ ...l, alias: lineAlias(l) }));
    return null;
  },
} satisfies ResourceExtension;
