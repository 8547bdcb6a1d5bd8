import { http } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ok } from "../../src/api/respond";
import { server } from "../../src/demo/node";
import { forgetAhead } from "../../src/providers/calls-ahead";
import { dataProvider, readAhead, type ResourceApi } from "../../src/providers/data-provider";
import { EARLY_CALLS, forgetEarly, type EarlyCall } from "../../src/providers/early-calls";
import { ApiError, request, setUnauthorizedHandler } from "../../src/providers/http";
import { removeToken, setToken } from "../../src/providers/token";

/**
 * The calls index.html's script sent with the page (decision 0126) are the app's own calls when
 * they are the same: the HTTP client takes their answers (once, for the same session) and reads
 * them as any answer, a 401 included; anything else is sent as before.
 */

const sent: string[] = [];
let status = 200;
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  setToken("tok-a", false);
  server.use(
    http.post("*/user/v1/account/info", () => (sent.push("info"), status === 200 ? ok({ nickname: "王店长" }) : new Response("{}", { status }))),
    http.post("*/merchant/goods/v1/goods/list", async ({ request: r }) => (sent.push(`list ${JSON.stringify(await r.json())}`), ok({ list: [], total: 0 }))),
  );
});
afterEach(() => {
  sent.length = 0;
  status = 200;
  server.resetHandlers();
  removeToken();
  forgetEarly();
  restoreUnauthorized?.();
  restoreUnauthorized = undefined;
});
afterAll(() => server.close());
/** The session's own 401 handler, put back after a test that set its own (files after this one share session.ts). */
let restoreUnauthorized: (() => void) | undefined;

/** What the page's script leaves: each call sent (through msw, as the browser's fetch) with its token. */
function sentByPage(...calls: { path: string; body: object }[]): void {
  const early: EarlyCall[] = calls.map(({ path, body }) => ({
    path,
    body,
    token: "tok-a",
    answer: fetch(`http://api.test${path}`, { method: "POST", headers: { Authorization: "tok-a" }, body: JSON.stringify(body) }),
  }));
  (window as unknown as Record<string, unknown>)[EARLY_CALLS] = early;
}

const meta = { api: { base: "/merchant/goods/v1/goods" } satisfies ResourceApi };
const firstPage = { resource: "goods", pagination: { currentPage: 1, pageSize: 10, mode: "server" as const }, sorters: [{ field: "created_at", order: "desc" as const }], filters: [], meta };
const LIST_BODY = { page: 1, page_size: 10, sort_field: "created_at", sort_order: "desc" };

describe("calls sent by the page", () => {
  it("the guard's call takes the page's answer: sent once", async () => {
    sentByPage({ path: "/user/v1/account/info", body: {} });
    expect(await request("/user/v1/account/info")).toEqual({ nickname: "王店长" });
    expect(sent).toEqual(["info"]);
    // taken once: the next asks itself
    await request("/user/v1/account/info");
    expect(sent).toEqual(["info", "info"]);
  });

  it("the list's first read (the loader's read ahead, then the screen's) takes it, whatever the order of the body's keys", async () => {
    sentByPage({ path: "/merchant/goods/v1/goods/list", body: { sort_order: "desc", page_size: 10, page: 1, sort_field: "created_at" } });
    readAhead.list(firstPage);
    await dataProvider.getList(firstPage);
    expect(sent).toEqual([`list ${JSON.stringify({ sort_order: "desc", page_size: 10, page: 1, sort_field: "created_at" })}`]);
  });

  it("another page, or another session's call, is sent as before", async () => {
    sentByPage({ path: "/merchant/goods/v1/goods/list", body: LIST_BODY });
    await dataProvider.getList({ ...firstPage, pagination: { ...firstPage.pagination, currentPage: 2 } });
    setToken("tok-b", false);
    await dataProvider.getList(firstPage);
    expect(sent).toEqual([`list ${JSON.stringify(LIST_BODY)}`, `list ${JSON.stringify({ ...LIST_BODY, page: 2 })}`, `list ${JSON.stringify(LIST_BODY)}`]);
  });

  it("a refused token in the page's answer ends the session as any call's 401 does", async () => {
    status = 401;
    const ended: (string | undefined)[] = [];
    restoreUnauthorized = setUnauthorizedHandler((token) => ended.push(token));
    sentByPage({ path: "/user/v1/account/info", body: {} });
    await expect(request("/user/v1/account/info")).rejects.toEqual(new ApiError("登录已失效", 401, "http"));
    expect([sent, ended]).toEqual([["info"], ["tok-a"]]);
  });

  it("what the first screen did not take is dropped with the calls ahead (another screen, a write)", async () => {
    sentByPage({ path: "/merchant/goods/v1/goods/list", body: LIST_BODY });
    forgetAhead();
    await dataProvider.getList(firstPage);
    expect(sent).toEqual([`list ${JSON.stringify(LIST_BODY)}`, `list ${JSON.stringify(LIST_BODY)}`]);
  });
});
