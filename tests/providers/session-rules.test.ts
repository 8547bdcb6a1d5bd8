import { waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { authProvider } from "../../src/providers/auth-provider";
import { request } from "../../src/providers/http";
import { ensureUserInfo, EXPIRED_MESSAGE, logout, onSignedInElsewhere, signIn } from "../../src/providers/session";
import { getToken, removeToken, setToken } from "../../src/providers/token";
import { useUserStore } from "../../src/stores/user-store";
import { requestTimeoutForTest } from "./request-timeout";
import { sessionHarness } from "./session-harness";

/**
 * When a session ends (issue 11 "Sessions"): only on an answer that says so, never on a call
 * that got no answer; once per token; and what the other tabs hear. Through the real HTTP
 * client and msw.
 */
const user = { alias: "u1", nickname: "王店长", mobile: "13800000000", avatar: "", created_at: "2026-01-01" };
const shopOf = (verify_status: number) => ({ alias: "s1", name: "星河", logo: "", verify_status });
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: "ok", data });
const refused = () => HttpResponse.json({ code: 401, msg: "登录已失效" }, { status: 401 });

const sent: { path: string; token: string | null }[] = [];
const server = setupServer(
  http.post("*/user/v1/account/info", () => ok(user)),
  http.post("*/merchant/shop/v1/account/info", () => ok(shopOf(2))),
  http.post("*/merchant/user/v1/login/by-mobile-password", () => ok({ access_token: "tok-new" })),
);
server.events.on("request:start", ({ request: r }) => {
  sent.push({ path: new URL(r.url).pathname, token: r.headers.get("authorization") });
});

const { toasts, reasons } = sessionHarness(server, () => {
  sent.length = 0;
});

/** A body that starts and then breaks off, as when a reload aborts the call mid-answer. */
const brokenOff = () =>
  new HttpResponse(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"code":2'));
        controller.error(new TypeError("network error"));
      },
    }),
    { headers: { "Content-Type": "application/json" } },
  );

describe("loading the user info keeps the session unless the server answers other than success", () => {
  // spec section 6: "If fetching the user info fails, the user is logged out and sent to login";
  // a fetch that got no answer is no failure of the user info (decisions 0038, 0050)
  it.each([
    ["an HTTP 500", () => new HttpResponse("Internal Server Error", { status: 500 })],
    ["an HTTP 404", () => new HttpResponse("Not Found", { status: 404 })],
    ["a refusal (code !== 200)", () => HttpResponse.json({ code: 10001, msg: "账号已停用", data: null })],
  ])("%s: refine's check sends to /login, the token and the user info are gone", async (_, answer) => {
    setToken("tok-1", true);
    server.use(http.post("*/user/v1/account/info", answer));
    await expect(authProvider.check()).resolves.toEqual({ authenticated: false, redirectTo: "/login" });
    expect(getToken()).toBeUndefined();
    expect(useUserStore.getState().role).toBeNull();
    expect(reasons).toEqual(["expired"]);
  });

  it("an HTTP 500 of the shop's info (the other half of the user info) logs out too", async () => {
    setToken("tok-1", true);
    server.use(http.post("*/merchant/shop/v1/account/info", () => new HttpResponse("Internal Server Error", { status: 500 })));
    await expect(ensureUserInfo()).resolves.toBe(false);
    expect(getToken()).toBeUndefined();
    expect(reasons).toEqual(["expired"]);
  });

  it.each([
    ["the connection fails (offline)", () => HttpResponse.error()],
    ["the answer breaks off (a reload)", brokenOff],
  ])("%s: refine's check keeps the session; the next try signs in", async (_, answer) => {
    setToken("tok-1", true);
    server.use(http.post("*/user/v1/account/info", answer));
    await expect(authProvider.check()).resolves.toMatchObject({ authenticated: true, error: { kind: "network" } });
    await expect(ensureUserInfo()).rejects.toMatchObject({ kind: "network" });
    expect(getToken()).toBe("tok-1");
    expect(reasons).toEqual([]);
    // the next try (重试, or the next reload) signs in
    server.resetHandlers();
    await expect(ensureUserInfo()).resolves.toBe(true);
    expect(useUserStore.getState().role).toBe("admin");
  });

  it("a call the page's deadline aborted (no answer in time) keeps the session", async () => {
    let asked = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (asked = resolve));
    server.use(http.post("*/user/v1/account/info", () => {
      asked();
      return delay("infinite");
    }));
    setToken("tok-1", true);
    requestTimeoutForTest(1000);
    vi.useFakeTimers();
    try {
      const loaded = expect(ensureUserInfo()).rejects.toMatchObject({ kind: "network" });
      await arrived;
      await vi.advanceTimersByTimeAsync(1000);
      await loaded;
    } finally {
      vi.useRealTimers();
    }
    expect(getToken()).toBe("tok-1");
    expect(reasons).toEqual([]);
  });

  it("signing in: a user-info call cut off (a reload) keeps the new token; a refusal removes it", async () => {
    server.use(http.post("*/user/v1/account/info", brokenOff));
    await expect(signIn({ mobile: user.mobile, password: "Admin@123" })).rejects.toMatchObject({ kind: "network" });
    expect(getToken()).toBe("tok-new");
    removeToken();
    server.use(http.post("*/user/v1/account/info", () => HttpResponse.json({ code: 10001, msg: "账号已停用", data: null })));
    await expect(signIn({ mobile: user.mobile, password: "Admin@123" })).rejects.toMatchObject({ code: 10001 });
    expect(getToken()).toBeUndefined();
  });

  it("a refusal (code !== 200) logs out, saying the session expired", async () => {
    setToken("tok-1", true);
    server.use(http.post("*/user/v1/account/info", () => HttpResponse.json({ code: 10001, msg: "账号已停用", data: null })));
    await expect(ensureUserInfo()).resolves.toBe(false);
    expect(getToken()).toBeUndefined();
    expect(reasons).toEqual(["expired"]);
    expect(toasts).toContain(EXPIRED_MESSAGE);
  });

  it("an HTTP 401 on both info calls logs out once, with one message", async () => {
    setToken("tok-1", true);
    server.use(http.post("*/user/v1/account/info", refused), http.post("*/merchant/shop/v1/account/info", refused));
    await expect(ensureUserInfo()).resolves.toBe(false);
    expect(reasons).toEqual(["expired"]);
    expect(toasts.filter((t) => t === EXPIRED_MESSAGE)).toHaveLength(1);
  });

  it("the guard and the shell asking at once load the info once", async () => {
    setToken("tok-1", true);
    await Promise.all([ensureUserInfo(), ensureUserInfo()]);
    expect(sent.filter((s) => s.path === "/user/v1/account/info")).toHaveLength(1);
  });
});

describe("an HTTP 401 ends the session it was sent with", () => {
  it("a 401 that arrives after a new sign-in leaves the new session alone", async () => {
    server.use(
      http.post("*/slow-refusal", async () => {
        await delay(50);
        return refused();
      }),
    );
    setToken("tok-old", true);
    const late = request("/slow-refusal");
    await signIn({ mobile: "13800000000", password: "Admin@123", remember: true });
    await expect(late).rejects.toMatchObject({ code: 401 });
    expect(getToken()).toBe("tok-new");
    expect(useUserStore.getState().role).toBe("admin");
    expect(reasons).toEqual([]);
  });
});

describe("退出登录", () => {
  it("ends the token on the server without waiting for it, then clears the session", async () => {
    let answer: (value?: unknown) => void = () => undefined;
    server.use(
      http.post("*/merchant/user/v1/logout", async () => {
        await new Promise((resolve) => (answer = resolve));
        return ok(null);
      }),
    );
    setToken("tok-1", true);
    useUserStore.setState({ user, shop: shopOf(2), role: "admin" });
    logout();
    // cleared at once, while the server has not answered
    expect(getToken()).toBeUndefined();
    expect(useUserStore.getState().role).toBeNull();
    expect(reasons).toEqual(["user"]);
    await waitFor(() => expect(sent).toEqual([{ path: "/merchant/user/v1/logout", token: "tok-1" }]));
    answer();
  });

  it("a failing logout call shows nothing; signed out, no call at all", async () => {
    server.use(http.post("*/merchant/user/v1/logout", () => HttpResponse.error()));
    setToken("tok-1", true);
    logout();
    await waitFor(() => expect(sent).toHaveLength(1));
    logout();
    expect(sent).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the deferred toast of a call with no answer
    expect(toasts).toEqual([]);
  });
});

describe("two tabs share the token cookie", () => {
  let otherTab: BroadcastChannel;
  const heard: unknown[] = [];
  beforeAll(() => {
    otherTab = new BroadcastChannel("merchant-session");
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
  });
  afterEach(() => void (heard.length = 0));
  afterAll(() => otherTab.close());

  it("a sign-out in another tab logs this one out", async () => {
    setToken("tok-1", true);
    await ensureUserInfo();
    removeToken(); // the other tab's 退出登录 removed the shared cookie and told the others
    otherTab.postMessage({ type: "signed-out" });
    await waitFor(() => expect(reasons).toEqual(["elsewhere"]));
    expect(useUserStore.getState().role).toBeNull();
  });

  it("a sign-in in another tab: this tab follows and its next guard loads the new account", async () => {
    const followed = vi.fn();
    const stop = onSignedInElsewhere(followed);
    setToken("tok-1", true);
    await ensureUserInfo();
    expect(useUserStore.getState().role).toBe("admin");
    // the other tab signs in as a merchant whose shop is not verified (same cookie)
    server.use(http.post("*/merchant/shop/v1/account/info", () => ok(shopOf(1))));
    otherTab.postMessage({ type: "signed-in" });
    await waitFor(() => expect(followed).toHaveBeenCalledOnce());
    stop();
    await expect(ensureUserInfo()).resolves.toBe(true);
    expect(useUserStore.getState().role).toBe("user");
  });

  it("without a message, a changed token is noticed on the next guard", async () => {
    setToken("tok-1", true);
    await ensureUserInfo();
    setToken("tok-2", true);
    server.use(http.post("*/merchant/shop/v1/account/info", () => ok(shopOf(1))));
    await ensureUserInfo();
    expect(sent.filter((s) => s.path === "/user/v1/account/info").map((s) => s.token)).toEqual(["tok-1", "tok-2"]);
    expect(useUserStore.getState().role).toBe("user");
  });

  it("this tab's sign-in and 退出登录 are told to the others", async () => {
    server.use(http.post("*/merchant/user/v1/logout", () => ok(null)));
    await signIn({ mobile: "13800000000", password: "Admin@123" });
    await waitFor(() => expect(heard).toEqual([{ type: "signed-in" }]));
    logout();
    await waitFor(() => expect(heard).toEqual([{ type: "signed-in" }, { type: "signed-out" }]));
  });
});
