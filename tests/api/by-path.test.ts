import { getResponse, http, HttpResponse } from "msw";
import { expect, it, vi } from "vitest";
import { byPath } from "../../src/api/by-path";
import { handlers } from "../../src/api/handlers";

/** Cookie reads while msw finds the answer to `request` among `list`, and that answer. */
async function readsFor(list: Parameters<typeof getResponse>[0], request: Request) {
  const reads = vi.spyOn(document, "cookie", "get");
  try {
    const response = await getResponse(list, request);
    return { count: reads.mock.calls.length, response };
  } finally {
    reads.mockRestore();
  }
}

// Each script, style and picture of the app passes the demo's service worker, which asks the
// handlers for it: in msw's plain list each one asked reads the cookies.
it("a request the demo does not serve (one of the app's scripts) reads the cookies a few times, not once per handler", async () => {
  const script = () => new Request(`${location.origin}/assets/index-abc.js`);
  const plain = await readsFor(handlers, script());
  const indexed = await readsFor(byPath(handlers), script());
  expect(plain.response).toBeUndefined();
  expect(indexed.response).toBeUndefined();
  expect(plain.count, "msw's plain list, for comparison").toBeGreaterThan(handlers.length / 2);
  expect(indexed.count).toBeLessThanOrEqual(handlers.filter((h) => String(h.info.path).includes(":")).length + 1);
});

it("handlers of the same method and path answer in their order; a handler that passes lets the next one answer", async () => {
  const list = byPath([
    http.post("*/fixture/a", async ({ request }) => ((await request.json()) as { pass?: boolean }).pass ? undefined : HttpResponse.json({ by: 1 })),
    http.post("*/fixture/a", async ({ request }) => HttpResponse.json({ by: 2, body: await request.json() })),
    http.get("*/fixture/a", () => HttpResponse.json({ by: "get" })),
    http.post("*/fixture/:id", ({ params }) => HttpResponse.json({ by: `pattern ${String(params.id)}` })),
  ]);
  const post = (body: object, path = "/fixture/a") => new Request(`http://x${path}`, { method: "POST", body: JSON.stringify(body) });
  expect(await (await getResponse(list, post({})))?.json()).toEqual({ by: 1 });
  expect(await (await getResponse(list, post({ pass: true })))?.json()).toEqual({ by: 2, body: { pass: true } });
  expect(await (await getResponse(list, new Request("http://x/fixture/a")))?.json()).toEqual({ by: "get" });
  expect(await (await getResponse(list, post({}, "/fixture/b")))?.json()).toEqual({ by: "pattern b" });
});
