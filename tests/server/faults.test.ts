import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { Transact } from "../../src/api/db-calls";
import { createApi } from "../../src/api/create-api";
import { DatabaseUnavailable } from "../../src/api/faults";
import { publicRoute } from "../../src/api/route";
import { createApp } from "../../src/server/app";

/**
 * Faults answered (decision 0075): a call that throws answers the envelope, 500 `服务器内部错误`
 * or, the database out of reach, 503 `服务暂不可用，请稍后重试`, whether it threw in a handler
 * (route.ts, as in the page and the tests) or elsewhere on the server (its onError); the log
 * names the path, the request id and the error's class and code, and none of the user's data.
 */

const SECRET = "13912345678";

/** An error as PGlite throws it: the row's values in the message, the SQL and its parameters hung on it. */
function databaseError(): Error {
  const error = Object.assign(new Error(`duplicate key value violates unique constraint "t_users_pkey" Key (mobile)=(${SECRET}) already exists`), {
    code: "23505",
    query: "INSERT INTO t_users (mobile, password_hash) VALUES ($1, $2)",
    params: [SECRET, "pbkdf2$secret-hash"],
  });
  error.name = "DatabaseError";
  return error;
}

const call = (path: string, body: object = { mobile: SECRET }) =>
  new Request(`http://127.0.0.1${path}`, { method: "POST", headers: { "Content-Type": "application/json", Application: "merchant-console" }, body: JSON.stringify(body) });

/** What was logged while `run` ran, every console channel's arguments as text. */
async function logged<T>(run: () => Promise<T>): Promise<{ result: T; log: string }> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map((a) => (a instanceof Error ? `${a.message} ${JSON.stringify(a)} ${a.stack}` : String(a))).join(" "));
  const spies = (["error", "warn", "log", "info"] as const).map((m) => vi.spyOn(console, m).mockImplementation(keep));
  try {
    return { result: await run(), log: lines.join("\n") };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe("a call that throws", () => {
  const failing = publicRoute("/merchant/test/v1/fails", () => {
    throw databaseError();
  });
  const elsewhere = http.post("*/merchant/test/v1/throws-outside", () => {
    throw databaseError();
  });
  /** The server's app, its API handed `transact` as its store. */
  const appOn = (transact: Transact) => createApp({ handlers: createApi({ transact, sms: null }, [failing, elsewhere]).handlers });

  it.each([
    ["in a handler (route.ts)", "/merchant/test/v1/fails"],
    ["outside the handlers' guard (the server's onError)", "/merchant/test/v1/throws-outside"],
  ])("%s answers the 500 envelope and logs no user data", async (_, path) => {
    const app = appOn(async (run) => run({} as never));
    const { result: answer, log } = await logged(async () => app.request(call(path)));
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ code: 500, msg: "服务器内部错误", data: null });
    const id = answer.headers.get("X-Request-Id");
    expect(id).toBeTruthy();
    expect(log).toContain(path);
    expect(log).toContain(id);
    expect(log).toContain("DatabaseError 23505");
    for (const data of [SECRET, "secret-hash", "INSERT INTO", "duplicate key"]) expect(log).not.toContain(data);
  });

  it("answers 503 when the database is out of reach", async () => {
    const app = appOn(() => Promise.reject(new DatabaseUnavailable("ECONNREFUSED")));
    const { result: answer, log } = await logged(async () => app.request(call("/merchant/test/v1/fails")));
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ code: 503, msg: "服务暂不可用，请稍后重试", data: null });
    expect(log).toContain("ECONNREFUSED");
    expect(log).not.toContain(SECRET);
  });
});
