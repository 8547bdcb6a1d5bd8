import type { StoredPage } from "../api/page-reader";
import type { Sql } from "./sql";

/**
 * The pages a call's transaction read, by query: a call that asks for one page twice (a list and
 * its read-ahead, a run started again for a lock or a write: call-transact.ts) reads it once. A
 * transaction reads one state: a read sees one snapshot (REPEATABLE READ) and a write holds its
 * locks; a write in the transaction forgets the pages read before it. Each asker gets its own
 * copy: presenting a page fills its rows' sub-records.
 */
const pagesOf = new WeakMap<Sql, Map<string, Promise<StoredPage>>>();

export async function pageOfCall(sql: Sql, query: object, read: () => Promise<StoredPage>): Promise<StoredPage> {
  const pages = pagesOf.get(sql) ?? new Map<string, Promise<StoredPage>>();
  pagesOf.set(sql, pages);
  const key = JSON.stringify(query);
  let page = pages.get(key);
  if (!page) {
    page = read();
    pages.set(key, page);
    // a failed read is not kept: the call fails with it, and nothing else asks this transaction again
    page.catch(() => pages.delete(key));
  }
  return structuredClone(await page);
}

/** Forgets the pages `sql` read: it wrote since, or its run was rolled back (call-transact.ts). */
export function forgetPages(sql: Sql): void {
  pagesOf.delete(sql);
}
