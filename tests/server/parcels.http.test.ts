import { describe, expect, it } from "vitest";
import { REMOTE } from "../../src/demo/node";
import { ADMIN } from "../api/helpers";

/**
 * 物流轨迹 on the server (decision 0116): a detail answers the stored track (nothing is asked
 * of the provider on reading: the call stays a read), the minute job (run here through the test
 * harness's `/__test/rules-job`, on a clock some days on) asks the due parcels, the latest
 * shipped first, and stores them: the order's track then answers, and a return parcel's 签收
 * sets its 售后's return_signed_at. The harness's server tracks with the demo's provider (SEED_DEMO).
 */

const base = process.env.API_URL ?? "";
const HOURS = 3600_000;

type Answer = { code: number; msg: string; data: Record<string, unknown> & { list?: Record<string, unknown>[] } };

async function post(path: string, body: object, token = ""): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method: "POST", headers: { "Content-Type": "application/json", Application: "merchant-console", ...(token ? { Authorization: token } : {}) }, body: JSON.stringify(body),
  });
  return (await res.json()) as Answer;
}

const job = (at: Date) => fetch(`${base}/__test/rules-job`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ at: at.toISOString() }) });

describe.skipIf(!REMOTE).sequential("物流轨迹 on the server", () => {
  it("answers an order's track once the job stored it, and sets a return's 签收 time", async () => {
    expect((await fetch(`${base}/__test/reset`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })).status).toBe(200);
    const token = String((await post("/merchant/user/v1/login/by-mobile-password", ADMIN)).data.access_token);
    const [order] = (await post("/merchant/order/v1/order/list", { status: "WAIT_SEND", delivery_type: "express", page_size: 1 }, token)).data.list ?? [];
    if (!order) throw new Error("the demo has no 待发货 express order");
    const sn = String(order.order_sn);
    expect((await post("/merchant/order/v1/order/ship", { order_sn: sn, express_company: "顺丰速运", express_no: "SF5566778899" }, token)).code).toBe(200);
    // nothing stored yet, and a read asks no carrier
    expect(await post("/merchant/order/v1/order/track", { order_sn: sn }, token)).toMatchObject({ code: 200, data: [] });
    // the job, a day and a half on: the parcel just shipped is among the first asked
    expect((await job(new Date(Date.now() + 36 * HOURS))).status).toBe(200);
    const steps = (await post("/merchant/order/v1/order/track", { order_sn: sn }, token)).data as unknown as { at: string; state: string; what: string }[];
    expect(steps.length).toBeGreaterThan(2);
    expect(steps.at(-1)?.state).toBe("揽收");
    expect(steps.map((s) => s.at)).toEqual(steps.map((s) => s.at).sort().reverse());

    // a return parcel the buyer sends now (the harness's buyer steps, decision 0115: the seed's returns
    // are signed for by their own plan): the job reaches it in a few runs (20 parcels a run), and four
    // days on the demo's track is 签收
    const shop = String((await post("/merchant/shop/v1/account/info", {}, token)).data.alias);
    const harness = async (step: string, body: object) => (await (await fetch(`${base}/__test/buyer/${step}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ shop, ...body }) })).json()) as Answer;
    const asked = await harness("refund", { order_sn: sn, refund_type: 2 });
    expect(asked.code, asked.msg).toBe(200);
    const back = asked.data;
    const [address] = (await post("/merchant/shop/v1/address/list", { type: 1, page: 1, page_size: 1 }, token)).data.list ?? [];
    expect((await post("/merchant/order/v1/refund/audit", { alias: back.alias, result: "agree", return_address_alias: address?.alias }, token)).code).toBe(200);
    expect((await harness("return", { alias: back.alias, express_company: "圆通速递", express_no: "YT9988776655" })).code).toBe(200);
    let signedAt: unknown = null;
    for (let run = 0; run < 30 && !signedAt; run += 1) {
      await job(new Date(Date.now() + 96 * HOURS));
      signedAt = (await post("/merchant/order/v1/refund/detail", { alias: back.alias }, token)).data.return_signed_at;
    }
    const track = (await post("/merchant/order/v1/refund/track", { alias: back.alias }, token)).data as unknown as { at: string; state: string }[];
    expect(track[0]?.state).toBe("签收");
    expect(signedAt).toBe(track[0]?.at);
  });
});
