import { describe, expect, it } from "vitest";
import { call, login, setupDemoApi } from "./helpers";

/** 运费模板 on the demo API: a rule's areas are regions of the address tree (string[][]), as the form picks them. */

setupDemoApi();

const BASE = "/merchant/shop/v1/express-template";
const rule = (regions: unknown) => ({ regions, first: 1, first_fee: 10, additional: 1, additional_fee: 5 });

describe("express template areas", () => {
  it("saves the areas the form picks: 全国其他地区, whole provinces and some cities", async () => {
    const token = await login();
    const rules = [rule([["全国其他地区"]]), rule([["新疆维吾尔自治区"], ["内蒙古自治区", "呼伦贝尔市"]])];
    const saved = await call<{ alias: string }>(`${BASE}/save`, { name: "偏远地区加价", charge_type: 1, rules }, { token });
    expect(saved.body.code).toBe(200);
    const detail = await call<{ rules: { regions: string[][] }[] }>(`${BASE}/detail`, { alias: saved.body.data.alias }, { token });
    expect(detail.body.data.rules.map((r) => r.regions)).toEqual([[["全国其他地区"]], [["新疆维吾尔自治区"], ["内蒙古自治区", "呼伦贝尔市"]]]);
  });

  it("refuses areas typed as plain words, or none", async () => {
    const token = await login();
    const words = await call(`${BASE}/save`, { name: "手填地区", charge_type: 1, rules: [rule(["广东省"])] }, { token });
    expect(words.body).toMatchObject({ code: 422, msg: "运费规则第1行：配送地区格式不正确" });
    const none = await call(`${BASE}/save`, { name: "没有地区", charge_type: 1, rules: [rule([])] }, { token });
    expect(none.body).toMatchObject({ code: 422, msg: "运费规则第1行：请选择配送地区" });
  });
});
