import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/node";
import { passwordsWith, pbkdf2Kdf, PBKDF2_ITERATIONS, toHex } from "../../src/api/password-hash";
import { SEED_PASSWORD_HASHES } from "../../src/demo/seed-passwords";
import { ADMIN, call, login, servePorts, setupDemoApi, USER } from "./helpers";
import { SERVICE, STAFF_PASSWORD } from "./staff-helpers";

/**
 * The demo DB keeps slow, salted password hashes, never passwords (users and employees); the
 * stored form names its algorithm and parameters, and a verify reads them from it (decision
 * 0055). The server's scrypt: password-scrypt.test.ts.
 */

setupDemoApi();
// the demo's own KDF, every check derived (the other files' API remembers verdicts: src/demo/remembered-kdf.ts)
const passwords = passwordsWith(pbkdf2Kdf());
beforeEach(() => void servePorts({ kdf: passwords.kdf }));

const DEMO_PASSWORDS = [ADMIN.password, USER.password, STAFF_PASSWORD];
const accounts = () => [...getDb().users, ...getDb().employee];
const demoPassword = (mobile: string) => (mobile === ADMIN.mobile ? ADMIN.password : mobile === USER.mobile ? USER.password : STAFF_PASSWORD);

/** The demo's earlier form, made as it was: `sha256$<salt>$<hex of salt NUL password>`. */
async function legacySha256(password: string, salt: string): Promise<string> {
  return `sha256$${salt}$${toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${salt}\u0000${password}`)))}`;
}

describe("stored passwords", () => {
  it("are the KDF's hashes in the seed: no row holds a password, and each hash is its account's demo password", async () => {
    const text = JSON.stringify(getDb());
    for (const password of DEMO_PASSWORDS) expect(text).not.toContain(password);
    for (const row of accounts()) {
      expect("password" in row).toBe(false);
      // made as the demo makes hashes now: nothing to re-hash at sign-in
      expect(passwords.kdf.isCurrent(row.password_hash), row.mobile).toBe(true);
      expect(await passwords.verify(demoPassword(row.mobile), row.password_hash), row.mobile).toBe(true);
    }
    // a wrong password fails (one merchant and one employee: each check derives ~40 ms)
    for (const row of [getDb().users[0], getDb().employee[0]]) expect(await passwords.verify(`${demoPassword(row?.mobile ?? "")}x`, row?.password_hash ?? "")).toBe(false);
    expect(Object.keys(SEED_PASSWORD_HASHES).sort()).toEqual(accounts().map((r) => r.mobile).sort());
  });

  it("are salted: the same password hashes differently twice, and a bare digest is refused", async () => {
    const [a, b] = [await passwords.hash("Same2026"), await passwords.hash("Same2026")];
    expect(a).not.toBe(b);
    expect(a).toMatch(new RegExp(`^pbkdf2\\$${PBKDF2_ITERATIONS}\\$[0-9a-f]{32}\\$[0-9a-f]{64}$`));
    expect(await passwords.verify("Same2026", a)).toBe(true);
    expect(await passwords.verify("Same2027", a)).toBe(false);
    for (const stored of ["Same2026", "", "md5$x$y", "pbkdf2$$salt$00", "pbkdf2$abc$salt$00"]) expect(await passwords.verify("Same2026", stored), stored).toBe(false);
  });

  it("are verified with the parameters their stored form names, not the installed ones", async () => {
    const fewer = await pbkdf2Kdf(1000).hash("Light2026", "some-salt");
    expect(fewer.startsWith("pbkdf2$1000$some-salt$")).toBe(true);
    expect(await passwords.verify("Light2026", fewer)).toBe(true);
    // the same digest read at another count is another hash
    expect(await passwords.verify("Light2026", fewer.replace("pbkdf2$1000$", "pbkdf2$1001$"))).toBe(false);
    expect(await passwords.verify("Light2026", fewer.replace("$some-salt$", "$other-salt$"))).toBe(false);
  });

  it("of the demo's earlier SHA-256 kind still sign in, and the sign-in re-hashes them with the KDF", async () => {
    const legacy = await legacySha256(ADMIN.password, "old-salt");
    expect(await passwords.verify(ADMIN.password, legacy)).toBe(true);
    expect(await passwords.verify(`${ADMIN.password}x`, legacy)).toBe(false);
    const admin = () => getDb().users.find((u) => u.mobile === ADMIN.mobile);
    const employee = () => getDb().employee.find((e) => e.mobile === SERVICE.mobile);
    const [owner, staff] = [admin(), employee()];
    if (!owner || !staff) throw new Error("no seeded accounts");
    owner.password_hash = legacy;
    staff.password_hash = await legacySha256(SERVICE.password, "old-salt-2");
    // a wrong password changes nothing
    await call("/merchant/user/v1/login/by-mobile-password", { ...ADMIN, password: "Wrong@0000" });
    expect(admin()?.password_hash).toBe(legacy);
    for (const [account, row] of [[ADMIN, admin], [SERVICE, employee]] as const) {
      await login(account);
      const upgraded = row()?.password_hash ?? "";
      expect(passwords.kdf.isCurrent(upgraded), account.mobile).toBe(true);
      expect(await passwords.verify(account.password, upgraded)).toBe(true);
      await login(account); // and it keeps signing in
    }
  });

  it("are hashed when a merchant registers and when an employee is created or given a new password", async () => {
    const mobile = "13655556666";
    await call("/merchant/user/v1/register/sms", { mobile, type: "register" });
    const password = "Shop2026ok";
    await call("/merchant/user/v1/register/by-mobile-password", { mobile, code: "123456", password, password_confirm: password });
    const user = getDb().users.find((u) => u.mobile === mobile);
    expect(passwords.kdf.isCurrent(user?.password_hash ?? "")).toBe(true);
    expect(JSON.stringify(getDb())).not.toContain(password);
    expect(await login({ mobile, password })).toMatch(/^[0-9a-f]{64}$/);

    const token = await login();
    const role_alias = getDb().role[0]?.alias;
    const saved = await call<{ alias: string }>("/merchant/shop/v1/employee/save", { name: "欧阳锋", mobile: "13600001111", role_alias, password: "Staff2027" }, { token });
    const employee = () => getDb().employee.find((e) => e.alias === saved.body.data.alias);
    const first = employee()?.password_hash ?? "";
    expect(await passwords.verify("Staff2027", first)).toBe(true);
    // an edit without a password keeps the hash; a new password replaces it
    await call("/merchant/shop/v1/employee/save", { alias: saved.body.data.alias, name: "欧阳克" }, { token });
    expect(employee()?.password_hash).toBe(first);
    await call("/merchant/shop/v1/employee/save", { alias: saved.body.data.alias, password: "Staff2028" }, { token });
    expect(await passwords.verify("Staff2028", employee()?.password_hash ?? "")).toBe(true);
    expect(JSON.stringify(getDb())).not.toMatch(/Staff202[78]/);
  });
});
