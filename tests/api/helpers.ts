import { afterAll, afterEach, beforeAll } from "vitest";
import { config } from "../../src/config";
import { getDb, resetDb, server, testApi } from "../../src/demo/node";
import { byPath } from "../../src/api/by-path";
import type { ApiOfPorts } from "../../src/api/create-api";
import type { PortsGiven } from "../../src/api/ports";

/** Helpers for the demo API tests: real fetch calls answered by msw/node. */

export const API = "http://localhost:3000";

export const ADMIN = { mobile: "13800000000", password: "Admin@123" };
export const USER = { mobile: "13900000000", password: "User@1234" };

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
}

export interface CallOptions {
  token?: string;
  /** The Application header; `null` leaves it out. Default: config.application. */
  application?: string | null;
  /** More headers (X-Client-Address, as the API server sets it). */
  headers?: Record<string, string>;
}

/** Registers the msw server for the current test file and reseeds the db after each test. */
export function setupDemoApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    resetDb();
  });
  afterAll(() => server.close());
}

/**
 * Serves the test's calls by an API handed `over` (its own SMS sender, store, files, page reader)
 * in place of the demo's, until the test ends (setupDemoApi resets the handlers after each).
 */
export function servePorts(over: Partial<PortsGiven>): ApiOfPorts {
  const api = testApi(over);
  server.use(...byPath(api.handlers));
  return api;
}

/** POSTs `body` as JSON to `path`; `T` is the expected type of `data` (not checked). */
export async function call<T = unknown>(path: string, body: object = {}, options: CallOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { "Content-Type": "application/json", ...options.headers };
  const application = options.application === undefined ? config.application : options.application;
  if (application !== null) headers.Application = application;
  if (options.token) headers.Authorization = options.token;
  const res = await fetch(`${API}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** Signs in and returns the access token (fails the test when sign-in is refused). */
export async function login(account: { mobile: string; password: string } = ADMIN): Promise<string> {
  const res = await call<{ access_token: string }>("/merchant/user/v1/login/by-mobile-password", account);
  if (res.body.code !== 200) throw new Error(`login failed: ${res.body.msg}`);
  return res.body.data.access_token;
}

/**
 * The other demo merchant (李小二) with its shop verified: a second admin, for the tests of
 * how shops are kept apart (a user-role token gets 无权限 on admin calls: role-checks.test.ts).
 */
export async function loginOtherAdmin(): Promise<string> {
  const db = getDb();
  const user = db.users.find((u) => u.mobile === USER.mobile);
  const shop = db.shops.find((s) => s.user_alias === user?.alias);
  if (!shop) throw new Error("the other demo merchant has no shop");
  shop.verify_status = 2;
  return login(USER);
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
