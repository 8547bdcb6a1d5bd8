import { describe, expect, it } from "vitest";
import { grantKey, VIEW } from "../../src/access/grant-key";
import { expandGrants } from "../../src/access/role-grants";
import { grantSections } from "../../src/catalogue/pages";
import { getDb } from "../../src/demo/node";
import type { AuditLogRow } from "../../src/api/types";
import logConfig from "../../src/resources/user/log";
import { LOG_WORD_FIELDS, LOG_WORDS_API, type LogWords } from "../../src/resources/user/log.rules";
import { ADMIN, USER, call, login, setupDemoApi, type Page } from "./helpers";
import { STAFF_PASSWORD } from "./staff-helpers";

setupDemoApi();

/**
 * 操作日志's list (/merchant/shop/v1/log/list): the shop's entries, newest first, by the
 * config's filters; read by the owner and by an employee whose role grants the page.
 */

const LIST = `${logConfig.api.base}/${logConfig.api.list ?? "list"}`;
type Entry = Omit<AuditLogRow, "shop_alias">;

async function list(token: string, body: object = {}): Promise<Page<Entry>> {
  const reply = await call<Page<Entry>>(LIST, { page: 1, page_size: 100, ...body }, { token });
  expect(reply.body.code, reply.body.msg).toBe(200);
  return reply.body.data;
}

/** Every page of the list under `body`. */
async function listAll(token: string, body: object = {}): Promise<Entry[]> {
  const out: Entry[] = [];
  for (let page = 1; ; page += 1) {
    const got = await list(token, { ...body, page });
    out.push(...got.list);
    if (out.length >= got.total || !got.list.length) return out;
  }
}

const shopOf = (mobile: string) => {
  const user = getDb().users.find((u) => u.mobile === mobile);
  return getDb().shops.find((s) => s.user_alias === user?.alias)?.alias;
};

describe("操作日志's list", () => {
  it("lists the shop's entries, newest first, and only its own", async () => {
    const token = await login(ADMIN);
    const mine = getDb().audit_log.filter((e) => e.shop_alias === shopOf(ADMIN.mobile));
    const page = await list(token);
    expect(page.total).toBe(mine.length);
    const times = page.list.map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.list[0]).not.toHaveProperty("shop_alias");
    // every declared field is in the answer
    for (const f of logConfig.fields) expect(page.list[0]).toHaveProperty(f.key);

    const other = await login(USER);
    const theirs = await list(other);
    expect(theirs.total).toBe(getDb().audit_log.filter((e) => e.shop_alias === shopOf(USER.mobile)).length);
    expect(theirs.list.every((e) => !mine.some((m) => m.alias === e.alias))).toBe(true);
  });

  it("filters by each declared filter: person, page, action, date range; and searches", async () => {
    const token = await login(ADMIN);
    const all = await listAll(token);
    const filters = logConfig.fields.filter((f) => f.filter).map((f) => f.key);
    const sample = all.find((e) => e.who_type === "staff");
    if (!sample) throw new Error("no employee's entry in the seed");
    const cases: Record<string, [unknown, (e: Entry) => boolean]> = {
      who_type: ["owner", (e) => e.who_type === "owner"],
      employee_alias: [sample.employee_alias, (e) => e.employee_alias === sample.employee_alias],
      // a word picked whole from the select (issue 49): 登录 is not 登录失败
      page_name: [sample.page_name, (e) => e.page_name === sample.page_name],
      action: [sample.action, (e) => e.action === sample.action],
      created_at: [[sample.created_at.slice(0, 10), sample.created_at.slice(0, 10)], (e) => e.created_at.startsWith(sample.created_at.slice(0, 10))],
    };
    // a filter declared later without a case here fails the test
    expect(Object.keys(cases).sort()).toEqual([...filters].sort());
    for (const [key, [value, keeps]] of Object.entries(cases)) {
      const found = await listAll(token, { [key]: value });
      expect(found.length, key).toBeGreaterThan(0);
      expect(found.length, key).toBe(all.filter(keeps).length);
      expect(found.every(keeps), key).toBe(true);
    }
    const label = sample.record[0]?.label ?? "";
    const searched = (await list(token, { keyword: label })).list;
    expect(searched.some((e) => e.alias === sample.alias)).toBe(true);
    expect((await call(LIST, { created_at: ["2026-02-30", ""] }, { token })).body.code).toBe(422);
  });

  it("is read by the owner, and by an employee only when their role grants it", async () => {
    const db = getDb();
    const shop = shopOf(ADMIN.mobile);
    const key = grantKey(logConfig.routes.list, VIEW);
    // each role's grants as its sessions have them (店长's * spelled out, decision 0121)
    const roles = db.role.filter((r) => r.shop_alias === shop).map((r) => ({ ...r, permissions: expandGrants(r.permissions, grantSections) }));
    expect(roles.some((r) => r.permissions.includes(key))).toBe(true);
    expect(roles.some((r) => !r.permissions.includes(key))).toBe(true);
    for (const role of roles) {
      const staff = db.employee.find((e) => e.role_alias === role.alias && e.status === 1);
      if (!staff) continue;
      const token = await login({ mobile: staff.mobile, password: STAFF_PASSWORD });
      const reply = await call(LIST, { page: 1, page_size: 10 }, { token });
      expect(reply.body.code, `${role.name}`).toBe(role.permissions.includes(key) ? 200 : 403);
    }
  });

  it("offers as 页面 and 操作类型 the words its entries hold, in the 权限 tree's order, and matches them whole", async () => {
    const token = await login(ADMIN);
    const all = await listAll(token);
    const reply = await call<LogWords>(LOG_WORDS_API, {}, { token });
    expect(reply.body.code).toBe(200);
    const words = reply.body.data;
    for (const key of LOG_WORD_FIELDS) {
      // every word an entry holds, once, and no other
      expect([...words[key]].sort(), key).toEqual([...new Set(all.map((e) => e[key]))].sort());
    }
    // the tree's order: 工作台's section before 订单's pages, 查看 … before the log's own words
    const at = (key: keyof LogWords, word: string) => words[key].indexOf(word);
    expect(at("page_name", "订单列表")).toBeGreaterThanOrEqual(0);
    expect(at("page_name", "订单列表")).toBeLessThan(at("page_name", "登录"));
    expect(at("action", "发货")).toBeLessThan(at("action", "登录"));
    // 登录 picked finds the sign-ins, not the wrong passwords
    await call("/merchant/user/v1/login/by-mobile-password", { mobile: ADMIN.mobile, password: "Wrong1234" });
    const signIns = await listAll(token, { action: "登录" });
    expect(signIns.length).toBeGreaterThan(0);
    expect(signIns.every((e) => e.action === "登录")).toBe(true);
    expect((await call<LogWords>(LOG_WORDS_API, {}, { token })).body.data.action).toContain("登录失败");
  });
});
