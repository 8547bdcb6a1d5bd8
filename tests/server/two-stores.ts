import { expect } from "vitest";
import { getResponse } from "msw";
import { byPath } from "../../src/api/by-path";
import { getDb, replaceDb } from "../../src/demo/db";
import { createApi } from "../../src/api/create-api";
import { inMemory } from "../../src/api/db-calls";
import { demoSmsSender } from "../../src/demo/demo-sms";
import { seed } from "../../src/demo/seed";
import type { Rec } from "../../src/engine/types";
import { formatDateTime } from "../../src/api/util";
import { ADMIN } from "../api/helpers";

/**
 * The server (API_URL) and this test's own in-page store, seeded on one clock, asked the same
 * calls: what the *.http.test.ts files that compare the two stores share (npm run test:server).
 */

const base = process.env.API_URL ?? "";
// the in-page store's API in this process (src/demo/node.ts is the server here: vitest.server.config.ts)
const local = byPath(createApi({ transact: inMemory(getDb), sms: demoSmsSender }).handlers);
const headers = (token: string) => ({ "Content-Type": "application/json", Application: "merchant-console", Authorization: token });

export interface Answer {
  code: number;
  msg: string;
  data: Rec;
}

/** A call to the server (`remote`) or to the in-page store's handlers. */
export async function ask(remote: boolean, path: string, body: object, token: string): Promise<Answer> {
  const init = { method: "POST", headers: headers(token), body: JSON.stringify(body) };
  const res = remote ? await fetch(`${base}${path}`, init) : await getResponse(local, new Request(`http://localhost:3000${path}`, init));
  if (!res) throw new Error(`no answer for ${path}`);
  return (await res.json()) as Answer;
}

/**
 * Seeds the server and this test's store on one clock (the start of this minute) and signs the
 * owner in on both. `since`: when the seed's history ends (rows from then on are the test's own).
 */
export async function seedBoth(): Promise<{ mine: string; theirs: string; since: string }> {
  const at = new Date();
  at.setSeconds(0, 0);
  const reset = await fetch(`${base}/__test/reset`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ at: at.toISOString() }) });
  expect(reset.status).toBe(200);
  replaceDb(seed(at));
  const login = "/merchant/user/v1/login/by-mobile-password";
  const mine = String((await ask(false, login, ADMIN, "")).data.access_token);
  const theirs = String((await ask(true, login, ADMIN, "")).data.access_token);
  expect(theirs).not.toBe("undefined");
  return { mine, theirs, since: formatDateTime(at) };
}

/** A reply with every object's keys in order (the stores may build a row's keys in another order). */
export function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)]));
  return value;
}
