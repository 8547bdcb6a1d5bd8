import type { HttpHandler } from "msw";
import { fileError, isMaterialType, nameError } from "../../../resources/ump/material.rules";
import { str } from "../../check";
import { fail, failWith, invalid, isFailure, notFound, ok, type Failure } from "../../respond";
import { shopRoute } from "../../route";
import type { Row, Transaction } from "../../repository/types";
import { listOf, listQueryOf, reaching, type ListShape } from "../../shop-table-calls";
import { groupHandlers } from "./ump-material/groups";
import { doing } from "../../serves";
import {
  BASE, MATERIAL_EDIT, MATERIAL_SAVE, MATERIAL_SCREEN, MATERIAL_TABLE, MATERIAL_TABLES, groupFrom, groupsOf, materials, materialsFrom,
} from "./ump-material/store";
import { videoUpload } from "./ump-material/video-upload";

/**
 * 素材库 (domain.md 营销中心 → material) on /merchant/ump/v1/material:
 * - list {page, page_size, keyword (name), type image|video, group_alias ("" = 未分组; absent = 全部)}
 * - save: create {name, type, url, size, group_alias} or update {alias, name?, group_alias?}
 *   (a file's url, type and size never change); name ≤ 50, image ≤ 5 MB, video ≤ 50 MB.
 * - del {alias} or {aliases}: all or none. move {aliases, group_alias}.
 * - upload (videos; images use /merchant/system/v1/upload/image): ./ump-material/video-upload.ts.
 * - groups: ./ump-material/groups.ts.
 * Rows through the call's repository (./ump-material/store.ts says the locks); lists are queries.
 */

/** A material as the page shows it, with its group's name (`groups`: the page's groups, read at once). */
function present(row: Row, groups: ReadonlyMap<string, Row>): Record<string, unknown> {
  const group = typeof row.group_alias === "string" ? groups.get(row.group_alias) : undefined;
  return {
    alias: row.alias, name: row.name, type: row.type, url: row.url, size: row.size,
    group_alias: group ? group.alias : "", group_name: group ? group.name : "未分组",
    created_at: row.created_at, updated_at: row.updated_at,
  };
}

/** One material presented (a save's reply). */
const presentOne = async (repo: Transaction, row: Row): Promise<Record<string, unknown>> => present(row, await groupsOf(repo, row.shop_alias, [row]));

/** A material's URL: an upload's (a data: or object URL in the page, `/files/<id>.<ext>` of its kind on the server) or an address. */
const URL_OF = {
  image: /^(data:image\/|https?:\/\/|blob:|\/files\/[0-9a-f]{32}\.(png|jpg|gif|webp)$)/i,
  video: /^(data:video\/|https?:\/\/|blob:|\/files\/[0-9a-f]{32}\.(mp4|mov|webm|ogv)$)/i,
};

/** The checked fields of a new material, or the first refusal (its group read forUpdate: the shop's lock is held). */
async function newMaterial(repo: Transaction, shop: string, body: Record<string, unknown>): Promise<Record<string, unknown> | Failure> {
  const name = str(body, "name");
  const named = nameError(name);
  if (named) return invalid(named);
  if (!isMaterialType(body.type)) return invalid("素材类型只能是图片或视频");
  const url = typeof body.url === "string" ? body.url.trim() : "";
  if (!url) return invalid("请上传素材文件");
  if (!URL_OF[body.type].test(url)) return invalid(body.type === "image" ? "素材文件不是图片" : "素材文件不是视频");
  const size = body.size;
  if (typeof size !== "number") return invalid("请提供文件大小");
  const tooBig = fileError(body.type, size);
  if (tooBig) return invalid(tooBig);
  const group = await groupFrom(repo, shop, body.group_alias, true);
  if (isFailure(group)) return group;
  return { name, type: body.type, url, size, group_alias: group || null };
}

/** The list's stored fields: its keyword is the name. */
const shape: ListShape = { def: MATERIAL_TABLE, keyword: ["name"] };

const list = shopRoute(`${BASE}/list`, MATERIAL_SCREEN, async ({ repo, shop, body }) => {
  const type = body.type;
  if (type !== undefined && type !== null && type !== "" && !isMaterialType(type)) return fail(422, "素材类型只能是图片或视频");
  const wantsGroup = body.group_alias !== undefined && body.group_alias !== null;
  const group = wantsGroup ? await groupFrom(repo, shop.alias, body.group_alias) : "";
  if (isFailure(group)) return failWith(group);
  const query = listQueryOf(shape, shop.alias, body);
  // "" asks for 未分组: the materials with no group
  if (wantsGroup && group === "") query.empty.push("group_alias");
  return ok(await listOf(materials(repo), query, async (rows) => {
    const shown = await groupsOf(repo, shop.alias, rows);
    return rows.map((row) => present(row, shown));
  }));
});

const save = shopRoute(`${BASE}/save`, MATERIAL_SAVE, async ({ repo, shop, body }) => {
  await repo.lockShop(shop.alias);
  if (body.alias !== undefined && body.alias !== null && body.alias !== "") {
    const row = typeof body.alias === "string" ? await materials(repo).get(shop.alias, body.alias, { forUpdate: true }) : null;
    if (!row) return failWith(notFound("素材不存在"));
    const name = "name" in body ? str(body, "name") : String(row.name);
    const named = nameError(name);
    if (named) return fail(422, named);
    const group = "group_alias" in body ? await groupFrom(repo, shop.alias, body.group_alias, true) : String(row.group_alias ?? "");
    if (isFailure(group)) return failWith(group);
    const stored = await materials(repo).patch(shop.alias, row.alias, { name, group_alias: group || null });
    return ok(await presentOne(repo, stored ?? row));
  }
  const fields = await newMaterial(repo, shop.alias, body);
  if (isFailure(fields)) return failWith(fields);
  return ok(await presentOne(repo, await materials(repo).insert(shop.alias, fields)));
});

const del = shopRoute(`${BASE}/del`, doing(MATERIAL_SCREEN, "delete"), async ({ repo, shop, body, ports }) => {
  await repo.lockShop(shop.alias);
  const aliases = Array.isArray(body.aliases) ? body.aliases : body.alias !== undefined ? [body.alias] : [];
  const rows = await materialsFrom(repo, shop.alias, aliases);
  if (isFailure(rows)) return failWith(rows);
  for (const row of rows) await materials(repo).remove(shop.alias, row.alias);
  // a deleted video's file goes too (it counts in the shop's upload quota) when no other material
  // of the shop shows it; an image may be shown by a record as well, so it stays
  for (const row of rows) {
    if (row.type !== "video" || typeof row.url !== "string") continue;
    const shown = await materials(repo).count({ shop: shop.alias, filters: [{ field: "url", kind: "equal", wanted: row.url }] });
    if (shown === 0) await ports.files.remove?.(row.url, shop.alias);
  }
  return ok({ deleted: rows.length });
});

const move = shopRoute(`${BASE}/move`, MATERIAL_EDIT, async ({ repo, shop, body }) => {
  await repo.lockShop(shop.alias);
  const rows = await materialsFrom(repo, shop.alias, body.aliases);
  if (isFailure(rows)) return failWith(rows);
  if (!("group_alias" in body)) return fail(422, "请选择分组");
  const group = await groupFrom(repo, shop.alias, body.group_alias, true);
  if (isFailure(group)) return failWith(group);
  for (const row of rows) await materials(repo).patch(shop.alias, row.alias, { group_alias: group || null });
  return ok({ moved: rows.length });
});

export default reaching(MATERIAL_TABLES, [list, save, del, move, videoUpload, ...groupHandlers]) satisfies HttpHandler[];
