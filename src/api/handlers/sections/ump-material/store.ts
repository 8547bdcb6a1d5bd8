import type { TableSource } from "../../../call-repository";
import { rowsWhere } from "../../../locked-rows";
import type { Row, TableDef, TableRepository, Transaction } from "../../../repository/types";
import { appSeeds, seedResource } from "../../../resource-seeds";
import { invalid, notFound, type Failure } from "../../../respond";
import { isEmpty } from "../../../../engine/validation";
import { doing, screens } from "../../../serves";
import type { Db } from "../../../types";

/**
 * The 素材库's two tables (seeded from src/resources/ump/material*.seed.ts on first use), reached
 * through the call's repository (issue 48 step 3): `material` rows {name, type, url, size,
 * group_alias} and `materialGroup` rows {name}. An unset `group_alias` (the seed's "") means 未分组.
 * Every write of the library takes the shop's lock first (a group's name is the shop's once, and
 * a group deleted while a material is put in it must not leave the material in no group), then
 * reads the rows it changes forUpdate: one lock order, so two writes never wait on each other.
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

/** The two tables as the repository keeps them, with the alias prefixes the 素材库 has always made (mt, mg). */
export const MATERIAL_TABLE: TableDef = {
  name: MATERIAL, aliasPrefix: "mt",
  fields: [
    { key: "name", label: "素材名称", kind: "text" },
    { key: "type", label: "素材类型", kind: "text", options: ["image", "video"] },
    { key: "url", label: "素材文件", kind: "text" },
    { key: "size", label: "文件大小", kind: "integer" },
    { key: "group_alias", label: "分组", kind: "text" },
  ],
};
export const GROUP_TABLE: TableDef = { name: GROUP, aliasPrefix: "mg", fields: [{ key: "name", label: "分组名称", kind: "text" }] };

const seeded = (def: TableDef): TableSource => ({ def, rows: (db: Db) => seedResource(db, appSeeds, def.name) });
export const MATERIAL_TABLES: readonly TableSource[] = [seeded(MATERIAL_TABLE), seeded(GROUP_TABLE)];

export const materials = (repo: Transaction): TableRepository => repo.table(MATERIAL);
export const groups = (repo: Transaction): TableRepository => repo.table(GROUP);

/**
 * The group a request names: "" / null / missing → "" (未分组), an alias of one of the
 * shop's groups → that alias, anything else → a refusal naming the field. `forUpdate` for a
 * write that puts materials in it.
 */
export async function groupFrom(repo: Transaction, shop: string, value: unknown, forUpdate = false): Promise<string | Failure> {
  if (value === undefined || value === null || value === "") return "";
  if (typeof value !== "string") return invalid("分组不正确");
  return (await groups(repo).get(shop, value, { forUpdate })) ? value : notFound("分组不存在");
}

/**
 * The shop's materials named by `aliases` (a non-empty list of strings), each read forUpdate in
 * alias order, or a refusal: every alias must be the shop's, so a batch is done whole or not at all.
 */
export async function materialsFrom(repo: Transaction, shop: string, aliases: unknown): Promise<Row[] | Failure> {
  if (!Array.isArray(aliases) || aliases.length === 0) return invalid("请选择素材");
  if (aliases.length > 100) return invalid("一次最多操作100个素材");
  if (!aliases.every((a): a is string => typeof a === "string" && a !== "")) return invalid("素材标识不正确");
  const named = [...new Set(aliases)].sort();
  const rows: Row[] = [];
  for (const alias of named) {
    const row = await materials(repo).get(shop, alias, { forUpdate: true });
    if (!row) return notFound("素材不存在");
    rows.push(row);
  }
  return rows;
}

/** The shop's groups these materials are in, by alias (one query for a page). */
export async function groupsOf(repo: Transaction, shop: string, rows: readonly Row[]): Promise<Map<string, Row>> {
  const named = [...new Set(rows.map((r) => r.group_alias).filter((a): a is string => typeof a === "string" && a !== ""))];
  return new Map((await rowsWhere(groups(repo), shop, "alias", named)).map((g) => [g.alias, g]));
}
