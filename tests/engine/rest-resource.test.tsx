import { screen, waitFor, within } from "@testing-library/react";
import { delay, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_JSON_BODY_BYTES } from "../../src/api/body-limits";
import { api, server } from "../../src/demo/node";
import { restLookupBase } from "../../src/engine/lookups";
import supplier from "../../src/resources/goods/supplier";
import { fixtureLookupHandlers } from "../api/fixture-lookups";
import { TOO_LARGE } from "../../src/api/respond";
import { requestTimeoutForTest } from "../providers/request-timeout";
import { NETWORK_ERROR, TIMEOUT_ERROR } from "../../src/providers/http";
import type { ResourceConfig } from "../../src/engine/types";
import { getToken, setToken } from "../../src/providers/token";
import { button, callsTo, findRow, firstColumn, preloadScreens, renderResource, setupUser, withResourceDemoApi } from "./resource-harness";

/**
 * A resource on a plain REST service (decision 0018): the app's 供应商 (api.rest) through the
 * real providers (refine's "rest" data provider = @refinedev/simple-rest) against the demo's
 * generated json-server style handlers (src/api/rest-resource.ts), plus a provider-API
 * fixture whose relation points at it (searched through its lookup: decision 0124).
 */

/** A provider-API resource with a relation to the REST resource. */
const purchase: ResourceConfig = {
  name: "fixtureRestPurchase", label: "采购单", section: "/goods", menu: { title: "采购单", order: 9 },
  routes: { list: "/goods/fixtureRestPurchase", create: "/goods/fixtureRestPurchase/create", edit: "/goods/fixtureRestPurchase/edit/:alias" },
  api: { base: "/merchant/goods/v1/fixture-rest-purchase" },
  fields: [
    { key: "title", label: "采购标题", required: true },
    { key: "supplier_id", label: "供应商", type: "relation", required: true, relation: { resource: "goodsSupplier", labelField: "name", displayField: "supplier_name" } },
  ],
};
withResourceDemoApi([purchase], { fixtureRestPurchase: () => [] });
// its 供应商's lookup, which the app's handlers (knowing the app's fields only) do not answer for it
const lookups = fixtureLookupHandlers([purchase]);
beforeEach(() => server.use(...api.bind(lookups)));
const SUPPLIER_LOOKUP = restLookupBase(supplier);

/** REST requests of the test: "METHOD /path?query". */
let rest: string[] = [];
beforeEach(() => {
  rest = [];
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/rest/")) rest.push(`${request.method} ${url.pathname}${decodeURIComponent(url.search)}`);
  });
  return () => server.events.removeAllListeners();
});

const restFetch = (path: string, init: RequestInit = {}) =>
  fetch(`${location.origin}${path}`, { ...init, headers: { "Content-Type": "application/json", Authorization: getToken() ?? "", ...init.headers } });

// 供应商's screens (an app resource's, lazy) load before the tests, not in the first one's wait
await preloadScreens("goodsSupplier");

describe("REST resource screens", () => {
  it("lists the shop's rows with paging and sort as json-server query params, filters by enum and keyword", async () => {
    const user = setupUser();
    renderResource("goodsSupplier", "/goods/supplier");
    const row = await findRow("华东纸品");
    expect(firstColumn()).toEqual(["1", "2", "3"]); // the other shop's supplier is not there
    // the relation to a provider-API resource shows its label (the demo fills displayField)
    expect(within(row).getByText("文创周边")).toBeInTheDocument();
    expect(rest).toEqual(["GET /rest/suppliers?_end=10&_order=asc&_sort=id&_start=0"]);

    const filters = document.querySelector<HTMLElement>("form[aria-label='筛选']") ?? document.body;
    await user.click(within(filters).getByRole("combobox"));
    await user.click(await screen.findByText("战略", { selector: ".ant-select-item-option-content" }));
    await user.click(button("查询", filters));
    await waitFor(() => expect(firstColumn()).toEqual(["1"]));
    expect(rest.at(-1)).toBe("GET /rest/suppliers?_end=10&_order=asc&_sort=id&_start=0&level=1");

    await user.click(button("重置", filters));
    await user.type(within(filters).getByPlaceholderText(/供应商名称/), "印务");
    await user.click(button("查询", filters));
    await waitFor(() => expect(firstColumn()).toEqual(["2"]));
    expect(rest.at(-1)).toBe("GET /rest/suppliers?_end=10&_order=asc&_sort=id&_start=0&q=印务");
  });

  // one call a test, each screen opened at its address: the walk through all four took 21 s at load
  // 12 against a test's 20 s (decision 0089)
  it("creates with POST", async () => {
    const user = setupUser();
    const app = renderResource("goodsSupplier", "/goods/supplier/create");
    await user.type(await screen.findByLabelText("供应商名称"), "北方木业");
    await user.type(screen.getByLabelText("联系电话"), "13812345678");
    await user.click(button("保存"));
    await waitFor(() => expect(app.at()).toBe("/goods/supplier"));
    await findRow("北方木业");
    expect(rest).toContain("POST /rest/suppliers");
  });

  it("edits with PATCH", async () => {
    const user = setupUser();
    const app = renderResource("goodsSupplier", "/goods/supplier/edit/2");
    await waitFor(() => expect(screen.getByLabelText("供应商名称")).toHaveValue("南方印务"));
    await user.clear(screen.getByLabelText("供应商名称"));
    await user.type(screen.getByLabelText("供应商名称"), "南方印务集团");
    await user.click(button("保存"));
    await waitFor(() => expect(app.at()).toBe("/goods/supplier"));
    await findRow("南方印务集团");
    expect(rest).toEqual(expect.arrayContaining(["GET /rest/suppliers/2", "PATCH /rest/suppliers/2"]));
  });

  it("toggles with PATCH and deletes with DELETE", async () => {
    const user = setupUser();
    renderResource("goodsSupplier", "/goods/supplier");
    await user.click(within(await findRow("南方印务")).getByText("暂停"));
    await waitFor(() => expect(within(screen.getByText("南方印务").closest("tr") ?? document.body).getByText("已暂停")).toBeInTheDocument());
    expect(rest.filter((r) => !r.startsWith("GET "))).toEqual(["PATCH /rest/suppliers/2"]);

    rest = [];
    await user.click(within(await findRow("南方印务")).getByText("删除"));
    const confirm = await waitFor(() => screen.getByText("确定删除这条供应商吗？").closest<HTMLElement>(".ant-popover"));
    await user.click(button("删除", confirm ?? undefined));
    await waitFor(() => expect(firstColumn()).toEqual(["1", "3"]));
    // the toggle's list refetch may still be on its way (a GET): the writes are what the test names
    expect(rest.filter((r) => !r.startsWith("GET "))).toEqual(["DELETE /rest/suppliers/2"]);
  });

  it("a provider-API resource's relation searches the REST resource through its lookup, not the REST list (decision 0124)", async () => {
    const user = setupUser();
    renderResource("fixtureRestPurchase", "/goods/fixtureRestPurchase/create");
    const form = await screen.findByRole("form", { name: "采购单表单" });
    const select = await waitFor(() => within(form).getByRole("combobox"));
    await user.click(select);
    await screen.findByText("南方印务", { selector: ".ant-select-item-option-content" });
    const named = { resource: "fixtureRestPurchase", field: "supplier_id" };
    expect(callsTo(SUPPLIER_LOOKUP)).toEqual([[`${SUPPLIER_LOOKUP}/lookup`, { ...named, page: 1, page_size: 20 }]]);
    await user.type(select, "星火");
    await waitFor(() => expect(callsTo(SUPPLIER_LOOKUP).at(-1)?.[1]).toEqual({ ...named, page: 1, page_size: 20, keyword: "星火" }));
    await waitFor(() => expect(screen.queryByText("南方印务", { selector: ".ant-select-item-option-content" })).toBeNull());
    expect(screen.getByText("星火玩具厂", { selector: ".ant-select-item-option-content" })).toBeInTheDocument();
    // the REST service's own list, which asks the 供应商 page's grant, is never asked
    expect(rest).toEqual([]);
  });
});

describe("a REST call refused with HTTP 401", () => {
  it("ends the session as the provider API's 401 does, without a 网络错误 toast", async () => {
    renderResource("goodsSupplier", "/goods/supplier");
    await findRow("华东纸品");
    setToken("a-token-the-demo-never-gave", false); // the session ended on the server
    await setupUser().click(screen.getByRole("button", { name: "刷新" }));
    await waitFor(() => expect(getToken()).toBeUndefined());
    expect(screen.queryByText("网络错误")).toBeNull();
  });
});

describe("a REST call with no answer within VITE_REQUEST_TIMEOUT", () => {
  it("fails once, asked once, with one 请求超时 (decision 0038)", async () => {
    requestTimeoutForTest(50);
    server.use(http.get("*/rest/suppliers", () => delay("infinite")));
    renderResource("goodsSupplier", "/goods/supplier");
    await waitFor(() => expect(screen.getAllByText(TIMEOUT_ERROR, { selector: ".ant-message-notice *" })).toHaveLength(1));
    expect(rest.filter((r) => r.startsWith("GET /rest/suppliers?"))).toHaveLength(1);
    expect(screen.queryByText(NETWORK_ERROR, { selector: ".ant-message-notice *" })).toBeNull();
  });
});

describe("the demo's REST handlers are strict (decision 0009)", () => {
  it("answers x-total-count, refuses bad queries, bodies and missing tokens with 4xx and a message", async () => {
    const list = await restFetch("/rest/suppliers?_start=1&_end=2&_sort=id&_order=desc");
    expect(list.status).toBe(200);
    expect(list.headers.get("x-total-count")).toBe("3");
    expect(list.headers.get("access-control-expose-headers")).toBe("X-Total-Count");
    expect(((await list.json()) as { name: string }[]).map((r) => r.name)).toEqual(["南方印务"]);
    expect((await restFetch("/rest/suppliers?_sort=nope")).status).toBe(400);
    expect((await restFetch("/rest/suppliers?colour=red")).status).toBe(400);
    expect((await restFetch("/rest/suppliers/4")).status).toBe(404); // the other shop's
    const bad = await restFetch("/rest/suppliers", { method: "POST", body: JSON.stringify({ name: "", contact_mobile: "123" }) });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toMatch(/供应商名称|联系电话/);
    expect((await restFetch("/rest/suppliers", { method: "POST", body: "[1]" })).status).toBe(400);
    expect((await restFetch("/rest/suppliers", { headers: { Authorization: "" } })).status).toBe(401);
    // a body over the provider API's limit (body-limits.ts): 413, unread
    const huge = await restFetch("/rest/suppliers", { method: "POST", body: JSON.stringify({ name: "x".repeat(MAX_JSON_BODY_BYTES) }) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: TOO_LARGE });
  });
});
