import { describe, expect, it } from "vitest";
import { addDays, now } from "../../src/api/util";
import { login, setupDemoApi } from "../api/helpers";
import { callOn } from "./servers";

/**
 * Concurrent writes lose nothing: 20 merchants' 发券 of one coupon with 5 left, sent at once,
 * give exactly 5 claims. On the in-page store, and over HTTP (npm run test:server) on PGlite,
 * on Postgres, and on two server processes sharing one Postgres (API_URLS: the calls alternate).
 */

setupDemoApi();

const LEFT = 5;
const SENDS = 20;

describe("发券 at once", () => {
  it(`gives exactly ${LEFT} of ${SENDS} sends of a coupon with ${LEFT} left`, async () => {
    const token = await login();
    const members = await callOn<{ list: { mobile: string }[] }>(0, "/merchant/member/v1/member/list", { page: 1, page_size: SENDS }, token);
    const mobiles = members.body.data.list.map((m) => m.mobile);
    expect(mobiles).toHaveLength(SENDS);
    const coupon = { type: "1", name: "并发测试券", threshold: 0, amount: 5, total: LEFT, per_limit: 1, valid_type: 2, valid_days: 7, goods_scope: 1, start_at: now(), end_at: addDays(now(), 30) };
    const saved = await callOn<{ alias: string }>(0, "/merchant/ump/v1/coupon/save", coupon, token);
    expect(saved.body.code, saved.body.msg).toBe(200);
    const alias = saved.body.data.alias;
    const replies = await Promise.all(mobiles.map((mobile, i) => callOn(i, "/merchant/ump/v1/coupon/send", { alias, mobile }, token)));
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(LEFT);
    expect(replies.filter((r) => r.body.code !== 200).map((r) => r.body.msg)).toEqual(Array(SENDS - LEFT).fill("优惠券已发完"));
    const detail = await callOn<{ received: number }>(1, "/merchant/ump/v1/coupon/detail", { alias }, token);
    expect(detail.body.data.received).toBe(LEFT);
  });
});
