import { describe, expect, it } from "vitest";
import { call, login, loginOtherAdmin, setupDemoApi, type Page } from "./helpers";

/** 素材库 demo API (domain.md 营销中心 → material): list filters, save rules, groups, move, delete. */

setupDemoApi();

const BASE = "/merchant/ump/v1/material";
const MB = 1024 * 1024;
const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const good = { name: "新品海报", type: "image", url: png, size: 204_800, group_alias: "mg_poster" };

interface Material { alias: string; name: string; type: string; size: number; group_alias: string; group_name: string }
interface Groups { list: { alias: string; name: string; count: number }[]; all_count: number; ungrouped_count: number }

const page = async (token: string, body: object = {}) => (await call<Page<Material>>(`${BASE}/list`, { page_size: 100, ...body }, { token })).body.data;
const groups = async (token: string) => (await call<Groups>(`${BASE}/group/list`, {}, { token })).body.data;

describe("素材库 list", () => {
  it("pages the shop's own materials and filters by type, group (\"\" = 未分组) and name", async () => {
    const token = await login();
    const all = await page(token);
    expect(all.total).toBeGreaterThanOrEqual(36);
    expect((await page(token, { page_size: 12 })).list).toHaveLength(12);
    const videos = await page(token, { type: "video" });
    expect(videos.total).toBeGreaterThanOrEqual(2);
    expect(videos.list.every((m) => m.type === "video")).toBe(true);
    const ungrouped = await page(token, { group_alias: "" });
    expect(ungrouped.total).toBeGreaterThan(0);
    expect(ungrouped.list.every((m) => m.group_alias === "" && m.group_name === "未分组")).toBe(true);
    const posters = await page(token, { group_alias: "mg_poster", keyword: "海报" });
    expect(posters.total).toBeGreaterThan(0);
    expect(posters.list.every((m) => m.group_name === "活动海报" && m.name.includes("海报"))).toBe(true);
    const theirs = await page(await loginOtherAdmin());
    expect(theirs.list.map((m) => m.name).sort()).toEqual(["门头照片", "汤锅实拍"].sort());
    expect((await call(`${BASE}/list`, { type: "audio" }, { token })).body).toMatchObject({ code: 422, msg: "素材类型只能是图片或视频" });
    expect((await call(`${BASE}/list`, { group_alias: "mg_u_goods" }, { token })).body).toMatchObject({ code: 404, msg: "分组不存在" });
  });

  it("group counts add up to 全部", async () => {
    const token = await login();
    const g = await groups(token);
    expect(g.list.map((x) => x.name)).toEqual(["商品主图", "活动海报", "店铺装修", "短视频"]);
    expect(g.list.reduce((s, x) => s + x.count, 0) + g.ungrouped_count).toBe(g.all_count);
    expect(g.all_count).toBe((await page(token)).total);
  });
});

describe("素材库 save", () => {
  it("creates a material in a group and renames it", async () => {
    const token = await login();
    const made = await call<Material>(`${BASE}/save`, good, { token });
    expect(made.body.data).toMatchObject({ name: "新品海报", type: "image", size: 204_800, group_name: "活动海报" });
    const renamed = await call<Material>(`${BASE}/save`, { alias: made.body.data.alias, name: "  新品海报终稿 ", url: "https://x/y.png", size: 1 }, { token });
    expect(renamed.body.data).toMatchObject({ name: "新品海报终稿", url: png, size: 204_800, group_alias: "mg_poster" });
    expect((await page(token, { keyword: "终稿" })).total).toBe(1);
  });

  it("refuses bad input with a message naming the field", async () => {
    const token = await login();
    const cases: [object, number, string][] = [
      [{ name: "  " }, 422, "请输入素材名称"],
      [{ name: "素".repeat(51) }, 422, "素材名称不能超过50个字符"],
      [{ type: "audio" }, 422, "素材类型只能是图片或视频"],
      [{ url: "" }, 422, "请上传素材文件"],
      [{ url: "javascript:alert(1)" }, 422, "素材文件不是图片"],
      [{ type: "video", url: png }, 422, "素材文件不是视频"],
      [{ size: "1024" }, 422, "请提供文件大小"],
      [{ size: 0 }, 422, "文件大小不正确"],
      [{ size: 5 * MB + 1 }, 422, "图片不能超过5MB"],
      [{ type: "video", url: "https://cdn.example.com/a.mp4", size: 50 * MB + 1 }, 422, "视频不能超过50MB"],
      [{ group_alias: "mg_nope" }, 404, "分组不存在"],
      [{ group_alias: "mg_u_goods" }, 404, "分组不存在"],
    ];
    for (const [change, code, msg] of cases) {
      expect((await call(`${BASE}/save`, { ...good, ...change }, { token })).body, msg).toMatchObject({ code, msg });
    }
    expect((await call(`${BASE}/save`, { ...good, name: "素".repeat(50), size: 5 * MB }, { token })).body.code).toBe(200);
    const video = { ...good, type: "video", url: "https://cdn.example.com/a.mp4", size: 50 * MB, group_alias: "" };
    expect((await call<Material>(`${BASE}/save`, video, { token })).body.data).toMatchObject({ group_name: "未分组" });
    expect((await call(`${BASE}/save`, { alias: "mt_1", name: "" }, { token })).body).toMatchObject({ code: 422, msg: "请输入素材名称" });
    expect((await call(`${BASE}/save`, { alias: "mt_u_1", name: "偷改" }, { token })).body).toMatchObject({ code: 404, msg: "素材不存在" });
  });
});

describe("素材库 move and delete", () => {
  it("moves several materials to a group or to 未分组, all or none", async () => {
    const token = await login();
    expect((await call(`${BASE}/move`, { aliases: ["mt_1", "mt_2"], group_alias: "mg_decor" }, { token })).body.data).toEqual({ moved: 2 });
    const decor = await page(token, { group_alias: "mg_decor" });
    expect(decor.list.map((m) => m.alias)).toEqual(expect.arrayContaining(["mt_1", "mt_2"]));
    expect((await call(`${BASE}/move`, { aliases: ["mt_1"], group_alias: "" }, { token })).body.code).toBe(200);
    expect((await page(token, { group_alias: "" })).list.some((m) => m.alias === "mt_1")).toBe(true);
    expect((await call(`${BASE}/move`, { aliases: ["mt_2", "mt_u_1"], group_alias: "" }, { token })).body).toMatchObject({ code: 404, msg: "素材不存在" });
    expect((await page(token, { group_alias: "mg_decor" })).list.some((m) => m.alias === "mt_2")).toBe(true);
    expect((await call(`${BASE}/move`, { aliases: [], group_alias: "" }, { token })).body).toMatchObject({ code: 422, msg: "请选择素材" });
    expect((await call(`${BASE}/move`, { aliases: ["mt_2"] }, { token })).body).toMatchObject({ code: 422, msg: "请选择分组" });
    expect((await call(`${BASE}/move`, { aliases: ["mt_2"], group_alias: "mg_x" }, { token })).body).toMatchObject({ code: 404, msg: "分组不存在" });
  });

  it("deletes one or a batch, all or none", async () => {
    const token = await login();
    const before = (await page(token)).total;
    expect((await call(`${BASE}/del`, { aliases: ["mt_3", "mt_u_2"] }, { token })).body).toMatchObject({ code: 404, msg: "素材不存在" });
    expect((await page(token)).total).toBe(before);
    expect((await call(`${BASE}/del`, { aliases: ["mt_3", "mt_4"] }, { token })).body.data).toEqual({ deleted: 2 });
    expect((await call(`${BASE}/del`, { alias: "mt_5" }, { token })).body.data).toEqual({ deleted: 1 });
    expect((await page(token)).total).toBe(before - 3);
    expect((await call(`${BASE}/del`, { aliases: [] }, { token })).body).toMatchObject({ code: 422, msg: "请选择素材" });
  });
});

describe("素材分组", () => {
  it("adds and renames groups; names are checked and unique per shop", async () => {
    const token = await login();
    const made = await call<{ alias: string }>(`${BASE}/group/save`, { name: " 直播素材 " }, { token });
    expect(made.body.code).toBe(200);
    expect((await groups(token)).list.at(-1)).toMatchObject({ name: "直播素材", count: 0 });
    const cases: [object, number, string][] = [
      [{ name: "" }, 422, "请输入分组名称"],
      [{ name: "分".repeat(21) }, 422, "分组名称不能超过20个字符"],
      [{ name: "未分组" }, 422, "分组名称不能使用“未分组”"],
      [{ name: "商品主图" }, 409, "分组名称已存在"],
      [{ alias: made.body.data.alias, name: "活动海报" }, 409, "分组名称已存在"],
      [{ alias: "mg_u_goods", name: "抢走" }, 404, "分组不存在"],
    ];
    for (const [body, code, msg] of cases) {
      expect((await call(`${BASE}/group/save`, body, { token })).body, msg).toMatchObject({ code, msg });
    }
    expect((await call(`${BASE}/group/save`, { name: "商品主图" }, { token: await loginOtherAdmin() })).body.code).toBe(200);
    expect((await call(`${BASE}/group/save`, { alias: made.body.data.alias, name: "直播切片" }, { token })).body.code).toBe(200);
    expect((await groups(token)).list.map((g) => g.name)).toContain("直播切片");
  });

  it("deleting a group moves its materials to 未分组", async () => {
    const token = await login();
    const before = await groups(token);
    const posters = before.list.find((g) => g.alias === "mg_poster")?.count ?? 0;
    expect(posters).toBeGreaterThan(0);
    expect((await call(`${BASE}/group/del`, { alias: "mg_poster" }, { token })).body.data).toEqual({ moved: posters });
    const after = await groups(token);
    expect(after.list.some((g) => g.alias === "mg_poster")).toBe(false);
    expect(after.ungrouped_count).toBe(before.ungrouped_count + posters);
    expect(after.all_count).toBe(before.all_count);
    expect((await call(`${BASE}/group/del`, { alias: "mg_poster" }, { token })).body).toMatchObject({ code: 404, msg: "分组不存在" });
  });
});

describe("视频上传", () => {
  it("accepts a video data URL and answers a URL and its size; refuses other files", async () => {
    const token = await login();
    // the start of an MP4 (a `ftyp` box): videos are recognised by their bytes (decision 0074)
    const content = `data:video/mp4;base64,${btoa("\0\0\0\x14ftypisom\0\0\x02\0isom")}`;
    const reply = await call<{ url: string; size: number }>(`${BASE}/upload`, { filename: "a.mp4", content }, { token });
    expect(reply.body.data.size).toBe(20);
    expect(reply.body.data.url).toMatch(/^blob:/);
    expect((await call(`${BASE}/upload`, { filename: "a.mp4", content: `data:video/mp4;base64,${btoa("fake-mp4-bytes")}` }, { token })).body).toMatchObject({ code: 422 });
    expect((await call(`${BASE}/upload`, { filename: "a.png", content: png }, { token })).body).toMatchObject({ code: 422 });
    const big = `data:video/mp4;base64,${"A".repeat(Math.ceil((50 * MB * 4) / 3) + 8)}`;
    expect((await call(`${BASE}/upload`, { filename: "big.mp4", content: big }, { token })).body).toMatchObject({ code: 422, msg: "视频不能超过50MB" });
  });
});
