import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import { now } from "../util";

/**
 * 商品: POST goods/status {alias, status} (上架 1 / 下架 2), and the stock of 卡密商品,
 * which is the number of its unsold keys (domain.md), not a stored value.
 */
export default {
  resource: "goods",
  actions: {
    status: ({ body, find }) => {
      const row = find(body.alias);
      if (!row) return failWith(notFound("商品不存在"));
      if (body.status !== 1 && body.status !== 2) return fail(422, "商品状态不正确");
      row.status = body.status;
      row.updated_at = now();
      return ok({ alias: row.alias, status: row.status });
    },
  },
  output: (row, db) => {
    if (row.type !== 3) return {};
    const keys = (db.records.goodsKeys ?? []).filter((k) => k.goods_alias === row.alias && k.status === 1);
    return { stock: keys.length };
  },
} satisfies ResourceExtension;
