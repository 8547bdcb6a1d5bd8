import { http, type HttpHandler } from "msw";

/** A handler declared for one exact path on any origin (route.ts's `*<path>`): the demo's calls. */
const EXACT = /^\*\/[^*:]*$/;

const keyOf = (method: string, pathname: string) => `${method} ${pathname}`;

/**
 * msw asks every handler in turn whether it takes a request, and each one it asks reads the
 * page's cookies (jsdom's slowly; in the browser a read crosses to chromium's cookie store): a
 * call near the end of the demo's 170 handlers paid 170 reads, and so did every request the demo
 * does not serve (each script, style and picture of the app, through the service worker the
 * demo had until decision 0044), about a thousand reads per cold load of /goods. Here one handler finds the handlers of the request's
 * method and path in a map and runs them in their order; only the few handlers with patterns
 * (REST routes with `:id`) stay in msw's list. Node (tests) and the browser serve the same list.
 */
export function byPath(list: readonly HttpHandler[]): HttpHandler[] {
  const index = new Map<string, HttpHandler[]>();
  const patterned: HttpHandler[] = [];
  for (const handler of list) {
    const { method, path } = handler.info;
    if (typeof method !== "string" || typeof path !== "string" || !EXACT.test(path)) {
      patterned.push(handler);
      continue;
    }
    const key = keyOf(method, path.slice(1));
    index.set(key, [...(index.get(key) ?? []), handler]);
  }
  const handlersOf = (request: Request) => index.get(keyOf(request.method, new URL(request.url).pathname));
  const dispatch = http.all(
    ({ request }) => handlersOf(request) !== undefined,
    async ({ request, requestId }) => {
      // as msw would: the first of them that answers (each reads its own copy of the body)
      for (const handler of handlersOf(request) ?? []) {
        const result = await handler.run({ request: request.clone(), requestId });
        if (result?.response) return result.response;
      }
      return undefined;
    },
  );
  return [dispatch, ...patterned];
}
