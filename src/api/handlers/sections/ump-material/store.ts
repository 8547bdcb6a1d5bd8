import { appSeeds, seedResource } from "../../../resource-seeds";
import { invalid, notFound, type Failure } from "../../../respond";
import { isEmpty } from "../../../../engine/validation";
import { doing, screens } from "../../../serves";
import type { Db, ResourceRow } from "../../../types";

/**
 * The 素材库's two tables in `db.records` (seeded from src/resources/ump/material*.seed.ts
 * on first use): `material` rows {name, type, url, size, group_alias} and `materialGroup`
 * rows {name}. `group_alias` "" means 未分组.
 */
export const MATERIAL = "material";
export const GROUP = "materialGroup";
// the page's calls are under it too (ump.calls.ts), and the video upload's body limit is by its path (body-limits.ts)
export { MATERIAL_BASE as BASE } from "../../../../resources/ump/material.rules";
/** Every call of the 素材库 serves its one page (reads: view of it). */
export const MATERIAL_SCREEN = screens("/ump", "/ump/material/index");
/** A save or a group's save: 上传 (create) a new one, 编辑 (edit) one the body names. */
export const MATERIAL_SAVE = doing(MATERIAL_SCREEN, (body) => (isEmpty(body.alias) ? "create" : "edit"));
/** Moving and grouping: the page's 编辑/移动/分组 (edit). */
export const MATERIAL_EDIT = doing(MATERIAL_SCREEN, "edit");

/** Every shop's rows of one of the two tables (a live array). */
export function table(db: Db, name: typeof MATERIAL | typeof GROUP): ResourceRow[] {
  return seedResource(db, appSeeds, name);
}

export function shopRows(db: Db, shop: string, name: typeof MATERIAL | typeof GROUP): ResourceRow[] {
  return table(db, name).filter((r) => r.shop_alias === shop);
}

/** Removes rows from a table in place. */
export function removeRows(db: Db, name: typeof MATERIAL | typeof GROUP, rows: ResourceRow[]): void {
  const all = table(db, name);
  for (const row of rows) {
    const index = all.indexOf(row);
    if (index >= 0) all.splice(index, 1);
  }
}

/**
 * The group a request names: "" / null / missing → "" (未分组), an alias of one of the
 * shop's groups → that alias, anything else → a refusal naming the field.
 */
export function groupFrom(db: Db, shop: string, value: unknown): string | Failure {
  if (value === undefined || value === null || value === "") return "";
  if (typeof value !== "string") return invalid("分组不正确");
  return shopRows(db, shop, GROUP).some((g) => g.alias === value) ? value : notFound("分组不存在");
}

/**
 * The shop's materials named by `aliases` (a non-empty list of strings), or a refusal:
 * every alias must be the shop's, so a batch is done whole or not at all.
 */
export function materialsFrom(db: Db, shop: string, aliases: unknown): ResourceRow[] | Failure {
  if (!Array.isArray(aliases) || aliases.length === 0) return invalid("请选择素材");
  if (aliases.length > 100) return invalid("一次最多操作100个素材");
  if (!aliases.every((a): a is string => typeof a === "string" && a !== "")) return invalid("素材标识不正确");
  const mine = shopRows(db, shop, MATERIAL);
  const rows = [...new Set(aliases)].map((a) => mine.find((m) => m.alias === a));
  return rows.every((r): r is ResourceRow => r !== undefined) ? rows : notFound("素材不存在");
}
