import { delay, http, type HttpHandler } from "msw";
import { roleFromVerifyStatus } from "../access/rules";
import { config } from "../config";
import { latencyMs, transact } from "./db";
import { fail, unauthorized } from "./respond";
import { declare, mayCall, type Serves } from "./serves";
import type { Body, Db, ShopRow, UserRow } from "./types";

/**
 * The one place that checks what every call must carry: POST, the `Application`
 * header (spec section 7) and, unless the route is public, a valid bare token in
 * `Authorization` (real HTTP 401 otherwise, spec section 8) and a role that may open
 * one of the screens the call serves (`serves`, asked of casbin with the screens' policy;
 * HTTP 200 `{code: 403, msg: '无权限'}` otherwise, as a strict server answers). Handlers
 * only see a parsed body and the signed-in user/shop. Paths match on any origin ('*' prefix).
 */

/** The refusal of a call the caller's role may not make. */
export const FORBIDDEN = { code: 403, msg: "无权限" } as const;

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

/** A call that needs no token (login, register, sms): it serves the public pages. */
export function publicRoute(path: string, resolve: (ctx: Ctx) => Reply): HttpHandler {
  return declare(guarded(path, resolve), { path, serves: "public" });
}

/** The shop of a user, if they opened one. */
const shopOf = (db: Db, user: UserRow): ShopRow | undefined => db.shops.find((s) => s.user_alias === user.alias);

/** A call that needs a signed-in user whose role may open one of the screens it `serves`. */
export function userRoute(path: string, serves: Serves, resolve: (ctx: UserCtx) => Reply): HttpHandler {
  const handler = guarded(path, async (ctx) => {
    const session = sessionUser(ctx.request, ctx.db);
    if (!session) return unauthorized();
    // the role as the app derives it: a verified shop (verify_status 2) makes an admin
    const role = roleFromVerifyStatus(shopOf(ctx.db, session.user)?.verify_status);
    if (!(await mayCall(role, serves))) return fail(FORBIDDEN.code, FORBIDDEN.msg);
    return resolve({ ...ctx, ...session });
  });
  return declare(handler, { path, serves });
}

/** A call on the signed-in user's shop (see userRoute); refused with 403 '请先开通店铺' when there is none. */
export function shopRoute(path: string, serves: Serves, resolve: (ctx: ShopCtx) => Reply): HttpHandler {
  return userRoute(path, serves, (ctx) => {
    const shop = shopOf(ctx.db, ctx.user);
    return shop ? resolve({ ...ctx, shop }) : fail(403, "请先开通店铺");
  });
}
