import { ACTIVATED_STATUS, batchNo, makeSecret, serialOf, unissuedCard } from "../../../resources/ump/gift-card.rules";
import { relatedByValue, type ByValue, type OutputReach } from "../../output-reach";
import type { Row, TableRepository, Transaction } from "../../repository/types";
import type { ResourceRow } from "../../types";
import { now } from "../../util";

/**
 * The 礼品卡 tables the three gift-card resources share (card types, batches, cards) and
 * 发行: a new batch of cards for a card type, all through the call's repository.
 */

type Card = Readonly<Record<string, unknown>>;

/** The cards of a page's card types (`card_alias`) or batches (`batch_alias`), by the type's or batch's alias: one query. */
export const cardsOf = (reach: OutputReach, of: readonly ResourceRow[], by: "card_alias" | "batch_alias"): Promise<ByValue<readonly Card[]>> =>
  relatedByValue(reach, "giftCardItem", by, of.map((r) => r.alias));

/** How many of these cards are in one of the statuses. */
const countIn = (cards: readonly Card[], statuses: number[]): number => cards.filter((c) => statuses.includes(Number(c.status))).length;

/** 已激活 of a card type: cards activated and not voided (已激活 + 已使用). */
export const activatedCount = (cards: readonly Card[]): number => countIn(cards, ACTIVATED_STATUS);

/** A batch's counts as its list shows them: 已激活, 已使用, 已作废. */
export const figuresOf = (cards: readonly Card[]) => ({ activated: activatedCount(cards), used: countIn(cards, [3]), voided: countIn(cards, [4]) });

/**
 * Floats in [0, 1) from the platform's secure random source (卡密 must not be guessable), drawn
 * 1,024 at a time: 10,000 cards of 8 characters ask the source 79 times, not 80,000.
 */
function secureRandoms(): () => number {
  const pool = new Uint32Array(1024);
  let at = pool.length;
  return () => {
    if (at === pool.length) {
      crypto.getRandomValues(pool);
      at = 0;
    }
    return (pool[at++] ?? 0) / 2 ** 32;
  };
}

/** Whether a batch of the shop already holds 批次号 `no` (its sequence is the shop's batch count + 1, skipping one taken). */
async function batchNoTaken(batches: TableRepository, shop: string, no: string): Promise<boolean> {
  return (await batches.count({ shop, filters: [{ field: "batch_no", kind: "equal", wanted: [no] }] })) > 0;
}

/**
 * The shop's highest card serial: its last 卡号 in text order, which is serial order (every 卡号 is
 * cardNo's "8801" + 8 digits), one row read, not the shop's cards.
 */
async function lastSerial(cards: TableRepository, shop: string): Promise<number> {
  const [last] = await cards.findRows({ shop, filters: [], empty: [], keyword: null, sort: { field: "card_no", order: "desc" }, page: 1, pageSize: 1 });
  return serialOf(last?.card_no);
}

/**
 * Issues `count` new 未激活 cards of `card` as one batch through the call's repository: the next
 * 批次号 and 卡号 of the shop, a fresh 8-character 卡密 each. Both run on across the shop's card
 * types, so the shop's lock is held while they are read and taken: two issues at once (two card
 * types created, or 追加发行 on two) number their batches and cards one after the other. The
 * caller holds the card type's row first (locked by its save or read forUpdate), the shop's lock
 * second, as every 礼品卡 write takes them. Returns the batch as stored.
 */
export async function issueBatch(repo: Transaction, card: Row, count: number): Promise<Row> {
  const shop = card.shop_alias;
  await repo.lockShop(shop);
  const time = now();
  const batches = repo.table("giftCardBatch");
  const cards = repo.table("giftCardItem");
  let seq = (await batches.count({ shop })) + 1;
  while (await batchNoTaken(batches, shop, batchNo(time, seq))) seq += 1;
  const batch = await batches.insert(shop, { card_alias: card.alias, batch_no: batchNo(time, seq), face_value: card.face_value, count, created_at: time });
  const last = await lastSerial(cards, shop);
  const random = secureRandoms();
  // one insertMany: 10,000 cards are one pass on memory and a few statements on SQL, not 10,000 inserts
  await cards.insertMany(shop, Array.from({ length: count }, (_, i) => unissuedCard(card, batch, last + 1 + i, makeSecret(random), time)));
  return batch;
}
