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
 * and fixed dates (ctx.at / ctx.addDays), never Math.random() or the current time.
 */

/** One seeded record: its field values plus the shop it belongs to. */
export interface SeedRow {
  /** Whose record it is: `ctx.shops.admin` or `ctx.shops.user`. */
  shop_alias: string;
  /** A fixed alias (e.g. one other seed data refers to); default: a stable generated one. */
  alias?: string;
  /** Default: a fixed date in early 2026, later for later rows. */
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
  /** 'YYYY-MM-DD HH:mm:ss' of a fixed local date (months 1-12), e.g. at(2026, 1, 10, 9, 30). */
  at(y: number, mo: number, d: number, h?: number, mi?: number, s?: number): string;
  /** `base` ('YYYY-MM-DD HH:mm:ss') plus `days` (fractions allowed). */
  addDays(base: string, days: number): string;
  /** A data: URL of a coloured square with one character (covers, icons, avatars). */
  badge(text: string, color: string): string;
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
