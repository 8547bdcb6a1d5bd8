import type { StoredPage } from "../api/page-reader";
import type { Sql } from "./sql";

/**
 * The pages a call's transaction read, by query: the unit of work runs a call again from the start
 * for each table, row or figure it reaches unread (unit-of-work.ts), and each run of a list asked
 * the database for its page and count again (a goods list read its page three times). A
 * transaction's runs read one state: what the unit of work writes is written after the call's
 * last run (unit-of-work.ts write), a read sees one snapshot (REPEATABLE READ) and a write holds
 * its shop's lock; a write through the repository during a run (decision 0097) forgets the pages
 * read before it. Each run gets its own copy: presenting a page fills its rows' sub-records.
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
