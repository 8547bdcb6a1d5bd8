import { afterAll, describe, expect, it } from "vitest";
import { newNumbers, SEQUENCES } from "../../src/api/sequences";
import { resources } from "../../src/resources";
import { liveRepository } from "../../src/server/repository/live-repository";
import { openPostgres, type Database } from "../../src/server/sql";
import { prepareStore } from "../../src/server/store";
import { storeTables } from "../../src/server/store-tables";
import type { ResourceConfig } from "../../src/engine/types";

/**
 * Numbered fields on Postgres (issue 50, decision 0120): creates of one shop sent at once, in
 * transactions side by side on two pools (two server processes), each take a number of their
 * own from the counters' table, in order, none twice; a transaction rolled back gives its
 * number back; another shop counts apart. In a schema of this file's own (DATABASE_URL_TEST).
 */

const url = process.env.DATABASE_URL_TEST;
const schema = `sequence_test_${Math.random().toString(36).slice(2, 8)}`;
const NOW = "2026-12-07 10:00:00";

/** A config numbering the app's 订单 table (the store's migrations make no fixture's table): its 订单号 by a pattern. */
const numbered: ResourceConfig = {
  name: "order", label: "订单", section: "/order", routes: { list: "/order/list" }, api: { base: "/merchant/order/v1/order" },
  fields: [{ key: "order_sn", label: "订单号", sequence: "PO{yyyyMMdd}{0000}" }],
};

async function open(): Promise<{ pools: Database[]; done: () => Promise<void> }> {
  if (!url) throw new Error("no DATABASE_URL_TEST");
  const admin = await openPostgres(url);
  await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.close();
  const inSchema = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
  const pools = [await openPostgres(inSchema), await openPostgres(inSchema)];
  await prepareStore(pools[0] as Database, storeTables());
  return {
    pools,
    done: async () => {
      await pools[0]?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await Promise.all(pools.map((p) => p.close()));
    },
  };
}

describe.runIf(url)("numbered fields on Postgres", async () => {
  const { pools, done } = url ? await open() : { pools: [], done: async () => undefined };
  afterAll(done);
  const repos = pools.map((db) => liveRepository(db, resources, { now: () => NOW }));

  /** A create of the shop: its number taken and the record stored, in one transaction of the i-th pool. */
  const create = (i: number, shop: string) =>
    (repos[i % repos.length] ?? repos[0])?.transaction(async (tx) => {
      const numbers = await newNumbers(tx, shop, numbered, NOW);
      await tx.table("order").insert(shop, numbers);
      return String(numbers.order_sn);
    });

  it("gives 24 creates at once, on two pools, 24 numbers in a row", async () => {
    const sns = await Promise.all(Array.from({ length: 24 }, (_, i) => create(i, "s1")));
    expect([...sns].sort()).toEqual(Array.from({ length: 24 }, (_, i) => `PO20261207${String(i + 1).padStart(4, "0")}`));
  });

  it("takes the shop's lock: a create waits while another transaction holds it", async () => {
    const [holdingRepo] = repos;
    const [other] = pools;
    if (!holdingRepo || !other) throw new Error("no repository");
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = () => undefined as void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = holdingRepo.transaction(async (tx) => {
      await tx.lockShop("s3");
      held();
      await gate;
    });
    await holding;
    let done = false;
    const waiting = create(1, "s3")?.then((sn) => ((done = true), sn));
    // twenty round trips on another connection: a create that took no lock would have stored by now
    for (let i = 0; i < 20; i += 1) await other.query("SELECT 1");
    expect(done).toBe(false);
    release();
    await holder;
    expect(await waiting).toBe("PO202612070001");
  });

  it("gives a rolled-back create's number to the next, counts another shop apart, and keeps one counter row", async () => {
    const repo = repos[0];
    if (!repo) throw new Error("no repository");
    await expect(repo.transaction(async (tx) => {
      await newNumbers(tx, "s1", numbered, NOW);
      throw new Error("undone");
    })).rejects.toThrow("undone");
    expect(await create(0, "s1")).toBe("PO202612070025");
    expect(await create(1, "s2")).toBe("PO202612070001");
    const counters = await repo.table(SEQUENCES).findRows({ shop: "s1", filters: [], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 10 });
    expect(counters.map((c) => [c.counter, c.last])).toEqual([["order.order_sn:PO20261207{0000}", 25]]);
  });
});
