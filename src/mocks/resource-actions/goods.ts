import type { ResourceExtension } from "../resources";

/**
 * 商品: 上架 / 下架 is the config's toggle (served generically); a goods item on sale is
 * not deleted (the config's deleteRefusedWhen). The stock of 卡密商品 is the number of its unsold keys (domain.md), not a
 * stored value.
 */
export default {
  resource: "goods",
  output: (row, db) => {
    if (row.type !== 3) return {};
    const keys = (db.records.goodsKeys ?? []).filter((k) => k.goods_alias === row.alias && k.status === 1);
    return { stock: keys.length };
  },
} satisfies ResourceExtension;
