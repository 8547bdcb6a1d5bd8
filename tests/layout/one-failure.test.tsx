import { onlineManager } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { server } from "../../src/demo/node";
import { requestTimeoutForTest } from "../providers/request-timeout";
import { NETWORK_ERROR, OFFLINE_ERROR, TIMEOUT_ERROR } from "../../src/providers/http";
import { brand, brandSeeds } from "../engine/fixture-brand";
import { button, callsTo, renderResource, setupUser, withResourceDemoApi } from "../engine/resource-harness";

/**
 * One failure, one message (issue 11; decision 0007), on the QueryClient and notification
 * provider ConsoleRefine hands refine, the real HTTP client and msw: no retry, whether the
 * server answered or not (issue 25: a timed-out call fails once, at the configured time),
 * refine adds no notice of its own, a save made offline says so at once.
 */
withResourceDemoApi([brand], brandSeeds);

const BASE = "/merchant/goods/v1/fixture-brand";
const toastsSaying = (text: string) =>
  Array.from(document.querySelectorAll(".ant-message-notice")).filter((n) => n.textContent?.includes(text));
const listCalls = () => callsTo(BASE).filter(([path]) => path === `${BASE}/list`);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe("a failed list call", () => {
  it("answered with HTTP 500: asked once, 网络错误 once, no notice from refine", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.post(`*${BASE}/list`, () => new HttpResponse("boom", { status: 500 })));
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    await waitFor(() => expect(toastsSaying(NETWORK_ERROR)).toHaveLength(1));
    // past react-query's default retries (1 s, then 2 s later): none happen
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(listCalls()).toHaveLength(1);
    expect(toastsSaying(NETWORK_ERROR)).toHaveLength(1);
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
  });

  it("with no answer (a dropped connection): asked once, 网络错误 once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.post(`*${BASE}/list`, () => HttpResponse.error()));
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    await waitFor(() => expect(toastsSaying(NETWORK_ERROR)).toHaveLength(1));
    // past react-query's default retry pauses (1 s, then 2 s later): none happen
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(listCalls()).toHaveLength(1);
    expect(toastsSaying(NETWORK_ERROR)).toHaveLength(1);
  });

  it("timed out (VITE_REQUEST_TIMEOUT=2000, the list would answer after 6 s): not retried, one message at 2 s", async () => {
    requestTimeoutForTest(2000);
    // the clock moves only when the test says: "at 2 s" is the 2000th ms, not about then
    vi.useFakeTimers();
    let arrived = () => undefined as void;
    const listAsked = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.post(`*${BASE}/list`, async () => {
        arrived();
        await delay(6000);
        return undefined; // (never reached: the client let go at 2 s)
      }),
    );
    renderResource("fixtureBrand", "/goods/fixtureBrand");
    await listAsked;
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(toastsSaying(TIMEOUT_ERROR)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toastsSaying(TIMEOUT_ERROR)).toHaveLength(1);
    // past react-query's retry pause (1 s) and the list's answer (6 s), within the toast's 5 s:
    // no second call, no second message
    await act(() => vi.advanceTimersByTimeAsync(4001));
    expect(listCalls()).toHaveLength(1);
    expect(toastsSaying(TIMEOUT_ERROR)).toHaveLength(1);
    expect(toastsSaying(NETWORK_ERROR)).toHaveLength(0);
  });
});

describe("offline", () => {
  it("a save says at once that the network is down, keeps the form, and saves once back online", async () => {
    const user = setupUser();
    const app = renderResource("fixtureBrand", "/goods/fixtureBrand/create");
    await user.type(await screen.findByLabelText("品牌名称"), "离线品牌");
    await user.click(screen.getByLabelText("产地"));
    await user.click(await screen.findByText("日本", { selector: ".ant-select-item-option-content" }));

    // the browser says it is offline and no call gets through
    act(() => onlineManager.setOnline(false));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    let offline = true; // (back online, the demo API's handler answers: undefined falls through)
    server.use(http.post(`*${BASE}/save`, () => (offline ? HttpResponse.error() : undefined)));
    await user.click(button("保存"));
    await waitFor(() => expect(toastsSaying(OFFLINE_ERROR)).toHaveLength(1));
    expect(callsTo(BASE)).toEqual([[`${BASE}/save`, { name: "离线品牌", country: "jp", status: 1 }]]);
    expect(screen.getByLabelText("品牌名称")).toHaveValue("离线品牌");
    expect(app.at()).toBe("/goods/fixtureBrand/create");
    expect(button("保存").closest("button")).not.toHaveClass("ant-btn-loading");

    vi.restoreAllMocks();
    offline = false;
    act(() => onlineManager.setOnline(true));
    await user.click(button("保存"));
    await waitFor(() => expect(app.at()).toBe("/goods/fixtureBrand"));
  });
});
