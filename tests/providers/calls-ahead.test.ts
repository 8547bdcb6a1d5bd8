import { QueryClient } from "@tanstack/react-query";
import { http } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { server } from "../../src/demo/node";
import { ok } from "../../src/api/respond";
import { forgetAheadOnInvalidate } from "../../src/providers/calls-ahead";
import { dataProvider, readAhead, type ResourceApi } from "../../src/providers/data-provider";
import { ApiError, NETWORK_ERROR } from "../../src/providers/http";
import { bindToasts } from "../../src/providers/notify";
import { removeToken, setToken } from "../../src/providers/token";

/**
 * What a route's loader reads ahead (decision 0044) is the screen's own read only while it is
 * that: the same call of the same session, taken once; a write or a new session asks afresh.
 */

const sent: [unknown, unknown][] = [];
let version = 0;
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  setToken("tok-a", false);
  server.use(
    http.post("*/merchant/goods/v1/goods/:action", async ({ request, params }) => {
      sent.push([params.action, await request.json()]);
      return ok(params.action === "list" ? { list: [{ alias: "g1", version }], total: 1 } : { alias: "g1", version });
    }),
  );
});
afterEach(() => {
  sent.length = 0;
  version = 0;
  server.resetHandlers();
  removeToken();
});
afterAll(() => server.close());

const meta = { api: { base: "/merchant/goods/v1/goods" } satisfies ResourceApi };
const list = {
  resource: "goods",
  pagination: { currentPage: 2, pageSize: 20, mode: "server" as const },
  sorters: [{ field: "price", order: "asc" as const }],
  filters: [
    { field: "type", operator: "eq" as const, value: 1 },
    { field: "status", operator: "eq" as const, value: 0 },
  ],
  meta,
};

describe("reads ahead", () => {
  it("the screen's read takes the call read ahead, whatever the order of the filters; then asks itself", async () => {
    readAhead.list(list);
    const reversed = { ...list, filters: [...list.filters].reverse() };
    expect((await dataProvider.getList(reversed)).data).toEqual([{ alias: "g1", version: 0 }]);
    expect(sent).toEqual([["list", { page: 2, page_size: 20, sort_field: "price", sort_order: "asc", type: 1, status: 0 }]]);
    // 刷新: a read of its own
    version = 1;
    expect((await dataProvider.getList(list)).data).toEqual([{ alias: "g1", version: 1 }]);
    expect(sent).toHaveLength(2);
  });

  it("another page, or another record, is a call of its own", async () => {
    readAhead.list(list);
    readAhead.one({ resource: "goods", id: "g1", meta });
    await dataProvider.getList({ ...list, pagination: { ...list.pagination, currentPage: 3 } });
    await dataProvider.getOne({ resource: "goods", id: "g2", meta });
    expect(sent.map(([action]) => action)).toEqual(["list", "detail", "list", "detail"]);
  });

  it("a write drops what no screen took: the record is read again", async () => {
    readAhead.one({ resource: "goods", id: "g1", meta });
    await dataProvider.update({ resource: "goods", id: "g1", variables: { name: "新" }, meta });
    version = 1;
    expect((await dataProvider.getOne({ resource: "goods", id: "g1", meta })).data).toEqual({ alias: "g1", version: 1 });
    expect(sent.map(([action]) => action)).toEqual(["detail", "save", "detail"]);
  });

  it("an answer marked stale (a row action's write, then its lists invalidated) drops what no screen took", async () => {
    const client = new QueryClient();
    const stop = forgetAheadOnInvalidate(client);
    client.setQueryData(["goods", "list"], { version: 0 });
    readAhead.list(list);
    // 上架: the action's own call (not the data provider's), then refine invalidates the lists
    version = 1;
    await client.invalidateQueries({ queryKey: ["goods"] });
    expect((await dataProvider.getList(list)).data).toEqual([{ alias: "g1", version: 1 }]);
    expect(sent).toHaveLength(2);
    stop();
    client.clear();
  });

  it("a read ahead for another session is not this one's", async () => {
    readAhead.one({ resource: "goods", id: "g1", meta });
    setToken("tok-b", false);
    await dataProvider.getOne({ resource: "goods", id: "g1", meta });
    expect(sent.map(([action]) => action)).toEqual(["detail", "detail"]);
  });

  it("a failed call read ahead says so once a screen takes it, once; untaken, it says nothing", async () => {
    const toasts: unknown[] = [];
    const record = async (args: unknown) => void toasts.push(args);
    bindToasts({ message: { error: record, success: record, warning: record }, notification: { error: record } } as never);
    let failed = 0;
    server.use(http.post("*/merchant/goods/v1/goods/detail", () => (failed++, new Response("down", { status: 500 }))));
    readAhead.one({ resource: "goods", id: "g1", meta });
    readAhead.one({ resource: "goods", id: "g2", meta });
    // both answered (HTTP 500) before any screen asks: nothing said yet
    await vi.waitFor(() => expect(failed).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toasts).toEqual([]);
    await expect(dataProvider.getOne({ resource: "goods", id: "g1", meta })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([{ key: `error:${NETWORK_ERROR}`, content: NETWORK_ERROR, duration: 5 }]);
  });
});
