import { afterEach, expect, it, vi } from "vitest";

/**
 * When the demo DB seeds (decision 0036): on first use, not at import (the browser replaces it
 * with the stored copy on every page load), and in the tests' resets once per minute of the clock.
 */
const seeds = vi.hoisted(() => ({ made: [] as string[] }));
vi.mock("../../src/demo/seed", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/demo/seed")>();
  return { ...real, seed: (current?: Date) => (seeds.made.push(String(current?.toISOString())), real.seed(current)) };
});

async function freshDbModule() {
  vi.resetModules();
  seeds.made.length = 0;
  return import("../../src/demo/db");
}

afterEach(() => vi.useRealTimers());

it("seeds on first use, not at import", async () => {
  const db = await freshDbModule();
  expect(seeds.made).toHaveLength(0);
  expect(db.getDb().users.length).toBeGreaterThan(0);
  db.getDb();
  expect(seeds.made).toHaveLength(1);
});

it("a test's reset copies the seed of the clock's minute, made once", async () => {
  const db = await freshDbModule();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 24, 9, 30, 15));
  db.resetDb();
  const first = db.getDb();
  const seeded = first.users.length;
  first.users.length = 0; // a test changes the db
  vi.setSystemTime(new Date(2026, 10, 24, 9, 30, 50));
  db.resetDb();
  expect(db.getDb().users).toHaveLength(seeded); // a fresh copy, not the changed one
  expect(seeds.made).toEqual([new Date(2026, 10, 24, 9, 30).toISOString()]);
  vi.setSystemTime(new Date(2026, 10, 24, 9, 31, 5));
  db.resetDb();
  expect(seeds.made).toEqual([new Date(2026, 10, 24, 9, 30).toISOString(), new Date(2026, 10, 24, 9, 31).toISOString()]);
});

it("a reset copies a table when it is first read: rows changed, tables replaced and records do not outlive the test", async () => {
  const db = await freshDbModule();
  db.resetDb();
  const live = db.getDb();
  const user = live.users[0];
  const resource = Object.keys(live.records)[0] ?? "";
  const rows = live.records[resource]?.length;
  if (!user || !rows) throw new Error("the seed has users and records");
  const name = user.nickname;
  user.nickname = "改过的";
  live.shops = [];
  live.records[resource] = [];
  db.resetDb();
  expect(db.getDb()).toBe(live); // the same object: what holds getDb() sees the new rows
  expect(live.users[0]?.nickname).toBe(name);
  expect(live.shops.length).toBeGreaterThan(0);
  expect(live.records[resource]).toHaveLength(rows);
  // a table is copied once, on its first read: later reads see the test's own changes
  expect(live.users).toBe(live.users);
  expect(seeds.made).toHaveLength(1);
});
