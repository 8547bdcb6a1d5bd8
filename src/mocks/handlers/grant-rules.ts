import { grantKey, parseGrantKey, VIEW } from "../../access/grant-key";
import { grantCatalogue, grantIndex } from "../../engine/grant-catalogue";
import { sections } from "../../routes/sections";
import { invalid, type Failure } from "../respond";
import type { Session } from "../route";
import type { EmployeeRow, RoleRow } from "../types";

/**
 * No one grants more than they have (issue 22, item 6). A role's 权限 are grant keys of the
 * catalogue the 权限 tree shows; an action brings the view of its page with it (an action
 * needs its page, decide.ts: adding it is what the tree does when an action is ticked). The
 * shop's owner is limited by nothing else; an employee (holding 角色管理 or 员工管理) may give
 * only grants they hold, and may not change their own role, disable or delete themselves.
 */

const index = grantIndex(grantCatalogue(sections));
const order = new Map([...index.keys()].map((key, i) => [key, i]));

const forbidden = (msg: string): Failure => ({ code: 403, msg });

/** How a grant reads in a message: 商品列表·删除. */
const labelOf = (key: string): string => {
  const hit = index.get(key);
  return hit ? `${hit.page.title}·${hit.grant.label}` : key;
};

/** The keys to store (known, each action with its page's view, in the tree's order), or why not. */
export function roleGrants(keys: string[]): string[] | Failure {
  const unknown = keys.filter((k) => !index.has(k));
  if (unknown.length) return invalid(`未知的权限：${unknown.join("、")}`);
  const withViews = keys.flatMap((k) => {
    const parsed = parseGrantKey(k);
    return parsed && parsed.act !== VIEW ? [k, grantKey(parsed.page, VIEW)] : [k];
  });
  return [...new Set(withViews)].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/** What an employee lacks of `keys` (none for the owner). */
const lacking = (session: Session, keys: string[]): string[] => (session.grants ? keys.filter((k) => !session.grants?.includes(k)) : []);

/** May this session save `role` (undefined: a new one) with `keys`? null when it may. */
export function roleSaveRefusal(session: Session, role: RoleRow | undefined, keys: string[]): Failure | null {
  if (!session.staff) return null;
  if (role && role.alias === session.staff.role_alias) return forbidden("不能修改自己所在的角色");
  // what the role holds already is not given by this save (narrowing is always allowed)
  const added = keys.filter((k) => !role?.permissions.includes(k));
  const lacks = lacking(session, added);
  return lacks.length ? forbidden(`不能授予自己没有的权限：${lacks.map(labelOf).join("、")}`) : null;
}

/** May this session save `employee` (undefined: a new one) into `role` with `status`? */
export function employeeSaveRefusal(session: Session, employee: EmployeeRow | undefined, role: RoleRow | undefined, status: number): Failure | null {
  const staff = session.staff;
  if (!staff) return null;
  const self = employee?.alias === staff.alias;
  if (self && role?.alias !== employee.role_alias) return forbidden("不能修改自己的角色");
  if (self && status !== 1) return forbidden("不能禁用自己");
  // putting someone in a role gives them its grants
  if (role && role.alias !== employee?.role_alias && lacking(session, role.permissions).length) {
    return forbidden(`不能分配权限多于自己的角色：${role.name}`);
  }
  return null;
}

/** May this session delete `employee`? */
export function employeeDeleteRefusal(session: Session, employee: EmployeeRow): Failure | null {
  return session.staff?.alias === employee.alias ? forbidden("不能删除自己") : null;
}

/**
 * May this session set `employee`'s password (重置密码)? For now as a save of them would be;
 * superiors are protected by the same rule as every other change to an employee.
 */
export function employeeResetRefusal(session: Session, employee: EmployeeRow): Failure | null {
  void employee;
  void session;
  return null;
}
