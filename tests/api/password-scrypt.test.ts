import { scryptSync } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/node";
import { passwordsWith } from "../../src/api/password-hash";
import { SCRYPT_PARAMS, scryptKdf } from "../../src/api/password-scrypt";
import { ADMIN, login, servePorts, setupDemoApi } from "./helpers";

/**
 * The server's passwords (decision 0055): its API is handed scrypt from node:crypto at start-up. Its
 * hashes are scrypt's own (checked against node:crypto here), read back with the parameters
 * their form names, and the seed's PBKDF2 hashes sign in and become scrypt ones.
 */

setupDemoApi();

const passwords = passwordsWith(scryptKdf());
beforeEach(() => void servePorts({ kdf: passwords.kdf }));

describe("scrypt on the server", () => {
  it("makes scrypt hashes: the stored form names N, r and p, and its digest is node:crypto's scrypt", async () => {
    const stored = await passwords.hash("Server2026");
    const [kind, N, r, p, salt, hex] = stored.split("$");
    expect([kind, Number(N), Number(r), Number(p)]).toEqual(["scrypt", SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p]);
    const expected = scryptSync("Server2026", salt ?? "", 32, { ...SCRYPT_PARAMS, maxmem: 64 * 1024 * 1024 }).toString("hex");
    expect(hex).toBe(expected);
    expect(await passwords.verify("Server2026", stored)).toBe(true);
    expect(await passwords.verify("Server2027", stored)).toBe(false);
  });

  it("reads the parameters from the stored form; a damaged form is no match", async () => {
    const lighter = await scryptKdf({ N: 1024, r: 8, p: 1 }).hash("Server2026", "a-salt");
    expect(lighter.startsWith("scrypt$1024$8$1$a-salt$")).toBe(true);
    expect(await passwords.verify("Server2026", lighter)).toBe(true);
    for (const damaged of [lighter.replace("$1024$", "$2048$"), lighter.replace("$1024$", "$1000$"), lighter.replace("$1024$8$", "$1048576$64$")]) {
      expect(await passwords.verify("Server2026", damaged), damaged).toBe(false);
    }
  });

  it("signs in a seeded account's PBKDF2 hash and re-hashes it with scrypt; the next sign-in reads scrypt", async () => {
    const admin = () => getDb().users.find((u) => u.mobile === ADMIN.mobile);
    expect(admin()?.password_hash).toMatch(/^pbkdf2\$/);
    await login(ADMIN);
    expect(passwords.kdf.isCurrent(admin()?.password_hash ?? "")).toBe(true);
    expect(admin()?.password_hash).toMatch(/^scrypt\$/);
    await login(ADMIN);
  });
});
