/**
 * The demo seed has ~22 goods for the admin shop; a 100-row table and a page switch at 100
 * rows need more. The extra goods are copies of the seeded ones (same shape, categories,
 * covers), each with its own alias, a numbered name and an earlier date, so the seeded goods
 * stay on top of the default "newest first" list. Deterministic: same seed, same rows.
 */
export interface GoodsRow {
  shop_alias: string;
  alias: string;
  name?: unknown;
  created_at?: unknown;
  updated_at?: unknown;
  [field: string]: unknown;
}

/** A date-time string `days` before `base` ('YYYY-MM-DD HH:mm:ss', as the seed writes them). */
function daysBefore(base: string, days: number): string {
  const d = new Date(`${base.replace(" ", "T")}Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 19).replace("T", " ");
}

/** Extra rows that bring `shop`'s goods up to `total` (none when it has that many). */
export function moreGoods(rows: readonly GoodsRow[], shop: string, total: number): GoodsRow[] {
  const own = rows.filter((r) => r.shop_alias === shop);
  if (own.length === 0 || own.length >= total) return [];
  const oldest = own.map((r) => String(r.created_at ?? "")).filter(Boolean).sort()[0] ?? "2026-01-01 10:00:00";
  return Array.from({ length: total - own.length }, (_, i) => {
    const model = own[i % own.length] as GoodsRow;
    const created = daysBefore(oldest, i + 1);
    return { ...model, alias: `go_bench_${i + 1}`, name: `${String(model.name)} · ${i + 1}`, created_at: created, updated_at: created };
  });
}
