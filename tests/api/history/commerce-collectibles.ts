import { expect } from "vitest";
import memberConfig from "../../../src/resources/member/member";
import { isSale } from "../../../src/resources/order/order.rules";
import { groupBy, text, type Row } from "./commerce-api";
import type { Screens } from "./commerce-screens";

/**
 * Where every 数字藏品 is (issue 37, decision 0063): its 发行量 is sold, held by unpaid orders,
 * handed out (exchanges, draw prizes, gifts) or in 库存; each member holds what their sales,
 * exchanges, sent prizes and gifts add up to; and a member's order count says what it counts.
 */
type Units = { goods_alias?: unknown; num?: unknown }[];
const units = (items: unknown, goods: unknown): number =>
  (Array.isArray(items) ? (items as Units) : []).filter((it) => it.goods_alias === goods).reduce((n, it) => n + Number(it.num ?? 0), 0);
interface Exchange { member_alias: string; exchanged_at: string; goods_alias: string | null; materials: { goods_alias: string; num: number }[] }
const exchanges = (s: Screens): (Exchange & { activity: Row })[] =>
  s.stored("collection").flatMap((a) => (a.records as Exchange[]).map((r) => ({ ...r, activity: a })));

/** 发行量 = 销量 + 待付款占用 + 已发放 + 库存, every part ≥ 0, each part as the records tell it. */
export function issuesAddUp(s: Screens): void {
  const collectibles = s.goods.filter((g) => g.type === 1);
  expect(collectibles.length).toBeGreaterThan(0);
  const all = exchanges(s);
  for (const g of collectibles) {
    const sold = s.orders.filter(isSale).reduce((n, o) => n + units(o.items, g.alias), 0);
    const locked = s.orders.filter((o) => o.status === "WAIT_PAY").reduce((n, o) => n + units(o.items, g.alias), 0);
    const given = all.filter((r) => r.goods_alias === g.alias).length
      + s.drawRecords.filter((r) => r.prize_type === 1 && r.goods_alias === g.alias).length
      + s.giftRecords.reduce((n, r) => n + units(r.collectibles, g.alias), 0);
    const name = text(g.name);
    expect([g.sales, g.locked, g.given_out], `${name}: 销量, 占用, 已发放`).toEqual([sold, locked, given]);
    expect(Number(g.stock), `${name}: 库存`).toBeGreaterThanOrEqual(0);
    expect(sold + locked + given + Number(g.stock), `${name}: 发行量 ${text(g.issue_total)}`).toBe(Number(g.issue_total));
  }
  // the exchanges for a 藏品 give the activity's target, a 数字藏品
  for (const r of all) if (r.goods_alias) expect([r.goods_alias, r.activity.type], text(r.activity.name)).toEqual([r.activity.target_goods_alias, 1]);
}

/** A member's 持有藏品 over time: what their orders (paid when placed, done once refundable no more) and exchanges moved, never below 0. */
export function holdingsAgree(s: Screens): void {
  const collectible = new Set(s.goods.filter((g) => g.type === 1).map((g) => g.alias));
  const sales = groupBy(s.orders.filter(isSale), (o) => o.member_alias);
  const byMember = new Map<unknown, Exchange[]>();
  for (const r of exchanges(s)) byMember.set(r.member_alias, [...(byMember.get(r.member_alias) ?? []), r]);
  const prizes = groupBy(s.drawRecords.filter((r) => r.prize_type === 1 && r.status === 2), (r) => r.member_alias);
  const gifts = groupBy(s.giftRecords, (r) => r.member_alias);
  let held = 0;
  for (const m of s.members) {
    const moves: [string, unknown, number][] = [];
    for (const o of sales.get(m.alias) ?? []) for (const g of collectible) if (units(o.items, g)) moves.push([text(o.paid_at), g, units(o.items, g)]);
    for (const r of byMember.get(m.alias) ?? []) {
      // handed in first, then received
      moves.push(...r.materials.map((x): [string, unknown, number] => [r.exchanged_at, x.goods_alias, -x.num]));
      if (r.goods_alias) moves.push([`${r.exchanged_at}~`, r.goods_alias, 1]);
    }
    for (const p of prizes.get(m.alias) ?? []) moves.push([text(p.sent_at), p.goods_alias, 1]);
    for (const g of gifts.get(m.alias) ?? []) for (const c of collectible) if (units(g.collectibles, c)) moves.push([text(g.received_at), c, units(g.collectibles, c)]);
    const balance = new Map<unknown, number>();
    for (const [at, g, n] of moves.sort((a, b) => a[0].localeCompare(b[0]) || b[2] - a[2])) {
      balance.set(g, (balance.get(g) ?? 0) + n);
      expect(balance.get(g), `${text(m.nickname)}: ${String(g)} at ${at}`).toBeGreaterThanOrEqual(0);
    }
    const total = [...balance.values()].reduce((a, b) => a + b, 0);
    expect(m.collection_count, `${text(m.nickname)}: 持有藏品`).toBe(total);
    held += total;
  }
  expect(held, "持有藏品 of the members").toBe(s.members.reduce((n, m) => n + Number(m.collection_count), 0));
}

/** The members' order count says what it counts: where some of a member's orders are not sales, its label names 成交. */
export function orderCountSaysWhat(s: Screens): void {
  const label = memberConfig.fields.find((f) => f.key === "order_count")?.label ?? "";
  const mixed = s.members.filter((m) => s.orders.some((o) => o.member_alias === m.alias && !isSale(o)));
  if (mixed.length > 0) expect(label, `${mixed.length} members have orders that are not sales`).toMatch(/成交|已付款/);
}
