import { describe, expect, it } from "vitest";
import { exportTiming } from "../../src/api/export-jobs";
import { DUE_NOTICE_MINUTES } from "../../src/api/shop-rules/refund-due";
import { crossedDown, type StockLevel } from "../../src/api/stock-watch";
import { getDb } from "../../src/demo/node";
import { addMinutes, DEFAULT_SHOP_RULES } from "../../src/resources/order/shop-auto.rules";
import { formatDateTime } from "../../src/api/util";
import { demoClock } from "../demo-clock";
import { login, setupDemoApi } from "./helpers";
import { dataOf, messagesOf } from "./message-helpers";
import { SERVICE, WAREHOUSE } from "./staff-helpers";

/**
 * 消息中心's producers (issue 49 item 2, decision 0114) on the demo API: 卡密不足 once per
 * crossing (a delete of unsold keys), 导出完成, 售后即将自动处理 once per step; each told to the
 * readers whose role may open its record's page.
 */

setupDemoApi();
const clock = demoClock();

const KEYS = "/merchant/goods/v1/keys";
type Row = Record<string, unknown> & { alias: string };

const ok = dataOf;
const told = async (token: string, type: string) => (await messagesOf(token, { type })).list;

const level = (level: number, alert = 10): StockLevel => ({ alias: "g", name: "g", type: 2, level, alert });

describe("a level crossing its 库存预警", () => {
  it("tells the write that takes it from above to at or below, and no other", () => {
    expect(crossedDown(level(11), level(10))).toBe(true);
    expect(crossedDown(level(50), level(0))).toBe(true);
    expect(crossedDown(level(10), level(3))).toBe(false); // low already
    expect(crossedDown(level(11), level(11))).toBe(false);
    expect(crossedDown(undefined, level(0))).toBe(false); // a new item is no crossing
    expect(crossedDown(level(20, 10), level(20, 30))).toBe(true); // its 库存预警 raised over it
  });
});

describe("消息中心's producers", () => {
  it("卡密不足: deleting unsold keys down to the 库存预警 tells once, linking to the item's 卡密", async () => {
    const owner = await login();
    const db = getDb();
    const unsoldOf = (alias: unknown) => (db.records.goodsKeys ?? []).filter((k) => k.goods_alias === alias && k.status === 1);
    // a 卡密商品 above its 库存预警 (the history's sales leave some at or under it)
    const goods = (db.records.goods ?? []).find((g) => g.type === 3 && unsoldOf(g.alias).length > Number(g.stock_alert ?? 10));
    if (!goods) throw new Error("no 卡密商品 above its 库存预警 in the demo");
    const unsold = unsoldOf(goods.alias);
    const alert = Number(goods.stock_alert ?? 10);
    expect(unsold.length).toBeGreaterThan(alert);
    // down to one above it: nothing; then to it: told; then below: not again
    for (const key of unsold.slice(0, unsold.length - alert - 1)) await ok(`${KEYS}/del`, { alias: key.alias }, owner);
    expect(await told(owner, "keys.low")).toEqual([]);
    await ok(`${KEYS}/del`, { alias: unsold[unsold.length - alert - 1]?.alias }, owner);
    await ok(`${KEYS}/del`, { alias: unsold[unsold.length - alert]?.alias }, owner);
    const [message, ...more] = await told(owner, "keys.low");
    expect(more).toEqual([]);
    expect(message).toMatchObject({ record: { resource: "goodsKeys", alias: goods.alias }, link: `/goods/keys/${goods.alias}` });
    expect(message?.title).toBe(`卡密不足：${String(goods.name)} 剩余 ${alert} 条未售卡密（预警 ${alert}）`);
    // 仓管 may open 卡密: told; 客服 may not
    expect(await told(await login(WAREHOUSE), "keys.low")).toHaveLength(1);
    expect(await told(await login(SERVICE), "keys.low")).toEqual([]);
  });

  it("导出完成: a job's file ready is told, linking to 导出列表 of its type", async () => {
    const owner = await login();
    await ok(`/merchant/system/v1/export/create`, { type: "member", filters: {} }, owner);
    expect(await told(owner, "export.done")).toEqual([]);
    clock.advance(exportTiming.duration(10_000));
    await ok(`/merchant/system/v1/export/list`, { type: "member" }, owner);
    const [message] = await told(owner, "export.done");
    expect(message).toMatchObject({ record: { resource: "export", alias: "member" }, link: "/system/export/member" });
    expect(message?.title).toMatch(/^导出完成：会员.*（\d+ 条）$/);
  });

  it("售后即将自动处理: a 待处理 售后 within a day of 自动同意 is told once, to whom may open 售后", async () => {
    const owner = await login();
    const refund = (getDb().records.refund ?? []).find((r) => r.status === "PENDING") as Row | undefined;
    if (!refund) throw new Error("no 待处理 售后 in the demo");
    // asked so long ago that 自动同意 falls 2 hours from now: inside the notice's day
    const now = formatDateTime(new Date());
    refund.created_at = addMinutes(now, 120 - DEFAULT_SHOP_RULES.refund_auto_agree_days * 1440);
    const before = (await told(owner, "refund.due")).filter((m) => m.record?.alias === refund.alias);
    expect(before).toHaveLength(1);
    expect(before[0]?.title).toBe(`售后将于 ${addMinutes(now, 120)} 自动同意：订单 ${String(refund.order_sn)}（待处理）`);
    expect(before[0]?.link).toBe(`/order/refund/${refund.alias}`);
    clock.advance(60_000);
    expect((await told(owner, "refund.due")).filter((m) => m.record?.alias === refund.alias)).toHaveLength(1);
    expect((await told(await login(SERVICE), "refund.due")).filter((m) => m.record?.alias === refund.alias)).toHaveLength(1);
    expect((await told(await login(WAREHOUSE), "refund.due"))).toEqual([]);
    expect(DUE_NOTICE_MINUTES).toBe(1440);
  });
});
