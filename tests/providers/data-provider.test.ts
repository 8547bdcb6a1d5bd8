import type { CrudFilter } from "@refinedev/core";
import { http, type JsonBodyType } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { server } from "../../src/demo/node";
import { fail, ok } from "../../src/api/respond";
import { dataProvider, type ResourceApi } from "../../src/providers/data-provider";
import { ApiError } from "../../src/providers/http";
import { bindToasts } from "../../src/providers/notify";
import { removeToken, setToken } from "../../src/providers/token";

/**
 * refine CRUD → `POST {base}/{action}` of the provider API: each test answers one path
 * with a canned envelope and checks what reached the network and what refine got back.
 */

/** Every request that reached the network: [path, JSON body], and the tokens sent. */
const sent: [string, unknown][] = [];
const tokens: (string | null)[] = [];

/** Answers `path` with `reply` (any envelope), recording each request that reaches it. */
function answer(path: string, reply: () => Response): void {
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      sent.push([new URL(request.url).pathname, await request.json()]);
      tokens.push(request.headers.get("authorization"));
      return reply();
    }),
  );
}

const okWith = (data: JsonBodyType) => () => ok(data);
// three APIs: all defaults; custom detail action and key; custom del action
const goods: ResourceApi = { base: "/merchant/goods/v1/goods" };
const orders: ResourceApi = { base: "/merchant/order/v1/order", actions: { detail: "info" }, key: "order_sn" };
const address: ResourceApi = { base: "/merchant/shop/v1/address", actions: { del: "delete" } };

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
// The provider API wants the bare token; the client adds it to every call.
beforeEach(() => setToken("tok-dp", false));
afterEach(() => {
  sent.length = tokens.length = 0;
  server.resetHandlers();
  removeToken();
});
afterAll(() => server.close());

describe("getList", () => {
  it("sends page, page_size, the first sorter and flat filters; maps list/total", async () => {
    answer("/merchant/goods/v1/goods/list", okWith({ list: [{ alias: "g1" }, { alias: "g2" }], total: 42, page: 3, page_size: 20 }));
    const filters: CrudFilter[] = [
      { field: "status", operator: "eq", value: 1 },
      { field: "created_at", operator: "between", value: ["2026-01-01", "2026-01-31"] },
      // empty values are left out, so the API does not filter by ""
      { field: "keyword", operator: "contains", value: "" },
      { field: "category_alias", operator: "eq", value: undefined },
      { field: "type", operator: "eq", value: null },
      // a conditional filter has no single field: nothing to flatten
      { operator: "or", value: [{ field: "name", operator: "eq", value: "x" }] },
    ];
    const result = await dataProvider.getList({
      resource: "goods",
      pagination: { currentPage: 3, pageSize: 20, mode: "server" },
      sorters: [{ field: "price", order: "desc" }, { field: "sales", order: "asc" }],
      filters,
      meta: { api: goods },
    });
    expect(sent).toEqual([[
      "/merchant/goods/v1/goods/list",
      { page: 3, page_size: 20, sort_field: "price", sort_order: "desc", status: 1, created_at: ["2026-01-01", "2026-01-31"] },
    ]]);
    expect(tokens).toEqual(["tok-dp"]);
    expect(result).toEqual({ data: [{ alias: "g1" }, { alias: "g2" }], total: 42 });
  });

  it("defaults to page 1 of 10 without sorters, and adds the route's fields from meta.params", async () => {
    answer("/merchant/goods/v1/keys/list", okWith({ list: [], total: 0 }));
    const meta = { api: { base: "/merchant/goods/v1/keys" }, params: { goods_alias: "go_1" } };
    const result = await dataProvider.getList({ resource: "goodsKeys", meta });
    expect(sent).toEqual([["/merchant/goods/v1/keys/list", { page: 1, page_size: 10, goods_alias: "go_1" }]]);
    expect(result).toEqual({ data: [], total: 0 });
  });

  it("asks for everything at once when paging is off (tree tables)", async () => {
    answer("/merchant/goods/v1/category/lookup", okWith({ list: [{ alias: "c1" }], total: 1 }));
    const meta = { api: { base: "/merchant/goods/v1/category", actions: { list: "lookup" } } };
    await dataProvider.getList({ resource: "category", pagination: { currentPage: 4, pageSize: 10, mode: "off" }, meta });
    expect(sent).toEqual([["/merchant/goods/v1/category/lookup", { page: 1, page_size: 1000 }]]);
  });
});

describe("getOne, create, update, deleteOne", () => {
  it("getOne posts the key to the detail action (custom name and key)", async () => {
    answer("/merchant/order/v1/order/info", okWith({ order_sn: "SN1", amount: 9.9 }));
    const result = await dataProvider.getOne({ resource: "order", id: "SN1", meta: { api: orders } });
    expect(sent).toEqual([["/merchant/order/v1/order/info", { order_sn: "SN1" }]]);
    expect(result).toEqual({ data: { order_sn: "SN1", amount: 9.9 } });
  });

  it("create posts the variables as they are to save", async () => {
    answer("/merchant/goods/v1/goods/save", okWith({ alias: "g9" }));
    const result = await dataProvider.create({ resource: "goods", variables: { name: "新品", price: 9.9 }, meta: { api: goods } });
    expect(sent).toEqual([["/merchant/goods/v1/goods/save", { name: "新品", price: 9.9 }]]);
    expect(result).toEqual({ data: { alias: "g9" } });
  });

  it("update posts to save with the key added (it wins over a key in the variables)", async () => {
    answer("/merchant/order/v1/order/save", okWith({ order_sn: "SN1" }));
    const result = await dataProvider.update({ resource: "order", id: "SN1", variables: { remark: "加急", order_sn: "stale" }, meta: { api: orders } });
    expect(sent).toEqual([["/merchant/order/v1/order/save", { remark: "加急", order_sn: "SN1" }]]);
    expect(result).toEqual({ data: { order_sn: "SN1" } });
  });

  it("deleteOne posts the key to the del action (here named delete)", async () => {
    answer("/merchant/shop/v1/address/delete", okWith(null));
    const result = await dataProvider.deleteOne({ resource: "address", id: "ad_1", meta: { api: address } });
    expect(sent).toEqual([["/merchant/shop/v1/address/delete", { alias: "ad_1" }]]);
    expect(result).toEqual({ data: null });
  });
});

describe("custom and failures", () => {
  it("custom posts the payload to the url as it is ({} without one)", async () => {
    answer("/merchant/goods/v1/goods/status", okWith({ status: 2 }));
    const result = await dataProvider.custom?.({ url: "/merchant/goods/v1/goods/status", method: "post", payload: { alias: "g1" } });
    await dataProvider.custom?.({ url: "/merchant/goods/v1/goods/status", method: "post" });
    expect(sent.map(([, body]) => body)).toEqual([{ alias: "g1" }, {}]);
    expect(result).toEqual({ data: { status: 2 } });
  });

  it("refuses a resource without meta.api.base before calling anything", async () => {
    await expect(dataProvider.getList({ resource: "brand", meta: {} })).rejects.toThrow("资源 brand 没有配置 meta.api.base");
    const noBase = { api: { base: "" } };
    await expect(dataProvider.deleteOne({ resource: "brand", id: "b1", meta: noBase })).rejects.toThrow("资源 brand 没有配置 meta.api.base");
    expect(sent).toEqual([]);
  });

  it("rejects with the envelope's Chinese message and code when code is not 200, and toasts it", async () => {
    // the toast seam the shell binds to antd; a recorder here, so no antd portal renders outside React
    const toasts: unknown[] = [];
    const record = async (args: unknown) => void toasts.push(args);
    bindToasts({ message: { error: record, success: record }, notification: { error: record } } as never);
    answer("/merchant/goods/v1/goods/save", () => fail(422, "售价必须大于0"));
    const saving = dataProvider.create({ resource: "goods", variables: { price: 0 }, meta: { api: goods } });
    await expect(saving).rejects.toBeInstanceOf(ApiError);
    await expect(saving).rejects.toMatchObject({ message: "售价必须大于0", code: 422, kind: "business" });
    expect(sent).toHaveLength(1);
    expect(toasts).toEqual([{ key: "error:售价必须大于0", content: "售价必须大于0", duration: 5 }]);
  });
});
