import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { HttpHandler } from "msw";
import { bodyLimitOf, FILE_CALL_LIMITS, MAX_JSON_BODY_BYTES } from "../api/body-limits";
import { resolverOf } from "../api/ports";
import { CLIENT_ADDRESS_HEADER } from "../api/client-address";
import { clientAddressOf } from "./proxy-address";
import { securityHeaders, serveConsole } from "./static-files";
import { answerFaults } from "./faults";
import { BUYER_STEPS, type BuyerStep } from "../api/buyer-steps";

/**
 * The HTTP side of the server (Hono, decision 0053): the API's calls go to the same handlers
 * the in-page demo runs, each found by Hono's router by its method and path (decision 0080;
 * msw finds them only in the page), the built console is served from `dist` on the same
 * origin, and every other path of the console falls back to its index.html (the console
 * routes in the page).
 */

/** The first segment of every path the API serves (docs/api/openapi.json). */
export const API_PREFIXES = ["/merchant/", "/user/", "/collection/", "/rest/"];

/**
 * Larger bodies are refused before anything reads them: the largest any call takes (素材库's video
 * upload); each call's own limit is the handlers' (body-limits.ts, read where every call is read).
 */
export const MAX_BODY_BYTES = Math.max(MAX_JSON_BODY_BYTES, ...Object.values(FILE_CALL_LIMITS));


export interface AppOptions {
  handlers: readonly HttpHandler[];
  /** The built console (omit: API only, as under `npm start`, where Vite serves the console). */
  staticDir?: string;
  /** Origins allowed to call from another origin (CORS); none by default: one origin. */
  corsOrigins?: string[];
  /**
   * The test harness's servers only (ALLOW_RESET=1): `POST /__test/reset` refills the database
   * from the seed, on the clock `{at}` names (a test compares it with a seed of its own).
   */
  reset?: (at?: Date) => Promise<void>;
  /**
   * The test harness's servers only (ALLOW_RESET=1), whose rules job does not run by itself:
   * `POST /__test/rules-job` runs it once, on the clock `{at}` names (rules-job.ts).
   */
  runRules?: (at?: Date) => Promise<number>;
  /**
   * The test harness's servers only (ALLOW_RESET=1): `POST /__test/buyer/{order,pay,refund,return,sign}`
   * takes a buyer's step on the shop `{shop}` names, at `{at}` (default now): the storefront's
   * side of an order (src/api/buyer-steps.ts, decision 0115).
   */
  buyer?: (step: BuyerStep, body: Record<string, unknown>, at: Date) => Promise<Response>;
  /**
   * After a hot reload under `npm start` with a config broken (decision 0122): the answer to a
   * call of a resource with problems (`资源配置错误：…`), null for the calls that go on.
   */
  refuse?: (path: string) => Response | null;
  /** Routes of the server's own beside the API (the uploaded files). */
  extraRoutes?: (app: Hono, withCallerAddress: (c: Context) => Headers) => void;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For tells the caller's address (proxy-address.ts); none: the socket's. */
  trustProxy?: string;
  /** CSP_CONNECT_SRC: origins besides its own the served console calls (VITE_REST_BASE_URL's host); static-files.ts. */
  connectSrc?: string[];
}

/**
 * Whether a request is the API's: a path under API_PREFIXES, unless it is a browser loading a
 * page (a GET that asks for HTML): the console has pages under those prefixes too (/user/setting),
 * and a reload there must get the console. The API's own GETs (REST resources) ask for JSON.
 */
export function isApiRequest(method: string, path: string, accept = ""): boolean {
  if (!API_PREFIXES.some((p) => path.startsWith(p))) return false;
  return !((method === "GET" || method === "HEAD") && accept.includes("text/html"));
}

/**
 * Where the router takes a handler's calls: the API's handlers are declared for any origin
 * (route.ts's `*<path>`, REST's `*<url>/:id`), which on this server is its own. A REST resource
 * on another host (an absolute URL) is not this server's: null. Any other form is refused at
 * start rather than left unanswered.
 */
export function routeOf(handler: HttpHandler): { method: string; path: string } | null {
  const { method, path } = handler.info;
  if (typeof path === "string" && /^https?:\/\//.test(path)) return null;
  if (typeof method !== "string" || typeof path !== "string" || !/^\*\/[^*?()]*$/.test(path)) {
    throw new Error(`服务端无法路由处理器 ${String(method)} ${String(path)}：只能是 "*/<路径>"（可带 :参数）`);
  }
  return { method, path: path.slice(1) };
}

export function createApp({ handlers, staticDir, corsOrigins = [], reset, runRules, buyer, extraRoutes, trustProxy, connectSrc, refuse }: AppOptions): Hono {
  const app = new Hono();
  const addressOf = clientAddressOf(trustProxy);
  /** The request's headers with the caller's address, as the socket gives it or the trusted proxies tell it; never a value the caller sent. */
  const withCallerAddress = (c: Context): Headers => {
    const headers = new Headers(c.req.raw.headers);
    let address = "";
    try {
      address = getConnInfo(c).remote.address ?? "";
    } catch {
      address = ""; // not on a socket (a test calling app.request)
    }
    headers.set(CLIENT_ADDRESS_HEADER, addressOf(address, c.req.header("x-forwarded-for")));
    return headers;
  };
  answerFaults(app);
  app.use("*", securityHeaders(staticDir, connectSrc));
  if (runRules) {
    app.post("/__test/rules-job", async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { at?: unknown };
      const at = typeof body.at === "string" && !Number.isNaN(Date.parse(body.at)) ? new Date(body.at) : undefined;
      return c.json({ code: 200, msg: "ok", data: { moved: await runRules(at) } });
    });
  }
  if (buyer) {
    for (const step of BUYER_STEPS) {
      app.post(`/__test/buyer/${step}`, async (c) => {
        const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
        const at = typeof body.at === "string" && !Number.isNaN(Date.parse(body.at)) ? new Date(body.at) : new Date();
        return buyer(step, body, at);
      });
    }
  }
  if (reset) {
    app.post("/__test/reset", async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { at?: unknown };
      const at = typeof body.at === "string" && !Number.isNaN(Date.parse(body.at)) ? new Date(body.at) : undefined;
      await reset(at);
      return c.json({ code: 200, msg: "ok", data: null });
    });
  }
  if (corsOrigins.length) {
    app.use("*", cors({
      origin: corsOrigins,
      allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      allowHeaders: ["Content-Type", "Application", "Authorization"],
      exposeHeaders: ["X-Total-Count"],
    }));
  }
  const tooLarge = (c: Context) => c.json({ code: 413, msg: "请求内容过大", data: null }, 413);
  const limitBodies = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  app.use("*", async (c, next) => {
    // a body of a stated length is judged by it alone, as bodyLimit judges it, without bodyLimit's first
    // question (`raw.body`), which makes the request's web stream, so the call's body is read off the socket (callOf)
    const length = c.req.header("content-length");
    const bodied = c.req.method !== "GET" && c.req.method !== "HEAD";
    if (bodied && length !== undefined && c.req.header("transfer-encoding") === undefined) return Number.parseInt(length, 10) > MAX_BODY_BYTES ? tooLarge(c) : next();
    return limitBodies(c, next);
  });
  // the call as the handlers read it, made once per request (a Request's body is read once)
  const calls = new WeakMap<Request, Promise<Request>>();
  const callOf = (c: Context, limit: number): Promise<Request> => {
    const made = calls.get(c.req.raw) ?? madeCall(c, limit);
    calls.set(c.req.raw, made);
    return made;
  };
  const madeCall = async (c: Context, limit: number): Promise<Request> => {
    const headers = withCallerAddress(c);
    // msw's marker of a request a client let through its own interception (Accept: msw/passthrough):
    // here it would make the handlers let the request through unanswered too
    const accept = (headers.get("accept") ?? "").split(",").map((a) => a.trim()).filter((a) => a && a !== "msw/passthrough");
    if (accept.length) headers.set("accept", accept.join(", "));
    else headers.delete("accept");
    const { method } = c.req.raw;
    if (method === "GET" || method === "HEAD") return new Request(c.req.url, { method, headers });
    // a body of a length the call reads (body-limits.ts) is read here at once, off the socket (@hono/node-server
    // reads it without a web stream) and handed over as bytes; one of no length, or over the call's limit, stays
    // a stream, which route.ts's readCapped reads up to the limit, or not at all (decision 0110)
    const length = c.req.header("content-length");
    if (length && /^\d+$/.test(length) && Number(length) <= limit) {
      return new Request(c.req.url, { method, headers, body: new Uint8Array(await c.req.raw.arrayBuffer()) });
    }
    return new Request(c.req.raw, { headers });
  };
  // a broken resource's calls, before any handler reads them: nothing is saved under a config with problems
  if (refuse) app.use("*", async (c, next) => (isApiRequest(c.req.method, c.req.path, c.req.header("accept")) ? refuse(c.req.path) : null) ?? next());
  // each handler on the router by its method and path, in the list's order (the first that answers)
  for (const handler of handlers) {
    const route = routeOf(handler);
    if (!route) continue;
    const resolve = resolverOf(handler);
    const limit = bodyLimitOf(route.path);
    app.on(route.method, route.path, async (c, next) => {
      // a page load under the API's prefixes is the console's; Hono runs a GET route for HEAD, which no handler answers
      if (c.req.method !== route.method || !isApiRequest(c.req.method, c.req.path, c.req.header("accept"))) return next();
      // an API's handler (createApi's): its resolver on the call, with the params the router found (it always answers)
      if (resolve) return resolve(await callOf(c, limit), c.req.param());
      // any other: msw's own run on a copy of the call, as in the page (by-path.ts)
      const result = await handler.run({ request: (await callOf(c, limit)).clone(), requestId: crypto.randomUUID() });
      return result?.response ?? next();
    });
  }
  app.all("*", async (c, next) => {
    if (!isApiRequest(c.req.method, c.req.path, c.req.header("accept"))) return next();
    return c.json({ code: 404, msg: "接口不存在", data: null }, 404);
  });
  extraRoutes?.(app, withCallerAddress);
  if (staticDir) serveConsole(app, staticDir);
  return app;
}
