import type { HttpHandler } from "msw";
import { config } from "../../../config";
import goodsConfig from "../../../resources/goods/goods";
import type { TableSource } from "../../call-repository";
import { tableDefOf } from "../../repository/field-kinds";
import { aliasPrefix, appSeeds, seedResource } from "../../resource-seeds";
import { ok } from "../../respond";
import { shopRoute } from "../../route";
import { screens } from "../../serves";
import { listOf, listQueryOf, reaching, type ListShape } from "../../shop-table-calls";
import { distributionHandlers } from "./ump-collection/distribution";
import goodsActions from "../../resource-actions/goods";
import { reachOf } from "../../output-reach";

/**
 * 营销中心 calls that are not a resource's CRUD:
 * - POST /collection/v1/query/list (its own Application header, checked by route.ts): the
 *   signed-in shop's 数字藏品 (goods type 1), with `keyword` and paging, for picking the
 *   materials of a 藏品兑换: one query of the shop's goods through the call's repository. A
 *   filter on a stored field it returns filters; any other key filters nothing.
 * - 分销设置 info/save (./ump-collection/distribution.ts).
 */
/** The materials and gifts pickers of 藏品兑换 and 赠品 forms make the collection query. */
const PICKERS = screens("/ump", "/ump/collection/create/:type", "/ump/collection/edit/:type/:alias", "/ump/gift/add", "/ump/gift/edit/:alias");

const GOODS: TableSource = { def: tableDefOf(goodsConfig, aliasPrefix(goodsConfig.name)), rows: (db) => seedResource(db, appSeeds, goodsConfig.name) };
/** The stored fields the answer sends, which a body may filter and sort by (库存 is computed: not one). */
const SENT = new Set(["name", "cover", "price", "issue_total", "status"]);
const shape: ListShape = { def: { ...GOODS.def, fields: GOODS.def.fields.filter((f) => SENT.has(f.key)) }, keyword: ["name"], defaultSort: ["created_at", "desc"] };

const collectionQuery = shopRoute(config.collectionQueryPath, PICKERS, async ({ shop, body, repo, ports }) => {
  const query = listQueryOf(shape, shop.alias, body);
  const collectibles = { ...query, filters: [...query.filters, { field: "type", kind: "equal" as const, wanted: 1, scalar: true }] };
  return ok(
    await listOf(repo.table(GOODS.def.name), collectibles, async (rows) => {
      // 库存 as the goods list says it: what the 发行量 has left (resource-actions/goods.ts), read for the page
      const figures = await goodsActions.output(rows, reachOf({ repo, shop, ports }));
      return rows.map((g) => ({
        alias: g.alias, name: g.name, cover: g.cover ?? null, price: g.price ?? null, stock: figures(g).stock ?? null,
        issue_total: g.issue_total ?? null, status: g.status ?? null, created_at: g.created_at,
      }));
    }),
  );
});

export default [...reaching([GOODS], [collectionQuery]), ...distributionHandlers] satisfies HttpHandler[];
