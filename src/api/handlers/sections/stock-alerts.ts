import type { HttpHandler } from "msw";
import goodsConfig from "../../../resources/goods/goods";
import goodsKeysConfig from "../../../resources/goods/goods-keys";
import { STOCK_ALERTS_API, STOCK_ALERTS_SHOWN, type StockAlert } from "../../../resources/dashboard/workplace-api.rules";
import { storedQuery } from "../../page-query";
import type { PageReader } from "../../page-reader";
import { askStore } from "../../query-pages";
import type { RepositoryScope } from "../../repository/types";
import { ok } from "../../respond";
import { shopRoute } from "../../route";
import { DEFAULT_STOCK_ALERT } from "../../stock-watch";
import { screens } from "../../serves";

/** The most goods one shop's catalogue is read with (a catalogue, not its trade: decision 0057). */
const CATALOGUE = 1000;
const COLLECTIBLE = 1;
const CARD_KEYS = 3;

/** The keys' goods is a route field of the 卡密 list, stored with every key. */
const keysStored = { name: goodsKeysConfig.name, fields: [...goodsKeysConfig.fields, { key: "goods_alias", label: "商品" }] };

/**
 * 工作台's 库存预警 (issue 37): every goods item whose stock is at or below its own 库存预警, on
 * sale or not (a goods item off sale for want of stock is the one to restock). Two questions to
 * the store (decision 0058; the server's page reader, else the call's repository): the shop's
 * goods (its catalogue), and its unsold keys counted per goods item (a 卡密 goods item's stock is
 * its unsold keys, never the stored 0: domain.md).
 */
export async function stockAlerts(reader: PageReader | null, repo: RepositoryScope, shop: string): Promise<{ items: StockAlert[]; total: number }> {
  const [goods, keys] = await Promise.all([
    askStore(reader, repo, storedQuery(goodsConfig, shop, {}, { pageSize: CATALOGUE, sort: { field: "created_at", order: "asc" } })),
    askStore(reader, repo, storedQuery(keysStored, shop, { status: 1 }, { countBy: "goods_alias" })),
  ]);
  const low = goods.rows.flatMap((g): StockAlert[] => {
    // a 数字藏品's 库存 is what its fixed 发行量 has left (decision 0063): sold out is its scarcity, nothing to restock
    if (g.type === COLLECTIBLE) return [];
    const stock = g.type === CARD_KEYS ? (keys.counts?.[String(g.alias)] ?? 0) : Number(g.stock ?? 0);
    const alert = g.stock_alert === null || g.stock_alert === undefined ? DEFAULT_STOCK_ALERT : Number(g.stock_alert);
    if (stock > alert) return [];
    return [{ alias: String(g.alias), name: String(g.name), type: Number(g.type), status: Number(g.status), stock, stock_alert: alert }];
  });
  low.sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name, "zh"));
  return { items: low.slice(0, STOCK_ALERTS_SHOWN), total: low.length };
}

export default [
  // the goods' stock is the goods list's: who may not open it (客服) is refused here, not only
  // spared the card on the 工作台
  shopRoute(STOCK_ALERTS_API, screens(goodsConfig.section, goodsConfig.routes.list), async ({ repo, shop, ports }) => ok(await stockAlerts(ports.pageReader, repo, shop.alias))),
] satisfies HttpHandler[];
