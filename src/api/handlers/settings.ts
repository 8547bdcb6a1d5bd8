import { isMobile, isPassword, oneOf, PASSWORD_RULE, str, strList } from "../check";
import addressConfig from "../../resources/user/address";
import employeeConfig from "../../resources/user/employee";
import roleConfig from "../../resources/user/role";
import { deleteRefusal } from "../../engine/registry";
import { MOBILE_TAKEN } from "../accounts";
import { crud } from "../crud";
import { fieldGrantRefusalOf } from "../field-grants";
import { lengthLimit } from "../length-limit";
import { failWith, invalid, isFailure, notFound, ok } from "../respond";
import { savedAt } from "../stale-save";
import { servesResource } from "../serves";
import { endSessions, ENDED_BY } from "../session-end";
import type { ShopCtx } from "../route";
import {
  employeeDeleteRefusal, employeeRefused, employeeSaveRefusal, employeeTargetRefusal, roleDeleteRefusal, roleGrants, roleRefused,
  roleSaveRefusal, roleTargetRefusal,
} from "./grant-rules";
import type { Body, Db, EmployeeRow, Flag, RoleRow } from "../types";

/**
 * 设置: 地址 address, 角色 role, 员工 employee — all through the CRUD factory. A role's 权限 and
 * what an employee may do to roles and employees: grant-rules.ts.
 */

const FLAGS = [1, 2] as const;

// the lengths the forms state, from the configs (the engine's words: 角色描述不能超过200个字)
const consigneeTooLong = lengthLimit(addressConfig.fields, "consignee");
const addressTooLong = lengthLimit(addressConfig.fields, "detail_address");
const roleNameTooLong = lengthLimit(roleConfig.fields, "name");
const roleDescriptionTooLong = lengthLimit(roleConfig.fields, "description");
const employeeNameTooLong = lengthLimit(employeeConfig.fields, "name");

/** An optional 1/2 value: missing → fallback, invalid → undefined. */
function flag(input: Body, key: string, fallback: Flag): Flag | undefined {
  const v = input[key];
  return v === undefined || v === null || v === "" ? fallback : oneOf(input, key, FLAGS);
}

export const addressHandlers = crud({
  base: "/merchant/shop/v1/address",
  serves: servesResource(addressConfig),
  table: "address",
  prefix: "ad",
  actions: { list: "list", detail: "detail", save: "save", del: "delete" },
  async parse(input, ctx) {
    // 设为默认 owns is_default: the form's save may not change it without that grant
    const refused = await fieldGrantRefusalOf(addressConfig, ctx, ctx.body, ctx.existing);
    if (refused) return refused;
    const consignee = str(input, "consignee");
    if (!consignee) return "请输入收货人";
    const consigneeRefusal = consigneeTooLong(consignee);
    if (consigneeRefusal) return consigneeRefusal;
    const mobile = str(input, "mobile");
    if (!isMobile(mobile)) return "请输入正确的手机号码";
    const region = strList(input, "region");
    if (!region || region.length !== 3) return "请选择所在地区";
    const detail_address = str(input, "detail_address");
    if (!detail_address) return "请输入详细地址";
    const addressRefusal = addressTooLong(detail_address);
    if (addressRefusal) return addressRefusal;
    const type = flag(input, "type", 2);
    if (!type) return "地址类型不正确";
    const is_default = flag(input, "is_default", 2);
    if (!is_default) return "是否默认的取值不正确";
    return { consignee, mobile, region, detail_address, type, is_default };
  },
  // one default per type: saving a default unsets the others of that type
  afterSave(row, { db }) {
    if (row.is_default !== 1) return;
    for (const other of db.address) {
      if (other.shop_alias === row.shop_alias && other.type === row.type && other.alias !== row.alias) other.is_default = 2;
    }
  },
});

/** A role as listed: with the number of its employees. */
const roleAsListed = (row: RoleRow, db: Db): Record<string, unknown> => ({ ...row, employee_count: db.employee.filter((e) => e.role_alias === row.alias).length });

export const roleHandlers = crud({
  base: "/merchant/shop/v1/role",
  serves: servesResource(roleConfig),
  table: "role",
  prefix: "ro",
  actions: { list: "list", detail: "info", save: "save", del: "del" },
  // a role larger than the employee's is refused before its body is read (grant-rules.ts)
  canSave: (ctx) => roleTargetRefusal(ctx, ctx.existing),
  parse(input, ctx) {
    const { db, shop, existing } = ctx;
    const name = str(input, "name");
    if (!name) return "请输入角色名称";
    const nameRefusal = roleNameTooLong(name);
    if (nameRefusal) return nameRefusal;
    const clash = db.role.some((r) => r.shop_alias === shop.alias && r.name === name && r.alias !== existing?.alias);
    if (clash) return "角色名称已存在";
    const description = str(input, "description");
    const descriptionRefusal = roleDescriptionTooLong(description);
    if (descriptionRefusal) return descriptionRefusal;
    const permissions = input.permissions === undefined || input.permissions === null ? [] : strList(input, "permissions");
    if (!permissions) return "权限格式不正确";
    const grants = roleGrants(permissions);
    if (isFailure(grants)) return grants;
    return roleSaveRefusal(ctx, existing, grants) ?? { name, description, permissions: grants };
  },
  // with what the signed-in person may not do to it (the config's refusedBy)
  output: (row, db, session) => ({ ...roleAsListed(row, db), refused: roleRefused(session, row) }),
  // a larger role first, then the config's rule (deleteRefusedWhen) on the role as listed
  beforeDelete: (row, ctx) => roleDeleteRefusal(ctx, row) ?? deleteRefusal(roleConfig, roleAsListed(row, ctx.db)),
});

/**
 * A changed key ends the employee's sessions (session-end.ts): disabled, a new password, a new
 * mobile, another role. Their own session survives a change they made themselves.
 */
function endChangedSessions(ctx: ShopCtx, row: EmployeeRow, before: EmployeeRow | undefined): void {
  if (!before) return;
  const reason = row.status !== 1 && before.status === 1 ? ENDED_BY.disabled
    : row.password_hash !== before.password_hash ? ENDED_BY.password
      : row.mobile !== before.mobile ? ENDED_BY.mobile
        : row.role_alias !== before.role_alias ? ENDED_BY.role : null;
  if (!reason) return;
  const own = ctx.staff?.alias === row.alias ? ctx.token : undefined;
  endSessions(ctx.db, { user_alias: ctx.user.alias, employee_alias: row.alias }, reason, own);
}

export const employeeHandlers = crud({
  base: "/merchant/shop/v1/employee",
  serves: servesResource(employeeConfig),
  table: "employee",
  prefix: "em",
  actions: { list: "list", detail: "info", save: "save", del: "del" },
  // a superior is refused before the body is read, whatever it changes (grant-rules.ts)
  canSave: (ctx) => employeeTargetRefusal(ctx, ctx.db, ctx.existing, ctx.body),
  async parse(input, ctx) {
    const { db, shop, existing, body } = ctx;
    const name = str(input, "name");
    if (!name) return "请输入员工姓名";
    const nameRefusal = employeeNameTooLong(name);
    if (nameRefusal) return nameRefusal;
    const mobile = str(input, "mobile");
    if (!isMobile(mobile)) return "请输入正确的手机号";
    // a mobile signs in one account (auth.ts): no other employee, of any shop, nor a merchant
    const taken = db.employee.some((e) => e.mobile === mobile && e.alias !== existing?.alias);
    if (taken) return MOBILE_TAKEN.employee;
    if (db.users.some((u) => u.mobile === mobile)) return MOBILE_TAKEN.merchant;
    const role_alias = str(input, "role_alias");
    if (!role_alias) return "请选择角色";
    const role = db.role.find((r) => r.shop_alias === shop.alias && r.alias === role_alias);
    if (!role) return "角色不存在";
    // the password comes from the request only: required on create, optional on update
    const given = typeof body.password === "string" ? body.password : "";
    if (!existing && !given) return "请输入登录密码";
    if (given && !isPassword(given)) return PASSWORD_RULE;
    const status = flag(input, "status", 1);
    if (!status) return "员工状态不正确";
    const refused = employeeSaveRefusal(ctx, existing, role, status);
    if (refused) return refused;
    const password_hash = given ? await ctx.ports.passwords.hash(given) : (existing?.password_hash ?? "");
    return { name, mobile, role_alias, status, password_hash };
  },
  output: ({ password_hash: _secret, ...row }, db, session) => ({
    ...row,
    role_name: db.role.find((r) => r.alias === row.role_alias)?.name ?? "",
    // what the signed-in person may not do to them (the config's refusedBy)
    refused: employeeRefused(session, db, row),
  }),
  search: (row) => [row.name, row.mobile],
  afterSave: (row, ctx, before) => endChangedSessions(ctx, row, before),
  // 重置密码 (the config's action resetPassword): a new password, and the employee's sessions end
  acts: { "reset-password": "resetPassword" },
  extra: {
    "reset-password": async (ctx) => {
      const employee = ctx.find(ctx.body.alias);
      if (!employee) return failWith(notFound("员工不存在"));
      const given = typeof ctx.body.password === "string" ? ctx.body.password : "";
      if (!isPassword(given)) return failWith(invalid(PASSWORD_RULE));
      // a superior's password is theirs to keep (as every other change to them)
      const refused = employeeTargetRefusal(ctx, ctx.db, employee, {});
      if (refused) return failWith(refused);
      const before = { ...employee };
      employee.password_hash = await ctx.ports.passwords.hash(given);
      employee.updated_at = savedAt(employee.updated_at);
      endChangedSessions(ctx, employee, before);
      return ok({ alias: employee.alias }, "密码已重置");
    },
  },
  beforeDelete: (row, ctx) => employeeDeleteRefusal(ctx, ctx.db, row),
});
