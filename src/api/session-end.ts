import type { Db } from "./types";

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
  disabled: "账号已被禁用",
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
export function endSessions(db: Db, account: Account, reason: string, keep?: string): void {
  for (const s of db.sessions) {
    const same = s.user_alias === account.user_alias && s.employee_alias === account.employee_alias;
    if (same && s.token !== keep && s.ended === undefined) s.ended = reason;
  }
}
