import { describe, expect, it } from "vitest";
import { formatShopDate } from "../../src/engine/shop-clock";
import { grantKey, VIEW } from "../../src/access/grant-key";
import { config as appConfig } from "../../src/config";
import { ACCOUNT_EVENTS, IN_PAGE_ADDRESS, titlesOf } from "../../src/api/audit-log";
import { CLIENT_ADDRESS_HEADER } from "../../src/api/client-address";
import { MAX_FAILURES } from "../../src/api/sign-in-lock";
import { getDb } from "../../src/demo/node";
import type { AuditLogRow } from "../../src/api/types";
import addressConfig from "../../src/resources/user/address";
import employeeConfig from "../../src/resources/user/employee";
import goodsConfig from "../../src/resources/goods/goods";
import memberConfig from "../../src/resources/member/member";
import orderConfig from "../../src/resources/order/order";
import refundConfig from "../../src/resources/order/refund";
import { FIGURES_API, OVERVIEW_API, STOCK_ALERTS_API } from "../../src/resources/dashboard/workplace-api.rules";
import type { ResourceConfig } from "../../src/engine/types";
import { API, ADMIN, call, login, setupDemoApi, type Page } from "./helpers";
import { employeeRow, SERVICE, WAREHOUSE } from "./staff-helpers";

setupDemoApi();

/**
 * 操作日志's recorder (src/api/audit-log.ts, called by route.ts for every call): a write that
 * succeeds is recorded with who, page, action, records and what changed; nothing else is. The
 * words come from the declarations: field labels from the configs, page and action titles from
 * the 权限 catalogue.
 */

const label = (c: ResourceConfig, key: string): string => {
  const f = c.fields.find((x) => x.key === key);
  if (!f) throw new Error(`${c.name} has no field ${key}`);
  return f.label;
};
const titles = (c: ResourceConfig, act: string) => {
  const t = titlesOf(grantKey(c.routes.list, act));
  if (!t) throw new Error(`${c.routes.list} offers no ${act}`);
  return t;
};
const api = (c: ResourceConfig, action: string) => `${c.api.base}/${action}`;

/** The shop's log as stored, newest last. */
const entries = (): AuditLogRow[] => getDb().audit_log;
const last = (): AuditLogRow | undefined => entries().at(-1);

async function owner() {
  return login(ADMIN);
}

async function anAddress(token: string) {
  const list = await call<Page<{ alias: string; consignee: string; detail_address: string }>>(api(addressConfig, "list"), {}, { token });
  const row = list.body.data.list[0];
  if (!row) throw new Error("no address");
  return row;
}

describe("the recorder", () => {
  it("records a save with the fields that changed, by their labels, old → new", async () => {
    const token = await owner();
    const before = entries().length;
    const row = await anAddress(token);
    const reply = await call(api(addressConfig, "save"), { alias: row.alias, detail_address: "科技园南区 9 栋" }, { token });
    expect(reply.body.code).toBe(200);
    expect(entries()).toHaveLength(before + 1);
    const entry = last();
    const where = titles(addressConfig, "edit");
    expect(entry).toMatchObject({
      who: "王店长 · 店主", who_type: "owner", page_name: where.page_name, action: where.action,
      record: [{ resource: addressConfig.label, alias: row.alias, label: row.consignee }],
      summary: `${label(addressConfig, "detail_address")}：${row.detail_address} → 科技园南区 9 栋`,
      ip: IN_PAGE_ADDRESS,
    });
    // the owner is no employee: the store keeps the key unset
    expect(entry?.employee_alias ?? null).toBeNull();
  });

  it("a config resource's save names option labels and money as the screens do; a create lists what it was made with", async () => {
    const token = await owner();
    const list = await call<Page<Record<string, unknown>>>(api(goodsConfig, "list"), { status: 1 }, { token });
    const goods = list.body.data.list[0];
    if (!goods) throw new Error("no goods on sale");
    const price = Number(goods.price) + 1;
    expect((await call(api(goodsConfig, "save"), { alias: goods.alias, price }, { token })).body.code).toBe(200);
    expect(last()?.summary).toBe(`${label(goodsConfig, "price")}：¥${Number(goods.price).toFixed(2)} → ¥${price.toFixed(2)}`);

    const created = await call<{ alias: string }>(api(addressConfig, "save"), {
      consignee: "黄蓉", mobile: "13511112222", region: ["广东省", "深圳市", "福田区"], detail_address: "福华三路168号", type: 1, is_default: 2,
    }, { token });
    expect(created.body.code).toBe(200);
    const entry = last();
    expect(entry?.action).toBe(titles(addressConfig, "create").action);
    expect(entry?.record).toEqual([{ resource: addressConfig.label, alias: created.body.data.alias, label: "黄蓉" }]);
    const type = addressConfig.fields.find((f) => f.key === "type")?.options?.find((o) => o.value === 1)?.label;
    expect(entry?.summary).toContain(`${label(addressConfig, "consignee")}：黄蓉`);
    expect(entry?.summary).toContain(`${label(addressConfig, "type")}：${type}`);
  });

  it("never shows a password: an employee made with one, and one reset, say only that it was done", async () => {
    const token = await owner();
    const role = getDb().role.find((r) => r.name === "客服");
    const made = await call<{ alias: string }>(api(employeeConfig, "save"), { name: "测试员工", mobile: "13677778888", role_alias: role?.alias, password: "Secret123" }, { token });
    expect(made.body.code).toBe(200);
    expect(JSON.stringify(last())).not.toContain("Secret123");
    expect(last()?.summary).toContain(`${label(employeeConfig, "role_alias")}：客服`);
    expect((await call(api(employeeConfig, "reset-password"), { alias: made.body.data.alias, password: "Other4567" }, { token })).body.code).toBe(200);
    const reset = last();
    expect(JSON.stringify(reset)).not.toMatch(/Other4567|password_hash/);
    expect(reset).toMatchObject({ action: titles(employeeConfig, "resetPassword").action, summary: titles(employeeConfig, "resetPassword").action });
  });

  it("records nothing for a refused or failed write, nor for a read", async () => {
    const token = await owner();
    const service = await login(SERVICE);
    const before = entries().length;
    const row = await anAddress(token);
    // invalid input (422), a record that is not there (404)
    expect((await call(api(addressConfig, "save"), { alias: row.alias, mobile: "123" }, { token })).body.code).toBe(422);
    expect((await call(api(addressConfig, "delete"), { alias: "nope" }, { token })).body.code).toBe(404);
    // a write the caller's role does not grant (403): 客服 may not edit goods
    const goods = getDb().records.goods?.[0];
    expect((await call(api(goodsConfig, "save"), { alias: goods?.alias, name: "改名" }, { token: service })).body.code).toBe(403);
    // reads: list and detail
    await call(api(addressConfig, "detail"), { alias: row.alias }, { token });
    await call(api(orderConfig, "list"), {}, { token });
    expect(entries()).toHaveLength(before);
  });

  it("names the employee and their role; a hand-written action (发货) records the fields it changed", async () => {
    const token = await login(WAREHOUSE);
    const { employee, role } = employeeRow(WAREHOUSE.mobile);
    const order = getDb().records.order?.find((o) => o.status === "WAIT_SEND" && o.delivery_type === "express");
    if (!order) throw new Error("no order to ship");
    const reply = await call(api(orderConfig, "ship"), { order_sn: order.order_sn, express_company: "顺丰速运", express_no: "SF1234567890" }, { token });
    expect(reply.body.code).toBe(200);
    const entry = last();
    expect(entry).toMatchObject({
      who: `${employee.name} · ${role.name}`, who_type: "staff", employee_alias: employee.alias,
      ...titles(orderConfig, "ship"),
      record: [{ resource: orderConfig.label, alias: order.order_sn, label: order.order_sn }],
    });
    // the order as read before and after the handler ran: its status, by the options' labels
    const status = orderConfig.fields.find((f) => f.key === "status")?.options ?? [];
    const word = (v: unknown) => status.find((o) => o.value === v)?.label;
    const shipped = getDb().records.order?.find((o) => o.order_sn === order.order_sn);
    // and what 发货 stores beside the config's fields: the courier and the 运单号 (issue 49)
    expect(entry?.summary).toBe(`${label(orderConfig, "status")}：${word("WAIT_SEND")} → ${word(shipped?.status)}；快递公司：空 → 顺丰速运；运单号：空 → SF1234567890`);
  });

  it("批量发货 says the status once and each order's 运单号", async () => {
    const token = await owner();
    const orders = (getDb().records.order ?? []).filter((o) => o.status === "WAIT_SEND" && o.delivery_type === "express").slice(0, 2);
    if (orders.length < 2) throw new Error("two orders to ship wanted");
    const items = orders.map((o, i) => ({ order_sn: o.order_sn, express_company: "中通快递", express_no: `7300000000${i}` }));
    const reply = await call(api(orderConfig, "batchShip"), { items }, { token });
    expect(reply.body.code, reply.body.msg).toBe(200);
    const status = orderConfig.fields.find((f) => f.key === "status")?.options ?? [];
    const word = (v: unknown) => status.find((o) => o.value === v)?.label;
    expect(last()?.summary).toBe([
      `${label(orderConfig, "status")}：${word("WAIT_SEND")} → ${word("WAIT_CONFIRM")}`, "快递公司：空 → 中通快递（共2条）",
      ...items.map((it) => `${String(it.order_sn)} 运单号：空 → ${it.express_no}`),
    ].join("；"));
    expect(last()?.record.map((r) => r.alias)).toEqual(items.map((it) => it.order_sn));
  });

  it("records no read, not even one that asks a grant of its own: opening 工作台 (its 经营数据) writes nothing", async () => {
    const token = await owner();
    const before = entries().length;
    // and 同意's 退货 addresses, read by who may agree
    for (const path of [OVERVIEW_API, FIGURES_API, STOCK_ALERTS_API, api(refundConfig, "return-addresses")]) expect((await call(path, {}, { token })).body.code, path).toBe(200);
    expect(entries()).toHaveLength(before);
  });

  it("售后进度 names who decided and who received the goods back, as the log does (吴静 · 客服, not 商家)", async () => {
    const token = await login(SERVICE);
    const { employee, role } = employeeRow(SERVICE.mobile);
    const who = `${employee.name} · ${role.name}`;
    const refund = (getDb().records.refund ?? []).find((r) => r.status === "PENDING" && r.refund_type === 2);
    if (!refund) throw new Error("no pending return");
    const detail = async () => (await call<{ timeline: { who: string; what: string }[] }>(api(refundConfig, "detail"), { alias: refund.alias }, { token })).body.data.timeline;
    // a return's 同意 names where the goods go back (decision 0115): the shop's 退货 address
    const returnTo = getDb().address.find((a) => a.shop_alias === refund.shop_alias && a.type === 1);
    expect((await call(api(refundConfig, "audit"), { alias: refund.alias, result: "agree", return_address_alias: returnTo?.alias }, { token })).body.code).toBe(200);
    expect(last()?.who).toBe(who);
    expect((await detail()).find((s) => s.what.startsWith("同意"))?.who).toBe(who);
    // the buyer sends it back (as the storefront does), and the owner receives it
    Object.assign(getDb().records.refund?.find((r) => r.alias === refund.alias) ?? {}, { status: "WAIT_SELLER_RECEIVE", returned_at: "2026-01-02 10:00:00", return_express_company: "圆通速递", return_express_no: "YT1234567890" });
    const owned = await owner();
    expect((await call(api(refundConfig, "confirm-return"), { alias: refund.alias }, { token: owned })).body.code).toBe(200);
    const steps = await detail();
    expect(steps.find((s) => s.what === "确认收到退货")?.who).toBe("王店长 · 店主");
    expect(steps.at(-1)?.who).toBe("王店长 · 店主");
  });

  it("a toggle on a batch says the change once, for every record", async () => {
    const token = await owner();
    const members = (getDb().records.member ?? []).filter((m) => m.status === 1).slice(0, 2);
    const toggle = memberConfig.actions?.find((a) => a.kind === "toggle");
    if (!toggle || toggle.kind !== "toggle") throw new Error("member has no toggle");
    for (const m of members) expect((await call(api(memberConfig, toggle.api), { alias: m.alias, [toggle.field]: 2 }, { token })).body.code).toBe(200);
    const options = memberConfig.fields.find((f) => f.key === toggle.field)?.options ?? [];
    const name = (v: number) => options.find((o) => o.value === v)?.label;
    expect(last()?.summary).toBe(`${label(memberConfig, toggle.field)}：${name(1)} → ${name(2)}`);
  });

  it("keeps the address the server saw (X-Client-Address)", async () => {
    const token = await owner();
    const row = await anAddress(token);
    const res = await fetch(`${API}${api(addressConfig, "save")}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Application: appConfig.application, Authorization: token, [CLIENT_ADDRESS_HEADER]: "203.0.113.7" },
      body: JSON.stringify({ alias: row.alias, detail_address: "另一个地址 1 号" }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);
    expect(last()?.ip).toBe("203.0.113.7");
  });

  it("records a delete with the record it removed", async () => {
    const token = await owner();
    const row = await anAddress(token);
    expect((await call(api(addressConfig, "delete"), { alias: row.alias }, { token })).body.code).toBe(200);
    expect(last()).toMatchObject({ ...titles(addressConfig, "delete"), record: [{ alias: row.alias, label: row.consignee }], summary: titles(addressConfig, "delete").action });
  });
});

describe("account events", () => {
  it("records a sign-in and a password change with who, and never the password", async () => {
    const before = entries().length;
    const token = await login(SERVICE);
    const { employee, role } = employeeRow(SERVICE.mobile);
    const who = { who: `${employee.name} · ${role.name}`, employee_alias: employee.alias };
    expect(entries()).toHaveLength(before + 1);
    expect(last()).toMatchObject({ ...who, ...ACCOUNT_EVENTS.signIn, record: [] });
    const changed = await call("/user/v1/account/password", { old_password: SERVICE.password, password: "Newpass123", password_confirm: "Newpass123" }, { token });
    expect(changed.body.code).toBe(200);
    expect(last()).toMatchObject({ ...who, ...ACCOUNT_EVENTS.password });
    expect(JSON.stringify(last())).not.toContain("Newpass123");
  });

  it("records wrong passwords, the lock they make and sign-outs (issue 47, item 8), never a password", async () => {
    const LOGIN = "/merchant/user/v1/login/by-mobile-password";
    const { employee, role } = employeeRow(SERVICE.mobile);
    const who = { who: `${employee.name} · ${role.name}`, employee_alias: employee.alias };
    const count = entries().length;
    const wrong = () => call(LOGIN, { mobile: SERVICE.mobile, password: "Wrong1234" });
    await wrong();
    expect(entries()).toHaveLength(count + 1);
    expect(last()).toMatchObject({ ...who, ...ACCOUNT_EVENTS.signInFailed, record: [] });
    for (let i = 0; i < MAX_FAILURES - 1; i++) await wrong();
    expect(last()).toMatchObject({ ...who, page_name: "登录", action: ACCOUNT_EVENTS.locked.action, summary: expect.stringContaining("已锁定") as unknown });
    // a try while locked is refused unchecked: the lock's entry already says it
    const locked = entries().length;
    await call(LOGIN, SERVICE);
    expect(entries()).toHaveLength(locked);
    expect(JSON.stringify(entries().slice(count))).not.toContain("Wrong1234");
    // a mobile no account has belongs to no shop's log
    await call(LOGIN, { mobile: "13700000077", password: "Wrong1234" });
    expect(entries()).toHaveLength(locked);
    // the owner signs out
    const token = await login(ADMIN);
    expect((await call("/merchant/user/v1/logout", {}, { token })).body.code).toBe(200);
    expect(last()).toMatchObject({ ...ACCOUNT_EVENTS.signOut, who_type: "owner", record: [] });
  });
});

describe("the seed", () => {
  it("follows the history: entries in the past, on the declared pages, each by someone of the shop who could do it then", () => {
    const db = getDb();
    const log = db.audit_log;
    expect(log.length).toBeGreaterThan(20);
    // the shop's today (Asia/Shanghai): the log's times are its wall time
    const now = formatShopDate(Date.now());
    for (const entry of log) {
      expect(entry.created_at.slice(0, 10) <= now).toBe(true);
      expect(entry.record.length).toBe(1);
      if (entry.who_type === "staff") {
        const e = db.employee.find((x) => x.alias === entry.employee_alias);
        expect(e && e.created_at <= entry.created_at, `${entry.who} had joined by ${entry.created_at}`).toBe(true);
      }
    }
    // shipping by those whose role grants it
    const ship = titles(orderConfig, "ship");
    const shippers = log.filter((e) => e.action === ship.action && e.who_type === "staff");
    expect(shippers.length).toBeGreaterThan(0);
    for (const e of shippers) {
      const staff = db.employee.find((x) => x.alias === e.employee_alias);
      const role = db.role.find((r) => r.alias === staff?.role_alias);
      expect(role?.permissions).toContain(grantKey(orderConfig.routes.list, "ship"));
    }
    expect(titles(addressConfig, VIEW).page_name).toBe(addressConfig.menu?.title);
  });
});
