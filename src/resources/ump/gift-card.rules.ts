import type { EnumOption } from "../../engine/types";

/**
 * 礼品卡 rules shared by the configs, the demo API and the tests: card statuses, use-history
 * types, how card numbers and secrets look, and which transitions 作废 allows.
 */

/** 卡片状态 (domain.md: 1 未激活 / 2 已激活 / 3 已使用 / 4 已作废). */
export const CARD_STATUS: EnumOption[] = [
  { value: 1, label: "未激活", color: "default" },
  { value: 2, label: "已激活", color: "processing" },
  { value: 3, label: "已使用", color: "success" },
  { value: 4, label: "已作废", color: "error" },
];

/** 作废 is allowed only from these statuses (a used or voided card stays as it is). */
export const VOIDABLE_STATUS = [1, 2];

/** Cards counted as 已激活 on the card type (activated at some point and not voided). */
export const ACTIVATED_STATUS = [2, 3];

/** 使用记录 types. */
export const LOG_TYPE: EnumOption[] = [
  { value: 1, label: "激活", color: "processing" },
  { value: 2, label: "消费", color: "warning" },
  { value: 3, label: "退款", color: "success" },
];

/** 卡片用途 (domain.md usage). */
export const CARD_USAGE: EnumOption[] = [
  { value: 1, label: "储值卡", color: "blue" },
  { value: 2, label: "兑换卡", color: "purple" },
];

/** Most cards one 发行 (first issue or 追加发行) may create. */
export const MAX_ISSUE = 10_000;

/** One line of a card's 使用记录, stored on the card (newest last). */
export interface CardLog {
  type: 1 | 2 | 3;
  amount: number;
  balance_after: number;
  order_sn: string | null;
  created_at: string;
}

/** 卡密 as lists and details show it: the first 4 characters, the rest as * ("ABCD****"). */
export function maskSecret(secret: string): string {
  const shown = Math.min(4, Math.floor(secret.length / 2));
  return secret.slice(0, shown) + "*".repeat(secret.length - shown);
}

/** Characters of a 卡密: no 0/O, 1/I/L, easy to read out on the phone. */
const SECRET_CHARS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** An 8-character 卡密 from `next` (a source of floats in [0, 1)). */
export function makeSecret(next: () => number): string {
  return Array.from({ length: 8 }, () => SECRET_CHARS[Math.floor(next() * SECRET_CHARS.length)] ?? "A").join("");
}

/** 卡号: 12 digits, "8801" + the shop's card serial. */
export function cardNo(serial: number): string {
  return `8801${String(serial).padStart(8, "0")}`;
}

/** The serial of a 卡号 (0 when it is not one of ours). */
export function serialOf(no: unknown): number {
  const text = String(no ?? "");
  return /^8801\d{8}$/.test(text) ? Number(text.slice(4)) : 0;
}

/** 批次号: "PC" + the issue date + the shop's batch sequence (3 digits or more). */
export function batchNo(date: string, seq: number): string {
  return `PC${date.slice(0, 10).replace(/\D/g, "")}${String(seq).padStart(3, "0")}`;
}

/** Yuan rounded to 2 decimals. */
export const yuan = (n: number): number => Math.round(n * 100) / 100;

/**
 * A card as its batch issues it: 未激活, no holder, no balance yet. One shape for the seed
 * and the demo API's 发行, so both hold the same fields.
 */
export function unissuedCard(card: Readonly<Record<string, unknown>>, batch: Readonly<Record<string, unknown>>, serial: number, secret: string, time: string) {
  return {
    card_alias: card.alias,
    batch_alias: batch.alias,
    card_no: cardNo(serial),
    card_secret: secret,
    face_value: card.face_value,
    balance: null,
    status: 1,
    member_alias: null,
    nickname: null,
    mobile: null,
    activated_at: null,
    expire_at: null,
    voided_at: null,
    logs: [] as CardLog[],
    created_at: time,
  };
}
