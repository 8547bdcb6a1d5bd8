import { bypass, http } from "msw";
import { setupServer } from "msw/node";
import { seed } from "../../src/demo/seed";
import type { Db } from "../../src/api/types";

/**
 * src/demo/node.ts for the API suite over HTTP (vitest.server.config.ts puts this module in
 * its place): the suite's calls, made to the in-page demo's origin, go to the server at
 * API_URL instead, so the same test files check the server on PGlite or Postgres. The
 * server's database is refilled from the seed before each test file (fresh-database.ts), so
 * resetDb has nothing to do; getDb is the seed that database started from, to read only.
 */

const target = process.env.API_URL;
if (!target) throw new Error("API_URL：要测试的服务器地址（npm run test:server 会设置）");
const base = new URL(target);

export const server = setupServer(
  http.all("*", async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
    // the init spelled out: under jsdom a Request given as the init is read as a GET
    const forwarded = new Request(new URL(url.pathname + url.search, base), { method: request.method, headers: request.headers, body });
    return fetch(bypass(forwarded));
  }),
);

export function resetDb(): void {
  // one fresh database per file (fresh-database.ts): nothing to reset between its tests
}

let seeded: Db | null = null;

/** The seed the server's database was filled from (its accounts, roles, grants): read, never written. */
export function getDb(): Db {
  return (seeded ??= seed());
}

/**
 * The code the server last texted to `mobile`: the test server (ALLOW_RESET=1) keeps its codes
 * for this (src/server/sms/test-outbox.ts), as the server has no fixed code (decision 0071).
 */
export async function smsCodeSent(mobile: string): Promise<string | undefined> {
  const reply = await fetch(bypass(new Request(new URL(`/__test/sms?mobile=${encodeURIComponent(mobile)}`, base))));
  const body = (await reply.json()) as { code: number; data: { code: string } | null };
  return body.data?.code;
}

/** Tests that change the store behind the API's back cannot run over HTTP. */
export const REMOTE = true;

/** An API on ports of a test's own runs in the test's process only: not over HTTP. */
export function testApi(): never {
  throw new Error("testApi：测试自己的端口只能在进程内运行，不能经 HTTP 测试服务器");
}
