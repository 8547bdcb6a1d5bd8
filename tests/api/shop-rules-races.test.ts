import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, getDb } from "../../src/demo/node";
import { callRepository } from "../../src/api/call-repository";
import { KeyedLocks } from "../../src/api/repository/memory-locks";
import { applyRules } from "../../src/api/shop-rules/rules-step";
import { addMinutes, AUTO_CLOSE_REASON, DEFAULT_SHOP_RULES } from "../../src/resources/order/shop-auto.rules";
import { parseDateTime } from "../../src/api/util";
import type { ResourceRow } from "../../src/api/types";
import { call, login, setupDemoApi } from "./helpers";

/**
 * The shop's rules decide on the rows they lock (rules-step.ts): a run finds its due rows by a
 * query, then reads each again locked and moves it only while it is still due. So three runs of
 * the rules at once (two page tabs reading, a job) and a merchant's 关闭 of the same order move it
 * once: one 自动关闭, one 系统 entry, the 关闭 refused. As in order-races.test.ts, a transaction
 * holds the order until every contender waits for it, so they meet; a run that decided on what its
 * query read would close it again (and its second 系统 entry is refused as a duplicate).
 */
setupDemoApi();

afterEach(() => {
  vi.useRealTimers();
});

let token = "";
beforeEach(async () => {
  token = await login();
});

describe("the rules and a merchant's call on one order at once", () => {
  it("close it once: one 系统 entry, the merchant's 关闭 finds it closed", async () => {
    const unpaid = (getDb().records.order ?? []).find((o) => o.status === "WAIT_PAY" && String(o.alias).startsWith("od_")) as ResourceRow | undefined;
    if (!unpaid) throw new Error("the seed has a 待付款 order");
    const at = addMinutes(String(unpaid.created_at), DEFAULT_SHOP_RULES.unpaid_close_minutes + 1);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(parseDateTime(at));
    token = await login();
    const repo = callRepository(api.ports.tables, getDb());
    const key = `order\u0000${unpaid.shop_alias}\u0000${unpaid.alias}`;
    const acquire = KeyedLocks.prototype.acquire;
    const runs = 3;
    let asked = 0;
    let allWait = () => {};
    const waiting = new Promise<void>((resolve) => (allWait = resolve));
    // the holder's own ask, one per run, and the merchant's call's (its rules on read ask first)
    vi.spyOn(KeyedLocks.prototype, "acquire").mockImplementation(function (this: KeyedLocks, k, owner) {
      if (k === key && ++asked === runs + 2) allWait();
      return acquire.call(this, k, owner);
    });
    let moved: Promise<number[]> = Promise.resolve([]);
    let closed: Promise<{ code: number; msg: string }> = Promise.resolve({ code: 0, msg: "" });
    await repo.transaction(async (tx) => {
      await tx.table("order").get(unpaid.shop_alias, unpaid.alias, { forUpdate: true });
      moved = Promise.all(Array.from({ length: runs }, () => repo.transaction((run) => applyRules(run, unpaid.shop_alias, DEFAULT_SHOP_RULES, at))));
      closed = call("/merchant/order/v1/order/close", { order_sn: unpaid.order_sn, reason: "买家要求" }, { token }).then((r) => r.body);
      await waiting;
    });
    await moved;
    expect(await closed).toMatchObject({ code: 409, msg: "当前订单状态不能关闭" });
    const order = (getDb().records.order ?? []).find((o) => o.alias === unpaid.alias);
    expect([order?.status, order?.close_reason]).toEqual(["CLOSED", AUTO_CLOSE_REASON]);
    const entries = getDb().audit_log.filter((e) => e.who_type === "system" && e.record[0]?.alias === unpaid.alias);
    expect(entries.map((e) => [e.action, e.created_at])).toEqual([["自动关闭", addMinutes(String(unpaid.created_at), DEFAULT_SHOP_RULES.unpaid_close_minutes)]]);
  });
});
