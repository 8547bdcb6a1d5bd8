import { http, type HttpHandler } from "msw";
import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/**
 * msw asks every handler in turn whether it takes a request, and each one reads the page's
 * cookies to answer (jsdom's, slowly): a call to a resource's action, near the end of the list,
 * paid hundreds of reads, most of a demo-API call's time in the tests. Here one handler finds
 * the handler of the call's path and runs it; a path it does not know goes down the list as before.
 */
function byPath(list: HttpHandler[]): HttpHandler[] {
  const index = new Map<string, HttpHandler>();
  for (const handler of list) {
    const { method, path } = handler.info;
    // the demo's calls: POST `*<path>` (route.ts); the first of a path wins, as in the list
    if (method === "POST" && typeof path === "string" && /^\*\/[^*:]*$/.test(path) && !index.has(path.slice(1))) index.set(path.slice(1), handler);
  }
  const known = ({ request }: { request: Request }) => request.method === "POST" && index.has(new URL(request.url).pathname);
  const dispatch = http.post(known, async ({ request, requestId }) => {
    const result = await index.get(new URL(request.url).pathname)?.run({ request, requestId });
    return result?.response;
  });
  return [dispatch, ...list];
}

/**
 * The demo API for tests (Node): an in-memory db, no localStorage.
 * @example
 * beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
 * afterEach(() => { server.resetHandlers(); resetDb(); });
 * afterAll(() => server.close());
 */
export const server = setupServer(...byPath(handlers));

export { resetDb, getDb } from "./db";
