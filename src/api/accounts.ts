import type { Account } from "./session-end";
import type { Db, EmployeeRow, UserRow } from "./types";

/**
 * One mobile, one account, everywhere (issue 35, item 6): a mobile signs in a shop's merchant or
 * one employee of one shop, never both, so registration, employee save, sign-in and 忘记密码 all
 * find the same account for it.
 */

/** Why a mobile cannot be given to a new account: the same words wherever it is refused. */
export const MOBILE_TAKEN = {
  merchant: "该手机号已注册为商户账号",
  employee: "该手机号已被员工账号使用",
} as const;

/** The account a mobile signs in: a merchant, or an employee with their shop's owner. */
export type AccountOfMobile =
  | { kind: "merchant"; user: UserRow; password_hash: string; account: Account }
  | { kind: "employee"; employee: EmployeeRow; owner: UserRow; password_hash: string; account: Account };

export function accountOfMobile(db: Db, mobile: string): AccountOfMobile | null {
  const user = db.users.find((u) => u.mobile === mobile);
  if (user) return { kind: "merchant", user, password_hash: user.password_hash, account: { user_alias: user.alias } };
  for (const employee of db.employee.filter((e) => e.mobile === mobile)) {
    const shop = db.shops.find((s) => s.alias === employee.shop_alias);
    const owner = db.users.find((u) => u.alias === shop?.user_alias);
    if (owner) {
      return { kind: "employee", employee, owner, password_hash: employee.password_hash, account: { user_alias: owner.alias, employee_alias: employee.alias } };
    }
  }
  return null;
}

/** Stores a new password hash on the account. */
export function setPasswordHash(found: AccountOfMobile, hash: string): void {
  if (found.kind === "merchant") found.user.password_hash = hash;
  else found.employee.password_hash = hash;
}
