import { arrayOf, defineCall, obj, str } from "../../providers/api-call";
import goodsKeys from "../../resources/goods/goods-keys";

/** Which of some 卡密 the shop already has: the paste's preview marks those lines before saving (key-paste.tsx). */
export const KEYS_CHECK_PATH = `${goodsKeys.api.base}/check`;

export const keysCheck = defineCall({
  path: KEYS_CHECK_PATH, tag: "/goods", summary: "卡密: which of these secrets the shop already has (a 卡密 is unique in the shop)",
  request: obj({ secrets: { ...arrayOf(str()), maxItems: 1000, description: "the pasted 卡密" } }, ["secrets"]),
  example: { secrets: ["NEW-KEY-0001"] },
  response: obj({ taken: { ...arrayOf(str()), description: "those of `secrets` already stored" } }, ["taken"]),
});
