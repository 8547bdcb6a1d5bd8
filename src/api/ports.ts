import { http, type HttpHandler, type PathParams } from "msw";
import type { Transact } from "./db-calls";
import { dataUrlStore, type FileStore } from "./file-store";
import type { PageReader } from "./page-reader";
import type { KeptSumsReader } from "./output-reach";
import { passwordsWith, type PasswordKdf, type Passwords, type SlowWork } from "./password-hash";
import { declare, servesOf } from "./serves";
import type { SmsSender } from "./sms-sender";
import type { TrackingProvider } from "./tracking/tracking-provider";
import type { TableSources } from "./call-repository";
import { SHOP_TABLES } from "./shop-tables";
import { sessionKey } from "./session-token";
import { localHub, type LiveHub } from "./live/hub";
import type { TableViewers } from "./live/table-pages";

/**
 * What the API is handed by whoever serves it (issue 48 item 1): its store and the ports to the
 * world outside it. The server hands its SQL store and real adapters (src/server/main.ts), the
 * page and the tests the in-memory demo store and the demo's SMS sender (src/demo); createApi
 * (create-api.ts) binds the handlers to them, and each call finds them in its context
 * (`ctx.ports`, route.ts), never in module state: two APIs with different ports live in one
 * process side by side.
 */
export interface PortsGiven {
  /** How a call reaches its store: the SQL transaction, the page's IndexedDB, or memory (db-calls.ts). */
  transact: Transact;
  /** Who texts the SMS codes (null: none, the calls that need one answer 短信服务未配置). */
  sms: SmsSender | null;
  /** Where parcels are (tracking/tracking-provider.ts); unset or null: none, a parcel shows no track. */
  tracking?: TrackingProvider | null;
  /** Lists answered by the store itself (the server's SQL); unset: cut from the rows in memory. */
  pageReader?: PageReader | null;
  /**
   * The sums the store keeps (the server's kept_sums, decision 0066), read in the running call's
   * transaction; unset: an output sums the related rows it reads (output-reach.ts keptByValue).
   */
  keptSums?: KeptSumsReader | null;
  /** Where uploads and exports go; unset: data: URLs (the page and the tests). */
  files?: FileStore;
  /** The KDF new password hashes are made with; unset: PBKDF2 (password-hash.ts). */
  kdf?: PasswordKdf;
  /** Where a call's slow work (the KDF) is done; unset or null: right away (the server's: slow-work.ts). */
  slowWork?: () => SlowWork | null;
  /** Whether a call applies its shop's due rules first (the page); false: a job does it (the server). */
  rulesOnRead?: boolean;
  /** Delay before each answer: the page's demo waits so loading states show; unset: none. */
  latencyMs?: number;
  /**
   * A session token's stored key (its SHA-256, session-token.ts) as every call's session check
   * makes it; unset: WebCrypto's digest (the page). The server's hashes in its own thread (decision 0110).
   */
  sessionKey?: (token: string) => Promise<string>;
  /**
   * Where the calls' committed changes go to the shops' open streams (live/hub.ts); unset: this
   * API's own hub in its process (the page, the tests, PGlite's server). The server on Postgres
   * hands one over LISTEN/NOTIFY (src/server/live-notify.ts).
   */
  live?: LiveHub;
}

/** The ports as a call finds them (`ctx.ports`): every one chosen, passwords made from the KDF. */
export interface Ports {
  transact: Transact;
  sms: SmsSender | null;
  tracking: TrackingProvider | null;
  pageReader: PageReader | null;
  keptSums: KeptSumsReader | null;
  files: FileStore;
  passwords: Passwords;
  rulesOnRead: boolean;
  latencyMs: number;
  sessionKey: (token: string) => Promise<string>;
  /** The tables the API's calls reach through `ctx.repo` (call-repository.ts), gathered from its handlers by createApi. */
  tables: TableSources;
  live: LiveHub;
  /** Which pages show each table (live/table-pages.ts), filled by createApi from its handlers: who hears its changes. */
  liveViewers: TableViewers;
}

export function portsOf(given: PortsGiven): Ports {
  return {
    transact: given.transact,
    sms: given.sms,
    tracking: given.tracking ?? null,
    pageReader: given.pageReader ?? null,
    keptSums: given.keptSums ?? null,
    files: given.files ?? dataUrlStore,
    passwords: passwordsWith(given.kdf, given.slowWork),
    rulesOnRead: given.rulesOnRead ?? true,
    latencyMs: given.latencyMs ?? 0,
    sessionKey: given.sessionKey ?? sessionKey,
    live: given.live ?? localHub(),
    liveViewers: new Map(),
    // the shop's fixed tables every call may reach (the session check, the 操作日志 recorder); the rest from the handlers
    tables: new Map(SHOP_TABLES.map((source) => [source.def.name, source])),
  };
}

type Method = "get" | "post" | "patch" | "delete";

/** A handler's resolver given the API's ports: what route.ts and rest-resource.ts declare. */
export type PortedResolver = (ports: Ports, info: { request: Request; params: PathParams }) => Promise<Response>;

interface Ported {
  method: Method;
  path: string;
  resolve: PortedResolver;
}

const ported = new WeakMap<HttpHandler, Ported>();

/**
 * A handler declared without ports: its method and path (and what it serves, serves.ts) are read
 * by the tests and the start-up checks that walk the handlers; it answers only as bound by
 * createApi (bindHandlers), so nothing runs the API on ports it was not handed.
 */
export function portedHandler(method: Method, path: string, resolve: PortedResolver): HttpHandler {
  const handler = http[method](path, () => {
    throw new Error(`${method.toUpperCase()} ${path}：处理器未绑定端口（用 createApi(ports) 的 handlers）`);
  });
  ported.set(handler, { method, path, resolve });
  return handler;
}

/** A bound handler's answer to a request and its path's params: it always answers (a Response, never "not mine"). */
export type BoundResolver = (request: Request, params: PathParams) => Promise<Response>;

const resolvers = new WeakMap<HttpHandler, BoundResolver>();

/**
 * The resolver of a handler bindHandlers made, for a host that routes the calls itself (the
 * server's Hono router, src/server/app.ts, decision 0110): run on the request it hands, without
 * msw's `run` (which matches the path again, reads the cookies, copies the request and makes an
 * abort controller for every call). Undefined for any other handler (msw runs it).
 */
export const resolverOf = (handler: HttpHandler): BoundResolver | undefined => resolvers.get(handler);

/** The handlers answering on `ports`: each declared one made anew with them (its declaration kept); any other as it is. */
export function bindHandlers(list: readonly HttpHandler[], ports: Ports): HttpHandler[] {
  return list.map((handler) => {
    const p = ported.get(handler);
    if (!p) return handler;
    const resolve: BoundResolver = (request, params) => p.resolve(ports, { request, params });
    const bound = http[p.method](p.path, ({ request, params }) => resolve(request, params));
    resolvers.set(bound, resolve);
    const declared = servesOf(handler);
    return declared ? declare(bound, declared) : bound;
  });
}
