/**
 * What a section's own handler file (`src/resources/<section>/<name>.actions.ts`, issue 50) may
 * import of the API, and nothing else (eslint.config.js allows these files this one module): the
 * extension's types, the replies and refusals, and the output's readers. A section folder then
 * holds its resource whole, configs and the little code a config cannot say (入库 adding stock),
 * while the API's insides stay free to change.
 *
 * @example
 * // src/resources/purchase/purchase-order.actions.ts: 入库 adds the 采购单's 数量 to its goods' stock
 * import type { ResourceExtension } from "../../api/extension-kit";
 *
 * export default {
 *   resource: "purchaseOrder",
 *   after: {
 *     stock_in: async (row, { repo, shop }) => {
 *       const goods = repo.table("goods");
 *       const item = await goods.get(shop.alias, String(row.goods_alias), { forUpdate: true });
 *       if (!item) return "商品不存在";
 *       await goods.patch(shop.alias, item.alias, { stock: Number(item.stock) + Number(row.quantity) });
 *     },
 *   },
 * } satisfies ResourceExtension;
 */
export type { ResourceActionCtx, ResourceExtension, ToggleRefusal } from "./resource-extension";
export type { ResourceRow } from "./types";
export type { OutputReach } from "./output-reach";
export { relatedByValue, rowsByAlias } from "./output-reach";
export { conflict, failWith, invalid, notFound, ok, type Failure } from "./respond";
