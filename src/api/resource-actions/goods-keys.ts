import { checkKeyLines, shopSecrets } from "../card-keys";
import { fail, failWith, isFailure, ok } from "../respond";
import type { ResourceExtension } from "../resources";

/**
 * 卡密: a sold key is not deleted (the config's deleteRefusedWhen); save is a bulk create, `{goods_alias, keys: [{card_no, card_secret}]}` → `{count}`.
 * Every line is checked (card-keys.ts: the config's rules, repeats in the paste, secrets the
 * shop already has) before any is stored: a refusal names its line and nothing is half-saved.
 * `check` answers which of some secrets the shop already has, for the paste's preview.
 */
export default {
  resource: "goodsKeys",
  acts: { check: null },
  actions: {
    save: async ({ body, records, prepare, insert, db, shop }) => {
      const goods = records("goods").find((g) => g.alias === body.goods_alias);
      if (!goods) return fail(404, "商品不存在");
      if (goods.type !== 3) return fail(422, "只有卡密商品可以添加卡密");
      const keys = checkKeyLines(body.keys, shopSecrets(db, shop.alias));
      if (isFailure(keys)) return failWith(keys);
      const ready: Record<string, unknown>[] = [];
      for (const [i, key] of keys.entries()) {
        const fields = await prepare({ ...key, goods_alias: goods.alias });
        if (isFailure(fields)) return fail(fields.code, `第${i + 1}行：${fields.msg}`);
        ready.push({ ...fields, status: 1, order_sn: "", sold_at: "" });
      }
      for (const fields of ready) insert(fields);
      return ok({ count: ready.length });
    },
    check: ({ body, db, shop }) => {
      const asked = (Array.isArray(body.secrets) ? body.secrets : []).filter((s): s is string => typeof s === "string").map((s) => s.trim());
      const have = shopSecrets(db, shop.alias);
      return ok({ taken: [...new Set(asked.filter((s) => have.has(s)))] });
    },
  },
} satisfies ResourceExtension;
