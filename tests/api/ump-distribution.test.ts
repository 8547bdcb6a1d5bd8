import { describe, expect, it } from "vitest";
import { call, login, loginOtherAdmin, setupDemoApi } from "./helpers";

/** 分销设置 demo API (domain.md 营销中心): info / save and the rules of the settings. */

setupDemoApi();

const BASE = "/merchant/ump/v1/distribution";
const good = { enabled: 1, level: 2, rate_1: 20, rate_2: 10, need_audit: 1, settle_days: 15, min_withdraw: 50 };

describe("分销设置", () => {
  it("starts from the defaults, saves, and reads back per shop", async () => {
    const token = await login();
    expect((await call(`${BASE}/info`, {}, { token })).body.data).toMatchObject({ enabled: 2, level: 1, rate_2: null });
    expect((await call(`${BASE}/save`, good, { token })).body.code).toBe(200);
    expect((await call(`${BASE}/info`, {}, { token })).body.data).toMatchObject(good);
    expect((await call(`${BASE}/info`, {}, { token: await loginOtherAdmin() })).body.data).toMatchObject({ enabled: 2 });
  });

  it("refuses rates whose sum is over 50%, and keeps the old settings", async () => {
    const token = await login();
    await call(`${BASE}/save`, good, { token });
    const reply = await call(`${BASE}/save`, { ...good, rate_1: 30, rate_2: 20.5 }, { token });
    expect(reply.body).toMatchObject({ code: 422, msg: "一级与二级佣金比例之和不能超过50%" });
    expect((await call(`${BASE}/save`, { ...good, rate_1: 30, rate_2: 20 }, { token })).body.code).toBe(200);
    expect((await call(`${BASE}/info`, {}, { token })).body.data).toMatchObject({ rate_1: 30, rate_2: 20 });
  });

  it("uses rate_2 only for 二级分销", async () => {
    const token = await login();
    expect((await call(`${BASE}/save`, { ...good, rate_2: null }, { token })).body).toMatchObject({ code: 422, msg: "请输入二级佣金比例" });
    const one = await call(`${BASE}/save`, { ...good, level: 1, rate_1: 50, rate_2: 40 }, { token });
    expect(one.body.code).toBe(200);
    expect((await call(`${BASE}/info`, {}, { token })).body.data).toMatchObject({ level: 1, rate_1: 50, rate_2: null });
  });

  it("checks each field with a Chinese message", async () => {
    const token = await login();
    const cases: [object, string][] = [
      [{ enabled: 3 }, "请选择是否开启分销"],
      [{ level: 0 }, "请选择分销层级"],
      [{ rate_1: 51, level: 1 }, "一级佣金比例必须在0-50%之间"],
      [{ rate_1: "20" }, "一级佣金比例必须是数字"],
      [{ rate_1: 10.123 }, "一级佣金比例最多两位小数"],
      [{ need_audit: null }, "请选择推广员是否需要审核"],
      [{ settle_days: 6 }, "结算周期必须是7-30天的整数"],
      [{ settle_days: 31 }, "结算周期必须是7-30天的整数"],
      [{ settle_days: 7.5 }, "结算周期必须是7-30天的整数"],
      [{ min_withdraw: -1 }, "最低提现金额不能小于0"],
      [{ min_withdraw: null }, "请输入最低提现金额"],
    ];
    for (const [change, msg] of cases) {
      expect((await call(`${BASE}/save`, { ...good, ...change }, { token })).body, msg).toMatchObject({ code: 422, msg });
    }
    expect((await call(`${BASE}/save`, { ...good, settle_days: 7, min_withdraw: 0 }, { token })).body.code).toBe(200);
  });
});
