import { describe, expect, it } from "vitest";
import { shopInstant } from "../../src/engine/shop-clock";
import { config } from "../../src/config";
import { api, getDb, server } from "../../src/demo/node";
import { ok } from "../../src/api/respond";
import { publicRoute } from "../../src/api/route";
import { seed } from "../../src/demo/seed";
import { call, setupDemoApi } from "./helpers";

setupDemoApi();

describe("request wrapper", () => {
  it("wants the collection Application value on the collection query path only", async () => {
    server.use(...api.bind([publicRoute(config.collectionQueryPath, () => ok({ list: [] }))]));
    const refused = await call(config.collectionQueryPath);
    expect(refused.body).toMatchObject({ code: 403, msg: "应用标识无效" });
    const accepted = await call(config.collectionQueryPath, {}, { application: config.collectionApplication });
    expect(accepted.body).toEqual({ code: 200, msg: "ok", data: { list: [] } });
  });

  it("matches relative paths on any origin", async () => {
    const res = await fetch("http://127.0.0.1:5173/merchant/user/v1/login/by-mobile-password", {
      method: "POST",
      headers: { "Content-Type": "application/json", Application: config.application },
      body: JSON.stringify({ mobile: "13800000000", password: "Admin@123" }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);
  });

  it("refuses a body that is not JSON with HTTP 400, and reads an empty one as {}", async () => {
    const send = (body: string) =>
      fetch("http://localhost:3000/merchant/user/v1/login/by-mobile-password", { method: "POST", headers: { Application: config.application }, body });
    const form = await send("mobile=13800000000");
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual({ code: 400, msg: "请求格式不正确", data: null });
    expect(await (await send("")).json()).toMatchObject({ code: 422, msg: "请输入正确的手机号" });
  });
});

describe("seed", () => {
  it("is deterministic", () => {
    const clock = shopInstant(2026, 11, 24, 9, 30);
    expect(seed(clock)).toEqual(seed(clock));
  });

  it("holds the two demo merchants and their data", () => {
    const db = getDb();
    expect(db.users.map((u) => [u.mobile, u.nickname])).toEqual([["13800000000", "王店长"], ["13900000000", "李小二"]]);
    expect(db.shops.map((s) => [s.name, s.verify_status])).toEqual([["星河数字藏品旗舰店", 2], ["李记好物小店", 0]]);
    const [admin] = db.shops;
    const count = (rows: { shop_alias: string }[]) => rows.filter((r) => r.shop_alias === admin?.alias).length;
    const orders = db.records.order ?? [];
    // orders: order.seed.ts's 320 of its history and 9 of now (a payment awaited, 3 售后 asked, a 藏品 and 3 parcels to send, a parcel on its way)
    expect([count(db.address), count(db.role), count(db.employee), count(orders)]).toEqual([6, 3, 12, 329]);
    const aliases = [...db.address, ...db.role, ...db.employee, ...orders].map((r) => r.alias);
    expect(new Set(aliases).size).toBe(aliases.length);
    expect(JSON.stringify(db)).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });
});
