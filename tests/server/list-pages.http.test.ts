import { describe, expect, it } from "vitest";
import { REMOTE } from "../../src/demo/node";
import { operationsOf } from "../../src/engine/registry";
import type { Rec, ResourceConfig } from "../../src/engine/types";
import { resources } from "../../src/resources";
import { bodiesOf } from "./list-bodies";
import { ask, seedBoth, sorted } from "./two-stores";

/**
 * The server's lists (SQL: filter, keyword, order, page and tab counts in the database, decision
 * 0053) answer what the in-page store answers: every list of every resource, for bodies made from
 * its config (each filter with a value its first rows have, each tab, the keyword, each sortable
 * column both ways, a second page), against a server seeded on the same clock as this test's own
 * store. Only over HTTP (npm run test:server): in-page both sides would be the same store.
 */

const listed = resources.filter((c) => !c.api.rest && operationsOf(c).has("list"));
const listPath = (c: ResourceConfig) => `${c.api.base ?? ""}/${c.api.list ?? "list"}`;

describe.skipIf(!REMOTE).sequential("lists on the server answer as the in-page store does", () => {
  const tokens = { mine: "", theirs: "" };
  /** When the seed's history ends: rows from then on are this test's own (its sign-ins in 操作日志, with each store's time and address). */
  let since = "";

  it("seeds the server and this test's store on one clock", async () => {
    ({ mine: tokens.mine, theirs: tokens.theirs, since } = await seedBoth());
  });

  // one test per resource: each is a handful of calls, within a test's time limit
  it.each(listed.map((c) => ({ name: c.name, c })))("$name: every body from its config", async ({ c }) => {
    const first = await ask(false, listPath(c), { page_size: 20 }, tokens.mine);
    const rows = Array.isArray(first.data?.list) ? (first.data.list as Rec[]) : [];
    const differ: string[] = [];
    for (const body of bodiesOf(c, rows)) {
      const [a, b] = [await ask(false, listPath(c), body, tokens.mine), await ask(true, listPath(c), body, tokens.theirs)];
      if (JSON.stringify(sorted(seeded(a, since))) !== JSON.stringify(sorted(seeded(b, since)))) differ.push(`${JSON.stringify(body)}: in-page ${a.code} ${summary(a)} / server ${b.code} ${summary(b)}`);
    }
    expect(differ).toEqual([]);
  });
});

/** A reply's rows of the seeded history only (the same count on both sides: each made its own). */
function seeded(reply: { code: number; msg: string; data: Rec }, since: string): unknown {
  const list = Array.isArray(reply.data?.list) ? (reply.data.list as Rec[]) : null;
  if (!list) return reply;
  return { ...reply, data: { ...reply.data, list: list.filter((r) => !(typeof r.created_at === "string" && r.created_at >= since)) } };
}

function summary(reply: { msg: string; data: Rec }): string {
  const list = Array.isArray(reply.data?.list) ? (reply.data.list as Rec[]) : [];
  return `total ${String(reply.data?.total)} [${list.slice(0, 3).map((r) => String(r.alias)).join(",")}…] ${reply.msg}`;
}
