import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { api } from "../../src/demo/node";
import { resetDb } from "../../src/demo/db";
import { API_PREFIXES, createApp } from "../../src/server/app";
import { LOGIN_PATH } from "../../src/providers/session.calls";
import { routeEntries } from "../../src/routes/route-index";
import { ADMIN } from "../api/helpers";

/**
 * The server's HTTP side (createApp) over the demo's in-memory store (no database: the tests'
 * API, src/demo/node.ts): the API's paths reach the same handlers as in the page, any other path
 * is the built console's, a file or its index.html for the console's own routes.
 */

const built = mkdtempSync(join(tmpdir(), "console-build-"));
const INDEX = '<!doctype html><div id="root"></div><script type="module" src="/assets/index-test.js"></script>';
writeFileSync(join(built, "index.html"), INDEX);
mkdirSync(join(built, "assets"));
writeFileSync(join(built, "assets", "index-test.js"), "console.log('console');");
afterAll(() => rmSync(built, { recursive: true, force: true }));

/** What a browser sends when it loads a page (a reload, a typed address). */
const PAGE_LOAD = { headers: { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" } };

const post = (path: string, body: object = {}) =>
  new Request(`http://127.0.0.1${path}`, { method: "POST", headers: { "Content-Type": "application/json", Application: "merchant-console" }, body: JSON.stringify(body) });

describe("createApp", () => {
  const app = createApp({ handlers: api.handlers, staticDir: built });

  it("answers a page load of any console route with the console's index.html, under the API's prefixes too", async () => {
    // every page of the console by the route index (those without params), public ones too:
    // some share a first segment with the API (/user/setting and /user/v1/…)
    const pages = routeEntries.map((r) => r.route.path).filter((p): p is string => !!p && !p.includes(":"));
    expect(pages.length).toBeGreaterThan(0);
    for (const path of [...pages, "/no/such/page", ...API_PREFIXES.map((p) => `${p}no-such-page`)]) {
      const answer = await app.request(path, PAGE_LOAD);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(await answer.text(), path).toBe(INDEX);
    }
    const file = await app.request("/assets/index-test.js");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/javascript/);
    expect(await file.text()).toBe("console.log('console');");
  });

  it("answers an unknown API call with a JSON 404, under each of the API's prefixes, a GET asking for JSON too", async () => {
    for (const prefix of API_PREFIXES) {
      const calls = [post(`${prefix}no-such/v1/call`), new Request(`http://127.0.0.1${prefix}no-such`, { headers: { Accept: "application/json" } })];
      for (const call of calls) {
        const answer = await app.request(call);
        expect(answer.status, `${call.method} ${prefix}`).toBe(404);
        expect(await answer.json(), `${call.method} ${prefix}`).toEqual({ code: 404, msg: "接口不存在", data: null });
      }
    }
  });

  it("hands an API call to the demo's handlers", async () => {
    resetDb();
    const answer = await app.request(post(LOGIN_PATH, ADMIN));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { code: number; data: { access_token: string } };
    expect(body.code).toBe(200);
    expect(body.data.access_token).toMatch(/^[0-9a-f]{64}$/);
  });

  it("serves no console without a build (npm start: Vite serves it)", async () => {
    const apiOnly = createApp({ handlers: api.handlers });
    expect((await apiOnly.request("/login", PAGE_LOAD)).status).toBe(404);
    expect((await apiOnly.request(post("/merchant/no-such/v1/call"))).status).toBe(404);
  });
});
