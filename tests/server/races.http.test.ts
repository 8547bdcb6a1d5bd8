import { describe, expect, it } from "vitest";
import { call, login, setupDemoApi, type Page } from "../api/helpers";
import { callOn } from "./servers";

/**
 * The races the calls' locks must keep (issue 48, decision 0085): with no global lock, a write
 * holds its shop's lock and reads afresh under it, so the same action sent at once, alternating
 * between two server processes on one Postgres (API_URLS), succeeds exactly once: one order
 * shipped 8×, one 售后 agreed 6×, one 回收 order paid 6× (资产's withdrawals: stored-state). On one
 * server (the suite's), the same. Reads sent beside them answer, and aliases made at once are
 * all different.
 */

setupDemoApi();

const O = "/merchant/order/v1/order";
const R = "/merchant/order/v1/refund";
const RECYCLE = "/merchant/recycle/v1/order";

interface Reply { code: number; msg: string }

/** `times` calls of one action at once, alternating between the servers; their envelopes. */
async function atOnce(times: number, path: string, body: object, token: string): Promise<Reply[]> {
  return Promise.all(Array.from({ length: times }, async (_, i) => (await callOn<unknown>(i, path, body, token)).body));
}

const first = async <T>(path: string, body: object, token: string): Promise<T> => {
  const row = (await call<Page<T>>(path, body, { token })).body.data.list[0];
  if (!row) throw new Error(`no seeded row for ${path} ${JSON.stringify(body)}`);
  return row;
};

describe.sequential("one action sent at once succeeds once", () => {
  it("ships one order 8× at once: one 200, the others refused", async () => {
    const token = await login();
    const order = await first<{ order_sn: string }>(`${O}/list`, { status: "WAIT_SEND", delivery_type: "express" }, token);
    const replies = await atOnce(8, `${O}/ship`, { order_sn: order.order_sn, express_company: "顺丰速运", express_no: "SF1234567890" }, token);
    expect(replies.filter((r) => r.code === 200), JSON.stringify(replies)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 200).every((r) => r.code >= 400 && r.code < 500), JSON.stringify(replies)).toBe(true);
    const detail = (await call<{ status: string }>(`${O}/detail`, { order_sn: order.order_sn }, { token })).body.data;
    expect(detail.status).toBe("WAIT_CONFIRM");
  });

  it("agrees one 售后 6× at once: one 200, the others 该售后申请已处理", async () => {
    const token = await login();
    const refund = await first<{ alias: string; refundable: number }>(`${R}/list`, { status: "PENDING", refund_type: 1 }, token);
    const replies = await atOnce(6, `${R}/audit`, { alias: refund.alias, result: "agree", reason: "", refund_amount: refund.refundable }, token);
    expect(replies.filter((r) => r.code === 200), JSON.stringify(replies)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 200).every((r) => r.code === 409), JSON.stringify(replies)).toBe(true);
  });

  it("pays one 回收 order 6× at once: one 200, the others 409", async () => {
    const token = await login();
    const order = await first<{ alias: string; expected_amount: number }>(`${RECYCLE}/list`, { status: 2, page_size: 1 }, token);
    const replies = await atOnce(6, `${RECYCLE}/pay`, { alias: order.alias, amount: order.expected_amount, pay_channel: "alipay" }, token);
    expect(replies.filter((r) => r.code === 200), JSON.stringify(replies)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 200).every((r) => r.code === 409), JSON.stringify(replies)).toBe(true);
  });

  it("makes 12 categories at once beside 12 reads: every write saved under an alias of its own, every read answered", async () => {
    const token = await login();
    const tag = `并发分类${Date.now().toString(36)}`;
    const [writes, reads] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, async (_, i) => (await callOn<{ alias?: string }>(i, "/merchant/goods/v1/category/save", { name: `${tag}-${i}`, sort: 1, parent_alias: "" }, token)).body)),
      atOnce(12, `${O}/list`, { page: 1 }, token),
    ]);
    expect(writes.every((w) => w.code === 200), JSON.stringify(writes)).toBe(true);
    expect(reads.every((r) => r.code === 200), JSON.stringify(reads)).toBe(true);
    const saved = (await call<Page<{ alias: string; name: string }>>("/merchant/goods/v1/category/list", { keyword: tag, page_size: 100 }, { token })).body.data.list;
    expect(saved.filter((c) => c.name.startsWith(tag))).toHaveLength(12);
    expect(new Set(saved.map((c) => c.alias)).size).toBe(saved.length);
  });
});
