import { describe, expect, it } from "vitest";
import { MOBILE_TAKEN } from "../../src/api/accounts";
import { ADMIN, call, login, setupDemoApi } from "./helpers";
import { answer, CLERK, DISABLED, EMPLOYEE, employeeRow, LOGIN, loginStaff, SERVICE } from "./staff-helpers";

/**
 * Employees sign in through the merchants' login call, into their employer's shop; the
 * user-info call tells the console who they are and their role's grants; a disabled or
 * deleted employee's session ends on their next call with why (decision 0024).
 */

setupDemoApi();

const INFO = "/user/v1/account/info";

describe("staff sign-in", () => {
  it("signs an active employee in, into the employer's shop, and tells who and what they may do", async () => {
    const token = await loginStaff(SERVICE);
    const info = (await call<Record<string, unknown>>(INFO, {}, { token })).body.data;
    const { employee, role } = employeeRow(SERVICE.mobile);
    expect(info).toMatchObject({ alias: employee.alias, nickname: "吴静", mobile: SERVICE.mobile, avatar: "" });
    expect(info.staff).toEqual({ alias: employee.alias, name: "吴静", mobile: SERVICE.mobile, role_alias: role.alias, role_name: "客服" });
    expect(info.permissions).toEqual(role.permissions);
    const shop = await call<{ name: string }>("/merchant/shop/v1/account/info", {}, { token });
    expect(shop.body.data.name).toBe("星河数字藏品旗舰店");
  });

  it("signs in the user shop's 店员 too", async () => {
    const token = await loginStaff(CLERK);
    const shop = await call<{ name: string }>("/merchant/shop/v1/account/info", {}, { token });
    expect(shop.body.data.name).toBe("李记好物小店");
  });

  it("refuses a disabled employee 账号已被禁用 (to ask the owner) and a wrong password 手机号或密码错误", async () => {
    expect((await call(LOGIN, DISABLED)).body).toMatchObject({ code: 403, msg: "账号已被禁用，请联系店主重新启用" });
    expect((await call(LOGIN, { ...SERVICE, password: "Staff@2027" })).body).toMatchObject({ code: 400, msg: "手机号或密码错误" });
  });

  it("refuses a new employee a mobile that already signs in another account", async () => {
    const token = await login(ADMIN);
    const { role } = employeeRow(SERVICE.mobile);
    const save = (mobile: string) => answer(`${EMPLOYEE}/save`, { name: "新人", mobile, role_alias: role.alias, password: "Staff@2026" }, token);
    expect((await save(CLERK.mobile)).msg).toBe(MOBILE_TAKEN.employee);
    expect((await save("13900000000")).msg).toBe(MOBILE_TAKEN.merchant);
  });
});

describe("a signed-in employee disabled or deleted", () => {
  it("ends their session on the next call with HTTP 401 and why; the owner's session goes on", async () => {
    const [staff, owner] = [await loginStaff(SERVICE), await login(ADMIN)];
    const { employee } = employeeRow(SERVICE.mobile);
    const disabled = await call(`${EMPLOYEE}/save`, { alias: employee.alias, status: 2 }, { token: owner });
    expect(disabled.body.code).toBe(200);
    const next = await call(INFO, {}, { token: staff });
    expect(next).toEqual({ status: 401, body: { code: 401, msg: "账号已被禁用，请联系店主重新启用", data: null } });
    // the session is gone: enabling again does not bring it back
    await call(`${EMPLOYEE}/save`, { alias: employee.alias, status: 1 }, { token: owner });
    expect((await call(INFO, {}, { token: staff })).body.msg).toBe("登录已失效，请重新登录");
    expect((await call(INFO, {}, { token: owner })).status).toBe(200);
  });

  it("says 账号已被删除 after a delete", async () => {
    const [staff, owner] = [await loginStaff(SERVICE), await login(ADMIN)];
    const { employee } = employeeRow(SERVICE.mobile);
    expect((await call(`${EMPLOYEE}/del`, { alias: employee.alias }, { token: owner })).body.code).toBe(200);
    expect(await call("/merchant/order/v1/order/list", {}, { token: staff })).toEqual({ status: 401, body: { code: 401, msg: "账号已被删除", data: null } });
    expect((await call("/merchant/order/v1/order/list", {}, { token: owner })).body.code).toBe(200);
  });
});
