import { str } from "../check";
import { crud } from "../crud";
import { fail, failWith, notFound, ok } from "../respond";
import { now } from "../util";

/**
 * 自提核销: the shop's pickup orders. `save {alias, fetch_code}` checks the code the
 * buyer shows and marks the order 已核销. The code is only returned once it has been
 * used (the merchant must get it from the buyer).
 */
export const fetchHandlers = crud({
  base: "/merchant/order/v1/fetch",
  table: "fetch",
  prefix: "ft",
  actions: { list: "list", detail: "detail" },
  output: (row) => ({ ...row, fetch_code: row.status === 2 ? row.fetch_code : null }),
  search: (row) => [row.order_sn, row.buyer.nickname, row.buyer.mobile, row.pick_address_name, ...row.items.map((i) => i.name)],
  extra: {
    save: ({ body, find }) => {
      const row = find(body.alias);
      if (!row) return failWith(notFound());
      if (row.status === 2) return fail(409, "该订单已核销");
      const code = str(body, "fetch_code");
      if (!code) return fail(422, "请输入提货码");
      if (code !== row.fetch_code) return fail(422, "提货码不正确");
      const time = now();
      row.status = 2;
      row.fetched_at = time;
      row.updated_at = time;
      return ok({ alias: row.alias }, "核销成功");
    },
  },
});
