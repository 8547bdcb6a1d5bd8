import { beforeEach, describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { api, getDb, server } from "../../src/demo/node";
import type { SeedMap } from "../../src/api/resource-seeds";
import type { ResourceExtension } from "../../src/api/resource-extension";
import { resourceHandlers } from "../../src/api/resources";
import { rowsWhere } from "../../src/api/locked-rows";
import { ok } from "../../src/api/respond";
import { now } from "../../src/api/util";
import { call, login, loginOtherAdmin, setupDemoApi } from "./helpers";

/**
 * Transitions run by the generated API (resource-transitions.ts, decision 0119), on a FIXTURE
 * 采购单: a move from `from` to `to` with `set` and the form's inputs, refused from another status
 * naming it, a check, a batch all or none, two actions on one call told apart by their body, and an
 * extension's `after` in the same transaction (its refusal undoes the move and its own writes).
 */

setupDemoApi();

const STATUS = [
  { value: "draft", label: "草稿" }, { value: "pending", label: "待审核" },
  { value: "approved", label: "已审核" }, { value: "rejected", label: "已驳回" }, { value: "stored", label: "已入库" },
];

const order: ResourceConfig = {
  name: "fixtureVoucher",
  label: "采购单",
  section: "/goods",
  routes: { list: "/fixtureTest/voucher" },
  api: { base: "/fixtureTest/v1/voucher", key: "sn" },
  tabs: { field: "status" },
  fields: [
    { key: "sn", label: "单号", readOnly: true },
    { key: "sku", label: "商品编码" },
    { key: "quantity", label: "数量", type: "integer" },
    { key: "status", label: "状态", type: "enum", readOnly: true, options: STATUS },
    { key: "approved_by", label: "审核人", readOnly: true },
    { key: "approver_alias", label: "审核账号", readOnly: true },
    { key: "approved_at", label: "审核时间", type: "datetime", readOnly: true },
    { key: "reject_reason", label: "驳回原因", type: "textarea", readOnly: true },
  ],
  actions: [
    { key: "submit", label: "提交审核", kind: "call", api: "submit", transition: { from: ["draft", "rejected"], to: "pending", check: (row) => (Number(row.quantity) > 0 ? null : "数量须大于0") } },
    { key: "submitBatch", label: "批量提交", kind: "call", api: "submit", act: "submit", scope: "batch", transition: { from: ["draft", "rejected"], to: "pending" } },
    {
      key: "approve", label: "通过", kind: "call", api: "audit", body: { result: "pass" },
      transition: { from: "pending", to: "approved", set: { approved_by: "$user", approver_alias: "$userAlias", approved_at: "$now" } },
    },
    {
      key: "reject", label: "驳回", kind: "call", api: "audit", body: { result: "reject" }, transition: { from: "pending", to: "rejected" },
      form: [{ key: "reject_reason", label: "驳回原因", type: "textarea", required: true, max: 20 }, { key: "memo", label: "内部备注" }],
    },
    { key: "store", label: "入库", kind: "call", api: "store", transition: { from: "approved", to: "stored" } },
  ],
};

const stock: ResourceConfig = {
  name: "fixtureStock",
  label: "库存",
  section: "/goods",
  routes: { list: "/fixtureTest/stock" },
  api: { base: "/fixtureTest/v1/stock" },
  fields: [{ key: "sku", label: "商品编码" }, { key: "count", label: "数量", type: "integer" }],
};

const seeds: SeedMap = {
  fixtureVoucher: ({ shops }) => [
    { shop_alias: shops.admin, alias: "fv1", sn: "PO-1", sku: "A", quantity: 5, status: "draft" },
    { shop_alias: shops.admin, alias: "fv2", sn: "PO-2", sku: "A", quantity: 0, status: "draft" },
    { shop_alias: shops.admin, alias: "fv3", sn: "PO-3", sku: "A", quantity: 7, status: "pending" },
    { shop_alias: shops.admin, alias: "fv4", sn: "PO-4", sku: "A", quantity: 3, status: "approved" },
    { shop_alias: shops.admin, alias: "fv5", sn: "PO-5", sku: "A", quantity: 500, status: "approved" },
    { shop_alias: shops.admin, alias: "fv6", sn: "PO-6", sku: "A", quantity: 2, status: "rejected" },
    { shop_alias: shops.user, alias: "fv9", sn: "PO-9", sku: "A", quantity: 1, status: "draft" },
  ],
  fixtureStock: ({ shops }) => [{ shop_alias: shops.admin, alias: "fs1", sku: "A", count: 10 }],
};

/** 入库 adds the 数量 to the goods' stock, then refuses over 100 (after writing: its write must be undone too). */
const stocking: ResourceExtension = {
  resource: "fixtureVoucher",
  after: {
    store: async (row, ctx) => {
      const table = ctx.repo.table("fixtureStock");
      const [item] = await rowsWhere(table, ctx.shop.alias, "sku", [String(row.sku)]);
      if (!item) return "商品不存在";
      await table.patch(ctx.shop.alias, item.alias, { count: Number(item.count) + Number(row.quantity) });
      return Number(row.quantity) > 100 ? "单次入库不能超过100件" : null;
    },
  },
};

type Voucher = Record<string, unknown> & { sn: string; status: string };

let token = "";
beforeEach(async () => {
  server.use(...api.bind(resourceHandlers([order, stock], seeds, [stocking])));
  token = await login();
});

const V = "/fixtureTest/v1/voucher";
const act = <T = Voucher>(action: string, body: object, as = token) => call<T>(`${V}/${action}`, body, { token: as });
const voucher = async (sn: string) => (await call<Voucher>(`${V}/detail`, { sn }, { token })).body.data;
const stockCount = async () => (await call<{ count: number }>("/fixtureTest/v1/stock/detail", { alias: "fs1" }, { token })).body.data.count;

describe("a transition on one record", () => {
  it("moves it from a `from` status to `to`, answering the record as detail shows it", async () => {
    const reply = await act("submit", { sn: "PO-1" });
    expect(reply.body).toMatchObject({ code: 200, data: { sn: "PO-1", status: "pending", quantity: 5 } });
    expect(await voucher("PO-1")).toMatchObject({ status: "pending" });
    // 已驳回 is a `from` too
    expect((await act("submit", { sn: "PO-6" })).body).toMatchObject({ code: 200, data: { status: "pending" } });
  });

  it("refuses a record in another status naming it, and changes nothing", async () => {
    expect((await act("submit", { sn: "PO-3" })).body).toEqual({ code: 409, msg: "该采购单待审核，不能提交审核", data: null });
    expect((await act("store", { sn: "PO-1" })).body).toMatchObject({ code: 409, msg: "该采购单草稿，不能入库" });
    expect(await voucher("PO-3")).toMatchObject({ status: "pending" });
  });

  it("refuses one missing or another shop's as not found", async () => {
    expect((await act("submit", { sn: "PO-404" })).body).toEqual({ code: 404, msg: "采购单不存在", data: null });
    expect((await act("submit", {})).body.code).toBe(404);
    expect((await act("submit", { sn: "PO-1" }, await loginOtherAdmin())).body.code).toBe(404);
    expect((await act("submit", { sn: "PO-9" })).body.code).toBe(404);
    expect(await voucher("PO-1")).toMatchObject({ status: "draft" });
  });

  it("runs the transition's check on the record as stored: its refusal is a 422 and nothing moves", async () => {
    expect((await act("submit", { sn: "PO-2" })).body).toEqual({ code: 422, msg: "数量须大于0", data: null });
    expect(await voucher("PO-2")).toMatchObject({ status: "draft" });
  });

  it("sets $user, $userAlias and $now on the way", async () => {
    const before = now();
    const reply = await act("audit", { sn: "PO-3", result: "pass" });
    expect(reply.body.code).toBe(200);
    const owner = getDb().users.find((u) => u.mobile === "13800000000");
    expect(reply.body.data).toMatchObject({ status: "approved", approved_by: owner?.nickname, approver_alias: owner?.alias });
    expect(String(reply.body.data.approved_at) >= before).toBe(true);
    expect(await voucher("PO-3")).toMatchObject({ approved_by: owner?.nickname, approved_at: reply.body.data.approved_at });
  });
});

describe("two actions on one call", () => {
  it("is the one whose body the request carries: 驳回 stores its form's inputs that are fields", async () => {
    const reply = await act("audit", { sn: "PO-3", result: "reject", reject_reason: "单价不对", memo: "not a field" });
    expect(reply.body).toMatchObject({ code: 200, data: { status: "rejected", reject_reason: "单价不对", approved_by: null } });
    expect(getDb().records.fixtureVoucher?.find((r) => r.sn === "PO-3")).not.toHaveProperty("memo");
  });

  it("checks the form's inputs as the form does", async () => {
    expect((await act("audit", { sn: "PO-3", result: "reject" })).body).toMatchObject({ code: 422, msg: expect.stringContaining("驳回原因") });
    expect((await act("audit", { sn: "PO-3", result: "reject", reject_reason: "很长".repeat(11) })).body).toMatchObject({ code: 422, msg: expect.stringContaining("驳回原因") });
    expect((await act("audit", { sn: "PO-3", result: "reject", reject_reason: 5 })).body).toMatchObject({ code: 422, msg: "驳回原因格式不正确" });
    expect((await act("audit", { sn: "PO-3", result: "maybe" })).body).toMatchObject({ code: 422, msg: "采购单的操作不正确" });
    expect(await voucher("PO-3")).toMatchObject({ status: "pending", reject_reason: null });
  });
});

describe("a batch transition", () => {
  it("moves every record named", async () => {
    const reply = await act<Voucher[]>("submit", { sns: ["PO-6", "PO-1"] });
    expect(reply.body.code).toBe(200);
    expect(reply.body.data.map((r) => [r.sn, r.status])).toEqual([["PO-1", "pending"], ["PO-6", "pending"]]);
  });

  it("moves none when one is in another status (naming it), missing or another shop's", async () => {
    expect((await act("submit", { sns: ["PO-1", "PO-4"] })).body).toEqual({ code: 409, msg: "所选采购单中有已审核的，不能批量提交", data: null });
    expect((await act("submit", { sns: ["PO-1", "PO-9"] })).body).toMatchObject({ code: 404 });
    expect((await act("submit", { sns: [] })).body).toMatchObject({ code: 404 });
    expect(await voucher("PO-1")).toMatchObject({ status: "draft" });
  });
});

describe("the extension's after", () => {
  it("runs in the move's transaction: 入库 adds the 数量 to the stock", async () => {
    expect((await act("store", { sn: "PO-4" })).body).toMatchObject({ code: 200, data: { status: "stored" } });
    expect(await stockCount()).toBe(13);
  });

  it("refuses with its string, undoing the move and what it wrote", async () => {
    expect((await act("store", { sn: "PO-5" })).body).toEqual({ code: 422, msg: "单次入库不能超过100件", data: null });
    expect(await voucher("PO-5")).toMatchObject({ status: "approved" });
    expect(await stockCount()).toBe(10);
  });

  it("gives way to an extension's action of the same name", async () => {
    server.use(...api.bind(resourceHandlers([order, stock], seeds, [{ resource: "fixtureVoucher", actions: { submit: () => ok("by hand") } }])));
    expect((await act("submit", { sn: "PO-1" })).body).toMatchObject({ code: 200, data: "by hand" });
    expect(await voucher("PO-1")).toMatchObject({ status: "draft" });
  });
});
