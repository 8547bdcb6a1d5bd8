import { describe, expect, it } from "vitest";
import { call, login, setupDemoApi, type Page } from "../api/helpers";
import { callOn } from "./servers";

/**
 * The config's transitions on the server (decision 0119): 结算 and 发放 have no handler; the
 * generated call locks the records it moves on the server's database as the page's store does, so
 * the same 结算 sent at once (alternating between two processes under test:server) settles once,
 * and two 批量发放 sharing records send each record once. The 操作日志 holds the move.
 */

setupDemoApi();

const S = "/merchant/salesman/v1/settlement";
const D = "/merchant/ump/v1/draw";

interface Reply { code: number; msg: string }

const atOnce = (bodies: [string, object][], token: string): Promise<Reply[]> =>
  Promise.all(bodies.map(async ([path, body], i) => (await callOn<unknown>(i, path, body, token)).body));

describe.sequential("a transition on the server", () => {
  it("settles one 结算单 sent 5× at once once, the others told it is settled", async () => {
    const token = await login();
    const row = (await call<Page<{ alias: string }>>(`${S}/list`, { status: 1, page_size: 1 }, { token })).body.data.list[0];
    if (!row) throw new Error("no 待结算 row in the seed");
    const replies = await atOnce(Array.from({ length: 5 }, () => [`${S}/settle`, { alias: row.alias }] as [string, object]), token);
    expect(replies.filter((r) => r.code === 200), JSON.stringify(replies)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 200).map((r) => r.msg)).toEqual(Array(4).fill("该结算单已结算，不能结算"));
    const log = (await call<Page<{ action: string; summary: string }>>("/merchant/shop/v1/log/list", { page_size: 5 }, { token })).body.data.list;
    expect(log.filter((e) => e.action === "结算" && e.summary.includes("待结算 → 已结算"))).toHaveLength(1);
  });

  it("sends two 批量发放 sharing records at once: one sends both, the other is refused whole", async () => {
    const token = await login();
    const pending = (await call<Page<{ alias: string }>>(`${D}/record`, { draw_alias: "dr_1", status: 1, page_size: 2 }, { token })).body.data.list;
    const [a, b] = pending.map((r) => r.alias);
    if (!a || !b) throw new Error("need two 待发放 records of dr_1 in the seed");
    const replies = await atOnce([[`${D}/send`, { aliases: [a, b] }], [`${D}/send`, { aliases: [b, a] }]], token);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.code === 409)?.msg).toBe("所选中奖记录中有已发放的，不能批量发放");
    const sent = (await call<Page<{ alias: string; sent_at: string | null }>>(`${D}/record`, { draw_alias: "dr_1", status: 2, page_size: 100 }, { token })).body.data.list;
    expect(sent.filter((r) => r.alias === a || r.alias === b).every((r) => r.sent_at !== null)).toBe(true);
  });
});
