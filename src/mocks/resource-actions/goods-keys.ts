import { fail, isFailure, ok } from "../respond";
import type { ResourceExtension } from "../resources";

/** The most lines one paste may hold (the create screen says the same). */
const MAX_LINES = 1000;

/**
 * 卡密: a sold key is not deleted (the config's deleteRefusedWhen); save is a bulk create, `{goods_alias, keys: [{card_no, card_secret}]}` → `{count}`.
 * Every line is checked (the config's rules, repeats in the paste, secrets the shop already
 * has) before any is stored: a refusal names its line and nothing is half-saved.
 */
export default {
  resource: "goodsKeys",
  actions: {
    save: ({ body, records, prepare, insert }) => {
      const goods = records("goods").find((g) => g.alias === body.goods_alias);
      if (!goods) return fail(404, "商品不存在");
      if (goods.type !== 3) return fail(422, "只有卡密商品可以添加卡密");
      const keys = Array.isArray(body.keys) ? body.keys : [];
      if (keys.length === 0) return fail(422, "请粘贴至少一行卡密");
      if (keys.length > MAX_LINES) return fail(422, `一次最多添加${MAX_LINES}行，当前${keys.length}行`);
      const taken = new Set(records().map((k) => String(k.card_secret)));
      const ready: Record<string, unknown>[] = [];
      for (const [i, key] of keys.entries()) {
        const input = typeof key === "object" && key !== null ? (key as Record<string, unknown>) : {};
        const fields = prepare({ ...input, goods_alias: goods.alias });
        if (isFailure(fields)) return fail(fields.code, `第${i + 1}行：${fields.msg}`);
        const secret = String(fields.card_secret);
        if (taken.has(secret)) return fail(409, `第${i + 1}行：卡密已存在`);
        taken.add(secret);
        ready.push({ ...fields, status: 1, order_sn: "", sold_at: "" });
      }
      for (const fields of ready) insert(fields);
      return ok({ count: ready.length });
    },
  },
} satisfies ResourceExtension;
