import type { HttpHandler } from "msw";
import { fileError, isMaterialType, nameError } from "../../../resources/ump/material.rules";
import { str } from "../../check";
import { listPage } from "../../query";
import { fail, failWith, invalid, isFailure, notFound, ok, type Failure } from "../../respond";
import { shopRoute } from "../../route";
import type { Db, ResourceRow } from "../../types";
import { allocAlias, now } from "../../util";
import { groupHandlers } from "./ump-material/groups";
import { doing } from "../../serves";
import { BASE, GROUP, MATERIAL, MATERIAL_EDIT, MATERIAL_SAVE, MATERIAL_SCREEN, groupFrom, materialsFrom, removeRows, shopRows, table } from "./ump-material/store";
import { videoUpload } from "./ump-material/video-upload";

/**
 * 素材库 (domain.md 营销中心 → material) on /merchant/ump/v1/material:
 * - list {page, page_size, keyword (name), type image|video, group_alias ("" = 未分组; absent = 全部)}
 * - save: create {name, type, url, size, group_alias} or update {alias, name?, group_alias?}
 *   (a file's url, type and size never change); name ≤ 50, image ≤ 5 MB, video ≤ 50 MB.
 * - del {alias} or {aliases}: all or none. move {aliases, group_alias}.
 * - upload (videos; images use /merchant/system/v1/upload/image): ./ump-material/video-upload.ts.
 * - groups: ./ump-material/groups.ts.
 */

function present(db: Db, row: ResourceRow): Record<string, unknown> {
  const group = row.group_alias ? shopRows(db, row.shop_alias, GROUP).find((g) => g.alias === row.group_alias) : undefined;
  return {
    alias: row.alias, name: row.name, type: row.type, url: row.url, size: row.size,
    group_alias: group ? group.alias : "", group_name: group ? group.name : "未分组",
    created_at: row.created_at, updated_at: row.updated_at,
  };
}

/** A material's URL: an upload's (a data: or object URL in the page, `/files/<id>.<ext>` of its kind on the server) or an address. */
const URL_OF = {
  image: /^(data:image\/|https?:\/\/|blob:|\/files\/[0-9a-f]{32}\.(png|jpg|gif|webp)$)/i,
  video: /^(data:video\/|https?:\/\/|blob:|\/files\/[0-9a-f]{32}\.(mp4|mov|webm|ogv)$)/i,
};

/** The checked fields of a new material, or the first refusal. */
function newMaterial(db: Db, shop: string, body: Record<string, unknown>): Record<string, unknown> | Failure {
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
  const group = groupFrom(db, shop, body.group_alias);
  if (isFailure(group)) return group;
  return { name, type: body.type, url, size, group_alias: group };
}

const list = shopRoute(`${BASE}/list`, MATERIAL_SCREEN, ({ db, shop, body }) => {
  const type = body.type;
  if (type !== undefined && type !== null && type !== "" && !isMaterialType(type)) return fail(422, "素材类型只能是图片或视频");
  const wantsGroup = body.group_alias !== undefined && body.group_alias !== null;
  const group = wantsGroup ? groupFrom(db, shop.alias, body.group_alias) : "";
  if (isFailure(group)) return failWith(group);
  const query = { page: body.page, page_size: body.page_size, keyword: body.keyword, type: type ?? "" };
  return ok(listPage(shopRows(db, shop.alias, MATERIAL), query, {
    present: (row) => present(db, row),
    search: (row) => [String(row.name ?? "")],
    filter: (row) => !wantsGroup || (row.group_alias || "") === group,
  }));
});

const save = shopRoute(`${BASE}/save`, MATERIAL_SAVE, ({ db, shop, body }) => {
  const time = now();
  if (body.alias !== undefined && body.alias !== null && body.alias !== "") {
    const row = shopRows(db, shop.alias, MATERIAL).find((m) => m.alias === body.alias);
    if (!row) return failWith(notFound("素材不存在"));
    const name = "name" in body ? str(body, "name") : String(row.name);
    const named = nameError(name);
    if (named) return fail(422, named);
    const group = "group_alias" in body ? groupFrom(db, shop.alias, body.group_alias) : String(row.group_alias ?? "");
    if (isFailure(group)) return failWith(group);
    Object.assign(row, { name, group_alias: group, updated_at: time });
    return ok(present(db, row));
  }
  const fields = newMaterial(db, shop.alias, body);
  if (isFailure(fields)) return failWith(fields);
  const row: ResourceRow = { ...fields, alias: allocAlias(db, "mt"), shop_alias: shop.alias, created_at: time, updated_at: time };
  table(db, MATERIAL).push(row);
  return ok(present(db, row));
});

const del = shopRoute(`${BASE}/del`, doing(MATERIAL_SCREEN, "delete"), async ({ db, shop, body, ports }) => {
  const aliases = Array.isArray(body.aliases) ? body.aliases : body.alias !== undefined ? [body.alias] : [];
  const rows = materialsFrom(db, shop.alias, aliases);
  if (isFailure(rows)) return failWith(rows);
  removeRows(db, MATERIAL, rows);
  // a deleted video's file goes too (it counts in the shop's upload quota) when no other material
  // of the shop shows it; an image may be shown by a record as well, so it stays
  const shown = new Set(shopRows(db, shop.alias, MATERIAL).map((m) => m.url));
  for (const row of rows) if (row.type === "video" && typeof row.url === "string" && !shown.has(row.url)) await ports.files.remove?.(row.url, shop.alias);
  return ok({ deleted: rows.length });
});

const move = shopRoute(`${BASE}/move`, MATERIAL_EDIT, ({ db, shop, body }) => {
  const rows = materialsFrom(db, shop.alias, body.aliases);
  if (isFailure(rows)) return failWith(rows);
  if (!("group_alias" in body)) return fail(422, "请选择分组");
  const group = groupFrom(db, shop.alias, body.group_alias);
  if (isFailure(group)) return failWith(group);
  const time = now();
  for (const row of rows) Object.assign(row, { group_alias: group, updated_at: time });
  return ok({ moved: rows.length });
});

export default [list, save, del, move, videoUpload, ...groupHandlers] satisfies HttpHandler[];
