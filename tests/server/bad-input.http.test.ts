import { beforeEach, describe, expect, it } from "vitest";
import { config } from "../../src/config";
import { resources } from "../../src/resources";
import { API, call, login, setupDemoApi } from "../api/helpers";

/**
 * Bad input answered with a Chinese message and a 4xx, never a 500 (issue 47, item 6; decision
 * 0075: src/api/request-check.ts, read in route.ts before any handler): in memory under npm
 * test, and over HTTP on PGlite and Postgres under npm run test:server, where a NUL byte in a
 * name and `page: 1e308` answered HTTP 500 `Internal Server Error`.
 */

setupDemoApi();

const category = resources.find((r) => r.name === "category");
const goods = resources.find((r) => r.name === "goods");
if (!category?.api.base || !goods?.api.base) throw new Error("no category or goods resource");
const CATEGORY_SAVE = `${category.api.base}/save`;
const GOODS_LIST = `${goods.api.base}/list`;
const nameLabel = category.fields.find((f) => f.key === "name")?.label;

let token = "";
beforeEach(async () => {
  token = await login();
});

const newCategory = (name: string) => call<{ alias: string }>(CATEGORY_SAVE, { name, sort: 1, parent_alias: "" }, { token });

describe("text", () => {
  it.each([
    ["a NUL byte", "分类\u0000甲"],
    ["a control character", "分类\u001b[31m"],
    ["DEL", "分类\u007f"],
    ["a lone high surrogate", "分类\ud83c"],
    ["a lone low surrogate", "\udf81分类"],
  ])("with %s is refused with the field's label", async (_, name) => {
    const reply = await newCategory(name);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: 422, msg: `${nameLabel}含有无效字符`, data: null });
  });

  it("with an emoji, a tab or a line break is taken", async () => {
    for (const name of ["礼物🎁", "分\t类"]) expect((await newCategory(name)).body.code, name).toBe(200);
    const note = await call(GOODS_LIST, { page: 1, page_size: 10, keyword: "第一行\r\n第二行" }, { token });
    expect(note.body.code).toBe(200);
  });

  it("nested in a list's rows or in a key is refused too", async () => {
    const nested = await call(GOODS_LIST, { page: 1, page_size: 10, created_at: ["2026-01-01\u0000", ""] }, { token });
    expect(nested.body).toMatchObject({ code: 422, msg: `${goods.fields.find((f) => f.key === "created_at")?.label ?? "created_at"}含有无效字符` });
    const key = await call(GOODS_LIST, { page: 1, page_size: 10, "x\u0000": 1 }, { token });
    expect(key.body).toMatchObject({ code: 422, msg: "请求内容含有无效字符" });
  });
});

describe("paging", () => {
  it.each([
    [{ page: 1e308 }, "页码不正确"],
    [{ page: -1 }, "页码不正确"],
    [{ page: 0 }, "页码不正确"],
    [{ page: 1.5 }, "页码不正确"],
    [{ page: 1_000_001 }, "页码不正确"],
    [{ page: true }, "页码不正确"],
    [{ page_size: 0 }, "每页条数不正确"],
    [{ page_size: 2.5 }, "每页条数不正确"],
    [{ page_size: 1e308 }, "每页条数不正确"],
  ])("%o is refused", async (paging, msg) => {
    const reply = await call(GOODS_LIST, { page: 1, page_size: 10, ...paging }, { token });
    expect(reply.body).toEqual({ code: 422, msg, data: null });
  });

  it("the last page there is, and one far past it, are answered", async () => {
    const far = await call<{ list: unknown[]; page: number }>(GOODS_LIST, { page: 1_000_000, page_size: 10 }, { token });
    expect(far.body.code).toBe(200);
    expect(far.body.data.list).toEqual([]);
  });
});

describe("a body that is not a JSON object", () => {
  it.each([["text", "{not json"], ["an array", "[1, 2]"], ["a number", "42"], ["a string", '"name"']])("(%s) answers HTTP 400 请求格式不正确", async (_, body) => {
    const res = await fetch(`${API}${GOODS_LIST}`, { method: "POST", headers: { "Content-Type": "application/json", Application: config.application, Authorization: token }, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, msg: "请求格式不正确", data: null });
  });
});
