import { afterEach, describe, expect, it, vi } from "vitest";
import { REMOTE } from "../../src/demo/node";
import { ADMIN } from "../api/helpers";
import { ask, seedBoth, sorted } from "./two-stores";

/**
 * 店铺规则 on the server (decision 0061): its job (src/server/rules-job.ts, run here once through
 * the test harness's `/__test/rules-job`, on a clock 11 days on) moves the shop's due rows on as
 * the in-page store does when read on that clock: the same orders closed and confirmed, the same
 * 售后 agreed, at the same times, with the same 系统 entries in the 操作日志. Only over HTTP
 * (npm run test:server).
 */

const base = process.env.API_URL ?? "";
const LOGIN = "/merchant/user/v1/login/by-mobile-password";

describe.skipIf(!REMOTE).sequential("the rules job on the server moves rows as the page's rules do", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers the order and 售后 lists and 系统's log entries alike, 11 days on", async () => {
    const { theirs } = await seedBoth();
    const later = new Date(Date.now() + 11 * 86_400_000);
    later.setSeconds(0, 0);
    const job = await fetch(`${base}/__test/rules-job`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ at: later.toISOString() }) });
    const moved = ((await job.json()) as { data: { moved: number } }).data.moved;
    expect(moved).toBeGreaterThan(0);
    // the page, on that clock: its rules run as it reads (a new sign-in: the session idled out)
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(later);
    const mine = String((await ask(false, LOGIN, ADMIN, "")).data.access_token);
    for (const [path, body] of [
      ["/merchant/order/v1/order/list", { page: 1, page_size: 100, status: "CLOSED" }],
      ["/merchant/order/v1/order/list", { page: 1, page_size: 100, status: "SUCCESS" }],
      ["/merchant/order/v1/refund/list", { page: 1, page_size: 100 }],
      ["/merchant/shop/v1/log/list", { page: 1, page_size: 100, who_type: "system" }],
    ] as const) {
      const [local, remote] = [await ask(false, path, body, mine), await ask(true, path, body, theirs)];
      expect(local.code, path).toBe(200);
      const rows = (a: typeof local) => (a.data.list as Record<string, unknown>[]).map(({ ip: _ip, ...row }) => row);
      expect(sorted({ total: remote.data.total, list: rows(remote) }), path).toEqual(sorted({ total: local.data.total, list: rows(local) }));
    }
  });
});
