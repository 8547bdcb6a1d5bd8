// Issue 25 item 4: the demo survived garbage in its tables but not emptiness. An empty `users`
// table made every demo account 手机号或密码错误; an empty or malformed `shops` table sent the
// admin to /register as if they had no shop. The demo checks its accounts when it opens and
// puts back what their sign-in needs (users, shops, employees, roles), said as a repair.
import { beforeEach, describe, expect, it } from "vitest";
import { seedAccounts } from "../../src/demo/seed";
import { call, login } from "../api/helpers";
import { freshIndexedDb, getStored, putStored, reload, withFreshIndexedDb } from "./idb-kit";

withFreshIndexedDb();
beforeEach(async () => {
  freshIndexedDb();
  await reload();
});

const seeded = seedAccounts();
const PASSWORDS: Record<string, string> = { "13800000000": "Admin@123", "13900000000": "User@1234" };
/** Every seeded account that may sign in (a disabled employee may not), with its shop's name. */
const ACCOUNTS = [
  ...seeded.users.map((u) => ({ mobile: u.mobile, shop: seeded.shops.find((s) => s.user_alias === u.alias)?.name })),
  ...seeded.employee.filter((e) => e.status === 1).map((e) => ({ mobile: e.mobile, shop: seeded.shops.find((s) => s.alias === e.shop_alias)?.name })),
].map((a) => ({ ...a, password: PASSWORDS[a.mobile] ?? "Staff@2026" }));

async function everyAccountSignsInToItsShop(): Promise<void> {
  for (const account of ACCOUNTS) {
    const token = await login(account);
    const shop = await call<{ name: string } | null>("/merchant/shop/v1/account/info", {}, { token });
    expect(shop.body.data?.name, account.mobile).toBe(account.shop);
  }
}

const admin = seeded.users[0];
const DAMAGE: [string, string, unknown][] = [
  ["an empty users table", "users", []],
  ["an empty shops table", "shops", []],
  ["an empty employee table", "employee", []],
  ["an empty role table", "role", []],
  ["shops of empty objects", "shops", [{}, {}]],
  ["shops whose fields have the wrong types", "shops", seeded.shops.map((s) => ({ ...s, verify_status: String(s.verify_status), user_alias: 7 }))],
  ["users missing their password", "users", seeded.users.map(({ password_hash: _, ...u }) => u)],
  ["the admin's user row alone lost", "users", seeded.users.filter((u) => u !== admin)],
];

describe("the demo's accounts when it opens", () => {
  it("has accounts to check", () => {
    expect(ACCOUNTS.length).toBeGreaterThanOrEqual(6);
  });

  it.each(DAMAGE)("%s: put back, said once, and every demo account signs in to its shop", async (_name, key, value) => {
    await putStored(key, value);
    expect(await reload()).toEqual({ repaired: true });
    await everyAccountSignsInToItsShop();
    expect(await getStored(key)).toEqual(expect.arrayContaining([expect.any(Object)]));
    expect(await reload()).toEqual({ repaired: false });
  });

  it("an empty sessions table is no damage: nothing to repair, and every demo account signs in", async () => {
    await putStored("sessions", []);
    expect(await reload()).toEqual({ repaired: false });
    await everyAccountSignsInToItsShop();
  });

  it("keeps the rows the console writes: a new merchant without a shop, a role without 权限 and its employee", async () => {
    const mobile = "13655556666";
    await call("/merchant/user/v1/register/sms", { mobile, type: "register" });
    const password = "Shop2026ok";
    const registered = await call("/merchant/user/v1/register/by-mobile-password", { mobile, code: "123456", password, password_confirm: password });
    expect(registered.body.code).toBe(200);
    const token = await login();
    const role = await call<{ alias: string }>("/merchant/shop/v1/role/save", { name: "临时工" }, { token });
    expect(role.body.code).toBe(200);
    const staff = { name: "新人", mobile: "13655557777", role_alias: role.body.data.alias, password: "Staff2026ok", status: 1 };
    expect((await call("/merchant/shop/v1/employee/save", staff, { token })).body.code).toBe(200);
    expect(await reload()).toEqual({ repaired: false });
    await login({ mobile, password });
    await login({ mobile: staff.mobile, password: staff.password });
  });

  it("leaves alone what the merchant changed: a deleted employee stays deleted", async () => {
    const token = await login();
    const gone = seeded.employee.find((e) => e.status === 1 && e.shop_alias === seeded.shops[0]?.alias);
    const list = await call<{ list: { alias: string; mobile: string }[] }>("/merchant/shop/v1/employee/list", { page: 1, page_size: 50 }, { token });
    const alias = list.body.data.list.find((e) => e.mobile === gone?.mobile)?.alias;
    expect((await call("/merchant/shop/v1/employee/del", { alias }, { token })).body.code).toBe(200);
    expect(await reload()).toEqual({ repaired: false });
    const again = await call("/merchant/user/v1/login/by-mobile-password", { mobile: gone?.mobile, password: "Staff@2026" });
    expect(again.body).toMatchObject({ code: 400, msg: "手机号或密码错误" });
  });
});
