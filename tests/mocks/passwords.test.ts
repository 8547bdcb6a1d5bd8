import { describe, expect, it } from "vitest";
import { getDb } from "../../src/mocks/node";
import { hashPassword, verifyPassword } from "../../src/mocks/password-hash";
import { SEED_PASSWORD_HASHES } from "../../src/mocks/seed-passwords";
import { ADMIN, call, login, setupDemoApi, USER } from "./helpers";

/** The demo DB keeps salted password hashes, never passwords (users and employees). */

setupDemoApi();

const DEMO_PASSWORDS = [ADMIN.password, USER.password, "Staff@2026"];
const accounts = () => [...getDb().users, ...getDb().employee];

describe("stored passwords", () => {
  it("are hashes in the seed: no row holds a password, and each hash is its account's demo password", async () => {
    const text = JSON.stringify(getDb());
    for (const password of DEMO_PASSWORDS) expect(text).not.toContain(password);
    expect(accounts().every((row) => !("password" in row) && row.password_hash.startsWith("sha256$"))).toBe(true);
    for (const row of accounts()) {
      const demo = row.mobile === ADMIN.mobile ? ADMIN.password : row.mobile === USER.mobile ? USER.password : "Staff@2026";
      expect(await verifyPassword(demo, row.password_hash), row.mobile).toBe(true);
      expect(await verifyPassword(`${demo}x`, row.password_hash), row.mobile).toBe(false);
    }
    expect(Object.keys(SEED_PASSWORD_HASHES).sort()).toEqual(accounts().map((r) => r.mobile).sort());
  });

  it("are salted: the same password hashes differently twice, and a bare digest is refused", async () => {
    const [a, b] = [await hashPassword("Same2026"), await hashPassword("Same2026")];
    expect(a).not.toBe(b);
    expect(await verifyPassword("Same2026", a)).toBe(true);
    expect(await verifyPassword("Same2026", "Same2026")).toBe(false);
  });

  it("are hashed when a merchant registers and when an employee is created or given a new password", async () => {
    const mobile = "13655556666";
    await call("/merchant/user/v1/register/sms", { mobile, type: "register" });
    const password = "Shop2026ok";
    await call("/merchant/user/v1/register/by-mobile-password", { mobile, code: "123456", password, password_confirm: password });
    const user = getDb().users.find((u) => u.mobile === mobile);
    expect(user?.password_hash).toMatch(/^sha256\$/);
    expect(JSON.stringify(getDb())).not.toContain(password);
    expect(await login({ mobile, password })).toMatch(/^[0-9a-f]{64}$/);

    const token = await login();
    const role_alias = getDb().role[0]?.alias;
    const saved = await call<{ alias: string }>("/merchant/shop/v1/employee/save", { name: "欧阳锋", mobile: "13600001111", role_alias, password: "Staff2027" }, { token });
    const employee = () => getDb().employee.find((e) => e.alias === saved.body.data.alias);
    const first = employee()?.password_hash ?? "";
    expect(await verifyPassword("Staff2027", first)).toBe(true);
    // an edit without a password keeps the hash; a new password replaces it
    await call("/merchant/shop/v1/employee/save", { alias: saved.body.data.alias, name: "欧阳克" }, { token });
    expect(employee()?.password_hash).toBe(first);
    await call("/merchant/shop/v1/employee/save", { alias: saved.body.data.alias, password: "Staff2028" }, { token });
    expect(await verifyPassword("Staff2028", employee()?.password_hash ?? "")).toBe(true);
    expect(JSON.stringify(getDb())).not.toMatch(/Staff202[78]/);
  });
});
