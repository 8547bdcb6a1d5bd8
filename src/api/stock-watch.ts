import goodsConfig from "../resources/goods/goods";
import type { Ctx } from "./route";
import type { RepositoryScope, Row } from "./repository/types";
import { notifyShop, type ShopMessage } from "./shop-messages";

/**
 * 库存预警 and 卡密不足 as messages (issue 49 item 2, decision 0114): a goods item's stock (a 卡密
 * goods item's: its unsold keys) falling to or below its own 库存预警 is told once, on the write
 * that makes it so, never on every write while it stays low. No state is stored for it: a write
 * that may lower a level reads the levels before it (`stockBefore`) and tells the items that were
 * above their 库存预警 then and are not now (`tellStockCrossings`). A new goods item is no crossing
 * (a 卡密 goods item is made with no keys: it would warn at birth); a 数字藏品's 库存 is what its
 * fixed 发行量 has left, its scarcity, nothing to restock (as 工作台's 库存预警 reads it).
 */

/** A goods item stored before 库存预警 existed warns at the form's default (工作台's 库存预警 too: stock-alerts.ts). */
export const DEFAULT_STOCK_ALERT = Number(goodsConfig.fields.find((f) => f.key === "stock_alert")?.default ?? 10);
const COLLECTIBLE = 1;
const CARD_KEYS = 3;
const UNSOLD = 1;

export interface StockLevel {
  alias: string;
  name: string;
  type: number;
  /** 库存: the stored stock, or a 卡密 goods item's unsold keys. */
  level: number;
  alert: number;
}

/** Whether `at` is at or below its 库存预警. */
export const isLow = (at: StockLevel): boolean => at.level <= at.alert;

/** Whether a write moved a level from above its 库存预警 to at or below it: the one write that tells. */
export const crossedDown = (before: StockLevel | undefined, after: StockLevel): boolean => before !== undefined && !isLow(before) && isLow(after);

/** The levels of a goods row (with `keys`: its unsold keys, for a 卡密 goods item); null for a 数字藏品. */
export function levelOf(goods: Row, keys?: number): StockLevel | null {
  const type = Number(goods.type);
  if (type === COLLECTIBLE) return null;
  const alert = goods.stock_alert === null || goods.stock_alert === undefined ? DEFAULT_STOCK_ALERT : Number(goods.stock_alert);
  const level = type === CARD_KEYS ? (keys ?? 0) : Number(goods.stock ?? 0);
  return { alias: String(goods.alias), name: String(goods.name ?? ""), type, level, alert };
}

/** A 卡密 goods item's unsold keys, counted by the store. */
export const unsoldKeys = (repo: RepositoryScope, shop: string, goods: string): Promise<number> =>
  repo.table("goodsKeys").count({ shop, filters: [{ field: "goods_alias", kind: "equal", wanted: [goods], scalar: true }, { field: "status", kind: "equal", wanted: [UNSOLD], scalar: true }] });

/** The levels of the shop's goods `aliases` now (a 数字藏品 or a goods item gone has none). */
export async function stockBefore(repo: RepositoryScope, shop: string, aliases: readonly string[]): Promise<Map<string, StockLevel>> {
  const levels = new Map<string, StockLevel>();
  for (const alias of new Set(aliases)) {
    const goods = await repo.table("goods").get(shop, alias);
    const level = goods && levelOf(goods, Number(goods.type) === CARD_KEYS ? await unsoldKeys(repo, shop, alias) : 0);
    if (level) levels.set(alias, level);
  }
  return levels;
}

/** The message of a level that crossed: 库存预警 or 卡密不足, linking to the goods item. */
export function stockMessage(at: StockLevel): ShopMessage {
  const keys = at.type === CARD_KEYS;
  return {
    type: keys ? "keys.low" : "stock.low",
    title: keys ? `卡密不足：${at.name} 剩余 ${at.level} 条未售卡密（预警 ${at.alert}）` : `库存预警：${at.name} 库存 ${at.level}（预警 ${at.alert}）`,
    // 卡密不足 opens the item's 卡密 (where they are added), 库存预警 its form (its 库存)
    record: { resource: keys ? "goodsKeys" : "goods", alias: at.alias },
  };
}

/** Tells the level `after` when it crossed since `before` (either none: no crossing). */
export async function tellIfCrossed(ctx: Pick<Ctx, "repo">, shop: string, before: StockLevel | null | undefined, after: StockLevel | null): Promise<void> {
  if (after && crossedDown(before ?? undefined, after)) await notifyShop(ctx, shop, stockMessage(after));
}

/** Tells the items of `before` whose level crossed to or below their 库存预警 since (read again now). */
export async function tellStockCrossings(ctx: Pick<Ctx, "repo">, shop: string, before: ReadonlyMap<string, StockLevel>): Promise<void> {
  const now = await stockBefore(ctx.repo, shop, [...before.keys()]);
  for (const [alias, after] of now) await tellIfCrossed(ctx, shop, before.get(alias), after);
}
