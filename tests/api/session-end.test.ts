import { describe, expect, it } from "vitest";
import { SESSION_EXPIRED } from "../../src/api/respond";
import { ENDED_BY } from "../../src/api/session-end";
import { ADMIN, call, login, setupDemoApi } from "./helpers";
import { answer, EMPLOYEE, employeeRow, loginStaff, SERVICE, WAREHOUSE } from "./staff-helpers";

/**
 * A changed key ends its sessions (issue 35, item 2): the ended session's next call gets HTTP
 * 401 with the reason, once; the session that made the change keeps working when it is the
 * account's own; other accounts' sessions are untouched.
 */

setupDemoApi();

const INFO = "/user/v1/account/info";
const CHANGE = "/user/v1/account/password";
const NEW_PASSWORD = "Fresh@2027";

/** HTTP status and msg of the user-info call with `token`. */
const infoOf = async (token: string) => {
  const reply = await call(INFO, {}, { token });
  return { status: reply.status, msg: reply.body.msg };
};
const ended = (reason: string) => ({ status: 401, msg: reason });
const live = { status: 200, msg: "ok" };

/** The owner saves 陈晨 (仓管) with `changes`; answers the employee's token from before the save. */
async function ownerSaves(changes: Record<string, unknown>): Promise<{ staff: string; owner: string; other: string }> {
  const [staff, owner, other] = [await loginStaff(WAREHOUSE), await login(ADMIN), await loginStaff(SERVICE)];
  const { employee } = employeeRow(WAREHOUSE.mobile);
  expect((await answer(`${EMPLOYEE}/save`, { alias: employee.alias, ...changes }, owner)).code).toBe(200);
  return { staff, owner, other };
}

describe("the owner changes an employee", () => {
  const cases: [string, () => Record<string, unknown>, string][] = [
    ["password", () => ({ password: NEW_PASSWORD }), ENDED_BY.password],
    ["mobile", () => ({ mobile: "13512349999" }), ENDED_BY.mobile],
    ["role", () => ({ role_alias: employeeRow(SERVICE.mobile).role.alias }), ENDED_BY.role],
    ["status", () => ({ status: 2 }), ENDED_BY.disabled],
  ];
  it.each(cases)("a changed %s ends the employee's sessions with the reason, once", async (_what, changes, reason) => {
    const { staff, owner, other } = await ownerSaves(changes());
    expect(await infoOf(staff)).toEqual(ended(reason));
    // told once: the session is gone after that
    expect(await infoOf(staff)).toEqual(ended(SESSION_EXPIRED));
    expect(await infoOf(owner)).toEqual(live);
    expect(await infoOf(other)).toEqual(live);
  });

  it("a name change ends nothing", async () => {
    const { staff } = await ownerSaves({ name: "陈晨晨" });
    expect(await infoOf(staff)).toEqual(live);
  });

  it("a disabled employee enabled again before their next call stays signed out", async () => {
    const { staff, owner } = await ownerSaves({ status: 2 });
    const { employee } = employeeRow(WAREHOUSE.mobile);
    expect((await answer(`${EMPLOYEE}/save`, { alias: employee.alias, status: 1 }, owner)).code).toBe(200);
    expect(await infoOf(staff)).toEqual(ended(ENDED_BY.disabled));
  });

  it("重置密码 ends every session of the employee; the new password signs in, the old does not", async () => {
    const [staff, owner] = [await loginStaff(WAREHOUSE), await login(ADMIN)];
    const { employee } = employeeRow(WAREHOUSE.mobile);
    expect(await answer(`${EMPLOYEE}/reset-password`, { alias: employee.alias, password: "short" }, owner)).toMatchObject({ code: 422 });
    expect((await answer(`${EMPLOYEE}/reset-password`, { alias: employee.alias, password: NEW_PASSWORD }, owner)).code).toBe(200);
    expect(await infoOf(staff)).toEqual(ended(ENDED_BY.password));
    await expect(loginStaff(WAREHOUSE)).rejects.toThrow();
    expect(await infoOf(await loginStaff({ mobile: WAREHOUSE.mobile, password: NEW_PASSWORD }))).toEqual(live);
  });
});

describe("修改密码", () => {
  const change = (token: string, old_password: string, password = NEW_PASSWORD, password_confirm = password) =>
    answer(CHANGE, { old_password, password, password_confirm }, token);

  it("an employee changes their own: this session stays, their others end, the new password signs in", async () => {
    const [here, elsewhere, colleague] = [await loginStaff(WAREHOUSE), await loginStaff(WAREHOUSE), await loginStaff(SERVICE)];
    expect(await change(here, "Wrong@2026")).toMatchObject({ code: 422, msg: "原密码不正确" });
    expect(await change(here, WAREHOUSE.password, NEW_PASSWORD, "Other@2027")).toMatchObject({ code: 422, msg: "两次输入的密码不一致" });
    expect(await change(here, WAREHOUSE.password, "abcdefgh")).toMatchObject({ code: 422 });
    expect(await change(here, WAREHOUSE.password, WAREHOUSE.password)).toMatchObject({ code: 422, msg: "新密码不能与原密码相同" });
    expect((await change(here, WAREHOUSE.password)).code).toBe(200);
    expect(await infoOf(here)).toEqual(live);
    expect(await infoOf(elsewhere)).toEqual(ended(ENDED_BY.password));
    expect(await infoOf(colleague)).toEqual(live);
    await expect(loginStaff(WAREHOUSE)).rejects.toThrow();
    expect(await infoOf(await loginStaff({ mobile: WAREHOUSE.mobile, password: NEW_PASSWORD }))).toEqual(live);
  });

  it("the owner changes theirs: their other sessions end, their employees' do not", async () => {
    const [here, elsewhere, staff] = [await login(ADMIN), await login(ADMIN), await loginStaff(SERVICE)];
    expect((await change(here, ADMIN.password)).code).toBe(200);
    expect(await infoOf(here)).toEqual(live);
    expect(await infoOf(elsewhere)).toEqual(ended(ENDED_BY.password));
    expect(await infoOf(staff)).toEqual(live);
    await expect(login(ADMIN)).rejects.toThrow();
  });
});
