import { MAX_KEY_LINES } from "../resources/goods/goods-keys.rules";
import goodsKeys from "../resources/goods/goods-keys";
import { rowsWhere } from "./locked-rows";
import type { RepositoryScope, Row, Transaction } from "./repository/types";
import { conflict, invalid, isFailure, type Failure } from "./respond";
import { fieldRulesError } from "./resource-input";

/** The fields a pasted line fills (卡号, 卡密), with the config's rules. */
const LINE_FIELDS = goodsKeys.fields.filter((f) => f.key === "card_no" || f.key === "card_secret");

/** 未售出 (goods-keys.ts's status 1), 已售出 (2) and 已作废 (3). */
const UNSOLD = 1;
const SOLD = 2;
const VOID = 3;

export interface KeyInput {
  card_no: string;
  card_secret: string;
}

/**
 * Which of `secrets` the shop's stored keys already hold (a secret is unique in the shop: two goods
 * never sell the same key): one query of those secrets, not the shop's keys read whole.
 */
export async function takenSecrets(repo: RepositoryScope, shop: string, secrets: readonly string[]): Promise<Set<string>> {
  const rows = await rowsWhere(repo.table("goodsKeys"), shop, "card_secret", [...new Set(secrets)]);
  return new Set(rows.map((k) => String(k.card_secret)));
}

/**
 * The lines of a paste (`[{card_no, card_secret}]`), checked as the preview checks them before
 * any is stored: the config's rules, a repeat within the paste, a 卡密 the shop already has. A
 * refusal names its line (第N行：…), so nothing is half-saved. `optional`: no lines is no keys
 * (the goods form's paste may stay empty), else a refusal.
 */
export function checkKeyLines(input: unknown, taken: ReadonlySet<string>, optional = false): KeyInput[] | Failure {
  const lines = Array.isArray(input) ? input : [];
  if (lines.length === 0) return optional ? [] : invalid("请粘贴至少一行卡密");
  if (lines.length > MAX_KEY_LINES) return invalid(`一次最多添加${MAX_KEY_LINES}行，当前${lines.length}行`);
  const seen = new Map<string, number>();
  const out: KeyInput[] = [];
  for (const [i, line] of lines.entries()) {
    const at = `第${i + 1}行：`;
    const raw = typeof line === "object" && line !== null ? (line as Record<string, unknown>) : {};
    const text = (v: unknown) => (typeof v === "string" ? v.trim() : v === undefined || v === null ? "" : v);
    const record = { card_no: text(raw.card_no), card_secret: text(raw.card_secret) };
    const problem = fieldRulesError(LINE_FIELDS, record, "create");
    if (problem) return invalid(at + problem);
    const key = { card_no: String(record.card_no), card_secret: String(record.card_secret) };
    const first = seen.get(key.card_secret);
    if (first !== undefined) return invalid(`${at}卡密与第${first}行重复`);
    if (taken.has(key.card_secret)) return conflict(`${at}卡密已存在`);
    seen.set(key.card_secret, i + 1);
    out.push(key);
  }
  return out;
}

/**
 * The lines of a paste checked (checkKeyLines) against the secrets the shop holds, read under the
 * shop's lock: a secret unique in the shop is a rule spanning the shop, so two pastes of one
 * secret at once are checked one after the other, the second seeing the first's keys (until the
 * call ends). A paste refused by its own lines is refused without a read or a lock.
 */
export async function checkedKeyLines(repo: Transaction, shop: string, input: unknown, optional = false): Promise<KeyInput[] | Failure> {
  const lines = checkKeyLines(input, new Set(), optional);
  if (isFailure(lines) || lines.length === 0) return lines;
  await repo.lockShop(shop);
  return checkKeyLines(input, await takenSecrets(repo, shop, lines.map((k) => k.card_secret)), optional);
}

/** Stores checked lines as unsold keys of `goods` through the call's repository (a new goods item's keys, saved with it). */
export async function insertKeys(repo: RepositoryScope, goods: Row, keys: readonly KeyInput[]): Promise<Row[]> {
  return repo.table("goodsKeys").insertMany(goods.shop_alias, keys.map((k) => ({ ...k, goods_alias: goods.alias, status: UNSOLD, order_sn: "" })));
}

/**
 * Voids the sold keys of an order refunded whole (refund-flow.ts: they are the buyer's no more,
 * and the goods' 销量 counts sold keys' orders only), found by a query of the order's keys: not
 * the shop's keys read whole. The caller holds the order's lock, so no other refund of it runs.
 */
export async function voidOrderKeys(repo: RepositoryScope, shop: string, orderSn: string): Promise<void> {
  const keys = repo.table("goodsKeys");
  const sold = await rowsWhere(keys, shop, "order_sn", [orderSn], [{ field: "status", kind: "equal", wanted: SOLD }]);
  for (const key of sold) await keys.patch(shop, key.alias, { status: VOID });
}
