import { describe, expect, it } from "vitest";
import type { Accounts } from "../../../src/api/account-store/types";
import type { EmployeeRow, SessionRow, ShopRow } from "../../../src/api/types";

/**
 * The accounts' store's one suite (decision 0098), run on every store: on memory in `npm test`
 * (memory.test.ts), on PGlite and Postgres in the `database` project
 * (tests/server/account-store.server.test.ts). Each test gets a new empty store from the factory.
 */

export interface AccountsUnderTest {
  /** Runs `work` as one call: one transaction (its writes undone when it throws, its locks released when it ends). */
  call<T>(work: (accounts: Accounts) => Promise<T>): Promise<T>;
  /** Adds an employee of a shop (a shop's table, written through the repository: here as the test's fixture). */
  addEmployee(row: EmployeeRow): Promise<void>;
}

export type AccountsFactory = () => Promise<AccountsUnderTest>;

export interface AccountStoreTraits {
  /** Two calls run at once (PGlite runs one transaction at a time). */
  concurrent: boolean;
}

const session = (token: string, more: Partial<SessionRow> = {}): SessionRow => ({
  token, user_alias: "us1", signed_in_at: 1_000, remember: false, expires_at: 50_000, ...more,
});

const SHOP: ShopRow = {
  alias: "sh1", user_alias: "us1", name: "小店", logo: "", description: "", contact: "13800000000", verify_status: 0,
  created_at: "2026-12-06 10:00:00", rules: { auto_close_minutes: 30 } as ShopRow["rules"],
};

const EMPLOYEE: EmployeeRow = {
  alias: "em1", shop_alias: "sh1", created_at: "2026-12-06 10:00:00", updated_at: "2026-12-06 10:00:00",
  name: "吴静", mobile: "13700000001", role_alias: "ro1", password_hash: "h", status: 1,
};

export function accountStoreSuite(store: string, make: AccountsFactory, traits: AccountStoreTraits): void {
  describe(`the accounts' store on ${store}`, () => {
    it("reads rows back as written, by each looked-up key, in the order they were added, as copies", async () => {
      const s = await make();
      await s.call(async (a) => {
        await a.sessions.insert(session("t1"));
        await a.sessions.insert(session("t2", { employee_alias: "em1", remember: true, ended: undefined }));
        await a.shops.insert(SHOP);
        await a.sms.insert({ mobile: "13800000000", type: "register", code: "x", tries: 0, address: "1.2.3.4", sent_at: 5, expires_at: 9 });
      });
      await s.call(async (a) => {
        expect(await a.sessions.first({ token: "t2" })).toEqual(session("t2", { employee_alias: "em1", remember: true }));
        expect((await a.sessions.find({ user_alias: "us1" })).map((r) => r.token)).toEqual(["t1", "t2"]);
        expect(await a.shops.first({ user_alias: "us1" })).toEqual(SHOP);
        expect(await a.shops.first({ alias: "sh1" })).toEqual(SHOP);
        expect(await a.sms.find({ mobile: "13800000000", type: "register" })).toEqual([
          { mobile: "13800000000", type: "register", code: "x", tries: 0, address: "1.2.3.4", sent_at: 5, expires_at: 9 },
        ]);
        expect(await a.sms.first({ mobile: "13800000000", type: "reset_password" })).toBeNull();
        // a row handed out is a copy: changing it stores nothing
        const found = await a.sessions.first({ token: "t1" });
        if (found) found.ended = "改了对象";
      });
      expect(await s.call((a) => a.sessions.first({ token: "t1" }))).toEqual(session("t1"));
    });

    it("matches an unset key by null and a time by its bound", async () => {
      const s = await make();
      const sessions = await s.call(async (a) => {
        await a.sessions.insert(session("owner"));
        await a.sessions.insert(session("staff", { employee_alias: "em1" }));
        await a.sessions.insert(session("old", { expires_at: 100 }));
        return {
          owner: (await a.sessions.find({ user_alias: "us1", employee_alias: null })).map((r) => r.token),
          staff: (await a.sessions.find({ user_alias: "us1", employee_alias: "em1" })).map((r) => r.token),
          expired: (await a.sessions.find({ user_alias: "us1", expires_at: { upTo: 100 } })).map((r) => r.token),
        };
      });
      expect(sessions).toEqual({ owner: ["owner", "old"], staff: ["staff"], expired: ["old"] });
    });

    it("updates and removes the matching rows only, saying how many; a key set to undefined is removed", async () => {
      const s = await make();
      await s.call(async (a) => {
        await a.sessions.insert(session("a"));
        await a.sessions.insert(session("b"));
        await a.sessions.insert(session("c", { user_alias: "us2" }));
        expect(await a.sessions.update({ user_alias: "us1", ended: null }, { ended: "密码已修改，请重新登录" })).toBe(2);
        expect(await a.sessions.update({ token: "a" }, { ended: undefined, expires_at: 60_000 })).toBe(1);
        expect(await a.sessions.update({ token: "nobody" }, { expires_at: 1 })).toBe(0);
      });
      await s.call(async (a) => {
        expect(await a.sessions.first({ token: "a" })).toEqual(session("a", { expires_at: 60_000 }));
        expect((await a.sessions.first({ token: "b" }))?.ended).toBe("密码已修改，请重新登录");
        expect((await a.sessions.first({ token: "c" }))?.ended).toBeUndefined();
        expect(await a.sessions.remove({ user_alias: "us1", expires_at: { upTo: 50_000 } })).toBe(1);
        expect(await a.sessions.remove({ token: "c" })).toBe(1);
      });
      expect(await s.call(async (a) => (await a.sessions.find({ user_alias: "us1" })).map((r) => r.token))).toEqual(["a"]);
    });

    it("refuses a match on no looked-up key (it would read every account's rows)", async () => {
      const s = await make();
      await expect(s.call((a) => a.sessions.find({ expires_at: { upTo: 1 } }))).rejects.toThrow(/只按/);
      await expect(s.call((a) => a.sms.remove({ type: "register" }))).rejects.toThrow(/只按/);
    });

    it("undoes every write of a call that throws", async () => {
      const s = await make();
      await s.call((a) => a.users.insert({ alias: "us1", nickname: "甲", mobile: "13800000000", password_hash: "h1", avatar: "", status: 1, created_at: "2026-12-06 10:00:00" }));
      await expect(
        s.call(async (a) => {
          await a.users.update({ alias: "us1" }, { password_hash: "h2" });
          await a.sessions.insert(session("t1"));
          await a.sign_in_failures.insert({ mobile: "13800000000", at: 1 });
          throw new Error("写到一半出错");
        }),
      ).rejects.toThrow("写到一半出错");
      await s.call(async (a) => {
        expect((await a.users.first({ mobile: "13800000000" }))?.password_hash).toBe("h1");
        expect(await a.sessions.first({ token: "t1" })).toBeNull();
        expect(await a.sign_in_failures.find({ mobile: "13800000000" })).toEqual([]);
      });
    });

    it("finds the employees of any shop by mobile, and hands out new aliases", async () => {
      const s = await make();
      await s.addEmployee(EMPLOYEE);
      await s.addEmployee({ ...EMPLOYEE, alias: "em2", shop_alias: "sh2", mobile: "13700000002" });
      const { found, aliases } = await s.call(async (a) => ({
        found: await a.employeesWithMobile("13700000001"),
        aliases: [await a.newAlias("us"), await a.newAlias("sh")],
      }));
      expect(found).toEqual([EMPLOYEE]);
      expect(aliases[0]).toMatch(/^us[0-9a-z]{8}$/);
      expect(aliases[1]).toMatch(/^sh[0-9a-z]{8}$/);
      expect(new Set(aliases.map((x) => x.slice(2))).size).toBe(2);
    });

    it(`counts under the accounts' lock: ${traits.concurrent ? "six calls at once" : "six calls"}, each counting what the one before added`, async () => {
      const s = await make();
      const counted = await Promise.all(
        Array.from({ length: 6 }, () =>
          s.call(async (a) => {
            await a.lock();
            const seen = (await a.sign_in_failures.find({ mobile: "13800000000" })).length;
            await new Promise((resolve) => setTimeout(resolve, 0));
            await a.sign_in_failures.insert({ mobile: "13800000000", at: seen });
            return seen;
          }),
        ),
      );
      expect([...counted].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    });

    it("reads a row for update after the write that held it: no try of a code is lost", async () => {
      const s = await make();
      await s.call((a) => a.sms.insert({ mobile: "13800000000", type: "register", code: "x", tries: 0, sent_at: 1, expires_at: 2 }));
      await Promise.all(
        Array.from({ length: 5 }, () =>
          s.call(async (a) => {
            const sms = await a.sms.first({ mobile: "13800000000", type: "register" }, { forUpdate: true });
            await new Promise((resolve) => setTimeout(resolve, 0));
            await a.sms.update({ mobile: "13800000000", type: "register" }, { tries: (sms?.tries ?? 0) + 1 });
          }),
        ),
      );
      expect((await s.call((a) => a.sms.first({ mobile: "13800000000" })))?.tries).toBe(5);
    });
  });
}
