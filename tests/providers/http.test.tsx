import { render, screen, waitFor } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { ToastBinder } from "../../src/app-root";
import { http, HttpResponse, delay } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { config } from "../../src/config";
import { staleSave, tooLarge } from "../../src/api/respond";
import { ApiError, isStaleSave, OFFLINE_ERROR, request, STALE_SAVE_ERROR, TIMEOUT_ERROR, TOO_LARGE_ERROR } from "../../src/providers/http";
import { bindToasts } from "../../src/providers/notify";
import { onLoggedOut, signIn } from "../../src/providers/session";
import { getToken, setToken } from "../../src/providers/token";
import { useUserStore } from "../../src/stores/user-store";
import { requestTimeoutForTest } from "./request-timeout";

const seen: { path: string; headers: Headers }[] = [];
const server = setupServer(
  http.post("*/ok", ({ request: r }) => {
    seen.push({ path: new URL(r.url).pathname, headers: r.headers });
    return HttpResponse.json({ code: 200, msg: "ok", data: { n: 1 } });
  }),
  http.post("*/collection/v1/query/list", ({ request: r }) => {
    seen.push({ path: new URL(r.url).pathname, headers: r.headers });
    return HttpResponse.json({ code: 200, data: { list: [] } });
  }),
  http.post("*/business-error", () => HttpResponse.json({ code: 422, msg: "售价必须大于0", data: null })),
  http.post("*/business-error-no-msg", () => HttpResponse.json({ code: 500, data: null })),
  http.post("*/unauthorized", () => HttpResponse.json({ code: 401, msg: "登录已失效" }, { status: 401 })),
  http.post("*/server-error", () => new HttpResponse("boom", { status: 502 })),
  // the demo API's answer to a body over its call's limit (route.ts)
  http.post("*/too-large", () => tooLarge()),
  http.post("*/stale-save", () => staleSave()),
  http.post("*/conflict-no-body", () => new HttpResponse("", { status: 409 })),
  http.post("*/merchant/user/v1/login/by-mobile-password", () =>
    HttpResponse.json({ code: 400, msg: "手机号或密码错误", data: null }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  document.cookie = `${config.tokenCookieName}=; path=/; max-age=0`;
});
afterAll(() => server.close());

/** Records what the client asks antd to show (the binding seam of notify.ts). */
function recordToasts() {
  const shown: { content: unknown; duration: unknown }[] = [];
  const record = (args: unknown) => {
    const { content, duration } = args as { content: unknown; duration: unknown };
    shown.push({ content, duration });
    return Object.assign(Promise.resolve(true), { then: Promise.resolve(true).then.bind(Promise.resolve(true)) });
  };
  bindToasts({ message: { error: record, success: record, warning: record }, notification: { error: vi.fn() } } as never);
  return shown;
}

describe("HTTP client: headers", () => {
  it("POSTs JSON with the token and the default Application value", async () => {
    setToken("tok-1", false);
    await expect(request("/ok", { a: 1 })).resolves.toEqual({ n: 1 });
    expect(seen[0]?.headers.get("authorization")).toBe("tok-1");
    expect(seen[0]?.headers.get("application")).toBe(config.application);
    expect(seen[0]?.headers.get("content-type")).toBe("application/json");
  });

  it("sends no Authorization without a token, and the collection Application value on its one path", async () => {
    await request("/collection/v1/query/list");
    expect(seen[0]?.headers.has("authorization")).toBe(false);
    expect(seen[0]?.headers.get("application")).toBe(config.collectionApplication);
    expect(config.collectionApplication).not.toBe(config.application);
  });
});

describe("error catalogue (spec section 8)", () => {
  it("code !== 200 shows msg for 5 s and rejects", async () => {
    const shown = recordToasts();
    await expect(request("/business-error")).rejects.toMatchObject({ message: "售价必须大于0", code: 422 });
    expect(shown).toEqual([{ content: "售价必须大于0", duration: 5 }]);
  });

  it("code !== 200 without msg shows 'Error'", async () => {
    const shown = recordToasts();
    await expect(request("/business-error-no-msg")).rejects.toBeInstanceOf(ApiError);
    expect(shown).toEqual([{ content: "Error", duration: 5 }]);
  });

  it("HTTP 401 logs the user out", async () => {
    recordToasts();
    setToken("tok-2", true);
    useUserStore.setState({ role: "admin" });
    const loggedOut = vi.fn();
    const stop = onLoggedOut(loggedOut);
    await expect(request("/unauthorized")).rejects.toMatchObject({ code: 401 });
    stop();
    expect(loggedOut).toHaveBeenCalledOnce();
    expect(getToken()).toBeUndefined();
    expect(useUserStore.getState().role).toBeNull();
  });

  it("other HTTP errors show '网络错误' for 5 s", async () => {
    const shown = recordToasts();
    await expect(request("/server-error")).rejects.toMatchObject({ message: "网络错误", code: 502 });
    expect(shown).toEqual([{ content: "网络错误", duration: 5 }]);
  });

  it("HTTP 413 says 请求内容过大 for 5 s, as the demo API's refusal does (not 网络错误)", async () => {
    const shown = recordToasts();
    await expect(request("/too-large")).rejects.toMatchObject({ message: TOO_LARGE_ERROR, code: 413 });
    expect(shown).toEqual([{ content: TOO_LARGE_ERROR, duration: 5 }]);
    expect(await tooLarge().json()).toMatchObject({ code: 413, msg: TOO_LARGE_ERROR });
  });

  it("HTTP 409 says the answer's msg (记录已被他人修改，请刷新后重试), not 网络错误, and is told apart as a stale save", async () => {
    const shown = recordToasts();
    const error: unknown = await request("/stale-save").catch((e: unknown) => e);
    expect(error).toMatchObject({ message: "记录已被他人修改，请刷新后重试", code: 409, kind: "http" });
    expect(isStaleSave(error)).toBe(true);
    // a 409 without a readable body still says why
    await expect(request("/conflict-no-body")).rejects.toMatchObject({ message: STALE_SAVE_ERROR, code: 409 });
    expect(shown).toEqual([{ content: STALE_SAVE_ERROR, duration: 5 }, { content: STALE_SAVE_ERROR, duration: 5 }]);
    // a business 409 (HTTP 200: 已存在) is not one
    expect(isStaleSave(new ApiError("角色名称已存在", 409, "business"))).toBe(false);
  });

  it("a failed login removes the token and rethrows", async () => {
    setToken("stale-token", true);
    await expect(signIn({ mobile: "13800000000", password: "wrong" })).rejects.toThrow("手机号或密码错误");
    expect(getToken()).toBeUndefined();
  });

  it("the real antd toast shows the server's message on screen", async () => {
    render(<AntdApp><ToastBinder /></AntdApp>);
    await expect(request("/business-error")).rejects.toBeInstanceOf(ApiError);
    await waitFor(() => expect(screen.getByText("售价必须大于0")).toBeInTheDocument());
  });
});

describe("calls that get no answer (decision 0007)", () => {
  it("offline, the toast says the network is down", async () => {
    server.use(http.post("*/ok", () => HttpResponse.error()));
    const shown = recordToasts();
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      await expect(request("/ok")).rejects.toMatchObject({ kind: "network", message: OFFLINE_ERROR });
    } finally {
      offline.mockRestore();
    }
    await waitFor(() => expect(shown).toEqual([{ content: OFFLINE_ERROR, duration: 5 }]));
  });

  it("a silent call toasts nothing, even on 401 or with no answer", async () => {
    server.use(http.post("*/ok", () => HttpResponse.error()));
    const shown = recordToasts();
    await expect(request("/ok", {}, { silent: true })).rejects.toMatchObject({ kind: "network" });
    setToken("tok-3", true);
    await expect(request("/unauthorized", {}, { silent: true })).rejects.toMatchObject({ code: 401 });
    await expect(request("/business-error", {}, { silent: true })).rejects.toMatchObject({ code: 422 });
    await new Promise((resolve) => setTimeout(resolve, 0)); // past the deferred toast
    expect(shown).toEqual([]);
    expect(getToken()).toBe("tok-3");
  });
});

describe("timeout from configuration", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ends a call with no answer at exactly the configured time, once, saying 请求超时", async () => {
    // the first call is never answered: only the client's timeout ends it; the second is answered
    let asked = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (asked = resolve));
    server.use(
      http.post("*/slow", () => {
        asked();
        return delay("infinite");
      }, { once: true }),
      http.post("*/slow", () => HttpResponse.json({ code: 200, data: 1 })),
    );
    const shown = recordToasts();
    requestTimeoutForTest(2000);
    vi.useFakeTimers();
    let outcome: unknown = "pending";
    request("/slow").then((data) => (outcome = data), (error: unknown) => (outcome = error));
    await arrived;
    await vi.advanceTimersByTimeAsync(1999);
    expect(outcome).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ kind: "network", message: TIMEOUT_ERROR });
    expect(shown).toEqual([{ content: TIMEOUT_ERROR, duration: 5 }]);
    await expect(request("/slow")).resolves.toBe(1);
    expect(shown).toHaveLength(1);
  });

  it("lets an answer that came in time through, its timer gone", async () => {
    requestTimeoutForTest(2000);
    vi.useFakeTimers();
    await expect(request("/ok")).resolves.toEqual({ n: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
