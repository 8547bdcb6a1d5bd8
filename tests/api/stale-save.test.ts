import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/demo/node";
import { STALE_SAVE } from "../../src/api/respond";
import { fromFormRecord } from "../../src/engine/record-convert";
import goodsConfig from "../../src/resources/goods/goods";
import { API, call, login, setupDemoApi, type Page } from "./helpers";
import { EMPLOYEE, employeeRow, MANAGER, ROLE } from "./staff-helpers";

/**
 * No lost update (issue 48, decision 0082): a save carries the `updated_at` it was read with;
 * over a record saved since it is refused with HTTP 409 记录已被他人修改，请刷新后重试, stores
 * nothing and is not in the 操作日志. A save without one is not checked (an integrator's).
 */

setupDemoApi();
afterEach(() => {
  vi.useRealTimers();
});

const GOODS = "/merchant/goods/v1/goods";

type Row = Record<string, unknown> & { alias: string; updated_at: string };

async function someGoods(token: string): Promise<Row> {
  const row = (await call<Page<Row>>(`${GOODS}/list`, { page_size: 1 }, { token })).body.data.list[0];
  if (!row) throw new Error("no goods listed");
  return row;
}

const detail = async (token: string, base: string, alias: string, action = "detail") =>
  (await call<Row>(`${base}/${action}`, { alias }, { token })).body.data;

/** The shop's 操作日志 entries now. */
const logged = () => getDb().audit_log.length;

describe("a save read with an older updated_at", () => {
  it("is refused with HTTP 409 and stores nothing: two people edit one goods item", async () => {
    const token = await login();
    const goods = await someGoods(token);
    // both open the form: the same record, the same version
    const first = await detail(token, GOODS, goods.alias);
    const second = await detail(token, GOODS, goods.alias);
    const price = Number(first.price) + 1;
    const saved = await call(`${GOODS}/save`, { alias: goods.alias, price, updated_at: first.updated_at }, { token });
    expect(saved.body.code).toBe(200);
    const entries = logged();

    const refused = await call(`${GOODS}/save`, { alias: goods.alias, name: "第二个人改的名字", updated_at: second.updated_at }, { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, msg: STALE_SAVE, data: null });
    expect(STALE_SAVE).toBe("记录已被他人修改，请刷新后重试");
    // the first save's price is kept, the second's name is not written, nothing is logged
    expect(await detail(token, GOODS, goods.alias)).toMatchObject({ price, name: first.name });
    expect(logged()).toBe(entries);

    // read again, the same change saves
    const fresh = await detail(token, GOODS, goods.alias);
    const again = await call(`${GOODS}/save`, { alias: goods.alias, name: "第二个人改的名字", updated_at: fresh.updated_at }, { token });
    expect(again.body.code).toBe(200);
    expect(await detail(token, GOODS, goods.alias)).toMatchObject({ price, name: "第二个人改的名字" });
  });

  it("tells two saves within one second apart: each moves the stamp on by a second at least", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-06T09:30:00.100Z"));
    const token = await login();
    const goods = await someGoods(token);
    const read = await detail(token, GOODS, goods.alias);
    expect((await call(`${GOODS}/save`, { alias: goods.alias, price: 11, updated_at: read.updated_at }, { token })).body.code).toBe(200);
    const afterFirst = await detail(token, GOODS, goods.alias);
    expect(afterFirst.updated_at).toBe("2026-12-06 17:30:00");
    // the same second: a second save still makes a newer stamp, so the copy read between is stale
    vi.setSystemTime(new Date("2026-12-06T09:30:00.600Z"));
    expect((await call(`${GOODS}/save`, { alias: goods.alias, price: 12, updated_at: afterFirst.updated_at }, { token })).body.code).toBe(200);
    const afterSecond = await detail(token, GOODS, goods.alias);
    expect(afterSecond.updated_at).toBe("2026-12-06 17:30:01");
    const stale = await call(`${GOODS}/save`, { alias: goods.alias, price: 13, updated_at: afterFirst.updated_at }, { token });
    expect(stale.status).toBe(409);
    expect(await detail(token, GOODS, goods.alias)).toMatchObject({ price: 12 });
  });

  it("is refused after a toggle of the record too (上架 since the form was opened)", async () => {
    const token = await login();
    const off = (await call<Page<Row>>(`${GOODS}/list`, { page_size: 1, status: 2 }, { token })).body.data.list[0];
    if (!off) throw new Error("no goods off sale");
    const read = await detail(token, GOODS, off.alias);
    expect((await call(`${GOODS}/status`, { alias: off.alias, status: 1 }, { token })).body.code).toBe(200);
    const refused = await call(`${GOODS}/save`, { alias: off.alias, name: "旧的副本", status: 2, updated_at: read.updated_at }, { token });
    expect(refused.status).toBe(409);
    expect(await detail(token, GOODS, off.alias)).toMatchObject({ status: 1, name: off.name });
  });

  it("refuses a stale employee save and a stale role save (the hand-written saves on the factory)", async () => {
    const token = await login();
    const { employee, role } = employeeRow(MANAGER.mobile);
    const readEmployee = await detail(token, EMPLOYEE, employee.alias, "info");
    const readRole = await detail(token, ROLE, role.alias, "info");
    expect((await call(`${EMPLOYEE}/save`, { alias: employee.alias, name: "周杰伦", updated_at: readEmployee.updated_at }, { token })).body.code).toBe(200);
    expect((await call(`${ROLE}/save`, { alias: role.alias, description: "新的说明", updated_at: readRole.updated_at }, { token })).body.code).toBe(200);

    const employeeRefused = await call(`${EMPLOYEE}/save`, { alias: employee.alias, name: "周杰", status: 2, updated_at: readEmployee.updated_at }, { token });
    expect({ status: employeeRefused.status, msg: employeeRefused.body.msg }).toEqual({ status: 409, msg: STALE_SAVE });
    const roleRefused = await call(`${ROLE}/save`, { alias: role.alias, name: "旧名字", updated_at: readRole.updated_at }, { token });
    expect({ status: roleRefused.status, msg: roleRefused.body.msg }).toEqual({ status: 409, msg: STALE_SAVE });
    expect(await detail(token, EMPLOYEE, employee.alias, "info")).toMatchObject({ name: "周杰伦", status: 1 });
    expect(await detail(token, ROLE, role.alias, "info")).toMatchObject({ name: role.name, description: "新的说明" });
  });

  it("is not asked of a save that names no version (an API integrator's), nor of a create", async () => {
    const token = await login();
    const goods = await someGoods(token);
    const read = await detail(token, GOODS, goods.alias);
    expect((await call(`${GOODS}/save`, { alias: goods.alias, price: 7, updated_at: read.updated_at }, { token })).body.code).toBe(200);
    // written over the stored record, as before this check
    expect((await call(`${GOODS}/save`, { alias: goods.alias, price: 8 }, { token })).body.code).toBe(200);
    expect(await detail(token, GOODS, goods.alias)).toMatchObject({ price: 8 });
    // a create's updated_at names nothing stored: ignored
    // what its form sends: the read-only fields left out (a create sending them is refused: issue 50)
    const fields: Record<string, unknown> = fromFormRecord(goodsConfig.fields, read, "create");
    const created = await call<{ alias: string }>(`${GOODS}/save`, { ...fields, name: "新建的商品", updated_at: "2000-01-01 00:00:00" }, { token });
    expect(created.body.code).toBe(200);
  });

  it("商户信息 and 店铺规则 (the shop's own row): a save read with another version is refused, one without is not", async () => {
    const token = await login();
    type Versioned = Record<string, unknown> & { version: string };
    const info = async () => (await call<Versioned>("/merchant/shop/v1/account/info", {}, { token })).body.data;
    const rules = async () => (await call<Versioned>("/merchant/shop/v1/rules/info", {}, { token })).body.data;
    const read = await info();
    const edit = (body: object) => call<Versioned>("/merchant/shop/v1/account/edit", { name: read.name, contact: read.contact, description: read.description, ...body }, { token });
    const saved = await edit({ contact: "13700001111", version: read.version });
    expect(saved.body.code).toBe(200);
    expect(saved.body.data.version).not.toBe(read.version);
    const refused = await edit({ name: "旧副本的店名", version: read.version });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { code: 409, msg: STALE_SAVE, data: null } });
    expect(await info()).toMatchObject({ name: read.name, contact: "13700001111", version: saved.body.data.version });
    expect((await edit({ name: "集成方的店名" })).body.code).toBe(200);

    const readRules = await rules();
    const ruleSave = (body: object) => call<Versioned>("/merchant/shop/v1/rules/save", { ...readRules, ...body }, { token });
    expect((await ruleSave({ auto_confirm_days: 12 })).body.code).toBe(200);
    const rulesRefused = await ruleSave({ unpaid_close_minutes: 45 });
    expect({ status: rulesRefused.status, msg: rulesRefused.body.msg }).toEqual({ status: 409, msg: STALE_SAVE });
    expect(await rules()).toMatchObject({ auto_confirm_days: 12, unpaid_close_minutes: readRules.unpaid_close_minutes });
  });

  it("分销设置 (one row per shop): refused over settings saved since it was read", async () => {
    const token = await login();
    const INFO = "/merchant/ump/v1/distribution/info";
    const SAVE = "/merchant/ump/v1/distribution/save";
    const settings = { enabled: 1, level: 1, rate_1: 10, rate_2: null, need_audit: 1, settle_days: 7, min_withdraw: 10 };
    expect((await call(SAVE, settings, { token })).body.code).toBe(200);
    const read = (await call<Record<string, unknown>>(INFO, {}, { token })).body.data;
    expect((await call(SAVE, { ...settings, rate_1: 12, updated_at: read.updated_at }, { token })).body.code).toBe(200);
    const refused = await call(SAVE, { ...settings, settle_days: 9, updated_at: read.updated_at }, { token });
    expect({ status: refused.status, msg: refused.body.msg }).toEqual({ status: 409, msg: STALE_SAVE });
    expect((await call(INFO, {}, { token })).body.data).toMatchObject({ rate_1: 12, settle_days: 7 });
  });

  it("a REST resource's PATCH (供应商, simple-rest): the same refusal, said in REST's way", async () => {
    const token = await login();
    const send = async (method: string, path: string, body?: object) => {
      const res = await fetch(`${API}${path}`, { method, headers: { "Content-Type": "application/json", Authorization: token }, ...(body ? { body: JSON.stringify(body) } : {}) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const [first] = (await send("GET", "/rest/suppliers?_start=0&_end=1")).body as unknown as Row[];
    if (!first) throw new Error("no supplier listed");
    const item = `/rest/suppliers/${String(first.id)}`;
    const read = (await send("GET", item)).body;
    expect((await send("PATCH", item, { status: 2, updated_at: read.updated_at })).status).toBe(200);
    const refused = await send("PATCH", item, { status: 1, updated_at: read.updated_at });
    expect(refused).toEqual({ status: 409, body: { message: STALE_SAVE } });
    expect((await send("GET", item)).body).toMatchObject({ status: 2 });
  });
});
