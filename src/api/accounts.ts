import { ENDED_BY, type Account } from "./session-end";
import type { Accounts } from "./account-store/types";
import type { RepositoryScope } from "./repository/types";
import type { EmployeeRow, UserRow } from "./types";

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

/**
 * Why an account may not sign in, saying what to do next (issue 49): an employee disabled (or
 * of a disabled owner) asks the shop's owner, who enables staff in 员工管理; a merchant disabled
 * by the platform asks the platform. Null: it may.
 */
export function disabledRefusal(found: AccountOfMobile): string | null {
  if (found.kind === "merchant") return found.user.status === 1 ? null : MERCHANT_DISABLED;
  return found.employee.status === 1 && found.owner.status === 1 ? null : ENDED_BY.disabled;
}

/** A merchant's account the platform disabled. */
export const MERCHANT_DISABLED = "账号已被禁用，请联系平台客服";

/** 忘记密码 of a disabled account: refused once the code is shown to be theirs, and nothing is reset. */
export const RESET_DISABLED = "账号已被禁用，不能重置密码";

/** The account a mobile signs in: a merchant, or an employee with their shop's owner. */
export type AccountOfMobile =
  | { kind: "merchant"; user: UserRow; password_hash: string; account: Account }
  | { kind: "employee"; employee: EmployeeRow; owner: UserRow; password_hash: string; account: Account };

export async function accountOfMobile(accounts: Accounts, mobile: string): Promise<AccountOfMobile | null> {
  const user = await accounts.users.first({ mobile });
  if (user) return { kind: "merchant", user, password_hash: user.password_hash, account: { user_alias: user.alias } };
  for (const employee of await accounts.employeesWithMobile(mobile)) {
    const shop = await accounts.shops.first({ alias: employee.shop_alias });
    const owner = shop ? await accounts.users.first({ alias: shop.user_alias }) : null;
    if (owner) {
      return { kind: "employee", employee, owner, password_hash: employee.password_hash, account: { user_alias: owner.alias, employee_alias: employee.alias } };
    }
  }
  return null;
}

/** Stores a new password hash on the account: a merchant's in the accounts, an employee's in their shop's table (the repository). */
export async function setPasswordHash(stores: { accounts: Accounts; repo: RepositoryScope }, found: AccountOfMobile, hash: string): Promise<void> {
  if (found.kind === "merchant") await stores.accounts.users.update({ alias: found.user.alias }, { password_hash: hash });
  else await stores.repo.table("employee").patch(found.employee.shop_alias, found.employee.alias, { password_hash: hash });
}
