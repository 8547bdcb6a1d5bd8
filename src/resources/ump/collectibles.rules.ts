/**
 * Where a 数字藏品's units are (decision 0063), shared by the demo API (a goods item's 库存, a
 * member's 持有藏品), the seeds (who may exchange what) and the history checks:
 * - 发行量 = 销量 (paid, unrefunded orders) + 待付款占用 (unpaid orders) + 已发放 + 库存;
 * - 已发放: units the shop handed out without a sale — a 藏品兑换藏品's target for each exchange,
 *   a 藏品 prize of the draws (once won: kept for the winner until 发放), the 藏品 of 赠品 records;
 * - a member holds what they bought (paid, unrefunded), minus what they handed in to exchanges,
 *   plus what exchanges, sent draw prizes and gifts gave them.
 */

type Row = Readonly<Record<string, unknown>>;

/** One exchange of a 藏品兑换 activity, kept on the activity (as a coupon keeps its claims): what was handed in and what came back, as they were then. */
export interface ExchangeRecord {
  member_alias: string;
  exchanged_at: string;
  /** The target when it is a 数字藏品 (藏品兑换藏品), else null (藏品兑换实物 sends goods). */
  goods_alias: string | null;
  materials: { goods_alias: string; num: number }[];
}

/** A 赠品 record's 藏品 (the gifts of type 藏品 it gave). */
export interface GiftCollectible {
  goods_alias: string;
  num: number;
}

export const exchangesOf = (activity: Row): ExchangeRecord[] => (Array.isArray(activity.records) ? (activity.records as ExchangeRecord[]) : []);
const collectiblesOf = (record: Row): GiftCollectible[] => (Array.isArray(record.collectibles) ? (record.collectibles as GiftCollectible[]) : []);
const itemsOf = (order: Row): { goods_alias?: unknown; num?: unknown }[] => (Array.isArray(order.items) ? (order.items as []) : []);

/** 已发放 of a 数字藏品: exchanges for it (the activities that name it in a record), draw prizes of it won, gift records' units of it. */
export function givenOut(goods: string, exchanges: readonly Row[], prizes: readonly Row[], gifts: readonly Row[]): number {
  const exchanged = exchanges.reduce((n, a) => n + exchangesOf(a).filter((r) => r.goods_alias === goods).length, 0);
  const won = prizes.filter((p) => p.goods_alias === goods && Number(p.prize_type) === 1).length;
  const given = gifts.reduce((n, g) => n + collectiblesOf(g).filter((c) => c.goods_alias === goods).reduce((s, c) => s + Number(c.num), 0), 0);
  return exchanged + won + given;
}

/**
 * 持有藏品 of `member`: of the rows that relate to them — their orders that are sales, the
 * activities holding one of their exchanges, their draw prizes, their gift records — and
 * `isCollectible` telling which goods are 数字藏品.
 */
export function holdings(
  member: string, sales: readonly Row[], exchanges: readonly Row[], prizes: readonly Row[], gifts: readonly Row[],
  isCollectible: (goods: unknown) => boolean,
): number {
  const bought = sales.reduce((n, o) => n + itemsOf(o).filter((it) => isCollectible(it.goods_alias)).reduce((s, it) => s + Number(it.num ?? 0), 0), 0);
  let exchanged = 0;
  for (const a of exchanges) {
    for (const r of exchangesOf(a)) {
      if (r.member_alias !== member) continue;
      exchanged += (r.goods_alias ? 1 : 0) - r.materials.reduce((s, m) => s + Number(m.num), 0);
    }
  }
  const won = prizes.filter((p) => p.member_alias === member && Number(p.prize_type) === 1 && Number(p.status) === 2 && p.goods_alias).length;
  const given = gifts.filter((g) => g.member_alias === member).reduce((n, g) => n + collectiblesOf(g).reduce((s, c) => s + Number(c.num), 0), 0);
  return bought + exchanged + won + given;
}
