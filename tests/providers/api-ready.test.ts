import { holdCallsUntil } from "../../src/providers/api-ready";
import { ApiError, request } from "../../src/providers/http";
import { getToken, removeToken, setToken } from "../../src/providers/token";

// A demo API that never started (src/console-entry.tsx hands its start-up to the gate)
afterEach(() => {
  holdCallsUntil(Promise.resolve());
  removeToken();
  vi.restoreAllMocks();
});

describe("the API gate (providers/api-ready.ts)", () => {
  it("a call after a failed start leaves nothing, fails as unanswered and keeps the session", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    setToken("tok-kept", false);
    holdCallsUntil(Promise.reject(new Error("no service worker")));
    const failed = await request("/merchant/goods/v1/goods/list", {}, { silent: true }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ kind: "network", code: 0 });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(getToken()).toBe("tok-kept");
  });
});
