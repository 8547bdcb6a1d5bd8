import { describe, expect, it } from "vitest";
import { REMOTE } from "../../src/demo/node";
import { parseShopTime } from "../../src/engine/shop-clock";
import { DEFAULT_SHOP_RULES } from "../../src/resources/order/shop-auto.rules";
import { call, login, setupDemoApi, type Page } from "../api/helpers";
import { DISABLED, MANAGER, SERVICE, WAREHOUSE } from "../api/staff-helpers";
import { dataOf, messagesOf } from "../api/message-helpers";

/**
 * 消息中心 (issue 49 item 2, decision 0114) over HTTP (npm test over msw; npm run test:server on
 * PGlite and Postgres): messages made by what happens in the shop (an employee's password reset,
 * a goods item's stock crossing its 库存预警), each reader seeing only those of the pages their
 * role may view, each with their own read state.
 */

setupDemoApi();

const MESSAGE = "/merchant/shop/v1/message";
const GOODS = "/merchant/goods/v1/goods";
const EMPLOYEE = "/merchant/shop/v1/employee";
const ROLE = "/merchant/shop/v1/role";

type Row = Record<string, unknown> & { alias: string };

const ok = dataOf;

const unread = async (token: string) => (await ok<{ count: number }>(`${MESSAGE}/unread-count`, {}, token)).count;
const messages = messagesOf;

/** The four readers, each with every message read (on the server, a file's tests share one database). */
async function people() {
  const [owner, manager, service, warehouse] = await Promise.all([login(), login(MANAGER), login(SERVICE), login(WAREHOUSE)]);
  for (const token of [owner, manager, service, warehouse]) await ok(`${MESSAGE}/read-all`, {}, token);
  return { owner, manager, service, warehouse };
}

/** A 实物商品 of the demo shop, its stock set to `stock` and its 库存预警 to 10. */
async function physicalGoods(owner: string): Promise<Row> {
  const list = await ok<Page<Row>>(`${GOODS}/list`, { page: 1, page_size: 1, type: 2 }, owner);
  const goods = list.list[0];
  if (!goods) throw new Error("no 实物商品 in the demo");
  return goods;
}
const setStock = (owner: string, alias: string, stock: number, stock_alert = 10) => ok(`${GOODS}/save`, { alias, stock, stock_alert }, owner);

describe("消息中心 over HTTP", () => {
  it("an employee's password reset is told to the readers who may open 员工管理, each with their own read state", async () => {
    const { owner, manager, service } = await people();
    expect([await unread(owner), await unread(manager), await unread(service)]).toEqual([0, 0, 0]);
    const employees = await ok<Page<Row>>(`${EMPLOYEE}/list`, { page: 1, page_size: 20, keyword: DISABLED.mobile }, owner);
    const target = employees.list[0];
    if (!target) throw new Error("no disabled employee in the demo");
    await ok(`${EMPLOYEE}/reset-password`, { alias: target.alias, password: "NewPass2026" }, owner);

    // the owner and 店长 may open 员工管理; 客服 may not, and is told nothing
    expect([await unread(owner), await unread(manager), await unread(service)]).toEqual([1, 1, 0]);
    const mine = await messages(owner);
    expect(mine.unread).toBe(1);
    expect(mine.list[0]).toMatchObject({ type: "employee.password", read: false, record: { resource: "employee", alias: target.alias }, link: `/user/employee/edit/${target.alias}` });
    expect(mine.list[0]?.title).toContain(String(target.name));
    expect((await messages(service, { type: "employee.password" })).total).toBe(0);

    // read by the owner: the owner's only; another reader's message is not the owner's to read
    const [own] = mine.list;
    const [managers] = (await messages(manager)).list;
    if (!own || !managers) throw new Error("no message");
    expect(managers.alias).not.toBe(own.alias);
    expect((await call(`${MESSAGE}/read`, { alias: managers.alias }, { token: owner })).body).toMatchObject({ code: 404 });
    expect(await ok(`${MESSAGE}/read`, { alias: own.alias }, owner)).toEqual({ unread: 0 });
    expect([await unread(owner), await unread(manager)]).toEqual([0, 1]);
    expect((await messages(owner, { read: 0 })).total).toBe(0);
    expect((await messages(owner, { read: 1 })).list[0]).toMatchObject({ alias: own.alias, read: true });
    expect(await ok(`${MESSAGE}/read-all`, {}, manager)).toEqual({ marked: 1, unread: 0 });
  });

  it("a stock falling to its 库存预警 is told once per crossing, to whom may open 商品", async () => {
    const { owner, service, warehouse } = await people();
    const goods = await physicalGoods(owner);
    await setStock(owner, goods.alias, 50);
    expect(await unread(owner), JSON.stringify((await messages(owner, { read: 0 })).list)).toBe(0);
    await setStock(owner, goods.alias, 10); // to its 库存预警: low
    await setStock(owner, goods.alias, 3); // still low: not told again
    await setStock(owner, goods.alias, 40); // restocked
    await setStock(owner, goods.alias, 40, 60); // its 库存预警 raised over it: low again
    const told = await messages(owner, { type: "stock.low", read: 0 });
    expect(told.list.map((m) => m.title)).toEqual([`库存预警：${goods.name} 库存 40（预警 60）`, `库存预警：${goods.name} 库存 10（预警 10）`]);
    expect(told.list[0]).toMatchObject({ record: { resource: "goods", alias: goods.alias }, link: `/goods/edit/${goods.alias}` });
    // 仓管 may open 商品: told; 客服 may not
    expect(await unread(warehouse)).toBe(2);
    expect(await unread(service)).toBe(0);
    expect((await messages(owner, { type: "employee.password", read: 0 })).total).toBe(0);
    expect((await call(`${MESSAGE}/list`, { type: "nothing" }, { token: owner })).body).toMatchObject({ code: 422 });
  });

  it("a role narrowed since stops showing its page's messages at once", async () => {
    const { owner, warehouse } = await people();
    const goods = await physicalGoods(owner);
    await setStock(owner, goods.alias, 50);
    await setStock(owner, goods.alias, 1);
    expect(await unread(warehouse)).toBe(1);
    const roles = await ok<Page<Row & { name: string; permissions: string[] }>>(`${ROLE}/list`, { page: 1, page_size: 50 }, owner);
    const role = roles.list.find((r) => r.name === "仓管");
    if (!role) throw new Error("no 仓管 role");
    const detail = await ok<Row & { permissions: string[] }>(`${ROLE}/info`, { alias: role.alias }, owner);
    await ok(`${ROLE}/save`, { ...detail, permissions: detail.permissions.filter((p) => !p.startsWith("/goods:")) }, owner);
    const narrowed = await login(WAREHOUSE);
    expect(await unread(narrowed)).toBe(0);
    expect((await messages(narrowed, { type: "stock.low" })).total).toBe(0);
  });
});

describe.skipIf(!REMOTE)("售后即将自动处理 on the server's minute job", () => {
  it("tells a 待处理 售后 within a day of 自动同意 once, however often the job runs", async () => {
    const owner = await login();
    const pending = await ok<Page<Row>>("/merchant/order/v1/refund/list", { page: 1, page_size: 100, status: "PENDING" }, owner);
    const refund = [...pending.list].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0];
    if (!refund) throw new Error("no 待处理 售后 in the demo");
    // the job on a clock 12 hours before its 自动同意 (the newest: no other 售后 is agreed before it)
    const agreed = parseShopTime(String(refund.created_at)).getTime() + DEFAULT_SHOP_RULES.refund_auto_agree_days * 86_400_000;
    const at = new Date(agreed - 12 * 3_600_000).toISOString();
    const base = process.env.API_URL ?? "";
    for (let run = 0; run < 2; run += 1) {
      const job = await fetch(`${base}/__test/rules-job`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ at }) });
      expect(job.status).toBe(200);
    }
    const told = (await messages(owner, { type: "refund.due" })).list.filter((m) => m.record?.alias === refund.alias);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: `/order/refund/${refund.alias}` });
    expect(told[0]?.title).toContain(String(refund.order_sn));
  });
});
