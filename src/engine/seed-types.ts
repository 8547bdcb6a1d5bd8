/** A stored record as seeds see it (the demo API adds shop_alias, alias, dates). */
export type SeededRecord = Readonly<Record<string, unknown>>;

/**
 * Demo data of a config-declared resource, written beside its config as
 * src/resources/**\/<name>.seed.ts and found by resource-seeds.ts (import.meta.glob):
 *
 * @example
 * // src/resources/goods/category.seed.ts
 * import type { SeedModule } from "../../engine/seed-types";
 * export default {
 *   resource: "category",
 *   rows: ({ shops, at }) => [
 *     { shop_alias: shops.admin, name: "数字藏品", sort: 1, status: 1, created_at: at(2026, 1, 10) },
 *     { shop_alias: shops.user, name: "日用好物", sort: 1, status: 1 },
 *   ],
 * } satisfies SeedModule;
 *
 * Seeds must be deterministic: use ctx.random / ctx.int / ctx.pick (seeded per resource)
 * and the seed clock's dates (ctx.at / ctx.date / ctx.now / ctx.addDays), never Math.random()
 * or `new Date()`. The seeds are written as if today were 2026-11-20: ctx.at(2026, 11, 19) is
 * yesterday whatever the day the demo is opened (decision 0020). Anything that happened (not
 * an activity's planned dates) must not lie after ctx.now: count it back from ctx.now, or
 * pass it through ctx.past.
 */

/** One seeded record: its field values plus the shop it belongs to. */
export interface SeedRow {
  /** Whose record it is: `ctx.shops.admin` or `ctx.shops.user`. */
  shop_alias: string;
  /** A fixed alias (e.g. one other seed data refers to); default: a stable generated one. */
  alias?: string;
  /** Default: a date in early 2026 (seed calendar), later for later rows, never after now. */
  created_at?: string;
  /** Default: created_at. */
  updated_at?: string;
  [field: string]: unknown;
}

export interface SeedCtx {
  /** Shop aliases of the two demo merchants (13800000000 → admin, 13900000000 → user). */
  shops: { admin: string; user: string };
  /** Seeded PRNG (per resource name): a float in [0, 1). */
  random(): number;
  /** Seeded integer in [min, max]. */
  int(min: number, max: number): number;
  /** Seeded pick of one element. */
  pick<T>(list: readonly T[]): T;
  /**
   * 'YYYY-MM-DD HH:mm:ss' of a date of the seeds' calendar (months 1-12, today = 2026-11-20),
   * moved to the real one, e.g. at(2026, 11, 19, 9, 30) = yesterday 09:30.
   */
  at(y: number, mo: number, d: number, h?: number, mi?: number, s?: number): string;
  /** `at` of a written date-time: date("2026-12-01 00:00:00") = in 11 days, at midnight. */
  date(written: string): string;
  /** A date field's value: 'YYYY-MM-DD' of a day of the seeds' calendar, moved by whole days (the same day at any hour). */
  day(y: number, mo: number, d: number): string;
  /** The seed clock's current time ('YYYY-MM-DD HH:mm:ss'). */
  now: string;
  /** `t`, or a moment of the last two days when `t` would lie after `now`. */
  past(t: string): string;
  /** Days from `t` back to now (fractions; negative when `t` lies ahead). */
  daysAgo(t: string): number;
  /** `base` ('YYYY-MM-DD HH:mm:ss') plus `days` (fractions allowed). */
  addDays(base: string, days: number): string;
  /** A data: URL of a coloured square with one character (avatars, icons). */
  badge(text: string, color: string): string;
  /**
   * A demo picture drawn from a name (an SVG data: URL, offline): "goods" a product on a
   * backdrop (杯, 包, 台历… by the name), "collectible" a framed artwork, "card" a printed
   * card, "poster" a poster with the name as its title.
   */
  picture(kind: "goods" | "collectible" | "card" | "poster", name: string): string;
  /** The aliases of whoever signs in to a shop: its owner's (user) and its employees' (who has read a notice). */
  accounts(shop: string): string[];
  /**
   * The seeded rows of another resource (seeded first if needed), e.g. to point goods at
   * categories: `ref("category").filter((c) => c.shop_alias === shops.admin)`.
   */
  ref(resource: string): readonly SeededRecord[];
}

/** Makes a resource's seed rows. */
export type SeedRows = (ctx: SeedCtx) => SeedRow[];

/** The default export of a `*.seed.ts` file. */
export interface SeedModule {
  /** The resource's config name (ResourceConfig.name). */
  resource: string;
  rows: SeedRows;
}
