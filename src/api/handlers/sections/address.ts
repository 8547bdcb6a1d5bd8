import { isMobile, str, strList } from "../../check";
import addressConfig from "../../../resources/user/address";
import { fieldGrantRefusalOf } from "../../field-grants";
import { lengthLimit } from "../../length-limit";
import { StaleRecordError } from "../../repository/errors";
import type { Row, TableRepository, Transaction } from "../../repository/types";
import { failWith, invalid, isFailure, notFound, ok, type Failure } from "../../respond";
import { omitShop } from "../../crud";
import { shopRoute, type ShopCtx } from "../../route";
import { servesResource } from "../../serves";
import { ADDRESS } from "../../shop-tables";
import { flagOf, listOf, listQueryOf, lockedTarget, namedAlias, reaching, storeSave, tableActs, type ListShape } from "../../shop-table-calls";
import { isStale } from "../../stale-save";
import type { AddressRow, Body } from "../../types";

/**
 * 地址管理 (list, detail, save, delete) on ctx.repo (decision 0095): return and shipping
 * addresses, one default per type. A save that makes an address a default unsets the shop's
 * other defaults of its type in the same call; the shop's lock (taken first) puts two saves of
 * one shop one after the other, so of two addresses made default at once exactly one stays so.
 */

const BASE = "/merchant/shop/v1/address";
const acts = tableActs(servesResource(addressConfig));
const addresses = (ctx: ShopCtx): TableRepository => ctx.repo.table("address");
/** The keyword searches every text the list shows (收货人, 手机号 and the street: 海创园). */
const shape: ListShape = { def: ADDRESS.def, keyword: ["consignee", "mobile", "detail_address"] };

// the lengths the form states, from the config (the engine's words)
const consigneeTooLong = lengthLimit(addressConfig.fields, "consignee");
const addressTooLong = lengthLimit(addressConfig.fields, "detail_address");

export type AddressFields = Omit<AddressRow, "alias" | "shop_alias" | "created_at" | "updated_at">;

async function parse(input: Body, ctx: ShopCtx, existing: Row | null): Promise<AddressFields | Failure | string> {
  // 设为默认 owns is_default: the form's save may not change it without that grant
  const refused = await fieldGrantRefusalOf(addressConfig, ctx, ctx.body, existing ?? undefined);
  if (refused) return refused;
  const consignee = str(input, "consignee");
  if (!consignee) return "请输入收货人";
  const consigneeRefusal = consigneeTooLong(consignee);
  if (consigneeRefusal) return consigneeRefusal;
  const mobile = str(input, "mobile");
  if (!isMobile(mobile)) return "请输入正确的手机号码";
  const region = strList(input, "region");
  if (!region || region.length !== 3) return "请选择所在地区";
  const detail_address = str(input, "detail_address");
  if (!detail_address) return "请输入详细地址";
  const addressRefusal = addressTooLong(detail_address);
  if (addressRefusal) return addressRefusal;
  const type = flagOf(input, "type", 2);
  if (!type) return "地址类型不正确";
  const is_default = flagOf(input, "is_default", 2);
  if (!is_default) return "是否默认的取值不正确";
  return { consignee, mobile, region, detail_address, type, is_default };
}

/** Unsets the shop's other defaults of `type`, each read forUpdate (the shop's lock is held: no new one comes meanwhile). */
async function unsetOtherDefaults(table: TableRepository, shop: string, type: number, keep: string | undefined): Promise<void> {
  const page = await table.find({
    shop, filters: [{ field: "type", kind: "equal", wanted: type, scalar: true }, { field: "is_default", kind: "equal", wanted: 1, scalar: true }],
    empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 100,
  });
  for (const found of page.rows) {
    if (found.alias === keep) continue;
    const other = await table.get(shop, found.alias, { forUpdate: true });
    if (other?.is_default === 1 && other.type === type) await table.patch(shop, other.alias, { is_default: 2 });
  }
}

const list = shopRoute(`${BASE}/list`, acts.read, async (ctx) =>
  ok(await listOf(addresses(ctx), listQueryOf(shape, ctx.shop.alias, ctx.body), (rows) => rows.map(omitShop))));

const detail = shopRoute(`${BASE}/detail`, acts.read, async (ctx) => {
  const alias = namedAlias(ctx.body);
  const row = alias ? await addresses(ctx).get(ctx.shop.alias, alias) : null;
  return row ? ok(omitShop(row)) : failWith(notFound());
});

/** What an address save stored: the row as it was (null: a new one) and as it is now. */
export interface AddressSaved {
  before: Row | null;
  after: Row;
}

/**
 * Saves the address `body` names (or a new one) with the fields `decide` makes of it (a refusal
 * as it is, a string as 422): under the shop's lock (one default per type spans the shop's
 * addresses, so their saves go one at a time; taken before any row's, so locks come in one
 * order), the row read forUpdate, a save read from another version refused (StaleRecordError,
 * HTTP 409: stale-save.ts), and, when the address is now a default, the shop's others of its
 * type unset.
 */
export async function saveAddress(
  tx: Transaction, shop: string, body: Body, decide: (input: Body, existing: Row | null) => Promise<AddressFields | Failure | string>,
): Promise<AddressSaved | Failure> {
  const table = tx.table("address");
  await tx.lockShop(shop);
  const { named, row: existing } = await lockedTarget(table, shop, body);
  if (named && !existing) return notFound();
  if (existing && isStale(body, existing.updated_at)) throw new StaleRecordError("address", existing.alias);
  const fields = await decide(existing ? { ...existing, ...body } : { ...body }, existing);
  if (typeof fields === "string") return invalid(fields);
  if (isFailure(fields)) return fields;
  if (fields.is_default === 1) await unsetOtherDefaults(table, shop, fields.type, existing?.alias);
  return { before: existing, after: await storeSave(table, shop, existing, fields, body) };
}

const save = shopRoute(`${BASE}/save`, acts.save, async (ctx) => {
  const saved = await saveAddress(ctx.repo, ctx.shop.alias, ctx.body, (input, existing) => parse(input, ctx, existing));
  if (isFailure(saved)) return failWith(saved);
  // 操作日志: the record as it was and as stored
  ctx.audit.writes.push({ before: saved.before ?? undefined, after: saved.after });
  return ok({ alias: saved.after.alias });
});

const remove = shopRoute(`${BASE}/delete`, acts.remove, async (ctx) => {
  const table = addresses(ctx);
  const { row } = await lockedTarget(table, ctx.shop.alias, ctx.body);
  if (!row) return failWith(notFound());
  await table.remove(ctx.shop.alias, row.alias);
  ctx.audit.writes.push({ before: row });
  return ok(null);
});

export default reaching([ADDRESS], [list, detail, save, remove]);
