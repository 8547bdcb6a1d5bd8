import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createApp, routeOf } from "../../src/server/app";

/**
 * The server finds a call's handler with Hono's router, by its method and path (decision 0080),
 * not by asking msw to try each handler: these handlers stand for the API's two forms, a
 * provider call (`*<path>`) and a REST resource (`*<url>/:id`).
 */

const json = { "Content-Type": "application/json", Accept: "application/json" };

describe("the server's router", () => {
  const seen: string[] = [];
  const app = createApp({
    handlers: [
      // answers nothing (as a handler does for a call it leaves to the next)
      http.post("*/merchant/test/v1/first", async ({ request }) => {
        seen.push(`first read ${JSON.stringify(await request.json())}`);
        return undefined;
      }),
      http.post("*/merchant/test/v1/first", async ({ request }) => HttpResponse.json({ code: 200, msg: "ok", data: await request.json() })),
      http.get("*/rest/things/:id", ({ params }) => HttpResponse.json({ id: params.id })),
      http.patch("*/rest/things/:id", async ({ params, request }) => HttpResponse.json({ id: params.id, ...((await request.json()) as object) })),
      // a REST resource on another host is not this server's
      http.get("https://rest.example.com/things/:id", () => HttpResponse.json({ elsewhere: true })),
    ],
  });

  it("hands a call to the handler of its method and path, with its params and body", async () => {
    expect(await (await app.request("/rest/things/7", { headers: json })).json()).toEqual({ id: "7" });
    const patched = await app.request("/rest/things/7", { method: "PATCH", headers: json, body: JSON.stringify({ name: "灯" }) });
    expect(await patched.json()).toEqual({ id: "7", name: "灯" });
  });

  it("asks the handlers of one path in their order, each with the whole body, until one answers", async () => {
    const answer = await app.request("/merchant/test/v1/first", { method: "POST", headers: json, body: JSON.stringify({ a: 1 }) });
    expect(seen).toEqual(['first read {"a":1}']);
    expect(await answer.json()).toEqual({ code: 200, msg: "ok", data: { a: 1 } });
  });

  it("answers 接口不存在 for a method or path no handler declares (HEAD is not GET)", async () => {
    for (const [method, path] of [["POST", "/rest/things/7"], ["HEAD", "/rest/things/7"], ["GET", "/rest/things"], ["POST", "/merchant/test/v1/second"]] as const) {
      const answer = await app.request(path, { method, headers: json });
      expect(answer.status, `${method} ${path}`).toBe(404);
      if (method !== "HEAD") expect(await answer.json()).toEqual({ code: 404, msg: "接口不存在", data: null });
    }
  });

  it("refuses at start a handler it could not route", () => {
    expect(routeOf(http.get("https://rest.example.com/things", () => undefined))).toBeNull();
    expect(routeOf(http.post("*/merchant/x/v1/y", () => undefined))).toEqual({ method: "POST", path: "/merchant/x/v1/y" });
    expect(() => createApp({ handlers: [http.all("*/merchant/*", () => undefined)] })).toThrow(/无法路由/);
    expect(() => createApp({ handlers: [http.post(/merchant/, () => undefined)] })).toThrow(/无法路由/);
  });
});
