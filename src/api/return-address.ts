import type { ReturnAddress } from "./refund-flow";
import type { Row, TableRepository } from "./repository/types";

/**
 * The 退货地址 of a return's 同意 (issue 49, decision 0115): an address of 地址库 (地址管理) of
 * type 退货 (1), of the call's shop, kept on the request as the buyer is shown it. The merchant's
 * 同意 names one (the form's default: the shop's default 退货 address); the rules' 自动同意 takes
 * the shop's default one, if it has one.
 */

/** 地址管理's type of a return address (resources/user/address.ts). */
export const RETURN_ADDRESS_TYPE = 1;

/** What the buyer is shown: "王芳 13800138000 浙江省杭州市西湖区文三路 478 号" (a municipality's 市辖区 left out). */
export function returnAddressText(row: Readonly<Record<string, unknown>>): string {
  const region = Array.isArray(row.region) ? row.region.filter((part) => part !== "市辖区").join("") : "";
  return `${String(row.consignee ?? "")} ${String(row.mobile ?? "")} ${region}${String(row.detail_address ?? "")}`.trim();
}

const kept = (row: Row): ReturnAddress => ({ alias: row.alias, text: returnAddressText(row) });

/** The address `alias` names as a return's, or why not (none named, not the shop's, not of type 退货). */
export async function namedReturnAddress(addresses: TableRepository, shop: string, alias: unknown): Promise<ReturnAddress | string> {
  if (typeof alias !== "string" || !alias.trim()) return "请选择退货地址";
  // another shop's alias is not found in this one's
  const row = await addresses.get(shop, alias.trim());
  if (!row) return "退货地址不存在";
  if (Number(row.type) !== RETURN_ADDRESS_TYPE) return "所选地址不是退货地址";
  return kept(row);
}

/** The shop's 退货 addresses, the default first (the 同意 form's options). */
export async function returnAddresses(addresses: TableRepository, shop: string): Promise<(ReturnAddress & { is_default: boolean })[]> {
  const page = await addresses.find({
    shop, filters: [{ field: "type", kind: "equal", wanted: RETURN_ADDRESS_TYPE, scalar: true }],
    empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 100,
  });
  const options = page.rows.map((row) => ({ ...kept(row), is_default: Number(row.is_default) === 1 }));
  return [...options.filter((o) => o.is_default), ...options.filter((o) => !o.is_default)];
}

/** The shop's default 退货 address (else its first 退货 address), or null when it has none. */
export async function defaultReturnAddress(addresses: TableRepository, shop: string): Promise<ReturnAddress | null> {
  const [first] = await returnAddresses(addresses, shop);
  return first ? { alias: first.alias, text: first.text } : null;
}
