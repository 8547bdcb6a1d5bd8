import { checkedKeyLines, takenSecrets } from "../card-keys";
import { fieldsOnly } from "../crud-records";
import { fail, failWith, isFailure, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import { stockBefore, tellStockCrossings } from "../stock-watch";

/** 卡密商品 (goods.ts's type 3): the only goods item that holds keys. */
const CARD_GOODS = 3;

/**
 * 卡密: a sold key is not deleted (the config's deleteRefusedWhen); save is a bulk create, `{goods_alias, keys: [{card_no, card_secret}]}` → `{count}`.
 * Every line is checked (card-keys.ts: the config's rules, repeats in the paste, secrets the
 * shop already has, read under the shop's lock) before any is stored: a refusal names its line
 * and nothing is half-saved. The goods item is read locked, so a delete of it (which counts its
 * keys) waits for the paste, or the paste for the delete. `check` answers which of some secrets
 * the shop already has, for the paste's preview (a read: no lock).
 */
export default {
  resource: "goodsKeys",
  acts: { check: null },
  // a delete of unsold keys may leave their goods item 卡密不足 (stock-watch.ts): the level before is now's plus what went
  afterDelete: async (rows, ctx) => {
    const shop = ctx.shop.alias;
    const unsold = rows.filter((k) => k.status === 1);
    const now = await stockBefore(ctx.repo, shop, unsold.map((k) => String(k.goods_alias)));
    const before = new Map([...now].map(([alias, at]) => [alias, { ...at, level: at.level + unsold.filter((k) => k.goods_alias === alias).length }]));
    await tellStockCrossings(ctx, shop, before);
  },
  actions: {
    save: async ({ body, prepare, repo, shop }) => {
      const goods = typeof body.goods_alias === "string" ? await repo.table("goods").get(shop.alias, body.goods_alias, { forUpdate: true }) : null;
      if (!goods) return fail(404, "商品不存在");
      if (goods.type !== CARD_GOODS) return fail(422, "只有卡密商品可以添加卡密");
      const keys = await checkedKeyLines(repo, shop.alias, body.keys);
      if (isFailure(keys)) return failWith(keys);
      const ready: Record<string, unknown>[] = [];
      for (const [i, key] of keys.entries()) {
        const fields = await prepare({ ...key, goods_alias: goods.alias });
        if (isFailure(fields)) return fail(fields.code, `第${i + 1}行：${fields.msg}`);
        ready.push({ ...fields, status: 1, order_sn: "" });
      }
      // one insertMany (the record columns are the store's), not a thousand inserts
      await repo.table("goodsKeys").insertMany(shop.alias, ready.map(fieldsOnly));
      return ok({ count: ready.length });
    },
    check: async ({ body, repo, shop }) => {
      const asked = (Array.isArray(body.secrets) ? body.secrets : []).filter((s): s is string => typeof s === "string").map((s) => s.trim());
      const have = await takenSecrets(repo, shop.alias, asked);
      return ok({ taken: [...new Set(asked.filter((s) => have.has(s)))] });
    },
  },
} satisfies ResourceExtension;
