import { config } from "../config";
import { defineCall, obj, page, paging, str } from "./api-call";

/** The shop's 数字藏品, searched by src/resources/ump/collection.ts's goods relation (its `listPath`): the one call with the collection `Application` (http.ts). */
export const collectionQueryCall = defineCall({
  path: config.collectionQueryPath, tag: "/ump", summary: "数字藏品 of the shop (a relation's search)",
  request: obj({ ...paging, keyword: str() }), example: { page: 1, page_size: 10 },
  response: page({ type: "object" }),
});
