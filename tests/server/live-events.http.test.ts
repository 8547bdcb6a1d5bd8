import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, call, login, setupDemoApi, type Page } from "../api/helpers";
import { callOn, servers } from "./servers";
import { changeOf, openEvents, type EventsStream } from "./live-events-reader";

/**
 * The live stream `GET /merchant/shop/v1/events` (issue 49 item 1, decision 0113): each
 * committed change of a shop reaches the shop's open streams, with who did it and a growing id,
 * only where the session's role may open a page showing it; a narrowed role is sent as `access`,
 * a disabled employee's stream is told and closed. In npm test over the in-memory API (msw), and
 * in npm run test:server over HTTP on PGlite and Postgres; where API_URLS names two processes on
 * one Postgres, a write on one reaches a stream on the other (LISTEN/NOTIFY).
 */

setupDemoApi();

const ORDER = "/merchant/order/v1/order";
const MEMBER = "/merchant/member/v1/member";
const ROLE = "/merchant/shop/v1/role";
const EMPLOYEE = "/merchant/shop/v1/employee";
const STAFF_PASSWORD = "Staff@2026";
const SERVICE = { mobile: "13512340002", password: STAFF_PASSWORD }; // 客服 吴静: orders, members; no goods
const WAREHOUSE = { mobile: "13512340005", password: STAFF_PASSWORD }; // 仓管 陈晨: goods, orders; no members

type Row = Record<string, unknown> & { alias: string };

const open: EventsStream[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function stream(token: string, server?: string): Promise<EventsStream> {
  const opened = await openEvents(token, server);
  open.push(opened);
  expect(opened.status).toBe(200);
  await opened.next("ready");
  return opened;
}

const firstOf = async (token: string, path: string): Promise<Row> => {
  const row = (await call<Page<Row>>(`${path}/list`, { page: 1, page_size: 1 }, { token })).body.data.list[0];
  if (!row) throw new Error(`nothing listed at ${path}`);
  return row;
};

describe("the events stream", () => {
  it("is refused without a session (401) or with another application (403)", async () => {
    const none = await openEvents("");
    expect(none.status).toBe(401);
    const token = await login();
    const other = await openEvents(token, undefined, { Application: "someone-else" });
    expect(other.status).toBe(403);
  });

  it("sends the owner's remark on an order once stored: the order, who did it, and ids that grow", async () => {
    const owner = await login(ADMIN);
    const events = await stream(owner);
    const order = await firstOf(owner, ORDER);
    expect((await call(`${ORDER}/remark`, { order_sn: order.order_sn, remark: "周末送达" }, { token: owner })).body.code).toBe(200);
    const remarked = await events.next(changeOf("order"));
    expect(remarked.json).toMatchObject({ resource: "order", action: "updated", aliases: [order.alias], who: "王店长 · 店主", mine: true });
    expect(typeof remarked.json.what).toBe("string");
    // the 操作日志's own entry is a change of its page too
    expect((await events.next(changeOf("auditLog"))).json).toMatchObject({ action: "created" });

    // a refused write stores nothing, and nothing is sent for it
    expect((await call(`${ORDER}/remark`, { order_sn: order.order_sn, remark: "字".repeat(201) }, { token: owner })).body.code).toBe(422);
    expect((await call(`${ORDER}/remark`, { order_sn: order.order_sn, remark: "改天送达" }, { token: owner })).body.code).toBe(200);
    const again = await events.next(changeOf("order"));
    expect(Number(again.id)).toBeGreaterThan(Number(remarked.id));
  });

  it("sends an employee only the changes of pages their role opens", async () => {
    const owner = await login(ADMIN);
    const service = await stream(await login(SERVICE));
    const warehouse = await stream(await login(WAREHOUSE));
    const member = await firstOf(owner, MEMBER);
    const order = await firstOf(owner, ORDER);
    expect((await call(`${MEMBER}/status`, { alias: member.alias, status: member.status === 2 ? 1 : 2 }, { token: owner })).body.code).toBe(200);
    expect((await call(`${ORDER}/remark`, { order_sn: order.order_sn, remark: "客服与仓管都能看到" }, { token: owner })).body.code).toBe(200);
    // 客服 sees members, then the order; 仓管 (no 会员 page) the order first, and no 操作日志 for either
    expect((await service.next("change")).json).toMatchObject({ resource: "member", aliases: [member.alias], mine: false });
    expect((await service.next("change")).json).toMatchObject({ resource: "order", aliases: [order.alias] });
    expect((await warehouse.next("change")).json).toMatchObject({ resource: "order", aliases: [order.alias] });
  });

  it("sends a narrowed role as `access` at once, and ends a disabled employee's stream", async () => {
    const owner = await login(ADMIN);
    const role = await call<{ alias: string }>(`${ROLE}/save`, { name: "直播客服", description: "", permissions: ["/order:view", "/order:remark"] }, { token: owner });
    expect(role.body.code, role.body.msg).toBe(200);
    const mobile = "13600002222";
    const saved = await call<{ alias: string }>(`${EMPLOYEE}/save`, { name: "周小播", mobile, role_alias: role.body.data.alias, password: "Staff2027", status: 1 }, { token: owner });
    expect(saved.body.code, saved.body.msg).toBe(200);
    const events = await stream(await login({ mobile, password: "Staff2027" }));

    expect((await call(`${ROLE}/save`, { alias: role.body.data.alias, name: "直播客服", permissions: ["/order:view"] }, { token: owner })).body.code).toBe(200);
    expect((await events.next("access")).json).toEqual({ grants: ["/order:view"] });

    expect((await call(`${EMPLOYEE}/save`, { alias: saved.body.data.alias, status: 2 }, { token: owner })).body.code).toBe(200);
    expect((await events.next("session")).json.ended).toMatch(/禁用/);
    await events.ended;
  });

  it("keeps at most six streams per session: one more is refused with 429", async () => {
    const owner = await login(ADMIN);
    for (let i = 0; i < 6; i += 1) await stream(owner);
    const seventh = await openEvents(owner);
    expect(seventh.status).toBe(429);
    // a tab closed makes room (its stream gone once the server sees it closed)
    const first = open.shift();
    first?.close();
  });

  it.skipIf(servers.length < 2)("carries a write on one server process to a stream on the other (Postgres LISTEN/NOTIFY)", async () => {
    const owner = await login(ADMIN);
    const events = await stream(owner, servers[1]);
    const order = await firstOf(owner, ORDER);
    expect((await callOn(0, `${ORDER}/remark`, { order_sn: order.order_sn, remark: "另一进程写入" }, owner)).body.code).toBe(200);
    expect((await events.next(changeOf("order"))).json).toMatchObject({ aliases: [order.alias], action: "updated" });
  });
});
