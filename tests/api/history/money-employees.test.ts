import { expect, it } from "vitest";
import { getDb } from "../../../src/demo/node";
import { formatDateTime } from "../../../src/api/util";
import { DEMO_ACCOUNTS } from "../../../src/pages/auth/demo-accounts";
import employeeConfig from "../../../src/resources/user/employee";
import { login, setupDemoApi, USER } from "../helpers";
import { atEachClock } from "./clocks";
import { listAll, str } from "./money-api";

/**
 * Employees look like people a shop hired (issue 23): the demo accounts of the login page keep
 * their numbers, the others have numbers of their own (not a run of one prefix), and each
 * joined at a moment of its own, after the shop opened and not after now.
 */
setupDemoApi();

const EMPLOYEES = `${employeeConfig.api?.base ?? ""}/${employeeConfig.api?.list ?? "list"}`;

atEachClock((ctx) => {
  it("have varied mobiles and joined at varied times, after the shop opened", async () => {
    const now = formatDateTime(new Date());
    for (const [token, owner] of [[ctx.token, "13800000000"], [await login(USER), USER.mobile]] as const) {
      const staff = await listAll(token, EMPLOYEES);
      const owned = getDb().users.find((u) => u.mobile === owner);
      const opened = str(getDb().shops.find((s) => s.user_alias === owned?.alias)?.created_at);
      expect(staff.length).toBeGreaterThan(1);
      // the login page's demo employees are still who it says
      for (const e of staff) {
        const demo = DEMO_ACCOUNTS.find((a) => a.mobile === e.mobile);
        if (demo) expect(demo.label).toContain(str(e.name));
      }
      const demoMobiles = new Set(DEMO_ACCOUNTS.map((a) => a.mobile));
      const others = staff.filter((e) => !demoMobiles.has(str(e.mobile)));
      const prefixes = new Set(others.map((e) => str(e.mobile).slice(0, 7)));
      expect(prefixes.size, "the other employees' mobiles are not one run").toBe(others.length);
      for (const e of staff) {
        expect(str(e.mobile)).toMatch(/^1[3-9]\d{9}$/);
        expect(str(e.created_at) > opened && str(e.created_at) <= now, `${str(e.name)} ${str(e.created_at)}`).toBe(true);
      }
      expect(staff.filter((e) => str(e.created_at).endsWith(":00:00")), "joined on the hour").toEqual([]);
      expect(new Set(staff.map((e) => str(e.created_at).slice(0, 10))).size).toBe(staff.length);
    }
  });
});
