import { delay, http, type HttpHandler } from "msw";
import { config } from "../config";
import { latencyMs, transact } from "./db";
import { fail, unauthorized } from "./respond";
import type { Body, Db, ShopRow, UserRow } from "./types";

/**
 * The one place that checks what every call must carry: POST, the `Application`
 * header (spec section 7) and, unless the route is public, a valid bare token in
 * `Authorization` (real HTTP 401 otherwise, spec section 8). Handlers only see a
 * parsed body and the signed-in user/shop. Paths match on any origin ('*' prefix).
 */

export interface Ctx {
  request: Request;
  body: Body;
  db: Db;
}
export interface UserCtx extends Ctx {
  user: UserRow;
  token: string;
}
export interface ShopCtx extends UserCtx {
  shop: ShopRow;
}

type Reply = Response | Promise<Response>;

async function readBody(request: Request): Promise<Body> {
  try {
    const value: unknown = await request.json();
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Body) : {};
  } catch {
    return {};
  }
}

function guarded(path: string, run: (ctx: Ctx) => Reply): HttpHandler {
  const expected = path === config.collectionQueryPath ? config.collectionApplication : config.application;
  return http.post(`*${path}`, async ({ request }) => {
    if (request.headers.get("Application") !== expected) return fail(403, "应用标识无效");
    // a little latency in the browser demo so loading states are visible
    if (latencyMs()) await delay(latencyMs());
    const body = await readBody(request);
    // on the stored db of every tab, answered once its changes are stored (db-persist.ts)
    return transact((db) => run({ request, body, db }));
  });
}

/** The signed-in user of a request, or null (missing, unknown or expired token). */
export function sessionUser(request: Request, db: Db): { user: UserRow; token: string } | null {
  const token = (request.headers.get("Authorization") ?? "").trim();
  if (!token) return null;
  const session = db.sessions.find((s) => s.token === token);
  if (!session || session.expires_at < Date.now()) return null;
  const user = db.users.find((u) => u.alias === session.user_alias);
  return user && user.status === 1 ? { user, token } : null;
}

/** A call that needs no token (login, register, sms). */
export function publicRoute(path: string, resolve: (ctx: Ctx) => Reply): HttpHandler {
  return guarded(path, resolve);
}

/** A call that needs a signed-in user. */
export function userRoute(path: string, resolve: (ctx: UserCtx) => Reply): HttpHandler {
  return guarded(path, (ctx) => {
    const session = sessionUser(ctx.request, ctx.db);
    return session ? resolve({ ...ctx, ...session }) : unauthorized();
  });
}

/** A call on the signed-in user's shop; refused with 403 '请先开通店铺' when there is none. */
export function shopRoute(path: string, resolve: (ctx: ShopCtx) => Reply): HttpHandler {
  return userRoute(path, (ctx) => {
    const shop = ctx.db.shops.find((s) => s.user_alias === ctx.user.alias);
    return shop ? resolve({ ...ctx, shop }) : fail(403, "请先开通店铺");
  });
}
