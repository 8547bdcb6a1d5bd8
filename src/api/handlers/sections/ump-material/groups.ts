import { groupNameError } from "../../../../resources/ump/material.rules";
import { str } from "../../../check";
import { fail, ok } from "../../../respond";
import { shopRoute } from "../../../route";
import { rowsWhere } from "../../../locked-rows";
import type { Row, Transaction } from "../../../repository/types";
import type { Body } from "../../../types";
import { BASE, MATERIAL_EDIT, MATERIAL_SAVE, MATERIAL_SCREEN, groups, materials } from "./store";

/**
 * 素材分组 on /merchant/ump/v1/material/group:
 * - list → `{ list: [{alias, name, count, created_at}], all_count, ungrouped_count }`,
 *   groups in the order they were made (the left column of the page).
 * - save {alias?, name}: name 1-20 characters, not 全部 / 未分组, unique in the shop (409).
 * - del {alias}: the group's materials move to 未分组 → `{ moved }`.
 */
/** The shop's groups in the order they were made (a shop has a few: read a page at a time). */
async function shopGroups(repo: Transaction, shop: string): Promise<Row[]> {
  const all: Row[] = [];
  for (let page = 1; ; page += 1) {
    const found = await groups(repo).findRows({ shop, filters: [], empty: [], keyword: null, sort: { field: "created_at", order: "asc" }, page, pageSize: 100 });
    all.push(...found);
    if (found.length < 100) return all;
  }
}

/**
 * 素材分组's save {alias?, name}: the name is the shop's once, so two saves of one name go one
 * after the other under the shop's lock and the second is refused (409 分组名称已存在).
 */
export async function saveGroup(repo: Transaction, shop: string, body: Body): Promise<Response> {
  const name = str(body, "name");
  const problem = groupNameError(name);
  if (problem) return fail(422, problem);
  await repo.lockShop(shop);
  const existing = body.alias ? (typeof body.alias === "string" ? await groups(repo).get(shop, body.alias, { forUpdate: true }) : null) : undefined;
  if (body.alias && !existing) return fail(404, "分组不存在");
  const same = await groups(repo).findRows({
    shop, filters: [{ field: "name", kind: "equal", wanted: [name] }], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 2,
  });
  if (same.some((g) => g.alias !== existing?.alias)) return fail(409, "分组名称已存在");
  if (existing) {
    await groups(repo).patch(shop, existing.alias, { name });
    return ok({ alias: existing.alias, name });
  }
  const row = await groups(repo).insert(shop, { name });
  return ok({ alias: row.alias, name });
}

export const groupHandlers = [
  shopRoute(`${BASE}/group/list`, MATERIAL_SCREEN, async ({ repo, shop }) => {
    // the materials counted per group in one question, none read
    const counted = await materials(repo).find({
      shop: shop.alias, filters: [], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 0, countBy: "group_alias",
    });
    const countOf = (alias: string) => counted.counts?.[alias] ?? 0;
    const list = await shopGroups(repo, shop.alias);
    const grouped = list.reduce((sum, g) => sum + countOf(g.alias), 0);
    return ok({
      list: list.map((g) => ({ alias: g.alias, name: g.name, count: countOf(g.alias), created_at: g.created_at })),
      all_count: counted.total,
      ungrouped_count: counted.total - grouped,
    });
  }),

  shopRoute(`${BASE}/group/save`, MATERIAL_SAVE, ({ repo, shop, body }) => saveGroup(repo, shop.alias, body)),

  shopRoute(`${BASE}/group/del`, MATERIAL_EDIT, async ({ repo, shop, body }) => {
    await repo.lockShop(shop.alias);
    const group = typeof body.alias === "string" && body.alias ? await groups(repo).get(shop.alias, body.alias, { forUpdate: true }) : null;
    if (!group) return fail(404, "分组不存在");
    // its materials go to 未分组, each changed row locked as it is patched
    const members = await rowsWhere(materials(repo), shop.alias, "group_alias", [group.alias]);
    for (const m of members) await materials(repo).patch(shop.alias, m.alias, { group_alias: null });
    await groups(repo).remove(shop.alias, group.alias);
    return ok({ moved: members.length });
  }),
];
