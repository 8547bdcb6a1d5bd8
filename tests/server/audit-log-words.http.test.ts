import { describe, expect, it } from "vitest";
import { REMOTE } from "../../src/demo/node";
import { FIGURES_API, OVERVIEW_API } from "../../src/pages/dashboard/overview-types";
import { LOG_WORDS_API } from "../../src/resources/user/log.rules";
import { ask, seedBoth, sorted } from "./two-stores";

/**
 * 操作日志 on the server (issue 49) as in the in-page store: its 页面 and 操作类型 words (counts per
 * value asked of the database in SQL: audit-words.ts), a word's entries matched whole, and
 * opening 工作台 (its 经营数据 a read that asks a grant) writing no entry. Only over HTTP (npm run
 * test:server).
 */

const LIST = "/merchant/shop/v1/log/list";

describe.skipIf(!REMOTE).sequential("操作日志's words on the server", () => {
  const tokens = { mine: "", theirs: "" };
  const onBoth = async (path: string, body: object) => [await ask(false, path, body, tokens.mine), await ask(true, path, body, tokens.theirs)] as const;

  it("seeds the server and this test's store on one clock", async () => {
    ({ mine: tokens.mine, theirs: tokens.theirs } = await seedBoth());
  });

  it("offers the same words, in the same order, and finds a word's entries alike", async () => {
    const [mine, theirs] = await onBoth(LOG_WORDS_API, {});
    expect(mine.code).toBe(200);
    expect(theirs.data).toEqual(mine.data);
    const actions = mine.data.action as string[];
    expect(actions).toContain("发货");
    for (const action of ["发货", "登录"]) {
      const [a, b] = await onBoth(LIST, { action, page: 1, page_size: 100 });
      expect(b.data.total, action).toBe(a.data.total);
      // a 登录 entry is the test's own sign-in on each side, at the real clock's second: two
      // sign-ins may straddle a second, so its times are left out (the seeded 发货's are compared)
      const rows = (x: typeof a) =>
        (x.data.list as Record<string, unknown>[]).map(({ ip: _ip, created_at, updated_at, ...row }) =>
          action === "登录" ? row : { ...row, created_at, updated_at });
      expect(sorted(rows(b)), action).toEqual(sorted(rows(a)));
      expect(rows(b).every((e) => e.action === action), action).toBe(true);
    }
  });

  it("writes no entry when 工作台 is opened", async () => {
    const before = await ask(true, LIST, { page: 1, page_size: 1 }, tokens.theirs);
    for (const path of [OVERVIEW_API, FIGURES_API]) expect((await ask(true, path, {}, tokens.theirs)).code, path).toBe(200);
    const after = await ask(true, LIST, { page: 1, page_size: 1 }, tokens.theirs);
    expect(after.data.total).toBe(before.data.total);
  });
});
