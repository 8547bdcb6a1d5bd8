import { getDb } from "../../src/demo/node";
import { call, login } from "./helpers";

/** The seeded employees (src/demo/seed.ts) and their password. */
export const STAFF_PASSWORD = "Staff@2026";
export const SERVICE = { mobile: "13512340002", password: STAFF_PASSWORD }; // 吴静 客服
export const WAREHOUSE = { mobile: "13512340005", password: STAFF_PASSWORD }; // 陈晨 仓管
export const MANAGER = { mobile: "13512340001", password: STAFF_PASSWORD }; // 周杰 店长
export const DISABLED = { mobile: "13512340004", password: STAFF_PASSWORD }; // 冯雪 客服, disabled
export const CLERK = { mobile: "13712340001", password: STAFF_PASSWORD }; // 李小三 店员 (user shop)

export const LOGIN = "/merchant/user/v1/login/by-mobile-password";
export const ROLE = "/merchant/shop/v1/role";
export const EMPLOYEE = "/merchant/shop/v1/employee";

/** A seeded employee's row and their role's row (live: changes apply to the demo db). */
export function employeeRow(mobile: string) {
  const db = getDb();
  const employee = db.employee.find((e) => e.mobile === mobile);
  const role = db.role.find((r) => r.alias === employee?.role_alias);
  if (!employee || !role) throw new Error(`no seeded employee ${mobile}`);
  return { employee, role };
}

/** Signs in as an employee and returns the token. */
export const loginStaff = (account: { mobile: string; password: string }) => login(account);

/** The code and msg of a call (what a test compares). */
export async function answer(path: string, body: object, token: string): Promise<{ status: number; code: number; msg: string }> {
  const reply = await call(path, body, { token });
  return { status: reply.status, code: reply.body.code, msg: reply.body.msg };
}
