import { expect, it, vi } from "vitest";
import { handlers } from "../../src/api/handlers";
import { call, login, setupDemoApi } from "./helpers";

/**
 * What one demo-API call costs the tests, counted rather than timed (decision 0036): msw asks each
 * handler whether it takes a request, and each asked reads the page's cookies (slow in jsdom).
 * The tests' server (src/demo/node.ts) finds the call's handler by its path instead.
 */
setupDemoApi();

/** The demo's last declared call: the one msw would reach after asking all the others. */
const last = [...handlers].reverse().find((h) => h.info.method === "POST" && typeof h.info.path === "string" && /^\*\/[^*:]*$/.test(h.info.path));

it("the demo's last declared call reads the page's cookies a few times, not once per handler", async () => {
  const path = String(last?.info.path).slice(1);
  const token = await login();
  const reads = vi.spyOn(document, "cookie", "get");
  const reply = await call(path, { page: 1, page_size: 1 }, { token });
  const count = reads.mock.calls.length;
  reads.mockRestore();
  expect(reply.status, path).toBe(200);
  expect(count, `${path}: ${handlers.length} handlers`).toBeLessThanOrEqual(4);
});
