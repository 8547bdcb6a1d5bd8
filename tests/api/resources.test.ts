import { beforeEach, describe, expect, it } from "vitest";
import { shopInstant } from "../../src/engine/shop-clock";
import type { ResourceConfig } from "../../src/engine/types";
import { api, getDb, server } from "../../src/demo/node";
import { fail, ok } from "../../src/api/respond";
import { aliasPrefix, appSeeds, collectSeeds, seededAlias, seedResource, type SeedMap } from "../../src/api/resource-seeds";
import { resourceHandlers, type ResourceExtension } from "../../src/api/resources";
import { seed } from "../../src/demo/seed";
import type { Db } from "../../src/api/types";
import { call, login, loginOtherAdmin, setupDemoApi, type Page } from "./helpers";

/**
 * The generated demo API, proven on FIXTURE resources (not the app's configs): a tree of
 * book categories and books with every kind of field, mounted next to the app's handlers.
 */

setupDemoApi();

const bookCategory: ResourceConfig = {
  name: "fixtureBookCategory",
  label: "书籍分类",
  section: "/goods",
  routes: { list: "/fixtureTest/book-category", create: "/fixtureTest/book-category/create", edit: "/fixtureTest/book-category/edit/:alias" },
  api: { base: "/fixtureTest/v1/book-category" },
  tree: { parentField: "parent_alias" },
  defaultSort: { field: "name", order: "asc" },
  fields: [
    { key: "name", label: "分类名称", required: true, max: 10, unique: true },
    {
      key: "parent_alias", label: "上级分类", type: "relation",
      relation: { resource: "fixtureBookCategory", labelField: "name", displayField: "parent_name", params: { parent_alias: "" } },
    },
  ],
};

const book: ResourceConfig = {
  name: "fixtureBook",
  label: "书籍",
  section: "/goods",
  routes: { list: "/fixtureTest/book/:shelf" },
  routeParams: { shelf: "shelf_alias" },
  api: { base: "/fixtureTest/v1/book", detail: "info", del: "delete" },
  operations: ["list", "create", "edit", "detail", "delete", "batchDelete"],
  deleteRefusedWhen: { field: "status", in: [1], reason: "在售书籍不能删除" },
  keyword: { label: "书名", fields: ["name"] },
  fields: [
    { key: "name", label: "书名", required: true, max: 20, unique: true },
    { key: "price", label: "价格", type: "money", required: true, min: 0.01 },
    { key: "status", label: "状态", type: "enum", default: 1, options: [{ value: 1, label: "在售" }, { value: 2, label: "停售" }] },
    {
      key: "category_alias", label: "分类", type: "relation", required: true,
      relation: { resource: "fixtureBookCategory", labelField: "name", displayField: "category_name" },
    },
    { key: "tags", label: "标签", type: "tags", max: 3 },
    {
      key: "chapters", label: "章节", type: "list",
      fields: [
        { key: "title", label: "标题", required: true, max: 10 },
        { key: "pages", label: "页数", type: "integer", min: 1 },
      ],
    },
    { key: "secret_code", label: "口令", type: "password", form: "create" },
    { key: "sales", label: "销量", type: "integer", readOnly: true },
    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true, filter: "range" },
  ],
};

/** Keyed by `ticket_no` (not alias); points at a hand-written table (role). */
const ticket: ResourceConfig = {
  name: "fixtureTicket",
  label: "工单",
  section: "/goods",
  routes: { list: "/fixtureTest/ticket", create: "/fixtureTest/ticket/create", edit: "/fixtureTest/ticket/edit/:alias" },
  api: { base: "/fixtureTest/v1/ticket", key: "ticket_no" },
  fields: [
    { key: "title", label: "标题", required: true },
    { key: "owner_role", label: "负责角色", type: "relation", relation: { resource: "role", labelField: "name", displayField: "owner_role_name" } },
  ],
};

const NAMES = ["三体", "三体II·黑暗森林", "三体III·死神永生", "球状闪电", "流浪地球", "超新星纪元", "乡村教师", "朝闻道", "带上她的眼睛", "镜子", "赡养人类", "诗云"];

const fixtureSeeds: SeedMap = {
  fixtureBookCategory: ({ shops }) => [
    { shop_alias: shops.admin, alias: "bc_novel", name: "小说", parent_alias: "" },
    { shop_alias: shops.admin, alias: "bc_scifi", name: "科幻", parent_alias: "bc_novel" },
    { shop_alias: shops.admin, alias: "bc_poem", name: "诗歌", parent_alias: "" },
    { shop_alias: shops.user, alias: "bc_kids", name: "童书", parent_alias: "" },
  ],
  fixtureBook: ({ shops }) => [
    ...NAMES.map((name, i) => ({
      shop_alias: shops.admin,
      name,
      price: 10 + i,
      status: i % 3 === 0 ? 2 : 1,
      category_alias: i < 6 ? "bc_scifi" : "bc_novel",
      shelf_alias: i % 2 ? "s2" : "s1",
      tags: i % 4 === 0 ? ["经典"] : [],
      chapters: [],
      secret_code: "seeded",
      sales: i * 10,
      // written dates (not ctx.at, which moves with the clock: decision 0020)
      created_at: `2026-01-${String(1 + i).padStart(2, "0")} 10:00:00`,
    })),
    { shop_alias: shops.user, alias: "bk_user", name: "小王子", price: 20, status: 1, category_alias: "bc_kids", shelf_alias: "s1" },
  ],
};

/** A hand-written action and a computed field. */
const bookExtension: ResourceExtension = {
  resource: "fixtureBook",
  actions: {
    status: async ({ body, load, repo, shop }) => {
      const row = await load(body.alias);
      if (!row) return fail(404, "记录不存在");
      const stored = await repo.table("fixtureBook").patch(shop.alias, row.alias, { status: row.status === 1 ? 2 : 1 });
      return ok({ alias: row.alias, status: stored?.status });
    },
    copy: async ({ body, load, prepare, insertRecord }) => {
      const row = await load(body.alias);
      if (!row) return fail(404, "记录不存在");
      const fields = await prepare({ ...row, name: `${String(row.name)}（副本）` });
      if ("code" in fields && "msg" in fields) return fail(Number(fields.code), String(fields.msg));
      return ok({ alias: (await insertRecord(fields)).alias });
    },
  },
  output: async () => (row) => ({ price_label: `¥${Number(row.price).toFixed(2)}` }),
};

const fixtures = [bookCategory, book, ticket];
const B = "/fixtureTest/v1/book";
const C = "/fixtureTest/v1/book-category";
const T = "/fixtureTest/v1/ticket";

interface Book {
  alias: string;
  name: string;
  price: number;
  status: number;
  category_alias: string;
  category_name: string | null;
  shelf_alias: string | null;
  tags: string[] | null;
  chapters: { title: string; pages: number | null }[] | null;
  sales: number | null;
  created_at: string;
  updated_at: string;
  price_label: string;
}
interface Category {
  alias: string;
  name: string;
  parent_alias: string;
  parent_name: string | null;
}

let token = "";
beforeEach(async () => {
  server.use(...api.bind(resourceHandlers(fixtures, fixtureSeeds, [bookExtension])));
  token = await login();
});

const list = async (body: object = {}, auth = token) => (await call<Page<Book>>(`${B}/list`, body, { token: auth })).body.data;
const names = (page: Page<Book>) => page.list.map((b) => b.name);
const valid = { name: "球状闪电2", price: 9.9, category_alias: "bc_novel", shelf_alias: "s1", chapters: [{ title: "第一章", pages: 12 }] };

describe("list", () => {
  it("pages, sorts by created_at desc by default and hides shop_alias and passwords", async () => {
    const page = await list({ page: 2, page_size: 5 });
    expect(page).toMatchObject({ total: 12, page: 2, page_size: 5 });
    expect(names(page)).toEqual(["乡村教师", "超新星纪元", "流浪地球", "球状闪电", "三体III·死神永生"]);
    const first = (await list()).list[0];
    expect(first).toMatchObject({ name: "诗云", category_alias: "bc_novel", category_name: "小说", price_label: "¥21.00" });
    expect(first).not.toHaveProperty("shop_alias");
    expect(first).not.toHaveProperty("secret_code");
    expect((await list({ page: 3, page_size: 5 })).list).toHaveLength(2);
    expect((await list({ page_size: 1000 })).page_size).toBe(100);
  });

  it("sorts by sort_field / sort_order", async () => {
    const asc = (await list({ sort_field: "price", sort_order: "asc", page_size: 20 })).list.map((b) => b.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = await list({ sort_field: "sales", sort_order: "desc", page_size: 3 });
    expect(desc.list.map((b) => b.sales)).toEqual([110, 100, 90]);
  });

  it("searches the keyword fields only", async () => {
    expect(names(await list({ keyword: "三体" }))).toHaveLength(3);
    expect((await list({ keyword: "黑暗" })).total).toBe(1);
    // 科幻 is a category name: not a keyword field
    expect((await list({ keyword: "科幻" })).total).toBe(0);
  });

  it("filters by fields, route params, several values and a date range", async () => {
    expect((await list({ status: 2 })).total).toBe(4);
    expect((await list({ status: "2" })).total).toBe(4);
    expect((await list({ status: [1, 2] })).total).toBe(12);
    expect((await list({ category_alias: "bc_novel" })).total).toBe(6);
    expect((await list({ shelf_alias: "s1" })).total).toBe(6);
    expect((await list({ tags: "经典" })).total).toBe(3);
    const range = await list({ created_at: ["2026-01-03", "2026-01-05"], sort_field: "created_at", sort_order: "asc" });
    expect(names(range)).toEqual(["三体III·死神永生", "球状闪电", "流浪地球"]);
    expect((await list({ shelf_alias: "s2", status: 1, keyword: "三体" })).total).toBe(1);
    // unknown keys and empty values filter nothing
    expect((await list({ nope: 1, status: "" })).total).toBe(12);
  });

  it("lists a tree flat, up to 1000 rows, and '' for the parent means roots", async () => {
    const all = (await call<Page<Category>>(`${C}/list`, { page_size: 1000 }, { token })).body.data;
    expect(all).toMatchObject({ total: 3, page_size: 1000 });
    // defaultSort name asc, in pinyin order
    expect(all.list.map((c) => [c.name, c.parent_name])).toEqual([["科幻", "小说"], ["诗歌", null], ["小说", null]]);
    const roots = (await call<Page<Category>>(`${C}/list`, { parent_alias: "" }, { token })).body.data;
    expect(roots.list.map((c) => c.alias)).toEqual(["bc_poem", "bc_novel"]);
    const children = (await call<Page<Category>>(`${C}/list`, { parent_alias: "bc_novel" }, { token })).body.data;
    expect(children.list.map((c) => c.alias)).toEqual(["bc_scifi"]);
  });
});

describe("save", () => {
  it("creates, reads, updates and lists; read-only fields are refused by their label, unknown keys ignored", async () => {
    // issue 50 (decision 0120): a read-only value sent is refused, never dropped in silence
    expect((await call(`${B}/save`, { ...valid, sales: 999 }, { token })).body).toMatchObject({ code: 422, msg: "销量不能修改" });
    expect((await call(`${B}/save`, { ...valid, created_at: "2000-01-01 00:00:00" }, { token })).body).toMatchObject({ code: 422, msg: "创建时间不能修改" });
    const created = await call<{ alias: string }>(`${B}/save`, {
      ...valid, sales: null, shop_alias: "sh_x", hacker: "x", secret_code: "s3cret",
    }, { token });
    expect(created.body.code).toBe(200);
    const alias = created.body.data.alias;
    expect(alias.startsWith(aliasPrefix(book.name))).toBe(true); // "fi", from the name
    const detail = (await call<Book>(`${B}/info`, { alias }, { token })).body.data;
    expect(detail).toMatchObject({ ...valid, alias, status: 1, sales: null, tags: null, category_name: "小说" });
    expect(detail.created_at).not.toBe("2000-01-01 00:00:00");
    expect(detail).not.toHaveProperty("hacker");
    expect(detail).not.toHaveProperty("secret_code");
    const stored = getDb().records.fixtureBook?.find((b) => b.alias === alias);
    // stored through the repository: an unset field is absent (decision 0081), answered null (above)
    expect(stored).toMatchObject({ secret_code: "s3cret" });
    expect(stored).not.toHaveProperty("sales");
    expect(stored?.shop_alias).toBe(getDb().shops[0]?.alias);

    // a partial update: the rest is kept; create-only fields stay
    // a create-only or read-only field changed on an edit: refused by its label (issue 50)
    expect((await call(`${B}/save`, { alias, name: "新名字", secret_code: "changed" }, { token })).body).toMatchObject({ code: 422, msg: "口令不能修改" });
    expect((await call(`${B}/save`, { alias, name: "新名字", sales: 5 }, { token })).body).toMatchObject({ code: 422, msg: "销量不能修改" });
    const updated = await call(`${B}/save`, { alias, name: "新名字", price: 12.5, secret_code: "", sales: null }, { token });
    expect(updated.body).toEqual({ code: 200, msg: "ok", data: { alias } });
    const after = (await call<Book>(`${B}/info`, { alias }, { token })).body.data;
    expect(after).toMatchObject({ name: "新名字", price: 12.5, chapters: valid.chapters, created_at: detail.created_at, sales: null });
    expect(getDb().records.fixtureBook?.find((b) => b.alias === alias)?.secret_code).toBe("s3cret");
    // saving a record under its own unique name is fine
    expect((await call(`${B}/save`, { alias, name: "新名字" }, { token })).body.code).toBe(200);
    expect(names(await list({ keyword: "新名字" }))).toEqual(["新名字"]);
    expect((await list()).total).toBe(13);
    expect((await call(`${B}/save`, { alias: "bo_missing", name: "x" }, { token })).body).toMatchObject({ code: 404 });
    expect((await call(`${B}/info`, { alias: "bo_missing" }, { token })).body).toEqual({ code: 404, msg: "记录不存在", data: null });
  });

  it("refuses bad input with 422 and the engine's message", async () => {
    const cases: [object, string][] = [
      [{ ...valid, name: "" }, "请输入书名"],
      [{ ...valid, name: "   " }, "请输入书名"],
      [{ ...valid, name: "长".repeat(21) }, "书名不能超过20个字"],
      [{ ...valid, price: undefined }, "请输入价格"],
      [{ ...valid, price: 1.234 }, "价格最多两位小数"],
      [{ ...valid, price: 0 }, "价格不能小于0.01"],
      [{ ...valid, price: "abc" }, "价格必须是数字"],
      // a number sent as text, as the contract's `number` says (decision 0075)
      [{ ...valid, price: "12.50" }, "价格必须是数字"],
      [{ ...valid, name: 5 }, "书名格式不正确"],
      [{ ...valid, chapters: [{ title: "一", pages: "3" }] }, "章节第1行：页数必须是数字"],
      [{ ...valid, status: 9 }, "状态的取值无效"],
      [{ ...valid, tags: ["a", "b", "c", "d"] }, "标签最多3项"],
      [{ ...valid, tags: "a" }, "标签格式不正确"],
      [{ ...valid, name: "三体" }, "书名已存在"],
      [{ ...valid, category_alias: "" }, "请选择分类"],
      [{ ...valid, category_alias: "bc_nope" }, "分类不存在"],
      // another shop's category is not there
      [{ ...valid, category_alias: "bc_kids" }, "分类不存在"],
      [{ ...valid, chapters: [{ title: "" }] }, "章节第1行：请输入标题"],
      [{ ...valid, chapters: [{ title: "一" }, { title: "二", pages: 0 }] }, "章节第2行：页数不能小于1"],
      [{ ...valid, chapters: [{ title: "一" }, { title: "超".repeat(11) }] }, "章节第2行：标题不能超过10个字"],
    ];
    for (const [body, msg] of cases) {
      expect((await call(`${B}/save`, body, { token })).body, msg).toEqual({ code: 422, msg, data: null });
    }
    expect((await list()).total).toBe(12);
  });

  it("keeps sub-records to their fields and a tree to two levels", async () => {
    const res = await call<{ alias: string }>(`${B}/save`, { ...valid, chapters: [{ title: "一", pages: 3, junk: 1 }] }, { token });
    const saved = (await call<Book>(`${B}/info`, { alias: res.body.data.alias }, { token })).body.data;
    expect(saved.chapters).toEqual([{ title: "一", pages: 3 }]);

    const save = async (body: object) => (await call<{ alias: string }>(`${C}/save`, body, { token })).body;
    expect(await save({ name: "硬科幻", parent_alias: "bc_scifi" })).toMatchObject({ code: 422, msg: "上级分类只能选择一级书籍分类" });
    expect(await save({ alias: "bc_poem", parent_alias: "bc_poem" })).toMatchObject({ code: 422, msg: "上级分类不能选择自己" });
    expect(await save({ alias: "bc_novel", parent_alias: "bc_poem" })).toMatchObject({ code: 422, msg: "该书籍分类下还有下级书籍分类" });
    expect(await save({ name: "小说" })).toMatchObject({ code: 422, msg: "分类名称已存在" });
    const child = await save({ name: "现代诗", parent_alias: "bc_poem" });
    expect(child.code).toBe(200);
    const detail = (await call<Category>(`${C}/detail`, { alias: child.data.alias }, { token })).body.data;
    expect(detail).toMatchObject({ name: "现代诗", parent_alias: "bc_poem", parent_name: "诗歌" });
  });

  it("finds records by the configured key and resolves relations to hand-written tables", async () => {
    const role = getDb().role.find((r) => r.shop_alias === getDb().shops[0]?.alias);
    const created = await call<{ alias: string; ticket_no: string }>(`${T}/save`, { title: "补货", owner_role: role?.alias }, { token });
    expect(created.body.data.ticket_no).toBe(created.body.data.alias);
    const detail = await call<Record<string, unknown>>(`${T}/detail`, { ticket_no: created.body.data.ticket_no }, { token });
    expect(detail.body.data).toMatchObject({ title: "补货", ticket_no: created.body.data.alias, owner_role_name: role?.name });
    expect((await call(`${T}/save`, { title: "x", owner_role: "ro_nope" }, { token })).body).toMatchObject({ code: 422, msg: "负责角色不存在" });
    expect((await call(`${T}/del`, { alias: created.body.data.alias }, { token })).body.code).toBe(200);
    expect((await call(`${T}/detail`, { ticket_no: created.body.data.ticket_no }, { token })).body.code).toBe(404);
  });
});

describe("delete", () => {
  it("refuses by the config's deleteRefusedWhen, deletes otherwise (single or batch)", async () => {
    const [onSale] = (await list({ status: 1 })).list;
    const stopped = (await list({ status: 2 })).list;
    expect((await call(`${B}/delete`, { alias: onSale?.alias }, { token })).body).toEqual({ code: 409, msg: "在售书籍不能删除", data: null });
    expect((await call(`${B}/delete`, { alias: stopped[0]?.alias }, { token })).body.code).toBe(200);
    expect((await call(`${B}/info`, { alias: stopped[0]?.alias }, { token })).body.code).toBe(404);
    // a batch with a refused record deletes nothing
    const batch = [stopped[1]?.alias, onSale?.alias];
    expect((await call(`${B}/delete`, { aliases: batch }, { token })).body.code).toBe(409);
    expect((await list()).total).toBe(11);
    expect((await call(`${B}/delete`, { aliases: [stopped[1]?.alias, stopped[2]?.alias] }, { token })).body.code).toBe(200);
    expect((await list()).total).toBe(9);
    expect((await call(`${B}/delete`, { alias: "bo_missing" }, { token })).body.code).toBe(404);
  });

  it("refuses deleting a parent with children or a record others refer to", async () => {
    expect((await call(`${C}/del`, { alias: "bc_novel" }, { token })).body).toMatchObject({ code: 409, msg: "该书籍分类下还有下级书籍分类" });
    expect((await call(`${C}/del`, { alias: "bc_scifi" }, { token })).body).toMatchObject({ code: 409, msg: "该书籍分类下还有书籍" });
    expect((await call(`${C}/del`, { alias: "bc_poem" }, { token })).body.code).toBe(200);
  });
});

describe("extensions, scope and access", () => {
  it("serves a resource's hand-written actions beside the generated ones", async () => {
    const [first] = (await list({ status: 1 })).list;
    const toggled = await call(`${B}/status`, { alias: first?.alias }, { token });
    expect(toggled.body).toMatchObject({ code: 200, data: { status: 2 } });
    const copy = await call<{ alias: string }>(`${B}/copy`, { alias: first?.alias }, { token });
    const info = (await call<Book>(`${B}/info`, { alias: copy.body.data.alias }, { token })).body.data;
    expect(info.name).toBe(`${first?.name ?? ""}（副本）`);
    expect((await call(`${B}/copy`, { alias: first?.alias }, { token })).body).toMatchObject({ code: 422, msg: "书名已存在" });
  });

  it("keeps each shop's records apart", async () => {
    const own = (await list()).list[0];
    const other = await loginOtherAdmin();
    expect(names(await list({}, other))).toEqual(["小王子"]);
    expect((await call(`${B}/info`, { alias: own?.alias }, { token: other })).body.code).toBe(404);
    expect((await call(`${B}/save`, { alias: own?.alias, name: "改" }, { token: other })).body.code).toBe(404);
    expect((await call(`${B}/delete`, { alias: own?.alias }, { token: other })).body.code).toBe(404);
    expect((await call(`${B}/status`, { alias: own?.alias }, { token: other })).body.code).toBe(404);
    // unique per shop: the other shop may use a name this shop has
    const mine = await call(`${B}/save`, { ...valid, name: "三体", category_alias: "bc_kids" }, { token: other });
    expect(mine.body.code).toBe(200);
    expect((await list()).list[0]?.name).toBe("诗云");
  });

  it("answers 401 without a valid token", async () => {
    const res = await call(`${B}/list`, {});
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
    expect((await call(`${B}/save`, valid, { token: "nope" })).status).toBe(401);
  });

  it("serves only the operations a config offers", () => {
    const paths = (config: ResourceConfig) => resourceHandlers([config], {}).map((h) => h.info.path);
    // save / del left out are answered with a refusal (read-only-resources.test.ts), not left unserved
    expect(paths({ ...ticket, operations: ["list", "detail"] })).toEqual([
      "*/fixtureTest/v1/ticket/list", "*/fixtureTest/v1/ticket/detail", "*/fixtureTest/v1/ticket/save", "*/fixtureTest/v1/ticket/del",
    ]);
    expect(paths({ ...ticket, operations: ["list", "edit"] })).toEqual([
      "*/fixtureTest/v1/ticket/list", "*/fixtureTest/v1/ticket/detail", "*/fixtureTest/v1/ticket/save", "*/fixtureTest/v1/ticket/del",
    ]);
    expect(resourceHandlers([ticket], {}, [{ resource: "fixtureTicket", custom: true }])).toEqual([]);
    expect(() => resourceHandlers([ticket], {}, [{ resource: "nope" }])).toThrow(/nope/);
  });

  it("refuses creating a resource without the create operation", async () => {
    server.use(...api.bind(resourceHandlers([{ ...ticket, name: "fixtureTicket2", operations: ["list", "edit"] }], {})));
    expect((await call(`${T}/save`, { title: "x" }, { token })).body).toMatchObject({ code: 405, msg: "工单不支持新建" });
  });
});

describe("seeds", () => {
  const freshDb = (): Db => ({ ...seed(), records: {} });

  it("are deterministic and keep given aliases", () => {
    const a = seedResource(freshDb(), fixtureSeeds, "fixtureBook");
    const b = seedResource(freshDb(), fixtureSeeds, "fixtureBook");
    expect(a).toEqual(b);
    expect(a[0]?.alias).toBe(seededAlias("fixtureBook", 1));
    expect(a.find((r) => r.alias === "bk_user")?.name).toBe("小王子");
    expect(new Set(a.map((r) => r.alias)).size).toBe(a.length);
    expect(seedResource(freshDb(), fixtureSeeds, "nothing")).toEqual([]);
  });

  it("give ref() to other resources and add up several files of one resource", () => {
    const seeds = collectSeeds({
      "a.seed.ts": { default: { resource: "shelf", rows: ({ shops }) => [{ shop_alias: shops.admin, name: "A" }] } },
      "b.seed.ts": {
        default: {
          resource: "shelf",
          rows: ({ shops, ref }) => [{ shop_alias: shops.user, name: `B${ref("fixtureBookCategory").length}` }],
        },
      },
      "c.seed.ts": { default: { resource: "fixtureBookCategory", rows: fixtureSeeds.fixtureBookCategory ?? (() => []) } },
    });
    const db = freshDb();
    expect(seedResource(db, seeds, "shelf").map((r) => r.name)).toEqual(["A", "B4"]);
    expect(db.records.fixtureBookCategory).toHaveLength(4);
    expect(() => collectSeeds({ "bad.seed.ts": {} })).toThrow(/bad\.seed\.ts/);
  });

  it("of the app are part of every (re)seed", () => {
    const clock = shopInstant(2026, 11, 24, 9, 30);
    const db = seed(clock);
    for (const name of Object.keys(appSeeds)) expect(db.records[name], name).toBeDefined();
    expect(seed(clock)).toEqual(db);
  });
});

