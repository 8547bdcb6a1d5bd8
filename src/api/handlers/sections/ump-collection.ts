import type { HttpHandler } from "msw";
import { config } from "../../../config";
import { listPage } from "../../query";
import { appSeeds, seedResource } from "../../resource-seeds";
import { ok } from "../../respond";
import { shopRoute } from "../../route";
import { screens } from "../../serves";
import { distributionHandlers } from "./ump-collection/distribution";
import goodsActions from "../../resource-actions/goods";

/**
 * 营销中心 calls that are not a resource's CRUD:
 * - POST /collection/v1/query/list (its own Application header, checked by route.ts): the
 *   signed-in shop's 数字藏品 (goods type 1), with `keyword` and paging, for picking the
 *   materials of a 藏品兑换. Other filters on fields it does not return filter nothing.
 * - 分销设置 info/save (./ump-collection/distribution.ts).
 */
/** The materials and gifts pickers of 藏品兑换 and 赠品 forms make the collection query. */
const PICKERS = screens("/ump", "/ump/collection/create/:type", "/ump/collection/edit/:type/:alias", "/ump/gift/add", "/ump/gift/edit/:alias");

const collectionQuery = shopRoute(config.collectionQueryPath, PICKERS, ({ db, shop, body }) => {
  const rows = seedResource(db, appSeeds, "goods").filter((g) => g.shop_alias === shop.alias && g.type === 1);
  return ok(
    listPage(rows, body, {
      // 库存 as the goods list says it: what the 发行量 has left (resource-actions/goods.ts)
      present: (g) => ({
        alias: g.alias, name: g.name, cover: g.cover ?? null, price: g.price ?? null, stock: goodsActions.output(g, db).stock ?? null,
        issue_total: g.issue_total ?? null, status: g.status ?? null, created_at: g.created_at,
      }),
      search: (_g, out) => [String(out.name ?? "")],
      defaultSort: ["created_at", "desc"],
    }),
  );
});

export default [collectionQuery, ...distributionHandlers] satisfies HttpHandler[];
