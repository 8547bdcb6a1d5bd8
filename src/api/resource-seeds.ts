import type { SeedCtx, SeedModule, SeedRows } from "../engine/seed-types";
import type { Db, ResourceRow } from "./types";
import { demoPicture } from "./demo-art";
import { handlerSeeds } from "./handler-seeds";
import { daysBetween, notAfter, seedClock, type SeedClock } from "./seed-clock";
import { addDays, hashString, prng, svgBadge } from "./util";

/**
 * Seeds of the config-declared resources. Every src/resources/**\/*.seed.ts file
 * default-exports a SeedModule; `appSeeds` holds them by resource name. seed.ts fills
 * `db.records` from them on every (re)seed, and resources.ts seeds a resource it finds
 * missing (a resource added after the browser stored its db, or a test fixture).
 */

/** Seed makers by resource name. */
export type SeedMap = Record<string, SeedRows>;

/** Where a seeded row was written: its seed file and its place among the rows that file makes (1 = the first). */
export interface SeedOrigin {
  file: string;
  row: number;
}

/** Each row a seed file made, by the object it returned (collectSeeds notes them as the file makes them). */
const madeBy = new WeakMap<object, SeedOrigin>();
/** Each stored row of a seed, by the row seedResource stored. */
const origins = new WeakMap<object, SeedOrigin>();

/** The seed file and row a seeded record came from (a start-up error names them: decision 0122); none for a record made otherwise. */
export const seedOriginOf = (record: object): SeedOrigin | undefined => origins.get(record);

/**
 * Groups seed modules (path → module) by resource; several files of one resource add up. `fileOf`
 * names a module's file from its glob path (the app's: `../resources/x.seed.ts` → `src/resources/x.seed.ts`).
 */
export function collectSeeds(modules: Record<string, { default?: SeedModule }>, fileOf: (path: string) => string = (path) => path): SeedMap {
  const byName = new Map<string, SeedRows[]>();
  for (const path of Object.keys(modules).sort()) {
    const mod = modules[path]?.default;
    if (!mod || typeof mod.resource !== "string" || typeof mod.rows !== "function") {
      throw new Error(`${path} 没有 default export 一个 SeedModule（{ resource, rows }）`);
    }
    const file = fileOf(path);
    const rows: SeedRows = (ctx) => {
      const made = mod.rows(ctx);
      made.forEach((row, i) => madeBy.set(row, { file, row: i + 1 }));
      return made;
    };
    byName.set(mod.resource, [...(byName.get(mod.resource) ?? []), rows]);
  }
  const seeds: SeedMap = {};
  for (const [name, makers] of byName) seeds[name] = (ctx) => makers.flatMap((make) => make(ctx));
  return seeds;
}

/** The app's seeds: every src/resources/**\/*.seed.ts, and the hand-written handlers' tables (handler-seeds.ts). */
export const appSeeds: SeedMap = {
  ...collectSeeds(import.meta.glob<{ default?: SeedModule }>("../resources/**/*.seed.ts", { eager: true }), (path) => path.replace(/^\.\.\//, "src/")),
  ...handlerSeeds,
};

/** Alias prefix of a resource's records: its first two letters, e.g. goods → 'go'. */
export function aliasPrefix(name: string): string {
  return (name.toLowerCase().replace(/[^a-z]/g, "") + "rr").slice(0, 2);
}

/**
 * A seeded record's alias: prefix + 's' + 2 chars of the name's hash + 5 base-36 digits of
 * its index. Stable whatever the seeding order, and never equal to a counter alias
 * (allocAlias would need a counter beyond 36^7 to start with 's').
 */
export function seededAlias(name: string, index: number): string {
  const tag = (hashString(name) % 1296).toString(36).padStart(2, "0");
  return `${aliasPrefix(name)}s${tag}${index.toString(36).padStart(5, "0")}`;
}

/** The demo's two shops in `db` (SeedCtx.shops). */
export type DemoShops = (db: Db) => SeedCtx["shops"];

/**
 * Which shops a resource's seed fills: the demo's accounts say (seed.ts installs this when it is
 * loaded), so this file, which the server's handlers load, names no demo account (decision 0072).
 * Without the demo loaded (a production server) a seed fills no shop.
 */
let demoShops: DemoShops = () => ({ admin: "", user: "" });

export function setDemoShops(shops: DemoShops): void {
  demoShops = shops;
}

/**
 * The rows of resource `name`, seeding them into `db.records` first when missing (from
 * `seeds[name]`, or none). Deterministic: the same db and seeds give the same rows.
 */
export function seedResource(db: Db, seeds: SeedMap, name: string, busy: Set<string> = new Set(), clock: SeedClock = seedClock()): ResourceRow[] {
  const have = db.records[name];
  if (have) return have;
  if (busy.has(name)) throw new Error(`种子数据循环引用：${[...busy, name].join(" → ")}`);
  busy.add(name);
  const rand = prng(hashString(name));
  const ctx: SeedCtx = {
    shops: demoShops(db),
    random: rand,
    int: (min, max) => min + Math.floor(rand() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => {
      const item = list[Math.floor(rand() * list.length)];
      if (item === undefined) throw new Error("pick() 需要非空数组");
      return item;
    },
    at: clock.at,
    date: clock.date,
    day: clock.day,
    now: clock.now,
    // by the written date's hash, not rand(): which dates meet now must not shift the other
    // draws, and the draw is the same whenever the demo starts (the moved date is not)
    past: (t) => notAfter(t, clock.now, hashString(clock.written(t)) / 2 ** 32),
    daysAgo: (t) => daysBetween(t, clock.now),
    addDays,
    badge: svgBadge,
    picture: demoPicture,
    ref: (other) => seedResource(db, seeds, other, busy, clock),
    accounts: (shop) => [
      ...db.shops.filter((s) => s.alias === shop).map((s) => s.user_alias),
      ...db.employee.filter((e) => e.shop_alias === shop).map((e) => e.alias),
    ],
  };
  const start = clock.at(2026, 1, 12, 9, 0);
  const made = seeds[name]?.(ctx) ?? [];
  // a JSON copy: the stored rows never share arrays/objects with the seed module
  const rows = made.map((row, i): ResourceRow => {
    const copy = jsonCopy(row) as Record<string, unknown>;
    const created = typeof row.created_at === "string" ? row.created_at : notAfter(addDays(start, i * 1.21), clock.now, 0.5);
    return {
      ...copy,
      alias: typeof row.alias === "string" && row.alias ? row.alias : seededAlias(name, i + 1),
      shop_alias: row.shop_alias,
      created_at: created,
      updated_at: typeof row.updated_at === "string" ? row.updated_at : created,
    };
  });
  rows.forEach((row, i) => {
    const origin = made[i] && madeBy.get(made[i]);
    if (origin) origins.set(row, origin);
  });
  busy.delete(name);
  db.records[name] = rows;
  return rows;
}

/**
 * What JSON.parse(JSON.stringify(value)) gives, for the seeds' plain data (objects, arrays,
 * strings, numbers, booleans, null), without the round trip through a string: a fifth of a
 * seed's time went there. Anything else (a Date, a class) takes the round trip.
 */
export function jsonCopy(value: unknown): unknown {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map((item) => (item === undefined || typeof item === "function" || typeof item === "symbol" ? null : jsonCopy(item)));
  const proto = typeof value === "object" ? Object.getPrototypeOf(value) : undefined;
  if (proto !== Object.prototype && proto !== null) return value === undefined ? undefined : JSON.parse(JSON.stringify(value)) as unknown;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (item !== undefined && typeof item !== "function" && typeof item !== "symbol") copy[key] = jsonCopy(item);
  }
  return copy;
}

/** Seeds every resource of `seeds` that `db` lacks (in name order). */
export function seedResources(db: Db, seeds: SeedMap, clock: SeedClock = seedClock()): void {
  for (const name of Object.keys(seeds).sort()) seedResource(db, seeds, name, new Set(), clock);
}
