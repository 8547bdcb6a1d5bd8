import { DISTRIBUTION_DEFAULTS, distributionError, toSettings } from "../../../../resources/ump/distribution.rules";
import { fail, ok, staleSave } from "../../../respond";
import { isStale, savedAt } from "../../../stale-save";
import { shopRoute } from "../../../route";
import type { Db, ResourceRow } from "../../../types";
import { now } from "../../../util";
import { doing, screens } from "../../../serves";

/**
 * 分销设置 (domain.md): POST /merchant/ump/v1/distribution/info → the shop's settings (the
 * defaults until it saves), /save → checked with the form's own rules (422 + Chinese
 * message), then stored as one row per shop in `db.records.distributionSetting`.
 */
const BASE = "/merchant/ump/v1/distribution";
const TABLE = "distributionSetting";

function rowOf(db: Db, shop: string): ResourceRow | undefined {
  return (db.records[TABLE] ?? []).find((r) => r.shop_alias === shop);
}

export const distributionHandlers = [
  shopRoute(`${BASE}/info`, screens("/ump", "/ump/distribution"), ({ db, shop }) => {
    const row = rowOf(db, shop.alias);
    return ok({ ...DISTRIBUTION_DEFAULTS, ...(row ? toSettings(row) : {}), updated_at: row?.updated_at ?? null });
  }),
  shopRoute(`${BASE}/save`, doing(screens("/ump", "/ump/distribution"), "edit"), ({ db, shop, body }) => {
    const existing = rowOf(db, shop.alias);
    // saved since the form read it (another tab, another employee): refused, nothing written (decision 0082)
    if (existing && isStale(body, existing.updated_at)) return staleSave();
    const problem = distributionError(body);
    if (problem) return fail(422, problem);
    const settings = toSettings(body);
    const time = existing ? savedAt(existing.updated_at) : now();
    if (existing) Object.assign(existing, settings, { updated_at: time });
    else (db.records[TABLE] ??= []).push({ ...settings, alias: `ds_${shop.alias}`, shop_alias: shop.alias, created_at: time, updated_at: time });
    return ok({ ...settings, updated_at: time });
  }),
];
