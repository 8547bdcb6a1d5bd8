import { expect } from "vitest";
import { isSale } from "../../../src/resources/order/order.rules";
import { ACTIVATED_STATUS, type CardLog } from "../../../src/resources/ump/gift-card.rules";
import { discountOverlapError } from "../../../src/resources/ump/goods-discount.rules";
import { groupBy, text, type Row } from "./commerce-api";
import type { Screens } from "./commerce-screens";

/**
 * The 营销中心 activities against their records (decision 0026): 未开始 ones untouched, counts
 * that are their records, records by members who had registered, while the activity ran.
 */
const NOT_STARTED = 1;
const until = (...times: unknown[]): string => times.map(text).filter(Boolean).sort()[0] ?? "";

function drawsAgree(s: Screens, members: Map<unknown, Row>): void {
  const records = groupBy(s.drawRecords, (r) => r.draw_alias);
  const stored = new Map(s.stored("draw").map((d) => [d.alias, d]));
  for (const d of s.draws) {
    const mine = records.get(d.alias) ?? [];
    const winners = new Set(mine.map((r) => r.member_alias)).size;
    expect([d.winners, winners === mine.length], `${text(d.name)}: 中奖人数, one record a winner`).toEqual([winners, true]);
    expect(Number(d.winners), `${text(d.name)}: 中奖 ≤ 参与`).toBeLessThanOrEqual(Number(d.participants));
    if (d.status === NOT_STARTED) expect([d.participants, d.winners], `${text(d.name)} 未开始`).toEqual([0, 0]);
    const closed = until(d.end_at, stored.get(d.alias)?.stopped_at, s.now);
    const joined = s.members.filter((m) => text(m.created_at) < closed).length;
    expect(Number(d.participants), `${text(d.name)}: 参与 ≤ members by then`).toBeLessThanOrEqual(joined);
    for (const r of mine) {
      const won = text(r.won_at);
      expect(won >= text(d.start_at) && won <= closed, `${text(d.name)}: won ${won}`).toBe(true);
      expect(text(members.get(r.member_alias)?.created_at) < won, `${text(d.name)}: a winner before registering`).toBe(true);
    }
  }
}

function giftsAgree(s: Screens): void {
  const records = groupBy(s.giftRecords, (r) => r.gift_alias);
  const orders = new Map(s.orders.map((o) => [o.order_sn, o]));
  for (const g of s.gifts) {
    const mine = records.get(g.alias) ?? [];
    expect(g.given, `${text(g.name)}: 已赠送`).toBe(mine.length);
    expect(mine.length).toBeLessThanOrEqual(Number(g.stock));
    if (g.status === NOT_STARTED) expect(mine.length, `${text(g.name)} 未开始`).toBe(0);
    for (const r of mine) {
      const o = orders.get(r.order_sn);
      expect(o?.member_alias === r.member_alias && text(o?.paid_at) >= text(g.start_at), `${text(g.name)}: gift of ${text(r.order_sn)}`).toBe(true);
    }
  }
}

function giftCardsAgree(s: Screens, members: Map<unknown, Row>): void {
  const items = s.stored("giftCardItem");
  const orders = new Map(s.orders.map((o) => [o.order_sn, o]));
  for (const c of s.giftCards) {
    const mine = items.filter((k) => k.card_alias === c.alias);
    expect([c.issued, c.activated], `${text(c.name)}: 发行, 激活`).toEqual([mine.length, mine.filter((k) => ACTIVATED_STATUS.includes(Number(k.status))).length]);
  }
  for (const k of items.filter((x) => ACTIVATED_STATUS.includes(Number(x.status)))) {
    expect(text(members.get(k.member_alias)?.created_at) < text(k.activated_at), `${text(k.card_no)}: activated before its member registered`).toBe(true);
    const logs = k.logs as CardLog[];
    expect(k.balance, `${text(k.card_no)}: balance`).toBe(logs[logs.length - 1]?.balance_after);
    for (const log of (k.logs as CardLog[]).filter((l) => l.order_sn)) {
      const o = orders.get(log.order_sn);
      expect(o?.member_alias, `${text(k.card_no)}: paid ${text(log.order_sn)}, not its member's order`).toBe(k.member_alias);
      if (log.type === 2) expect([log.created_at, log.amount <= Number(o?.pay_amount)]).toEqual([o?.paid_at, true]);
      if (log.type === 3) expect(isSale(o ?? {}), `${text(k.card_no)}: 退款 of an order not refunded`).toBe(false);
    }
  }
}

function exchangesAgree(s: Screens, members: Map<unknown, Row>): void {
  const stored = new Map(s.stored("collection").map((c) => [c.alias, c]));
  for (const c of s.collections) {
    const records = (stored.get(c.alias)?.records ?? []) as { member_alias: string; exchanged_at: string }[];
    expect([c.exchanged, c.records], `${text(c.name)}: 已兑换 counts the exchanges, never sent`).toEqual([records.length, undefined]);
    for (const r of records) {
      expect(r.exchanged_at >= text(c.start_at) && r.exchanged_at <= until(c.end_at, s.now), `${text(c.name)}: exchanged ${r.exchanged_at}`).toBe(true);
      expect(text(members.get(r.member_alias)?.created_at) < r.exchanged_at, `${text(c.name)}: an exchange before registering`).toBe(true);
    }
    if (c.status === NOT_STARTED) expect(c.exchanged, `${text(c.name)} 未开始`).toBe(0);
    if (c.total !== null) expect(Number(c.exchanged), `${text(c.name)}: 已兑换 ≤ 总量`).toBeLessThanOrEqual(Number(c.total));
  }
}

/** A discount whose name says what it holds holds only that. */
function discountsSayWhatTheyHold(s: Screens): void {
  const goods = new Map(s.goods.map((g) => [g.alias, g]));
  for (const d of s.stored("goodsDiscount")) {
    const held = (d.goods as { goods_alias: string }[]).map((x) => goods.get(x.goods_alias));
    if (text(d.name).includes("藏品")) expect(held.every((g) => g?.type === 1), `${text(d.name)}`).toBe(true);
    for (const word of ["保温杯", "台历"]) if (text(d.name).includes(word)) expect(held.every((g) => text(g?.name).includes(word)), `${text(d.name)}`).toBe(true);
  }
}

/** No goods item is in two of a shop's discounts at once (the demo API refuses it: discountOverlapError). */
function discountsDoNotOverlap(s: Screens): void {
  const discounts = s.stored("goodsDiscount");
  for (const d of discounts) {
    const others = discounts.filter((o) => o !== d && o.shop_alias === d.shop_alias);
    expect(discountOverlapError(d, others, s.goods.map((g) => ({ alias: g.alias, name: g.name }))), text(d.name)).toBeNull();
  }
}

export function checkActivities(s: Screens): void {
  const members = new Map(s.members.map((m) => [m.alias, m]));
  drawsAgree(s, members);
  giftsAgree(s);
  giftCardsAgree(s, members);
  exchangesAgree(s, members);
  discountsSayWhatTheyHold(s);
  discountsDoNotOverlap(s);
}
