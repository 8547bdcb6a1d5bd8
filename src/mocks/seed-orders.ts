import type { Db, FetchItem, FetchRow, ShopRow } from "./types";
import { allocAlias, formatDateTime, prng } from "./util";

/**
 * Pickup (到店自提) orders. In the seed, an order's fetch code is the last 6 digits of
 * its order_sn, so a demo user can try 核销 from the detail screen.
 */

const GOODS: [string, string, number][] = [
  ["gd00000001", "星河系列·宇航员盲盒手办", 89],
  ["gd00000002", "敦煌飞天限定金属徽章", 39.9],
  ["gd00000003", "国潮刺绣帆布袋", 49],
  ["gd00000004", "数字藏品实体收藏卡（典藏版）", 29.9],
  ["gd00000005", "月球宇航员氛围夜灯", 129],
  ["gd00000006", "城市印象冰箱贴套装", 35],
  ["gd00000007", "青花瓷釉下彩马克杯", 68],
];

const BUYERS: [string, string][] = [
  ["小鹿乱撞", "13677778888"], ["橘子汽水", "15899990000"], ["星空漫游者", "18722223333"],
  ["阿杰", "13155556666"], ["木木夕", "17766665555"], ["收藏家老周", "13344445555"],
  ["一只胖虎", "18533334444"], ["晴天娃娃", "15211112222"], ["Leo", "13988887777"],
];


const cover = (i: number): string => {
  const hue = (i * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="hsl(${hue},70%,60%)"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};

const pick = <T>(list: readonly T[], r: number): T => {
  const item = list[Math.floor(r * list.length)] ?? list[0];
  if (item === undefined) throw new Error("empty list");
  return item;
};

const digits = (d: Date): string => formatDateTime(d).replace(/\D/g, "");

/** Adds `count` pickup orders for `shop`, picked up at one of `points`. */
export function seedFetchOrders(db: Db, shop: ShopRow, count: number, seed: number, points: string[]): void {
  const rand = prng(seed);
  let t = new Date(2026, 9, 1, 9, 30).getTime();
  for (let i = 0; i < count; i++) {
    t += Math.floor((12 + rand() * 36) * 3600_000 + rand() * 3600_000);
    const created = new Date(t);
    const lines = 1 + Math.floor(rand() * 3);
    const items: FetchItem[] = [];
    for (let j = 0; j < lines; j++) {
      const [goods_alias, name, price] = pick(GOODS, rand());
      if (items.some((it) => it.goods_alias === goods_alias)) continue;
      items.push({ goods_alias, name, cover: cover(GOODS.findIndex((g) => g[0] === goods_alias)), price, num: 1 + Math.floor(rand() * 2) });
    }
    const [nickname, mobile] = pick(BUYERS, rand());
    const orderSn = digits(created) + String(seed % 97).padStart(2, "0") + String(i + 1).padStart(4, "0");
    // older orders are mostly fetched, the latest ones are waiting
    const fetched = i < count - 8 ? rand() < 0.8 : rand() < 0.2;
    const fetchedAt = fetched ? formatDateTime(new Date(t + Math.floor((2 + rand() * 46) * 3600_000))) : null;
    const createdAt = formatDateTime(created);
    const row: FetchRow = {
      alias: allocAlias(db, "ft"),
      shop_alias: shop.alias,
      created_at: createdAt,
      updated_at: fetchedAt ?? createdAt,
      order_sn: orderSn,
      items,
      pay_amount: Math.round(items.reduce((s, it) => s + it.price * it.num, 0) * 100) / 100,
      buyer: { nickname, mobile },
      pick_address_name: pick(points, rand()),
      fetch_code: orderSn.slice(-6),
      status: fetched ? 2 : 1,
      fetched_at: fetchedAt,
    };
    db.fetch.push(row);
  }
}
