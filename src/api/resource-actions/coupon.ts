import { conflict, failWith, invalid, notFound, ok } from "../respond";
import type { ResourceActionCtx, ResourceExtension } from "../resources";
import type { Row } from "../repository/types";
import type { ResourceRow } from "../types";
import { now } from "../util";
import { rowsWhere } from "../locked-rows";
import { activityStatus, ENDED, minutes, periodError, RUNNING } from "./ump/activity";
import { patchNoted } from "../noted-patch";
import { totalOf, type KeptBucket, type KeptSum } from "../kept-sums";
import { keptByValue, rowsByAlias } from "../output-reach";

/**
 * 优惠券 beyond the field rules (domain.md 营销中心): the type comes from the route (:type)
 * and must be 1-3; 满减 amount below a set threshold; 折扣 with one decimal; the end after
 * the start; status from the dates, or 已结束 after POST coupon/end {alias}. An ended
 * coupon is no longer edited, a running one not deleted (end it first).
 */
const TYPES = [1, 2, 3];

const money = (n: unknown): string => String(Number(n ?? 0));

function contentOf(row: ResourceRow, goods: ResourceRow | undefined): string {
  const threshold = Number(row.threshold ?? 0);
  const gate = threshold > 0 ? `满${money(threshold)}元` : "无门槛";
  if (row.type === 1) return `${gate}减${money(row.amount)}元`;
  if (row.type === 2) return `${gate}打${money(row.discount)}折，最多优惠${money(row.max_discount)}元`;
  return `兑换「${String(goods?.name ?? "已删除的商品")}」`;
}

function validText(row: ResourceRow): string {
  if (row.valid_type === 2) return `领取后${String(row.valid_days ?? "")}天内有效`;
  return `${minutes(row.start_at)} 至 ${minutes(row.end_at)}`;
}

/** 已领取: the members' claims (kept on the coupon, never sent); 已使用: the paid orders that used it (decision 0026). */
const claimsOf = (row: ResourceRow): unknown[] => (Array.isArray(row.claims) ? row.claims : []);
/** The shop's orders by the coupon they used, split by whether they were paid: the database keeps the counts (decision 0066). */
const USES: KeptSum = { of: "order", path: "coupon_alias", by: ["paid_at?"], sums: [] };
const paid = (o: KeptBucket) => o.paid_at === true;

/** The shop's member of this mobile (a query of the mobile, not the shop's members read whole). */
const memberByMobile = async (ctx: ResourceActionCtx, mobile: string): Promise<Row | null> =>
  (await rowsWhere(ctx.repo.table("member"), ctx.shop.alias, "mobile", [mobile]))[0] ?? null;

export default {
  resource: "coupon",
  keeps: [USES],
  actions: {
    // 发券: one claim for the member of that mobile, while the coupon runs and has some left. The
    // coupon is read locked (its claims are its quota): two merchants sending its last one at once
    // run one after the other, and the second finds it 已发完
    send: async (ctx) => {
      const row = await ctx.load(ctx.body.alias);
      if (!row) return failWith(notFound("优惠券不存在"));
      if (activityStatus(row) !== RUNNING) return failWith(conflict("优惠券不在进行中，不能发放"));
      const mobile = typeof ctx.body.mobile === "string" ? ctx.body.mobile.trim() : "";
      const member = mobile ? await memberByMobile(ctx, mobile) : null;
      if (!member) return failWith(invalid("该手机号不是本店会员"));
      const claims = claimsOf(row) as { member_alias?: unknown }[];
      if (claims.length >= Number(row.total)) return failWith(conflict("优惠券已发完"));
      const limit = Number(row.per_limit ?? 0);
      const held = claims.filter((c) => c.member_alias === member.alias).length;
      if (limit > 0 && held >= limit) return failWith(conflict(`每人限领${limit}张，该会员已领${held}张`));
      const stored = await patchNoted(ctx, ctx.config.name, row, { claims: [...claims, { member_alias: member.alias, claimed_at: now() }] });
      return ok({ alias: stored.alias, received: claims.length + 1 });
    },
    end: async (ctx) => {
      const row = await ctx.load(ctx.body.alias);
      if (!row) return failWith(notFound("优惠券不存在"));
      if (activityStatus(row) === ENDED) return failWith(conflict("优惠券已结束"));
      const stored = await patchNoted(ctx, ctx.config.name, row, { ended_at: now() });
      return ok({ alias: stored.alias });
    },
  },
  output: async (rows, reach) => {
    const goods = await rowsByAlias(reach, "goods", rows.map((r) => r.goods_alias));
    const uses = await keptByValue(reach, USES, rows.map((r) => r.alias));
    return (row) => ({
      status: activityStatus(row), content: contentOf(row, goods(row.goods_alias)), valid_text: validText(row),
      received: claimsOf(row).length, used: totalOf(uses(row.alias), "n", paid), claims: undefined,
    });
  },
  validate: (record, { existing }) => {
    if (existing && activityStatus(existing) === ENDED) return conflict("优惠券已结束，不能编辑");
    const type = Number(record.type);
    if (!TYPES.includes(type)) return "优惠券类型无效";
    record.type = type;
    const threshold = Number(record.threshold ?? 0);
    if (type === 1 && threshold > 0 && Number(record.amount) >= threshold) return "减免金额必须小于使用门槛";
    if (type === 2 && !Number.isInteger(Number((Number(record.discount) * 10).toFixed(6)))) return "折扣最多一位小数";
    const period = record.valid_type === 1 ? periodError(record, "生效时间", "失效时间") : null;
    if (period) return period;
    if (Number(record.per_limit ?? 0) > Number(record.total)) return "每人限领不能超过发放总量";
    // the claims are the coupon's history: an edit keeps them
    const claims = existing ? claimsOf(existing) : [];
    record.claims = claims;
    const received = claims.length;
    if (Number(record.total) < received) return `发放总量不能少于已领取数量（${received}张）`;
    return null;
  },
} satisfies ResourceExtension;
