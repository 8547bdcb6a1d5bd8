import type { MockInstance } from "vitest";
import { resetDb, server } from "../../src/demo/node";
import { removeToken } from "../../src/providers/token";
import { resetUserStore } from "../../src/stores/user-store";

/** The demo API's fixed SMS code (src/demo/demo-sms.ts: the in-page demo's sender). */
export const SMS_CODE = "123456";

/** Every call made in the current test, in order: [path, JSON body]. */
export const calls: [string, Record<string, unknown>][] = [];

function record(input: RequestInfo | URL, init?: RequestInit): void {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : {};
  calls.push([url.pathname, body as Record<string, unknown>]);
}

/**
 * Test lifecycle on the demo API (src/demo/node.ts): msw on; after each test fresh
 * data, no token cookie, no user info, no localStorage.
 */
export function withDemoApi(): void {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    const through = globalThis.fetch;
    fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      record(input, init);
      return through(input, init);
    });
  });
  afterEach(() => {
    fetchSpy.mockRestore();
    calls.length = 0;
    server.resetHandlers();
    resetDb();
    removeToken();
    resetUserStore();
    localStorage.clear();
  });
  afterAll(() => server.close());
}

/** Fails the test when anything is printed through console.error or console.warn (antd deprecations, act()). */
export function failOnConsoleNoise(): void {
  let error: MockInstance<typeof console.error>;
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    error = vi.spyOn(console, "error");
    warn = vi.spyOn(console, "warn");
  });
  afterEach(() => {
    const printed = [...error.mock.calls, ...warn.mock.calls];
    error.mockRestore();
    warn.mockRestore();
    expect(printed).toEqual([]);
  });
}
