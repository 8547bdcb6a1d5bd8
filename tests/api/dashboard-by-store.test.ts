import { beforeEach, describe, expect, it } from "vitest";
import { getDb, server, testApi } from "../../src/demo/node";
import { byPath } from "../../src/api/by-path";
import { rowsReader } from "../../src/api/page-rows";
import type { Db } from "../../src/api/types";
import { FIGURES_API, OVERVIEW_API } from "../../src/pages/dashboard/overview-types";
import { STOCK_ALERTS_API } from "../../src/resources/dashboard/workplace-api.rules";
import { call, login, servePorts, setupDemoApi } from "./helpers";

/**
 * 工作台 reads no table whole when the store has a page reader (decision 0058): with the
 * in-memory reader (page-rows.ts, what the server's SQL answers) in place, the handlers get a
 * db whose resources' tables cannot be reached at all, and answer what they answer without one.
 */

setupDemoApi();
// the server's store, simulated: its rules run as a job (rules-job.ts), not as each call reads (decision 0061)
const asServer = { rulesOnRead: false };
const serverLike = byPath(testApi(asServer).handlers);
beforeEach(() => server.use(...serverLike));

/** The db with every resource's table out of reach: reaching one notes it and throws. */
function recordsOutOfReach(db: Db, reached: string[]): Db {
  const refuse = (key: PropertyKey): never => {
    reached.push(String(key));
    throw new Error(`工作台读了整张表 ${String(key)}`);
  };
  const records = new Proxy(db.records, {
    get: (target, key, receiver) => (typeof key === "string" ? refuse(key) : Reflect.get(target, key, receiver)),
    ownKeys: () => refuse("(每张表)"),
    has: (_target, key) => refuse(key),
  });
  return new Proxy(db, { get: (target, key, receiver) => (key === "records" ? records : Reflect.get(target, key, receiver)) });
}

describe("工作台 over a store that reads its own pages", () => {
  it.each([
    { name: "overview", path: OVERVIEW_API },
    { name: "figures", path: FIGURES_API },
    { name: "stock alerts", path: STOCK_ALERTS_API },
  ])("$name answers as before without reaching a table", async ({ path }) => {
    const token = await login();
    const before = (await call(path, {}, { token })).body;
    expect(before.code).toBe(200);

    const reached: string[] = [];
    servePorts({ ...asServer, pageReader: rowsReader(getDb()), transact: async (run) => run(recordsOutOfReach(getDb(), reached)) });
    const byStore = (await call(path, {}, { token })).body;
    expect(reached).toEqual([]);
    expect(byStore).toEqual(before);
  });
});
