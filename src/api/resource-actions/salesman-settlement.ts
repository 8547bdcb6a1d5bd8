import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import { now } from "../util";

/**
 * 结算: settlement/settle {alias} pays a 待结算 (1) row → 已结算 (2) with settled_at; its
 * commission then counts in the promoter's 已结算佣金 (summed from settled rows). A row
 * already settled is refused (409).
 */
export default {
  resource: "salesmanSettlement",
  actions: {
    settle: ({ body, find }) => {
      const row = find(body.alias);
      if (!row) return failWith(notFound("结算单不存在"));
      if (row.status !== 1) return fail(409, "该结算单已结算，不能重复结算");
      const time = now();
      Object.assign(row, { status: 2, settled_at: time, updated_at: time });
      return ok({ alias: row.alias, status: row.status, settled_at: time });
    },
  },
} satisfies ResourceExtension;
