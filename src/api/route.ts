import { delay, type HttpHandler } from "msw";
import { roleFromVerifyStatus, type Role } from "../access/rules";
import { config } from "../config";
import { recorded } from "./audit-log";
import { newAuditNote, type AuditNote } from "./audit-note";
import { bodyLimitOf } from "./body-limits";
import { fail, json, SESSION_EXPIRED, tooLarge, unauthorized } from "./respond";
import { faultAnswer } from "./faults";
import { NOT_JSON, parseJsonBody, requestRefusal } from "./request-check";
import { declare, mayCall, type Serves } from "./serves";
import { ENDED_BY } from "./session-end";
import { applyRulesOnRead } from "./shop-rules/rules-on-read";
import { portedHandler, type Ports } from "./ports";
import { isExpired, slideSession } from "./session-life";
import { requestSessionKey } from "./session-token";
import type { Body, EmployeeRow, ShopRow, UserRow } from "./types";
import { callRepository } from "./call-repository";
import type { RepositoryScope, Transaction } from "./repository/types";
import type { Accounts } from "./account-store/types";
import { withCallAccounts } from "./call-accounts";
import { staffOf } from "./staff";
import { liveTransact } from "./live/publish";

/**
 * The one place that checks what every call must carry: POST, the `Application`
 * header (spec section 7) and, unless the route is public, a valid bare token in
 * `Authorization` (real HTTP 401 otherwise, spec section 8; an employee disabled or deleted
 * meanwhile is told so) and a session that may do what the call does on the screens it serves
 * (`serves`, asked of casbin with the screens' policy and an employee's grants; HTTP 200
 * `{code: 403, msg: '无权限'}` otherwise, as a strict server answers). A body over the call's
 * limit (body-limits.ts) is refused with HTTP 413 unread. Handlers only see a parsed body and
 * the signed-in session/shop. Paths match on any origin ('*' prefix). The handlers are declared
 * here without ports; createApi (create-api.ts) binds them, and each call's context carries the
 * ports its API was handed (`ctx.ports`: the store, SMS, files, password hashing).
 */

/** The refusal of a call the caller's role may not make. */
export const FORBIDDEN = { code: 403, msg: "无权限" } as const;

export interface Ctx {
  request: Request;
  body: Body;
  /**
   * The call's transaction on the repository (call-repository.ts, decision 0093): what the
   * handlers move to from `db`; its writes are stored with the call's, or undone with them.
   */
  repo: Transaction;
  /**
   * The call's accounts' store (call-accounts.ts, decision 0098): users, shops, sessions, SMS
   * codes, wrong passwords and 实名认证, read and written only through it, in the call's transaction.
   */
  accounts: Accounts;
  /** What the API was handed (ports.ts): the store, the SMS sender, the files, password hashing. */
  ports: Ports;
  /**
   * Names the call's shop to its store (db-calls.ts CallSql `scope`: on the server a write's
   * statements from here on run under the shop's lock); nothing in the page.
   */
  scope(shop: string): void;
  /** What a write hands the 操作日志 recorder (audit-note.ts); shared by the contexts made from this one. */
  audit: AuditNote;
  /**
   * Work for once the call's changes are stored (an SMS to text, sms-sender.ts): run after the
   * transaction, outside the calls' lock, and only the last run's (a server call may be run
   * again in a new transaction: for a lock taken first, or slow work done outside it).
   */
  after: (() => void)[];
}
export interface UserCtx extends Ctx, Session {
  /** The shop's role (verify_status 2 makes an admin). */
  role: Role;
}
export interface ShopCtx extends UserCtx {
  shop: ShopRow;
}

type Reply = Response | Promise<Response>;

/** The body's bytes, or null as soon as they pass `limit` (the rest is never read). */
export async function readCapped(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  // a body said to be too large is not read; one with no length, or a wrong one, is counted as it comes
  if (!(Number(request.headers.get("Content-Length")) > limit)) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return joined(chunks, size);
      size += value.byteLength;
      if (size > limit) break;
      chunks.push(value);
    }
  }
  // let go of the rest, without waiting: a sender in the same process (msw) waits on its reader
  void reader.cancel().catch(() => undefined);
  return null;
}

function joined(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

function guarded(path: string, run: (ctx: Ctx) => Reply): HttpHandler {
  const expected = path === config.collectionQueryPath ? config.collectionApplication : config.application;
  const limit = bodyLimitOf(path);
  return portedHandler("post", `*${path}`, async (ports, { request }) => {
    if (request.headers.get("Application") !== expected) return fail(403, "应用标识无效");
    // a little latency in the browser demo so loading states are visible
    if (ports.latencyMs) await delay(ports.latencyMs);
    const bytes = await readCapped(request, limit);
    if (!bytes) return tooLarge();
    // a body that is not a JSON object, unclean text, a page out of range: refused here (request-check.ts)
    const body = parseJsonBody(bytes);
    if (!body) return json({ ...NOT_JSON, data: null }, { status: NOT_JSON.code });
    const refused = requestRefusal(path, body);
    if (refused) return fail(refused.code, refused.msg);
    // on the stored db of every tab, answered once its changes are stored (db-persist.ts)
    // a call that throws answers the envelope, never a bare 500 (faults.ts)
    let after: (() => void)[] = [];
    // its writes published to the shop's open streams once stored (live/publish.ts)
    const reply = await liveTransact(ports, (db, sql, notes) => {
      after = [];
      return callRepository(ports.tables, db, { sql, notes }).transaction((repo) =>
        withCallAccounts(db, sql, async (accounts) => run({ request, body, repo, accounts, ports, scope: (shop) => sql?.scope(shop), audit: newAuditNote(), after })));
    }, path).catch((error: unknown) => {
      after = []; // nothing was stored: nothing to do after it
      return faultAnswer(error, path);
    });
    for (const work of after) work();
    return reply;
  });
}

/**
 * Who a request is from: the shop's owner (`user`), and for an employee's session the employee
 * and their role's grant keys, read from the db on every call (a changed role applies on the
 * next call). `user` is always the shop's owner, so a call finds the shop the same way for both.
 */
export interface Session {
  user: UserRow;
  /** The session's key as stored (the token's SHA-256: session-token.ts), not the token itself. */
  token: string;
  /** The signed-in employee; null for the shop's owner. */
  staff: EmployeeRow | null;
  /**
   * The employee's role's grant keys now, its `*` and `/x/*` spelled out (staff.ts); null for
   * the owner (limited by policy.csv only).
   */
  grants: string[] | null;
}

/** Why a request has no session: the HTTP 401 message (the console signs out and shows it). */
export interface Ended {
  ended: string;
}

export const STAFF_DISABLED = ENDED_BY.disabled;
export const STAFF_DELETED = ENDED_BY.deleted;

/**
 * The session of a request, or why there is none (missing, unknown or expired token, or ended
 * by a change to its account: session-end.ts). An employee disabled or deleted since signing
 * in ends their session here too, on their next call, and is told why. The session and its
 * account from the accounts' store, an employee of the owner's shop and their role from the
 * call's repository (staff.ts): nothing from the Db (decision 0105).
 */
export async function sessionUser(request: Request, accounts: Accounts, repo: RepositoryScope, hash?: Ports["sessionKey"]): Promise<Session | Ended> {
  const expired = { ended: SESSION_EXPIRED };
  const bearer = (request.headers.get("Authorization") ?? "").trim();
  if (!bearer) return expired;
  const token = await requestSessionKey(request, bearer, hash);
  const t = Date.now();
  const session = await accounts.sessions.first({ token });
  if (!session || isExpired(session, t)) return expired;
  // ended by a change to its account (session-end.ts): told why once, then forgotten
  if (session.ended !== undefined) {
    await accounts.sessions.remove({ token });
    return { ended: session.ended };
  }
  const user = await accounts.users.first({ alias: session.user_alias });
  if (!user || user.status !== 1) return expired;
  if (session.employee_alias === undefined) {
    await slideSession(accounts, session, t);
    return { user, token, staff: null, grants: null };
  }
  // an employee of the owner's shop (a copy, as the accounts' rows are: changed through ctx.repo only)
  const shop = await shopOf(accounts, user);
  const staffed = shop ? await staffOf(repo, shop.alias, session.employee_alias) : { ended: STAFF_DELETED };
  if ("ended" in staffed) {
    await accounts.sessions.remove({ token });
    return { ended: staffed.ended };
  }
  // a live session's call: without 记住密码 it lives 12 hours on from now (session-life.ts)
  await slideSession(accounts, session, t);
  return { user, token, staff: staffed.staff, grants: staffed.grants };
}

/** A call that needs no token (login, register, sms): it serves the public pages. */
export function publicRoute(path: string, resolve: (ctx: Ctx) => Reply): HttpHandler {
  return declare(guarded(path, resolve), { path, serves: "public" });
}

/** The shop of a user, if they opened one. */
export const shopOf = async (accounts: Accounts, user: UserRow): Promise<ShopRow | undefined> => (await accounts.shops.first({ user_alias: user.alias })) ?? undefined;

/**
 * A call that needs a signed-in session (the owner's or an employee's) that may do what the
 * call does on the screens it `serves` (serves.ts mayCall: the shop role and the employee's
 * grants, asked of the one enforcer).
 */
export function userRoute(path: string, serves: Serves, resolve: (ctx: UserCtx) => Reply): HttpHandler {
  const handler = guarded(path, async (ctx) => {
    const session = await sessionUser(ctx.request, ctx.accounts, ctx.repo, ctx.ports.sessionKey);
    if ("ended" in session) return unauthorized(session.ended);
    // the role as the app derives it: a verified shop (verify_status 2) makes an admin
    const shop = await shopOf(ctx.accounts, session.user);
    if (shop) ctx.scope(shop.alias);
    // the shop's rules first (自动关闭 …): the call reads its rows as the shop's clock has them
    if (shop && ctx.ports.rulesOnRead) await applyRulesOnRead(ctx.repo, ctx.ports.tables, shop);
    const role = roleFromVerifyStatus(shop?.verify_status);
    if (!(await mayCall({ role, grants: session.grants }, serves, ctx.body))) return fail(FORBIDDEN.code, FORBIDDEN.msg);
    const full: UserCtx = { ...ctx, ...session, role };
    // 操作日志: a write that succeeds is recorded here, for every handler (audit-log.ts)
    return recorded(full, serves, shop?.alias, () => resolve(full));
  });
  return declare(handler, { path, serves });
}

/** A call on the signed-in user's shop (see userRoute); refused with 403 '请先开通店铺' when there is none. */
export function shopRoute(path: string, serves: Serves, resolve: (ctx: ShopCtx) => Reply): HttpHandler {
  return userRoute(path, serves, async (ctx) => {
    const shop = await shopOf(ctx.accounts, ctx.user);
    return shop ? resolve({ ...ctx, shop }) : fail(403, "请先开通店铺");
  });
}
