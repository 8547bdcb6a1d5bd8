import { ACTIVATED_STATUS, batchNo, makeSecret, serialOf, unissuedCard } from "../../../resources/ump/gift-card.rules";
import { appSeeds, seedResource } from "../../resource-seeds";
import { relatedRows } from "../../db-reach";
import type { Db, ResourceRow } from "../../types";
import { allocAlias, now } from "../../util";

/**
 * The 礼品卡 tables the three gift-card resources share (card types, batches, cards) and
 * 发行: a new batch of cards for a card type. Tables are read through seedResource so a
 * browser db stored before these resources existed still gets its seeded rows.
 */

export const tableOf = (db: Db, name: "giftCard" | "giftCardBatch" | "giftCardItem"): ResourceRow[] => seedResource(db, appSeeds, name);

type Card = Readonly<Record<string, unknown>>;

/** The cards of a card type (`card_alias`) or of a batch (`batch_alias`), read only: the server reads just those (relatedRows). */
export function cardsOf(db: Db, of: ResourceRow, by: "card_alias" | "batch_alias"): readonly Card[] {
  return relatedRows(db, "giftCardItem", of.shop_alias, by, of.alias);
}

/** How many of these cards are in one of the statuses. */
export const countIn = (cards: readonly Card[], statuses: number[]): number => cards.filter((c) => statuses.includes(Number(c.status))).length;

/** 已激活 of a card type: cards activated and not voided (已激活 + 已使用). */
export const activatedCount = (cards: readonly Card[]): number => countIn(cards, ACTIVATED_STATUS);

/** A float in [0, 1) from the platform's secure random source (卡密 must not be guessable). */
function secureRandom(): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32;
}

/**
 * Issues `count` new 未激活 cards of `card` as one batch: the next 批次号 and 卡号 of the
 * shop, a fresh 8-character 卡密 each. Returns the batch.
 */
export function issueBatch(db: Db, card: ResourceRow, count: number): ResourceRow {
  const shop = card.shop_alias;
  const time = now();
  const batches = tableOf(db, "giftCardBatch");
  const cards = tableOf(db, "giftCardItem");
  const taken = new Set(batches.filter((b) => b.shop_alias === shop).map((b) => String(b.batch_no)));
  let seq = taken.size + 1;
  while (taken.has(batchNo(time, seq))) seq += 1;
  const batch: ResourceRow = {
    alias: allocAlias(db, "gb"),
    shop_alias: shop,
    card_alias: card.alias,
    batch_no: batchNo(time, seq),
    face_value: card.face_value,
    count,
    created_at: time,
    updated_at: time,
  };
  batches.push(batch);
  let serial = Math.max(0, ...cards.filter((c) => c.shop_alias === shop).map((c) => serialOf(c.card_no)));
  for (let i = 0; i < count; i += 1) {
    serial += 1;
    cards.push({
      alias: allocAlias(db, "gk"),
      shop_alias: shop,
      ...unissuedCard(card, batch, serial, makeSecret(secureRandom), time),
      updated_at: time,
    });
  }
  return batch;
}
