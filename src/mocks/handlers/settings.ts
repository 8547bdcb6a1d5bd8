import { isMobile, isPassword, oneOf, PASSWORD_RULE, str, strList } from "../check";
import addressConfig from "../../resources/user/address";
import employeeConfig from "../../resources/user/employee";
import roleConfig from "../../resources/user/role";
import { deleteRefusal } from "../../engine/registry";
import { crud } from "../crud";
import { fieldGrantRefusalOf } from "../field-grants";
import { hashPassword } from "../password-hash";
import { isFailure } from "../respond";
import { servesResource } from "../serves";
import { employeeDeleteRefusal, employeeSaveRefusal, roleGrants, roleSaveRefusal } from "./grant-rules";
import type { Body, Db, Flag, RoleRow } from "../types";

/**
 * 设置: 地址 address, 角色 role, 员工 employee — all through the CRUD factory. A role's 权限 and
 * what an employee may do to roles and employees: grant-rules.ts.
 */

const FLAGS = [1, 2] as const;

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
    if (consignee.length > 20) return "收货人不能超过20个字";
    const mobile = str(input, "mobile");
    if (!isMobile(mobile)) return "请输入正确的手机号码";
    const region = strList(input, "region");
    if (!region || region.length !== 3) return "请选择所在地区";
    const detail_address = str(input, "detail_address");
    if (!detail_address) return "请输入详细地址";
    if (detail_address.length > 100) return "详细地址不能超过100个字";
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
  parse(input, ctx) {
    const { db, shop, existing } = ctx;
    const name = str(input, "name");
    if (!name) return "请输入角色名称";
    if (name.length > 20) return "角色名称不能超过20个字";
    const clash = db.role.some((r) => r.shop_alias === shop.alias && r.name === name && r.alias !== existing?.alias);
    if (clash) return "角色名称已存在";
    const description = str(input, "description");
    if (description.length > 100) return "角色描述不能超过100个字";
    const permissions = input.permissions === undefined || input.permissions === null ? [] : strList(input, "permissions");
    if (!permissions) return "权限格式不正确";
    const grants = roleGrants(permissions);
    if (isFailure(grants)) return grants;
    return roleSaveRefusal(ctx, existing, grants) ?? { name, description, permissions: grants };
  },
  output: (row, db) => roleAsListed(row, db),
  // the config's rule (deleteRefusedWhen), on the role as listed
  beforeDelete: (row, { db }) => deleteRefusal(roleConfig, roleAsListed(row, db)),
});

export const employeeHandlers = crud({
  base: "/merchant/shop/v1/employee",
  serves: servesResource(employeeConfig),
  table: "employee",
  prefix: "em",
  actions: { list: "list", detail: "info", save: "save", del: "del" },
  async parse(input, ctx) {
    const { db, shop, existing, body } = ctx;
    const name = str(input, "name");
    if (!name) return "请输入员工姓名";
    if (name.length > 20) return "员工姓名不能超过20个字";
    const mobile = str(input, "mobile");
    if (!isMobile(mobile)) return "请输入正确的手机号";
    // a mobile signs in one account (auth.ts): no other employee, of any shop, nor a merchant
    const taken = db.employee.some((e) => e.mobile === mobile && e.alias !== existing?.alias);
    if (taken) return "该手机号已被其他员工使用";
    if (db.users.some((u) => u.mobile === mobile)) return "该手机号已注册为商户账号";
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
    const password_hash = given ? await hashPassword(given) : (existing?.password_hash ?? "");
    return { name, mobile, role_alias, status, password_hash };
  },
  output: ({ password_hash: _secret, ...row }, db) => ({
    ...row,
    role_name: db.role.find((r) => r.alias === row.role_alias)?.name ?? "",
  }),
  search: (row) => [row.name, row.mobile],
  beforeDelete: (row, ctx) => employeeDeleteRefusal(ctx, row),
});
