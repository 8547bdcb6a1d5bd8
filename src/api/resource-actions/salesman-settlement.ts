import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import { now } from "../util";
import { patchNoted } from "../noted-patch";
import { SETTLEMENT_PENDING, SETTLEMENT_SETTLED } from "./salesman/stats";

/**
 * 结算: settlement/settle {alias} pays a 待结算 (1) row → 已结算 (2) with settled_at; its
 * commission then counts in the promoter's 已结算佣金 (summed from settled rows). A row
 * already settled is refused (409). The row is read locked (`load`: get forUpdate), so the same
 * row settled twice at once is paid once: the second call waits for the first and finds it 已结算.
 */
export default {
  resource: "salesmanSettlement",
  actions: {
    settle: async (ctx) => {
      const row = await ctx.load(ctx.body.alias);
      if (!row) return failWith(notFound("结算单不存在"));
      if (row.status !== SETTLEMENT_PENDING) return fail(409, "该结算单已结算，不能重复结算");
      const settled = await patchNoted(ctx, "salesmanSettlement", row, { status: SETTLEMENT_SETTLED, settled_at: now() });
      return ok({ alias: settled.alias, status: settled.status, settled_at: settled.settled_at });
    },
  },
} satisfies ResourceExtension;
