import { DISTRIBUTION_DEFAULTS, distributionError, toSettings } from "../../../../resources/ump/distribution.rules";
import type { TableSource } from "../../../call-repository";
import type { TableDef, TableRepository, Transaction } from "../../../repository/types";
import { appSeeds, seedResource } from "../../../resource-seeds";
import { fail, ok, staleSave } from "../../../respond";
import { isStale, readWith } from "../../../stale-save";
import { shopRoute } from "../../../route";
import type { Body } from "../../../types";
import { reaching } from "../../../shop-table-calls";
import { doing, screens } from "../../../serves";

/**
 * 分销设置 (domain.md): POST /merchant/ump/v1/distribution/info → the shop's settings (the
 * defaults until it saves), /save → checked with the form's own rules (422 + Chinese
 * message), then stored as one row per shop (`ds_<shop>`) of `distributionSetting`, through the
 * call's repository.
 */
const BASE = "/merchant/ump/v1/distribution";
const TABLE = "distributionSetting";

/**
 * Its table: one row per shop of the settings as toSettings keeps them (distribution.rules.ts),
 * each a column on the server (schema.ts makes a handler-own table's columns from this, decision
 * 0103): 开启分销 and 推广员申请需审核 1/2, the rates in % (any decimals the rules allow), the days a
 * whole number, 最低提现金额 money. 二级佣金比例 is unset for 一级分销.
 */
export const DISTRIBUTION_SETTING_TABLE: TableDef = {
  name: TABLE, aliasPrefix: "ds",
  fields: [
    { key: "enabled", label: "开启分销", kind: "integer", options: [1, 2] },
    { key: "level", label: "分销层级", kind: "integer", options: [1, 2] },
    { key: "rate_1", label: "一级佣金比例", kind: "number" },
    { key: "rate_2", label: "二级佣金比例", kind: "number" },
    { key: "need_audit", label: "推广员申请需审核", kind: "integer", options: [1, 2] },
    { key: "settle_days", label: "结算周期", kind: "integer" },
    { key: "min_withdraw", label: "最低提现金额", kind: "money" },
  ],
};
export const DISTRIBUTION_SETTING: TableSource = { def: DISTRIBUTION_SETTING_TABLE, rows: (db) => seedResource(db, appSeeds, TABLE) };

const settings = (repo: Transaction): TableRepository => repo.table(TABLE);
const aliasOf = (shop: string): string => `ds_${shop}`;

/**
 * Saves the shop's settings from `body` on `repo` (the call's): refused as stale when the body read
 * another version, or with the form's rule it breaks (422); stored over the shop's row, or as it.
 */
export async function saveSettings(repo: Transaction, shop: string, body: Body): Promise<Response> {
  // one row per shop: its first two saves at once would each find none and add one, so the
  // shop's lock puts them one after the other (the second saves over the first's row); the row's
  // own lock cannot, before there is a row (on SQL, FOR UPDATE of no row locks nothing)
  await repo.lockShop(shop);
  const existing = await settings(repo).get(shop, aliasOf(shop), { forUpdate: true });
  // saved since the form read it (another tab, another employee): refused, nothing written (decision 0082)
  if (existing && isStale(body, existing.updated_at)) return staleSave();
  const problem = distributionError(body);
  if (problem) return fail(422, problem);
  const values = toSettings(body);
  const read = readWith(body);
  const stored = existing
    ? await settings(repo).patch(shop, existing.alias, { ...values }, read === undefined ? {} : { expectedUpdatedAt: read })
    : await settings(repo).insert(shop, { ...values, alias: aliasOf(shop) });
  return ok({ ...values, updated_at: stored?.updated_at ?? null });
}

export const distributionHandlers = reaching([DISTRIBUTION_SETTING], [
  shopRoute(`${BASE}/info`, screens("/ump", "/ump/distribution"), async ({ repo, shop }) => {
    const row = await settings(repo).get(shop.alias, aliasOf(shop.alias));
    return ok({ ...DISTRIBUTION_DEFAULTS, ...(row ? toSettings(row) : {}), updated_at: row?.updated_at ?? null });
  }),
  // (the 操作日志 names the page and action: no resource config describes these settings' fields)
  shopRoute(`${BASE}/save`, doing(screens("/ump", "/ump/distribution"), "edit"), ({ repo, shop, body }) => saveSettings(repo, shop.alias, body)),
]);
