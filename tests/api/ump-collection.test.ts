import { describe, expect, it } from "vitest";
import { config } from "../../src/config";
import { addDays, now } from "../../src/api/util";
import { call, login, loginOtherAdmin, setupDemoApi, type Page } from "./helpers";

/**
 * 藏品兑换 demo API (domain.md 营销中心): the collection query with its own Application
 * header, and the rules of an exchange's target and materials.
 */

setupDemoApi();

const QUERY = config.collectionQueryPath;
const BASE = "/merchant/ump/v1/collection";
const soon = (days: number) => addDays(now(), days);

interface Goods { alias: string; name: string; type?: number }
interface Exchange { alias: string; type: number; status: number; materials_text: string; target_goods_name: string; materials: { goods_name: string; num: number }[] }

const valid = {
  type: "1", name: "测试合成活动", target_goods_alias: "go_1_8", materials: [{ goods_alias: "go_1_2", num: 2 }, { goods_alias: "go_1_7", num: 1 }],
  total: 100, per_limit: 1, start_at: soon(-1), end_at: soon(10),
};

const save = async (body: object, token: string) => call<{ alias: string }>(`${BASE}/save`, body, { token });

describe("collection query /collection/v1/query/list", () => {
  it("answers only with its own Application value", async () => {
    const token = await login();
    const usual = await call(QUERY, {}, { token });
    expect(usual.body).toMatchObject({ code: 403, msg: "应用标识无效" });
    const own = await call<Page<Goods>>(QUERY, {}, { token, application: config.collectionApplication });
    expect(own.body.code).toBe(200);
    expect(config.collectionApplication).not.toBe(config.application);
  });

  it("lists the shop's 数字藏品 only, paged and searched by keyword", async () => {
    const token = await login();
    const q = (body: object) => call<Page<Goods>>(QUERY, body, { token, application: config.collectionApplication });
    const first = (await q({ page: 1, page_size: 4 })).body.data;
    expect(first.total).toBe(10); // goods.seed.ts: 10 collectibles among 22 goods
    expect(first.list).toHaveLength(4);
    const second = (await q({ page: 2, page_size: 4 })).body.data.list.map((g) => g.alias);
    expect(second.some((a) => first.list.some((g) => g.alias === a))).toBe(false);
    expect((await q({ page_size: 100, type: 2 })).body.data.list.every((g) => g.alias.startsWith("go_1_"))).toBe(true);
    const found = (await q({ keyword: "飞天" })).body.data.list;
    expect(found.map((g) => g.name)).toEqual(["敦煌飞天 数字藏品"]);
    const other = await call<Page<Goods>>(QUERY, {}, { token: await loginOtherAdmin(), application: config.collectionApplication });
    expect(other.body.data.total).toBe(0); // the user shop sells no collectibles
  });
});

describe("collection exchange rules", () => {
  it("creates an exchange with the route's :type and names its materials", async () => {
    const token = await login();
    const saved = await save(valid, token);
    expect(saved.body.code, saved.body.msg).toBe(200);
    const row = (await call<Exchange>(`${BASE}/detail`, { alias: saved.body.data.alias }, { token })).body.data;
    expect(row).toMatchObject({ type: 1, status: 2, target_goods_name: "山海经·白泽 数字藏品" });
    expect(row.materials_text).toBe("赛博神兽 数字藏品 ×2、故宫瑞兽 数字藏品 ×1");
  });

  it("needs materials, each a 数字藏品 of the shop, once, at least 1 piece", async () => {
    const token = await login();
    const bad = async (materials: unknown, msg: string) => expect((await save({ ...valid, materials }, token)).body).toMatchObject({ code: 422, msg });
    await bad([], "请添加兑换材料");
    await bad([{ goods_alias: "go_1_2", num: 0 }], "兑换材料第1行：数量不能小于1");
    await bad([{ goods_alias: "go_1_2", num: 1.5 }], "兑换材料第1行：数量必须是整数");
    await bad([{ goods_alias: "go_1_2", num: null }], "兑换材料第1行：请输入数量");
    await bad([{ goods_alias: "go_1_2", num: 1 }, { goods_alias: "go_2_0", num: 1 }], "兑换材料第2行：只能选择数字藏品");
    await bad([{ goods_alias: "go_1_2", num: 1 }, { goods_alias: "go_1_2", num: 2 }], "兑换材料第2行：藏品重复");
    await bad([{ goods_alias: "go_u_1", num: 1 }], "兑换材料第1行：藏品不存在");
    await bad([{ goods_alias: "go_1_8", num: 1 }], "兑换目标不能同时作为兑换材料");
  });

  it("matches the target to the type: a 数字藏品 for type 1, a 实物商品 for type 2", async () => {
    const token = await login();
    expect((await save({ ...valid, target_goods_alias: "go_2_0" }, token)).body).toMatchObject({ code: 422, msg: "藏品兑换藏品的兑换目标必须是数字藏品" });
    expect((await save({ ...valid, type: "2" }, token)).body).toMatchObject({ code: 422, msg: "藏品兑换实物的兑换目标必须是实物商品" });
    expect((await save({ ...valid, type: "2", target_goods_alias: "go_2_0" }, token)).body.code).toBe(200);
    expect((await save({ ...valid, type: "3" }, token)).body).toMatchObject({ code: 422, msg: "兑换类型无效" });
  });

  it("needs a period that ends after it starts; status follows it; running ones are not deleted", async () => {
    const token = await login();
    expect((await save({ ...valid, end_at: valid.start_at }, token)).body).toMatchObject({ code: 422, msg: "结束时间必须晚于开始时间" });
    const later = await save({ ...valid, start_at: soon(2), end_at: soon(3) }, token);
    expect((await call<Exchange>(`${BASE}/detail`, { alias: later.body.data.alias }, { token })).body.data.status).toBe(1);
    const running = await save(valid, token);
    expect((await call(`${BASE}/del`, { alias: running.body.data.alias }, { token })).body).toMatchObject({ code: 409, msg: "进行中的兑换活动不能删除" });
  });

  it("seeds ~15 exchanges of both types", async () => {
    const list = await call<Page<Exchange> & { counts: Record<string, number> }>(`${BASE}/list`, { page_size: 100 }, { token: await login() });
    expect(list.body.data.total).toBe(15);
    expect(list.body.data.counts).toEqual({ "1": 7, "2": 8 });
  });
});
