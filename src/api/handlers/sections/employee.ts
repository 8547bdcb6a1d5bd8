import { employeePasswordMessage, notifyShop } from "../../shop-messages";
import { isMobile, isPassword, PASSWORD_RULE, str } from "../../check";
import employeeConfig from "../../../resources/user/employee";
import { MOBILE_TAKEN } from "../../accounts";
import { lengthLimit } from "../../length-limit";
import type { Row, TableRepository } from "../../repository/types";
import { failWith, invalid, isFailure, notFound, ok, staleSave, type Failure } from "../../respond";
import { omitShop } from "../../crud";
import { shopRoute, type ShopCtx } from "../../route";
import { doing, servesResource } from "../../serves";
import { endSessions, ENDED_BY } from "../../session-end";
import { EMPLOYEE, employeeOf, ROLE, roleOf } from "../../shop-tables";
import {
  flagOf, listOf, listQueryOf, lockedTarget, namedAlias, reaching, rowsByAlias, storeSave, tableActs, type ListShape,
} from "../../shop-table-calls";
import { isStale } from "../../stale-save";
import type { Body, EmployeeRow, RoleRow } from "../../types";
import { employeeDeleteRefusal, employeeRefused, employeeSaveRefusal, employeeTargetRefusal } from "../grant-rules";

/**
 * 员工管理 (list, info, save, del, 重置密码) on ctx.repo (decision 0095). What an employee may
 * do to other employees (nobody acts on one whose role holds more than theirs): grant-rules.ts,
 * asked with the grants of the role the call read. A changed password, mobile, role or status
 * ends the employee's other sessions (session-end.ts; the sessions are still the Db's).
 */

const BASE = "/merchant/shop/v1/employee";
const serves = servesResource(employeeConfig);
const acts = tableActs(serves);
const employees = (ctx: ShopCtx): TableRepository => ctx.repo.table("employee");
const roles = (ctx: ShopCtx): TableRepository => ctx.repo.table("role");
/** The hash is never sent, so no list filters by it either. */
const shape: ListShape = { def: EMPLOYEE.def, keyword: employeeConfig.keyword?.fields ?? ["name", "mobile"], hidden: ["password_hash"] };

// the length the form states, from the config
const nameTooLong = lengthLimit(employeeConfig.fields, "name");

/** The grants of the employee's role as the call reads it (none when it is gone). */
async function roleGrantsOf(ctx: ShopCtx, employee: EmployeeRow): Promise<string[]> {
  const role = await roles(ctx).get(ctx.shop.alias, employee.role_alias);
  return role ? roleOf(role).permissions : [];
}

/** An employee without the password's hash, which is never sent. */
const withoutHash = ({ password_hash: _secret, ...employee }: EmployeeRow): Omit<EmployeeRow, "password_hash"> => employee;

/** Employees as sent: no hash; their role's name, and what the signed-in person may not do to them (the config's refusedBy). */
async function present(ctx: ShopCtx, rows: Row[]): Promise<Record<string, unknown>[]> {
  const found = await rowsByAlias(roles(ctx), ctx.shop.alias, rows.map((r) => r.role_alias));
  const byAlias = new Map(found.map((r) => [r.alias, roleOf(r)]));
  return rows.map((row) => {
    const employee = withoutHash(employeeOf(row));
    const role = byAlias.get(employee.role_alias);
    return omitShop({ ...employee, role_name: role?.name ?? "", refused: employeeRefused(ctx, employee, role?.permissions ?? []) });
  });
}

/** A changed key ends the employee's sessions (session-end.ts): disabled, a new password, a new mobile, another role; not the session that changed its own. */
async function endChangedSessions(ctx: ShopCtx, row: EmployeeRow, before: EmployeeRow): Promise<void> {
  const reason = row.status !== 1 && before.status === 1 ? ENDED_BY.disabled
    : row.password_hash !== before.password_hash ? ENDED_BY.password
      : row.mobile !== before.mobile ? ENDED_BY.mobile
        : row.role_alias !== before.role_alias ? ENDED_BY.role : null;
  if (!reason) return;
  const own = ctx.staff?.alias === row.alias ? ctx.token : undefined;
  await endSessions(ctx.accounts, { user_alias: ctx.user.alias, employee_alias: row.alias }, reason, own);
}

type Fields = Pick<EmployeeRow, "name" | "mobile" | "role_alias" | "status" | "password_hash">;

async function parse(input: Body, ctx: ShopCtx, existing: EmployeeRow | undefined): Promise<Fields | Failure | string> {
  const name = str(input, "name");
  if (!name) return "请输入员工姓名";
  const nameRefusal = nameTooLong(name);
  if (nameRefusal) return nameRefusal;
  const mobile = str(input, "mobile");
  if (!isMobile(mobile)) return "请输入正确的手机号";
  // a mobile signs in one account (accounts.ts): no other employee, of any shop, nor a merchant.
  // Across shops, so not the store's unique (per shop): asked of every account here, which the
  // server does under the accounts' lock (a write of employees takes it: call-transact.ts), the page under its own (save)
  if ((await ctx.accounts.employeesWithMobile(mobile)).some((e) => e.alias !== existing?.alias)) return MOBILE_TAKEN.employee;
  if (await ctx.accounts.users.first({ mobile })) return MOBILE_TAKEN.merchant;
  const role_alias = str(input, "role_alias");
  if (!role_alias) return "请选择角色";
  // read forUpdate: a delete of the role waits for this save, then counts this employee in it (sections/role.ts)
  const found = await roles(ctx).get(ctx.shop.alias, role_alias, { forUpdate: true });
  if (!found) return "角色不存在";
  const role: RoleRow = roleOf(found);
  // the password comes from the request only: required on create, optional on update
  const given = typeof ctx.body.password === "string" ? ctx.body.password : "";
  if (!existing && !given) return "请输入登录密码";
  if (given && !isPassword(given)) return PASSWORD_RULE;
  const status = flagOf(input, "status", 1);
  if (!status) return "员工状态不正确";
  const refused = employeeSaveRefusal(ctx, existing, role, status);
  if (refused) return refused;
  const password_hash = given ? await ctx.ports.passwords.hash(given) : (existing?.password_hash ?? "");
  return { name, mobile, role_alias, status, password_hash };
}

const list = shopRoute(`${BASE}/list`, acts.read, async (ctx) =>
  ok(await listOf(employees(ctx), listQueryOf(shape, ctx.shop.alias, ctx.body), (rows) => present(ctx, rows))));

const info = shopRoute(`${BASE}/info`, acts.read, async (ctx) => {
  const alias = namedAlias(ctx.body);
  const row = alias ? await employees(ctx).get(ctx.shop.alias, alias) : null;
  const [shown] = row ? await present(ctx, [row]) : [];
  return shown ? ok(shown) : failWith(notFound());
});

const save = shopRoute(`${BASE}/save`, acts.save, async (ctx) => {
  // the mobile is checked against every account (parse): under the accounts' lock, taken before
  // the employee's row, as every call takes it (the server's, call-transact.ts: no two calls wait on each other)
  await ctx.accounts.lock();
  const table = employees(ctx);
  const shop = ctx.shop.alias;
  const { named, row } = await lockedTarget(table, shop, ctx.body);
  if (named && !row) return failWith(notFound());
  const existing = row ? employeeOf(row) : undefined;
  // a superior is refused before the body is read, whatever it changes (grant-rules.ts)
  const above = existing ? employeeTargetRefusal(ctx, existing, await roleGrantsOf(ctx, existing), ctx.body) : null;
  if (above) return failWith(above);
  if (existing && isStale(ctx.body, existing.updated_at)) return staleSave();
  const fields = await parse(existing ? { ...existing, ...ctx.body } : { ...ctx.body }, ctx, existing);
  if (typeof fields === "string") return failWith(invalid(fields));
  if (isFailure(fields)) return failWith(fields);
  const saved = employeeOf(await storeSave(table, shop, row, fields, ctx.body));
  if (existing) await endChangedSessions(ctx, saved, existing);
  if (existing && saved.password_hash !== existing.password_hash) await notifyShop(ctx, shop, employeePasswordMessage(saved, "reset"));
  // 操作日志: the record as it was and as stored
  ctx.audit.writes.push({ before: existing, after: saved });
  return ok({ alias: saved.alias });
});

// 重置密码 (the config's action resetPassword): a new password, and the employee's sessions end
const resetPassword = shopRoute(`${BASE}/reset-password`, doing(serves, "resetPassword"), async (ctx) => {
  const table = employees(ctx);
  const { row } = await lockedTarget(table, ctx.shop.alias, ctx.body);
  if (!row) return failWith(notFound("员工不存在"));
  const employee = employeeOf(row);
  const given = typeof ctx.body.password === "string" ? ctx.body.password : "";
  if (!isPassword(given)) return failWith(invalid(PASSWORD_RULE));
  // a superior's password is theirs to keep (as every other change to them)
  const refused = employeeTargetRefusal(ctx, employee, await roleGrantsOf(ctx, employee), {});
  if (refused) return failWith(refused);
  const saved = await table.patch(ctx.shop.alias, employee.alias, { password_hash: await ctx.ports.passwords.hash(given) });
  if (saved) await endChangedSessions(ctx, employeeOf(saved), employee);
  await notifyShop(ctx, ctx.shop.alias, employeePasswordMessage(employee, "reset"));
  return ok({ alias: employee.alias }, "密码已重置");
});

const del = shopRoute(`${BASE}/del`, acts.remove, async (ctx) => {
  const table = employees(ctx);
  const { row } = await lockedTarget(table, ctx.shop.alias, ctx.body);
  if (!row) return failWith(notFound());
  const employee = employeeOf(row);
  const refused = employeeDeleteRefusal(ctx, employee, await roleGrantsOf(ctx, employee));
  if (refused) return failWith(refused);
  await table.remove(ctx.shop.alias, employee.alias);
  ctx.audit.writes.push({ before: employee });
  return ok(null);
});

export default reaching([EMPLOYEE, ROLE], [list, info, save, resetPassword, del]);
