import type { Accounts } from "./account-store/types";

/**
 * A changed key ends its sessions (issue 35, item 2): a new password or mobile, a disabled or
 * deleted employee, an employee moved to another role. Every session of that account ends but
 * the one that made the change when it is the account's own (修改密码 keeps the page it was made
 * on). An ended session is marked, not dropped, so its next call is told why (HTTP 401 with the
 * reason, route.ts), and /login says it.
 */

export const ENDED_BY = {
  password: "密码已修改，请重新登录",
  mobile: "手机号已修改，请重新登录",
  role: "角色已变更，请重新登录",
  // an employee is enabled again by the shop's owner (员工管理): the words say whom to ask (issue 49)
  disabled: "账号已被禁用，请联系店主重新启用",
  deleted: "账号已被删除",
} as const;

/** One account's sessions: the shop owner's (no employee) or one employee's. */
export interface Account {
  /** The shop owner's alias (an employee's session carries their employer's). */
  user_alias: string;
  /** The employee; unset for the owner. */
  employee_alias?: string;
}

/** Ends every live session of `account` with `reason`, but `keep` (the token that made the change). */
export async function endSessions(accounts: Accounts, account: Account, reason: string, keep?: string): Promise<void> {
  const live = { user_alias: account.user_alias, employee_alias: account.employee_alias ?? null, ended: null };
  if (keep === undefined) {
    await accounts.sessions.update(live, { ended: reason });
    return;
  }
  for (const { token } of await accounts.sessions.find(live)) if (token !== keep) await accounts.sessions.update({ token, ended: null }, { ended: reason });
}
