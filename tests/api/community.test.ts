import { render } from "@testing-library/react";
import { createElement, Fragment, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { richtext } from "../../src/engine/fields/richtext";
import note from "../../src/resources/community/note";
import { call, login, loginOtherAdmin, setupDemoApi, type Page } from "./helpers";

/** 社区笔记 through the demo API: rules, the 下架/发布 transitions, and sanitised content. */

setupDemoApi();

const BASE = "/merchant/community/v1/note";

interface Note {
  alias: string;
  title: string;
  content: string;
  status: number;
  tags: string[];
  goods_aliases: string[];
  goods_names: string[];
  views: number;
  likes: number;
}

const valid = { title: "藏品开箱测试", content: "<p>第一次开箱，<strong>惊喜</strong>满满。</p>", tags: ["开箱"], goods_aliases: ["go_1_0"], status: 1 };

const show = (node: ReactNode) => render(createElement(Fragment, null, node));

async function save(token: string, body: object) {
  return call<{ alias: string }>(`${BASE}/save`, body, { token });
}

async function detail(token: string, alias: string): Promise<Note> {
  return (await call<Note>(`${BASE}/detail`, { alias }, { token })).body.data;
}

describe("笔记 list", () => {
  it("lists the shop's own notes only, with status counts and filters", async () => {
    const token = await login();
    const all = await call<Page<Note> & { counts: Record<string, number> }>(`${BASE}/list`, { page: 1, page_size: 100 }, { token });
    expect(all.body.data.total).toBe(40);
    const { counts } = all.body.data;
    expect((counts["1"] ?? 0) + (counts["2"] ?? 0) + (counts["3"] ?? 0)).toBe(40);
    expect(counts["2"]).toBeGreaterThan(0);
    expect(counts["3"]).toBeGreaterThan(0);

    const drafts = await call<Page<Note>>(`${BASE}/list`, { page: 1, page_size: 100, status: 2 }, { token });
    expect(drafts.body.data.total).toBe(counts["2"]);
    expect(drafts.body.data.list.every((n) => n.status === 2)).toBe(true);

    const tagged = await call<Page<Note>>(`${BASE}/list`, { page: 1, page_size: 100, tags: "使用教程" }, { token });
    expect(tagged.body.data.total).toBeGreaterThan(0);
    expect(tagged.body.data.list.every((n) => n.tags.includes("使用教程"))).toBe(true);

    const other = await call<Page<Note>>(`${BASE}/list`, { page: 1, page_size: 100 }, { token: await loginOtherAdmin() });
    expect(other.body.data.total).toBe(2);
  });
});

describe("笔记 save", () => {
  it.each([
    [{ title: "" }, "请输入标题"],
    [{ title: "长".repeat(51) }, "标题不能超过50个字"],
    [{ content: "" }, "请输入正文"],
    [{ content: "<p>  </p><p>&nbsp;</p>" }, "请输入正文"],
    [{ status: 3 }, "保存时只能选择已发布或草稿，下架请使用列表中的“下架”"],
    [{ status: 9 }, "状态的取值无效"],
    [{ goods_aliases: ["go_nope"] }, "关联商品不存在"],
    [{ tags: ["a", "b", "c", "d", "e", "f"] }, "话题标签最多5项"],
  ])("refuses %o with a Chinese message", async (patch, message) => {
    const token = await login();
    const res = await save(token, { ...valid, ...patch });
    expect(res.body.code).toBe(422);
    expect(res.body.msg).toBe(message);
  });

  it("creates a note with linked goods, zero views and likes, and strips scripts from the stored content", async () => {
    const token = await login();
    const content = '<p>正文<img src="x" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">链接</a>';
    // read-only counts are refused by their label, never dropped in silence (issue 50, decision 0120)
    expect((await save(token, { ...valid, content, views: 999, likes: 999 })).body).toMatchObject({ code: 422, msg: "浏览量不能修改" });
    const res = await save(token, { ...valid, content, views: 0 });
    expect(res.body.code).toBe(200);
    const stored = await detail(token, res.body.data.alias);
    expect(stored.title).toBe(valid.title);
    expect(stored.goods_names).toEqual(["敦煌飞天 数字藏品"]);
    expect([stored.views, stored.likes]).toEqual([0, 0]);
    expect(stored.content).toContain("正文");
    expect(stored.content).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("keeps a taken-down note taken down when it is edited", async () => {
    const token = await login();
    const list = await call<Page<Note>>(`${BASE}/list`, { page: 1, page_size: 1, status: 3 }, { token });
    const down = list.body.data.list[0];
    if (!down) throw new Error("no seeded 已下架 note");
    const res = await save(token, { ...(await detail(token, down.alias)), title: "已下架：改了标题" });
    expect(res.body.code).toBe(200);
    expect((await detail(token, down.alias)).status).toBe(3);
  });
});

describe("笔记 下架/发布", () => {
  it("takes a published note down and publishes it again; a draft cannot be taken down", async () => {
    const token = await login();
    const created = await save(token, valid);
    const alias = created.body.data.alias;
    const status = (value: number) => call(`${BASE}/status`, { alias, status: value }, { token });

    expect((await status(3)).body.code).toBe(200);
    expect((await detail(token, alias)).status).toBe(3);
    const again = await status(3);
    expect(again.body).toMatchObject({ code: 409, msg: "笔记当前为“已下架”，不能下架" });
    expect((await status(1)).body.code).toBe(200);
    expect((await detail(token, alias)).status).toBe(1);

    const draft = await save(token, { ...valid, title: "草稿笔记", status: 2 });
    const down = await call(`${BASE}/status`, { alias: draft.body.data.alias, status: 3 }, { token });
    expect(down.body).toMatchObject({ code: 409, msg: "笔记当前为“草稿”，不能下架" });
    expect((await call(`${BASE}/status`, { alias, status: 2 }, { token })).body.code).toBe(422);
    expect((await call(`${BASE}/status`, { alias: "nope", status: 1 }, { token })).body.code).toBe(404);
  });
});

describe("笔记 content on screen", () => {
  it("renders the seeded injection attempt inert in the list cell and the detail", async () => {
    const token = await login();
    const res = await call<Page<Note>>(`${BASE}/list`, { page: 1, page_size: 5, keyword: "中秋月夜" }, { token });
    const unsafe = res.body.data.list[0];
    if (!unsafe) throw new Error("seeded note missing");
    // the seed holds the raw HTML, as an untrusted server might send it
    expect(unsafe.content).toMatch(/onerror=|<script/);

    const field = note.fields.find((f) => f.key === "content");
    if (!field) throw new Error("no content field");
    expect(field.type).toBe("richtext");
    const ctx = { record: unsafe as unknown as Record<string, unknown>, mode: "detail" as const };
    const detailView = show(richtext.detail(unsafe.content, field, ctx));
    const html = detailView.container.innerHTML;
    expect(detailView.container.textContent).toContain("转发抽奖规则见下方图片");
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(detailView.container.querySelector("img")?.getAttribute("src")).toBe("x");

    const cell = show(richtext.column(unsafe.content, field, { ...ctx, mode: "list" }));
    expect(cell.container.textContent).toContain("活动解释权归本店所有");
    expect(cell.container.innerHTML).not.toMatch(/<script|<img|onerror/i);
  });
});
