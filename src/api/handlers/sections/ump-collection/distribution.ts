import { DISTRIBUTION_DEFAULTS, distributionError, toSettings } from "../../../../resources/ump/distribution.rules";
import type { TableSource } from "../../../call-repository";
import type { TableRepository } from "../../../repository/types";
import { appSeeds, seedResource } from "../../../resource-seeds";
import { fail, ok, staleSave } from "../../../respond";
import { isStale, readWith } from "../../../stale-save";
import { shopRoute, type ShopCtx } from "../../../route";
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
 * Its table: the settings are kept on the row as given, no column of their own (the server's
 * table, made from handler-seeds.ts, has the record columns and `extra`; typing them is a
 * migration of its own).
 */
export const DISTRIBUTION_SETTING: TableSource = { def: { name: TABLE, aliasPrefix: "ds", fields: [] }, rows: (db) => seedResource(db, appSeeds, TABLE) };

const settings = (ctx: ShopCtx): TableRepository => ctx.repo.table(TABLE);
const aliasOf = (shop: string): string => `ds_${shop}`;

export const distributionHandlers = reaching([DISTRIBUTION_SETTING], [
  shopRoute(`${BASE}/info`, screens("/ump", "/ump/distribution"), async (ctx) => {
    const row = await settings(ctx).get(ctx.shop.alias, aliasOf(ctx.shop.alias));
    return ok({ ...DISTRIBUTION_DEFAULTS, ...(row ? toSettings(row) : {}), updated_at: row?.updated_at ?? null });
  }),
  shopRoute(`${BASE}/save`, doing(screens("/ump", "/ump/distribution"), "edit"), async (ctx) => {
    const shop = ctx.shop.alias;
    // one row per shop: its first two saves at once would each find none and add one, so the
    // shop's lock puts them one after the other (the second saves over the first's row)
    await ctx.repo.lockShop(shop);
    const existing = await settings(ctx).get(shop, aliasOf(shop), { forUpdate: true });
    // saved since the form read it (another tab, another employee): refused, nothing written (decision 0082)
    if (existing && isStale(ctx.body, existing.updated_at)) return staleSave();
    const problem = distributionError(ctx.body);
    if (problem) return fail(422, problem);
    const values = toSettings(ctx.body);
    const read = readWith(ctx.body);
    // (the 操作日志 names the page and action: no resource config describes these settings' fields)
    const stored = existing
      ? await settings(ctx).patch(shop, existing.alias, { ...values }, read === undefined ? {} : { expectedUpdatedAt: read })
      : await settings(ctx).insert(shop, { ...values, alias: aliasOf(shop) });
    return ok({ ...values, updated_at: stored?.updated_at ?? null });
  }),
]);
