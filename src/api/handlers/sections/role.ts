import { str, strList } from "../../check";
import roleConfig from "../../../resources/user/role";
import { deleteRefusal } from "../../../engine/registry";
import { lengthLimit } from "../../length-limit";
import type { Row, TableRepository } from "../../repository/types";
import { conflict, failWith, invalid, isFailure, notFound, ok, staleSave } from "../../respond";
import { omitShop } from "../../crud";
import { shopRoute, type ShopCtx } from "../../route";
import { servesResource } from "../../serves";
import { EMPLOYEE, ROLE, roleOf } from "../../shop-tables";
import { listOf, listQueryOf, lockedTarget, namedAlias, reaching, storeSave, tableActs, type ListShape } from "../../shop-table-calls";
import { isStale } from "../../stale-save";
import type { RoleRow } from "../../types";
import { roleDeleteRefusal, roleGrants, roleRefused, roleSaveRefusal, roleTargetRefusal } from "../grant-rules";

/**
 * 角色管理 (list, info, save, del) on ctx.repo (decision 0095). A role's 权限 and what an
 * employee may do to roles: grant-rules.ts. A role still held by an employee is not deleted: the
 * delete reads the role forUpdate and then counts its employees, and an employee's save reads the
 * role it puts them in forUpdate (sections/employee.ts), so the two go one after the other and
 * the count is what the delete decides on.
 */

const BASE = "/merchant/shop/v1/role";
const acts = tableActs(servesResource(roleConfig));
const roles = (ctx: ShopCtx): TableRepository => ctx.repo.table("role");
const shape: ListShape = { def: ROLE.def, keyword: roleConfig.keyword?.fields ?? ["name"] };

// the lengths the form states, from the config (the engine's words: 角色描述不能超过200个字)
const nameTooLong = lengthLimit(roleConfig.fields, "name");
const descriptionTooLong = lengthLimit(roleConfig.fields, "description");

/** How many of the shop's employees hold the role. */
const employeesIn = (ctx: ShopCtx, role: string): Promise<number> =>
  ctx.repo.table("employee").count({ shop: ctx.shop.alias, filters: [{ field: "role_alias", kind: "equal", wanted: role }] });

/** A role as listed: with the number of its employees. */
const asListed = async (ctx: ShopCtx, role: RoleRow): Promise<Record<string, unknown>> => ({ ...role, employee_count: await employeesIn(ctx, role.alias) });

/** A role as sent: as listed, with what the signed-in person may not do to it (the config's refusedBy). */
const present = async (ctx: ShopCtx, row: Row): Promise<Record<string, unknown>> => {
  const role = roleOf(row);
  return omitShop({ ...(await asListed(ctx, role)), refused: roleRefused(ctx, role) });
};

const list = shopRoute(`${BASE}/list`, acts.read, async (ctx) =>
  ok(await listOf(roles(ctx), listQueryOf(shape, ctx.shop.alias, ctx.body), (rows) => Promise.all(rows.map((row) => present(ctx, row))))));

const info = shopRoute(`${BASE}/info`, acts.read, async (ctx) => {
  const alias = namedAlias(ctx.body);
  const row = alias ? await roles(ctx).get(ctx.shop.alias, alias) : null;
  return row ? ok(await present(ctx, row)) : failWith(notFound());
});

const save = shopRoute(`${BASE}/save`, acts.save, async (ctx) => {
  const table = roles(ctx);
  const shop = ctx.shop.alias;
  // a role's name is the shop's once: two saves of one name decide one after the other (the
  // shop's lock, before any row's, so locks come in one order); t_role has no unique index of it yet
  await ctx.repo.lockShop(shop);
  const { named, row } = await lockedTarget(table, shop, ctx.body);
  if (named && !row) return failWith(notFound());
  const existing = row ? roleOf(row) : undefined;
  // a role larger than the employee's is refused before its body is read (grant-rules.ts)
  const above = roleTargetRefusal(ctx, existing);
  if (above) return failWith(above);
  if (existing && isStale(ctx.body, existing.updated_at)) return staleSave();
  const input = { ...existing, ...ctx.body };
  const name = str(input, "name");
  if (!name) return failWith(invalid("请输入角色名称"));
  const nameRefusal = nameTooLong(name);
  if (nameRefusal) return failWith(invalid(nameRefusal));
  // the store refuses a second one too (ROLE_TABLE's unique name): this is the same words, asked first
  const sameName = await table.count({ shop, filters: [{ field: "name", kind: "equal", wanted: name }] });
  if (sameName > (existing?.name === name ? 1 : 0)) return failWith(invalid("角色名称已存在"));
  const description = str(input, "description");
  const descriptionRefusal = descriptionTooLong(description);
  if (descriptionRefusal) return failWith(invalid(descriptionRefusal));
  const permissions = input.permissions === undefined || input.permissions === null ? [] : strList(input, "permissions");
  if (!permissions) return failWith(invalid("权限格式不正确"));
  const grants = roleGrants(permissions);
  if (isFailure(grants)) return failWith(grants);
  const refused = roleSaveRefusal(ctx, existing, grants);
  if (refused) return failWith(refused);
  const saved = await storeSave(table, shop, row, { name, description, permissions: grants }, ctx.body);
  // 操作日志: the record as it was and as stored
  ctx.audit.writes.push({ before: existing, after: roleOf(saved) });
  return ok({ alias: saved.alias });
});

const del = shopRoute(`${BASE}/del`, acts.remove, async (ctx) => {
  const { row } = await lockedTarget(roles(ctx), ctx.shop.alias, ctx.body);
  if (!row) return failWith(notFound());
  const role = roleOf(row);
  // a larger role first, then the config's rule (deleteRefusedWhen: still with employees) on the role as listed
  const above = roleDeleteRefusal(ctx, role);
  if (above) return failWith(above);
  const busy = deleteRefusal(roleConfig, await asListed(ctx, role));
  if (busy) return failWith(conflict(busy));
  await roles(ctx).remove(ctx.shop.alias, role.alias);
  ctx.audit.writes.push({ before: role });
  return ok(null);
});

export default reaching([ROLE, EMPLOYEE], [list, info, save, del]);
