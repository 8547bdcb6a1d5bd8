import { MAX_KEY_LINES } from "../resources/goods/goods-keys.rules";
import goodsKeys from "../resources/goods/goods-keys";
import { rowsWhere } from "./locked-rows";
import type { RepositoryScope } from "./repository/types";
import { conflict, invalid, type Failure } from "./respond";
import { fieldRulesError } from "./resource-input";
import { aliasPrefix } from "./resource-seeds";
import type { Db, ResourceRow } from "./types";
import { allocAlias, now } from "./util";

/** The fields a pasted line fills (卡号, 卡密), with the config's rules. */
const LINE_FIELDS = goodsKeys.fields.filter((f) => f.key === "card_no" || f.key === "card_secret");

export interface KeyInput {
  card_no: string;
  card_secret: string;
}

/** The shop's stored 卡密 (a secret is unique in the shop: two goods never sell the same key). */
export function shopSecrets(db: Db, shop: string): Set<string> {
  return new Set((db.records.goodsKeys ?? []).filter((k) => k.shop_alias === shop).map((k) => String(k.card_secret)));
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

/** Stores checked lines as unsold keys of `goods` (a new goods item's keys, saved with it). */
export function insertKeys(db: Db, goods: ResourceRow, keys: readonly KeyInput[]): ResourceRow[] {
  const table = (db.records.goodsKeys ??= []);
  const time = now();
  const rows = keys.map((k): ResourceRow => ({
    ...k, goods_alias: goods.alias, status: 1, order_sn: "", sold_at: "",
    alias: allocAlias(db, aliasPrefix("goodsKeys")), shop_alias: goods.shop_alias, created_at: time, updated_at: time,
  }));
  table.push(...rows);
  return rows;
}

/** 已售出 (goods-keys.ts's status 2) and 已作废 (3). */
const SOLD = 2;
const VOID = 3;

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
