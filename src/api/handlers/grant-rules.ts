import { grantKey, parseGrantKey, VIEW } from "../../access/grant-key";
import { ALL_GRANTS, holdsGrant, isWholeGrant, sectionKeys, sectionOfGrant } from "../../access/role-grants";
import { grants as index, grantSections } from "../../catalogue/pages";
import { grantLabel } from "../grant-names";
import { invalid, type Failure } from "../respond";
import type { Session } from "../route";
import type { EmployeeRow, RoleRow } from "../types";

/**
 * No one grants more than they have (issue 22, item 6), nor acts above their station (issue 35,
 * item 1). A role's 权限 are grant keys of the catalogue the 权限 tree shows; an action brings
 * the view of its page with it (an action needs its page, decide.ts: adding it is what the tree
 * does when an action is ticked). The shop's owner is limited by nothing else. An employee
 * (holding 角色管理 or 员工管理):
 * - may give only grants they hold;
 * - may edit (password and mobile included), disable, delete or re-role only an employee whose
 *   role's grants are all theirs too, and put anyone only in such a role (a re-role: both roles);
 * - may edit or delete only a role whose grants are all theirs;
 * - may not change their own role or its grants, disable or delete themselves.
 * The lists carry, per record, what the session may not do and why (`refused`, the configs'
 * `refusedBy`): the screens grey those buttons with the words the API refuses with.
 * A role may hold `*` or a section's `/x/*` (role-grants.ts, decision 0121): only a session
 * holding `*` holds `*` (it gives pages added later); `/x/*` is held by holding every grant
 * of /x now.
 */

const order = new Map([...index.keys()].map((key, i) => [key, i]));

const forbidden = (msg: string): Failure => ({ code: 403, msg });
const OWN_ROLE = "不能修改自己所在的角色";
const SELF_DELETE = "不能删除自己";

/** A section's grant `/x/*` sorts just before its first page's keys. */
const sectionOrder = (section: string): number => (order.get(sectionKeys(grantSections, section)[0] ?? "") ?? 0) - 0.5;
const orderOf = (key: string): number => {
  const section = sectionOfGrant(key);
  return key === ALL_GRANTS ? -1 : section ? sectionOrder(section) : (order.get(key) ?? 0);
};

/** Is `key` a grant the console knows: a key of the catalogue, `*`, or `/x/*` of a section it has? */
const known = (key: string): boolean => {
  const section = sectionOfGrant(key);
  return index.has(key) || key === ALL_GRANTS || (section !== null && sectionKeys(grantSections, section).length > 0);
};

/**
 * The keys to store (known, each action with its page's view, in the tree's order), or why
 * not. `*` is stored alone (it holds everything); a key a `/x/*` holds is not stored beside it.
 */
export function roleGrants(keys: string[]): string[] | Failure {
  const unknown = keys.filter((k) => !known(k));
  if (unknown.length) return invalid(`未知的权限：${unknown.join("、")}`);
  if (keys.includes(ALL_GRANTS)) return [ALL_GRANTS];
  const wholes = new Set(keys.filter(isWholeGrant).flatMap((k) => sectionKeys(grantSections, sectionOfGrant(k) ?? "")));
  const withViews = keys.flatMap((k) => {
    const parsed = parseGrantKey(k);
    return parsed && parsed.act !== VIEW ? [k, grantKey(parsed.page, VIEW)] : [k];
  }).filter((k) => !wholes.has(k));
  return [...new Set(withViews)].sort((a, b) => orderOf(a) - orderOf(b));
}

/** What an employee lacks of `keys` (none for the owner). */
const lacking = (session: Session, keys: string[]): string[] => {
  const held = session.grants && new Set(session.grants);
  return held ? keys.filter((k) => !holdsGrant(held, k, grantSections)) : [];
};

/** Are all of `keys` the session's (always, for the owner)? */
const within = (session: Session, keys: readonly string[]): boolean => lacking(session, [...keys]).length === 0;

/** What an employee may be refused doing to a record, as the configs' `refusedBy` name it. */
type Verb = "修改" | "禁用" | "删除";

/** An employee as a rule reads them (a listed one has no password hash). */
type Person = Pick<EmployeeRow, "alias" | "name" | "role_alias">;

/**
 * Is `employee` someone else whose role holds a grant this session lacks? (Not for the owner.)
 * `roleGrants`: the grants of the employee's role (`role_alias`), as the call read the role.
 */
const aboveMe = (session: Session, employee: Person, roleGrants: readonly string[]): boolean =>
  session.staff !== null && employee.alias !== session.staff.alias && !within(session, roleGrants);

const aboveEmployee = (verb: Verb, employee: Person): Failure => forbidden(`不能${verb}权限比你多的员工：${employee.name}`);
const aboveRole = (verb: Verb, role: RoleRow): Failure => forbidden(`不能${verb}权限比你多的角色：${role.name}`);

/**
 * May this session save `body` over the stored `employee` at all? Asked before the body is
 * read: a superior is refused whatever the body says (a password reset, a new mobile, a
 * narrower role alike); a save that disables them says 禁用.
 */
export function employeeTargetRefusal(
  session: Session, employee: Person & Pick<EmployeeRow, "status"> | undefined, roleGrants: readonly string[], body: Record<string, unknown>,
): Failure | null {
  if (!employee || !aboveMe(session, employee, roleGrants)) return null;
  const disables = String(body.status) === "2" && employee.status !== 2;
  return aboveEmployee(disables ? "禁用" : "修改", employee);
}

/** May this session edit the stored `role` at all (before its grants are read)? */
export function roleTargetRefusal(session: Session, role: RoleRow | undefined): Failure | null {
  return role && !within(session, role.permissions) ? aboveRole("修改", role) : null;
}

/** May this session delete `role`? (The config's refusal, still with employees, comes after.) */
export function roleDeleteRefusal(session: Session, role: RoleRow): Failure | null {
  return within(session, role.permissions) ? null : aboveRole("删除", role);
}

/** What this session may not do to `employee`, by action: the list's `refused` (config `refusedBy`). */
export function employeeRefused(session: Session, employee: Person, roleGrants: readonly string[]): Record<string, string> {
  if (session.staff?.alias === employee.alias) return { delete: SELF_DELETE };
  if (!aboveMe(session, employee, roleGrants)) return {};
  const change = aboveEmployee("修改", employee).msg;
  return { edit: change, delete: aboveEmployee("删除", employee).msg, resetPassword: change };
}

/** What this session may not do to `role`, by action: the list's `refused` (config `refusedBy`). */
export function roleRefused(session: Session, role: RoleRow): Record<string, string> {
  if (session.staff?.role_alias === role.alias) return { edit: OWN_ROLE };
  if (within(session, role.permissions)) return {};
  return { edit: aboveRole("修改", role).msg, delete: aboveRole("删除", role).msg };
}

/** May this session save `role` (undefined: a new one) with `keys`? null when it may. */
export function roleSaveRefusal(session: Session, role: RoleRow | undefined, keys: string[]): Failure | null {
  if (!session.staff) return null;
  if (role && role.alias === session.staff.role_alias) return forbidden(OWN_ROLE);
  // what the role holds already is not given by this save (narrowing is always allowed)
  const added = keys.filter((k) => !role?.permissions.includes(k));
  const lacks = lacking(session, added);
  return lacks.length ? forbidden(`不能授予自己没有的权限：${lacks.map(grantLabel).join("、")}`) : null;
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
export function employeeDeleteRefusal(session: Session, employee: Person, roleGrants: readonly string[]): Failure | null {
  if (session.staff?.alias === employee.alias) return forbidden(SELF_DELETE);
  return aboveMe(session, employee, roleGrants) ? aboveEmployee("删除", employee) : null;
}
