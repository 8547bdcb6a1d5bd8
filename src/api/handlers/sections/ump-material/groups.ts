import { groupNameError } from "../../../../resources/ump/material.rules";
import { str } from "../../../check";
import { fail, ok } from "../../../respond";
import { shopRoute } from "../../../route";
import type { ResourceRow } from "../../../types";
import { allocAlias, now } from "../../../util";
import { BASE, MATERIAL_EDIT, MATERIAL_SAVE, MATERIAL_SCREEN, GROUP, MATERIAL, removeRows, shopRows, table } from "./store";

/**
 * 素材分组 on /merchant/ump/v1/material/group:
 * - list → `{ list: [{alias, name, count, created_at}], all_count, ungrouped_count }`,
 *   groups in the order they were made (the left column of the page).
 * - save {alias?, name}: name 1-20 characters, not 全部 / 未分组, unique in the shop (409).
 * - del {alias}: the group's materials move to 未分组 → `{ moved }`.
 */
export const groupHandlers = [
  shopRoute(`${BASE}/group/list`, MATERIAL_SCREEN, ({ db, shop }) => {
    const materials = shopRows(db, shop.alias, MATERIAL);
    const countOf = (alias: string) => materials.filter((m) => (m.group_alias || "") === alias).length;
    const groups = shopRows(db, shop.alias, GROUP).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.alias.localeCompare(b.alias));
    return ok({
      list: groups.map((g) => ({ alias: g.alias, name: g.name, count: countOf(g.alias), created_at: g.created_at })),
      all_count: materials.length,
      ungrouped_count: materials.filter((m) => !groups.some((g) => g.alias === m.group_alias)).length,
    });
  }),

  shopRoute(`${BASE}/group/save`, MATERIAL_SAVE, ({ db, shop, body }) => {
    const name = str(body, "name");
    const problem = groupNameError(name);
    if (problem) return fail(422, problem);
    const groups = shopRows(db, shop.alias, GROUP);
    const existing = body.alias ? groups.find((g) => g.alias === body.alias) : undefined;
    if (body.alias && !existing) return fail(404, "分组不存在");
    if (groups.some((g) => g !== existing && g.name === name)) return fail(409, "分组名称已存在");
    const time = now();
    if (existing) {
      Object.assign(existing, { name, updated_at: time });
      return ok({ alias: existing.alias, name });
    }
    const row: ResourceRow = { name, alias: allocAlias(db, "mg"), shop_alias: shop.alias, created_at: time, updated_at: time };
    table(db, GROUP).push(row);
    return ok({ alias: row.alias, name });
  }),

  shopRoute(`${BASE}/group/del`, MATERIAL_EDIT, ({ db, shop, body }) => {
    const group = shopRows(db, shop.alias, GROUP).find((g) => g.alias === body.alias);
    if (!group) return fail(404, "分组不存在");
    const time = now();
    const members = shopRows(db, shop.alias, MATERIAL).filter((m) => m.group_alias === group.alias);
    for (const m of members) Object.assign(m, { group_alias: "", updated_at: time });
    removeRows(db, GROUP, [group]);
    return ok({ moved: members.length });
  }),
];
