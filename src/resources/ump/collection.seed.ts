import { parseShopTime } from "../../engine/shop-clock";
import type { SeedModule, SeededRecord } from "../../engine/seed-types";
import type { ExchangeRecord } from "./collectibles.rules";
import { fitOccasion } from "./campaign-names.rules";

/** [name, type, target, materials] of the admin shop's exchanges (goods aliases of goods.seed.ts). */
const EXCHANGES: [string, number, string, [string, number][]][] = [
  ["集齐三神兽换白泽", 1, "go_1_8", [["go_1_2", 1], ["go_1_7", 1], ["go_1_6", 1]]],
  ["飞天合成计划", 1, "go_1_0", [["go_1_4", 3]]],
  ["千里江山图合成", 1, "go_1_1", [["go_1_5", 2], ["go_1_3", 1]]],
  ["悟空觉醒兑换", 1, "go_1_6", [["go_1_2", 2]]],
  ["长安夜宴合成", 1, "go_1_9", [["go_1_0", 1], ["go_1_1", 1]]],
  ["锦鲤好运兑换", 1, "go_1_5", [["go_1_4", 2]]],
  ["青花瓷韵合成", 1, "go_1_3", [["go_1_9", 1], ["go_1_5", 1]]],
  ["星河换书签", 2, "go_2_0", [["go_1_4", 1]]],
  ["藏品换保温杯", 2, "go_2_1", [["go_1_2", 2]]],
  ["瑞兽换陶瓷杯", 2, "go_2_2", [["go_1_7", 1]]],
  ["集藏换托特包", 2, "go_2_3", [["go_1_3", 1], ["go_1_5", 1]]],
  ["香薰礼盒兑换", 2, "go_2_4", [["go_1_9", 2]]],
  ["立牌兑换季", 2, "go_2_5", [["go_1_1", 1]]],
  ["限定徽章兑换", 2, "go_2_6", [["go_1_8", 1]]],
  ["新年台历兑换", 2, "go_2_7", [["go_1_0", 1], ["go_1_6", 1]]],
];

/** A member's 数字藏品 over time: +units when an order of them was done, −units handed in. */
type Ledger = Map<string, { at: string; goods: string; num: number }[]>;

/** What `member` holds of `goods` at `t` and at every later moment: the least of those (an exchange may not spend what a later one already spent). */
function heldFrom(ledger: Ledger, member: string, goods: string, t: string): number {
  const moves = (ledger.get(member) ?? []).filter((m) => m.goods === goods).sort((a, b) => a.at.localeCompare(b.at));
  let held = moves.filter((m) => m.at <= t).reduce((n, m) => n + m.num, 0);
  let least = held;
  for (const m of moves.filter((m) => m.at > t)) least = Math.min(least, (held += m.num));
  return least;
}

/**
 * The shop's members' 数字藏品 from their completed orders (已完成: an order that can no longer
 * be refunded from the console), when each was done: what the exchanges may spend.
 */
function ledgerOf(orders: readonly SeededRecord[], collectibles: Set<unknown>): Ledger {
  const ledger: Ledger = new Map();
  for (const o of orders) {
    if (o.status !== "SUCCESS" || !Array.isArray(o.items)) continue;
    for (const it of o.items as { goods_alias: string; num: number }[]) {
      if (!collectibles.has(it.goods_alias)) continue;
      const moves = ledger.get(String(o.member_alias)) ?? [];
      moves.push({ at: String(o.finished_at ?? o.paid_at), goods: it.goods_alias, num: Number(it.num) });
      ledger.set(String(o.member_alias), moves);
    }
  }
  return ledger;
}

/**
 * 15 exchanges from autumn 2026 to early 2027 (so 未开始 / 进行中 / 已结束 all occur); 未开始 ones
 * untouched (decision 0026). Who exchanged (records, kept on the activity as a coupon keeps its
 * claims; 已兑换 counts them): members holding the materials then, from their completed orders,
 * within 每人限兑 and 兑换总量 (collectibles.rules.ts, decision 0063).
 */
export default {
  resource: "collection",
  rows: ({ shops, at, addDays, pick, past, now, random, ref }) => {
    const collectibles = new Set(ref("goods").filter((g) => g.shop_alias === shops.admin && g.type === 1).map((g) => g.alias));
    const ledger = ledgerOf(ref("order").filter((o) => o.shop_alias === shops.admin), collectibles);
    const rows = EXCHANGES.map(([name, type, target, materials], i) => {
      const start = addDays(at(2026, 9, 10, 10), i * 7);
      const days = pick([20, 30, 45, 60]);
      return {
        shop_alias: shops.admin,
        alias: `ex_${i}`,
        name: fitOccasion(name, start, addDays(start, days)),
        type,
        target_goods_alias: target,
        materials: materials.map(([goods_alias, num]) => ({ goods_alias, num })),
        total: pick([50, 100, 200, 500, null]),
        per_limit: pick([0, 1, 2, 3]),
        start_at: start,
        end_at: addDays(start, days),
        created_at: past(addDays(start, -3)),
        records: [] as ExchangeRecord[],
      };
    });
    // the members exchange in the order the activities began, each when holding the materials
    for (const row of rows) {
      const until = [row.end_at, now].sort()[0] ?? now;
      if (row.start_at >= until) continue;
      for (const member of [...ledger.keys()].sort()) {
        const t = addDays(row.start_at, random() * ((parseShopTime(until).getTime() - parseShopTime(row.start_at).getTime()) / 86_400_000));
        const mine = row.records.filter((r) => r.member_alias === member).length;
        if ((row.total !== null && row.records.length >= row.total) || (row.per_limit > 0 && mine >= row.per_limit)) continue;
        if (!row.materials.every((m) => heldFrom(ledger, member, m.goods_alias, t) >= m.num) || random() < 0.4) continue;
        const goods = row.type === 1 ? row.target_goods_alias : null;
        const moves = ledger.get(member) ?? [];
        moves.push(...row.materials.map((m) => ({ at: t, goods: m.goods_alias, num: -m.num })));
        if (goods) moves.push({ at: t, goods, num: 1 });
        row.records.push({ member_alias: member, exchanged_at: t, goods_alias: goods, materials: row.materials });
      }
      row.records.sort((a, b) => a.exchanged_at.localeCompare(b.exchanged_at));
    }
    return rows;
  },
} satisfies SeedModule;
