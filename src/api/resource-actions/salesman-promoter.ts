import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import { now } from "../util";
import { relatedByValue } from "../output-reach";
import { APPROVED, PENDING_PROMOTERS, settledOf, totalsOf } from "./salesman/stats";
import { patchNoted } from "../noted-patch";

/**
 * 推广员: promoter/audit {alias, result: pass|reject, reason?} decides a 待审核 (1)
 * application → 已通过 (2) / 已拒绝 (3); promoter/status {alias, status: 4} 清退 an
 * 已通过 promoter. Anything else from another status is refused (409). Customers, sales
 * and commission are computed (see salesman/stats.ts). Each reads its promoter locked (`load`),
 * so two decisions sent at once are taken one after the other: the second finds it decided.
 */
const CLEARED = 4;

export default {
  resource: "salesmanPromoter",
  actions: {
    audit: async (ctx) => {
      const { body } = ctx;
      const row = await ctx.load(body.alias);
      if (!row) return failWith(notFound("推广员不存在"));
      if (body.result !== "pass" && body.result !== "reject") return fail(422, "审核结果不正确");
      if (row.status !== PENDING_PROMOTERS.status) return fail(409, "该推广员已审核，不能重复审核");
      if (body.reason !== undefined && body.reason !== null && typeof body.reason !== "string") return fail(422, "拒绝原因格式不正确");
      const reason = typeof body.reason === "string" ? body.reason.trim() : "";
      if (reason.length > 100) return fail(422, "拒绝原因不能超过100个字");
      const audited = await patchNoted(ctx, "salesmanPromoter", row, {
        status: body.result === "pass" ? APPROVED : 3,
        reject_reason: body.result === "reject" ? reason || null : null,
        audited_at: now(),
      });
      return ok({ alias: audited.alias, status: audited.status });
    },
    status: async (ctx) => {
      const { body } = ctx;
      const row = await ctx.load(body.alias);
      if (!row) return failWith(notFound("推广员不存在"));
      if (body.status !== CLEARED) return fail(422, "推广员状态不正确");
      if (row.status !== APPROVED) return fail(409, "只有已通过的推广员可以清退");
      const cleared = await patchNoted(ctx, "salesmanPromoter", row, { status: CLEARED, cleared_at: now() });
      return ok({ alias: cleared.alias, status: cleared.status });
    },
  },
  output: async (rows, reach) => {
    const promoters = rows.map((r) => r.alias);
    const totals = await totalsOf(reach, "promoter_alias", promoters);
    const customers = await relatedByValue(reach, "salesmanCustomer", "promoter_alias", promoters);
    const settled = await settledOf(reach, promoters);
    return (row) => ({
      customer_count: customers(row.alias).length,
      sales_amount: totals(row.alias).sales,
      commission_total: totals(row.alias).commission,
      commission_settled: settled(row.alias),
    });
  },
} satisfies ResourceExtension;
