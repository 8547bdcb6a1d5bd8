import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import type { Db, ResourceRow } from "../types";
import { now } from "../util";

const PAID = new Set(["WAIT_SEND", "WAIT_CONFIRM", "SUCCESS", "REFUNDING"]);

/** Order count and spend per member of a shop, from the orders. */
function stats(db: Db, row: ResourceRow): { order_count: number; total_spent: number } {
  const orders = (db.records.order ?? []).filter((o) => o.shop_alias === row.shop_alias && o.member_alias === row.alias);
  const spent = orders.filter((o) => PAID.has(String(o.status))).reduce((s, o) => s + Number(o.pay_amount), 0);
  return { order_count: orders.length, total_spent: Math.round(spent * 100) / 100 };
}

/** 会员: status {alias, status} (1 正常 / 2 禁用); order_count and total_spent computed. */
export default {
  resource: "member",
  output: (row, db) => stats(db, row),
  actions: {
    status: ({ body, find }) => {
      const row = find(body.alias);
      if (!row) return failWith(notFound("会员不存在"));
      if (body.status !== 1 && body.status !== 2) return fail(422, "会员状态不正确");
      Object.assign(row, { status: body.status, updated_at: now() });
      return ok({ alias: row.alias, status: row.status });
    },
  },
} satisfies ResourceExtension;
