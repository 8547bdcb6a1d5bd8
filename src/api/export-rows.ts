import type { ResourceConfig } from "../engine/types";
import { listPage, type ListOptions } from "./query";
import type { ListQuery, Transaction } from "./repository/types";
import { rowsByPages } from "./rows-by-pages";
import type { Body, ResourceRow } from "./types";
import type { KeptSumsReader } from "./output-reach";

/** The table of 导出 jobs (export-jobs.ts), one of the handlers' own tables (handler-seeds.ts). */
export const EXPORT_JOBS = "exportJob";

/** What reading an export's rows reaches: the repository (its rows and what they relate to) and the store's kept sums. */
export interface CallReach {
  repo: Transaction;
  /** The store's kept sums (the API's port), which a list's figures read. */
  keptSums: KeptSumsReader | null;
}

/** A list an 导出 reads (resources.ts exportSource): its config, and its rows under list filters as its list reads them. */
export interface ExportSource {
  config: ResourceConfig;
  /** Why the list filters are refused (as the list call refuses them), or null. */
  refuse(filters: Body): string | null;
  /** The list's query of the shop's rows under `filters`, when the store answers it as it is; null: cut from the rows (a computed field, an extension's filter). */
  query(shop: string, filters: Body): ListQuery | null;
  /** How the list filters and orders rows it cuts itself. */
  tuning: Omit<ListOptions<ResourceRow>, "present">;
  /** A presenter of a page of rows as list output (their relations' labels read once for the page). */
  presenter(rows: readonly ResourceRow[], reach: CallReach, shop: string): Promise<(row: ResourceRow) => Record<string, unknown>>;
}

/** Rows an export reads at a time. */
const PAGE = 500;

/**
 * The shop's rows under the list filters, as list output, a page at a time: pages of the list's
 * query when the store answers it, else the shop's rows read by pages and cut as the list cuts them
 * (its order may be of what only the output holds).
 */
export async function* exportPages(source: ExportSource, reach: CallReach, shop: string, filters: Body): AsyncGenerator<Record<string, unknown>[]> {
  const table = reach.repo.table(source.config.name);
  const query = source.query(shop, filters);
  if (!query) {
    const mine = await rowsByPages(table, shop);
    const present = await source.presenter(mine, reach, shop);
    yield listPage(mine, { ...filters, page: 1, page_size: mine.length || 1 }, { ...source.tuning, maxPageSize: Math.max(mine.length, 1), countBy: undefined, present }).list;
    return;
  }
  for (let page = 1; ; page += 1) {
    const found = await table.find({ ...query, countBy: undefined, page, pageSize: PAGE });
    const present = await source.presenter(found.rows, reach, shop);
    yield found.rows.map(present);
    if (found.rows.length < PAGE || page * PAGE >= found.total) return;
  }
}

/** How many rows an export of `filters` holds: the query's total, else the rows counted page by page. */
export async function exportCount(source: ExportSource, reach: CallReach, shop: string, filters: Body): Promise<number> {
  const query = source.query(shop, filters);
  if (query) return (await reach.repo.table(source.config.name).find({ ...query, countBy: undefined, page: 1, pageSize: 0 })).total;
  let total = 0;
  for await (const rows of exportPages(source, reach, shop, filters)) total += rows.length;
  return total;
}
