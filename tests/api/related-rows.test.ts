import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/db";
import { server, testApi } from "../../src/demo/node";
import { byPath } from "../../src/api/by-path";
import { RELATED_ROWS, relatedIn, type RelatedRows } from "../../src/api/db-reach";
import { resourceExtensions } from "../../src/api/resource-actions";
import { KEPT_SUMS, keptId, keptIn, type KeptSums } from "../../src/api/kept-sums";
import { operationsOf } from "../../src/engine/registry";
import { resources } from "../../src/resources";
import type { Db } from "../../src/api/types";
import { call, login, servePorts, setupDemoApi } from "./helpers";

/**
 * Figures counted when read (a goods item's 销量, a member's 累计消费, a coupon's 已使用, a
 * draw's 中奖人数, a card goods item's stock: decision 0026) reach the rows they count only
 * through relatedRows (db-reach.ts), which the server answers with the rows of the page's
 * records, not the resource whole (decision 0057). Each list of a resource whose extension
 * computes output is called with every other resource's table closed, but those its config
 * relates to (their display names) and those its extension `reads` (a shop's catalogue); the
 * list must come out as with every table open. Sums the database keeps (kept-sums.ts, decision
 * 0066) are answered too, and only those the extension declares in `keeps`: the server keeps no other.
 */

setupDemoApi();
// the server's store, simulated: its rules run as a job (rules-job.ts), not as each call reads (decision 0061)
const asServer = { rulesOnRead: false };
const serverLike = byPath(testApi(asServer).handlers);
beforeEach(() => server.use(...serverLike));

const listPath = (name: string) => {
  const config = resources.find((c) => c.name === name);
  return config && !config.api.rest && operationsOf(config).has("list") ? `${config.api.base ?? ""}/${config.api.list ?? "list"}` : null;
};

/** The live db with the records of every resource but `open` closed, relatedRows and the `declared` kept sums answered from the live rows (noted in `asked`). */
function closedView(db: Db, open: ReadonlySet<string>, asked: Set<string>, declared: ReadonlySet<string>): Db {
  const records = new Proxy(db.records, {
    get: (target, name) => {
      if (typeof name !== "string") return undefined;
      if (!open.has(name)) throw new Error(`读取了整张表 ${name}`);
      return target[name];
    },
    ownKeys: () => {
      throw new Error("列出了全部资源");
    },
  });
  const related: RelatedRows = (name, shop, path, value) => {
    asked.add(name);
    return relatedIn(db.records[name] ?? [], shop, path, value);
  };
  const kept: KeptSums = (keep, shop, value) => {
    if (!declared.has(keptId(keep))) throw new Error(`累计 ${keptId(keep)} 没有声明`);
    asked.add(keep.of);
    return keptIn(db.records[keep.of] ?? [], keep, shop, value);
  };
  const answers = new Map<PropertyKey, unknown>([["records", records], [RELATED_ROWS, related], [KEPT_SUMS, kept]]);
  return new Proxy(db, {
    get: (target, key, receiver) => (answers.has(key) ? answers.get(key) : Reflect.get(target, key, receiver)),
  });
}

const computing = resourceExtensions.filter((e) => e.output && listPath(e.resource));

describe("figures counted when read", () => {
  it("some resources compute their output", () => {
    expect(computing.length).toBeGreaterThan(0);
  });

  it.each(computing.map((e) => ({ name: e.resource, reads: e.reads ?? [], keeps: new Set((e.keeps ?? []).map(keptId)) })))("$name: its list reads related rows, kept sums and what it declares, no other table", async ({ name, reads, keeps }) => {
    const path = listPath(name) as string;
    const token = await login();
    const open = await call<{ list: unknown[] }>(path, { page_size: 20 }, { token });
    expect(open.body.code).toBe(200);
    const config = resources.find((c) => c.name === name);
    const related = new Set([name, ...reads, ...(config?.fields.flatMap((f) => (f.relation ? [f.relation.resource] : [])) ?? [])]);
    const asked = new Set<string>();
    servePorts({ ...asServer, transact: async (run) => run(closedView(getDb(), related, asked, keeps)) });
    const closed = await call<{ list: unknown[] }>(path, { page_size: 20 }, { token });
    expect(closed.body).toEqual(open.body);
  });
});
