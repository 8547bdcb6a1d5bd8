import { bypass } from "msw";
import { describe, expect, it } from "vitest";
import { REMOTE } from "../../src/demo/node";
import { toDataUrl } from "../../src/api/file-store";
import { login, setupDemoApi } from "../api/helpers";
import { callOn as callServer, servers } from "./servers";

/**
 * Everything the API answers is stored (issue 47 item 3, decision 0074), over HTTP on the server
 * (npm run test:server: PGlite, Postgres, and two processes on one Postgres with API_URLS, the
 * calls alternating between them); the 资产 part on the in-page store too.
 * - 资产: a ¥1.00 提现 lowers the balance and adds its trade; four 提现 of 60 % of the balance sent
 *   at once leave exactly one accepted (the check and the freeze are one transaction).
 * - 导出: an order export is listed, runs, and its CSV downloads from /files/ with the session of
 *   staff who may export, and not without one or for a role without 导出.
 * - 素材库: an uploaded video is served back as video, with byte ranges.
 */

setupDemoApi();

const base = process.env.API_URL ?? "";

/** A call's envelope, to the i-th server (servers.ts). */
const callOn = async <T>(i: number, path: string, body: object, token: string) => (await callServer<T>(i, path, body, token)).body;

interface Balance { available: number; frozen: number }
interface Trade { trade_no: string; trade_type: string; amount: number; status: number }

const CASH = "/merchant/payment/v1";

describe("资产 on the store", () => {
  it("a ¥1.00 withdrawal lowers the balance, freezes the yuan and adds its trade, read back on another process", async () => {
    const token = await login();
    const before = (await callOn<Balance>(0, `${CASH}/account/balance`, {}, token)).data;
    const done = await callOn<{ trade_no: string }>(0, `${CASH}/cash/withdrawal`, { amount: 1 }, token);
    expect(done.code, done.msg).toBe(200);
    const after = (await callOn<Balance>(1, `${CASH}/account/balance`, {}, token)).data;
    expect(after.available).toBe(Math.round((before.available - 1) * 100) / 100);
    expect(after.frozen).toBe(Math.round((before.frozen + 1) * 100) / 100);
    const trades = (await callOn<{ list: Trade[] }>(1, `${CASH}/trade/list`, { page: 1, page_size: 5, trade_type: "withdraw" }, token)).data.list;
    expect(trades[0]).toMatchObject({ trade_no: done.data.trade_no, amount: 1, status: 2 });
  });

  it("four withdrawals of 60 % of the balance at once: exactly one is accepted, each number unique", async () => {
    const token = await login();
    const { available } = (await callOn<Balance>(0, `${CASH}/account/balance`, {}, token)).data;
    const amount = Math.floor(available * 60) / 100;
    expect(amount).toBeGreaterThan(0);
    const replies = await Promise.all([0, 1, 2, 3].map((i) => callOn<{ trade_no: string }>(i, `${CASH}/cash/withdrawal`, { amount }, token)));
    expect(replies.filter((r) => r.code === 200), JSON.stringify(replies.map((r) => r.msg))).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 200).every((r) => r.code === 422 && r.msg.startsWith("提现金额不能超过可用余额"))).toBe(true);
    const after = (await callOn<Balance>(1, `${CASH}/account/balance`, {}, token)).data;
    expect(after.available).toBe(Math.round((available - amount) * 100) / 100);
    const numbers = (await callOn<{ list: Trade[] }>(0, `${CASH}/trade/list`, { page: 1, page_size: 100 }, token)).data.list.map((t) => t.trade_no);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

interface Job { alias: string; status: number; file_url: string | null; file_name: string }

const EXPORT = "/merchant/system/v1/export";
const STAFF_SERVICE = { mobile: "13512340002", password: "Staff@2026" }; // 客服: orders, no 导出

describe.skipIf(!REMOTE)("导出 on the server", () => {
  it("an order export is listed, runs, and its CSV downloads only with a session that may export", async () => {
    const token = await login();
    const created = await callOn<{ alias: string; total: number }>(0, `${EXPORT}/create`, { type: "order", filters: {} }, token);
    expect(created.code, created.msg).toBe(200);
    const listed = (await callOn<{ list: Job[] }>(1, `${EXPORT}/list`, { type: "order", page: 1, page_size: 10 }, token)).data.list;
    expect(listed[0]).toMatchObject({ alias: created.data.alias, status: 1, file_url: null });
    // the server's minute job, a minute on: the job is due and runs
    const at = new Date(Date.now() + 60_000).toISOString();
    await fetch(`${base}/__test/rules-job`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ at }) });
    const job = (await callOn<{ list: Job[] }>(1, `${EXPORT}/list`, { type: "order", page: 1, page_size: 10 }, token)).data.list[0];
    expect(job).toMatchObject({ alias: created.data.alias, status: 2 });
    const url = String(job?.file_url);
    expect(url).toMatch(/^\/files\/[0-9a-f]{32}\.csv$/);
    const get = (auth: string) => fetch(bypass(new Request(`${servers[0] ?? base}${url}`, { headers: auth ? { Authorization: auth } : {} })));
    const file = await get(token);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await file.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toContain("订单号");
    expect(lines.length).toBe(created.data.total + 1);
    expect((await get("")).status).toBe(401);
    expect((await get(await login(STAFF_SERVICE))).status).toBe(403);
    // the download is in the 操作日志, from the caller's address (the socket's: a loopback one here)
    const log = (await callOn<{ list: { action: string; summary: string; ip: string }[] }>(1, "/merchant/shop/v1/log/list", { action: "下载导出文件", page: 1, page_size: 10 }, token)).data.list;
    expect(log).toHaveLength(1);
    expect(log[0]?.summary).toContain(`（${created.data.total} 条）`);
    expect(log[0]?.ip).toMatch(/127\.0\.0\.1|::1/);
    // kept 7 days: the minute job 8 days on removes the job and its file
    const later = new Date(Date.now() + 8 * 86_400_000).toISOString();
    await fetch(`${base}/__test/rules-job`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ at: later }) });
    const left = (await callOn<{ list: Job[] }>(0, `${EXPORT}/list`, { type: "order", page: 1, page_size: 10 }, token)).data.list;
    expect(left.map((j) => j.alias)).not.toContain(created.data.alias);
    expect((await get(token)).status).toBe(404);
  });
});

describe.skipIf(!REMOTE)("素材库 videos on the server", () => {
  it("an uploaded video is served back as video, whole and by byte ranges", async () => {
    const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
    const mp4 = Uint8Array.from([0, 0, 0, 24, ...ascii("ftypisom"), 0, 0, 2, 0, ...ascii("isomiso2"), 0, 0, 0, 8, ...ascii("free")]);
    const token = await login();
    const up = await callOn<{ url: string; size: number }>(0, "/merchant/ump/v1/material/upload", { filename: "a.mp4", content: toDataUrl(mp4, "video/mp4") }, token);
    expect(up.code, up.msg).toBe(200);
    expect(up.data.url).toMatch(/^\/files\/[0-9a-f]{32}\.mp4$/);
    const origin = servers[1] ?? base;
    const at = (range?: string) => fetch(bypass(new Request(`${origin}${up.data.url}`, { headers: range ? { Range: range } : {} })));
    const whole = await at();
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect([...new Uint8Array(await whole.arrayBuffer())]).toEqual([...mp4]);
    const part = await at("bytes=4-7");
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 4-7/${mp4.length}`);
    expect(await part.text()).toBe("ftyp");
    const tail = await at("bytes=-4");
    expect(await tail.text()).toBe("free");
    expect((await at(`bytes=${mp4.length}-`)).status).toBe(416);
  });
});
