import type { HttpHandler } from "msw";
import type { CallSql } from "./db-calls";
import { memoryRepository } from "./repository/memory";
import type { Repository, RepositoryScope, TableDef, TableRepository, Transaction } from "./repository/types";
import { unnotedView } from "./db-reach";
import { notingRepository, type ChangeNotes } from "./live/changes";
import type { Db, ResourceRow } from "./types";

/**
 * Each call's repository (issue 48; decisions 0093, 0097, 0108): what the handlers read and write
 * through (`ctx.repo`). In the page and the tests it is the memory repository over the call's own
 * `Db` (the demo's); on the server the SQL repository on the call's own transaction (`CallSql`),
 * every table of it: the server hands no Db to fall back to, so a table its repository lacks is a
 * fault said loudly, never read some other way.
 */

/** A table the call repository reaches: its definition, and where its rows live in a Db. */
export interface TableSource {
  def: TableDef;
  /** The table's live rows in `db` (a resource's seeded first when the Db lacks them). */
  rows(db: Db): ResourceRow[];
}

/** The tables an API's calls reach, by name (create-api.ts gathers them from its handlers). */
export type TableSources = Map<string, TableSource>;

const declared = new WeakMap<HttpHandler, readonly TableSource[]>();

/**
 * Says which tables `handlers` reach (resources.ts: its configs' tables), for the API that binds
 * them; a handler declared twice reaches both lists (the 导出 handlers: their jobs' table, and
 * resources.ts's for every handler it makes).
 */
export function declareTables(handlers: readonly HttpHandler[], sources: readonly TableSource[]): void {
  for (const handler of handlers) {
    const before = declared.get(handler);
    declared.set(handler, before ? [...before, ...sources] : sources);
  }
}

/** The names of the tables `handler` was declared to reach (none: it reaches only the shop's fixed ones). */
export const tablesReachedBy = (handler: HttpHandler): string[] => (declared.get(handler) ?? []).map((source) => source.def.name);

/** Adds the tables `handlers` declared to `into` (a later declaration of a name replaces it: a test's fixture config). */
export function gatherTables(handlers: readonly HttpHandler[], into: TableSources = new Map()): TableSources {
  const seen = new Set<readonly TableSource[]>();
  for (const handler of handlers) {
    const sources = declared.get(handler);
    if (!sources || seen.has(sources)) continue;
    seen.add(sources);
    for (const source of sources) into.set(source.def.name, source);
  }
  return into;
}


const repositories = new WeakMap<TableSources, WeakMap<Db, Repository>>();

/** The memory repository over `db`'s tables (`now`: its clock, util.ts now by default). */
function repositoryOver(sources: TableSources, db: Db, now?: () => string): Repository {
  const over = (view: Db) => {
    const rowsOf = (name: string): ResourceRow[] => {
      const source = sources.get(name);
      if (!source) throw new Error(`没有表 ${name}`);
      return source.rows(view);
    };
    return memoryRepository({ get: (name) => sources.get(name)?.def }, { store: view, rowsOf, ...(now ? { now } : {}) });
  };
  // plain reads (no lock) through the rows read without reaching their tables: the page's store then stores only what was written
  return readingFrom(over(db), over(unnotedView(db)));
}

/** `repo`, its plain reads (find, findRows, count, sum, a get without forUpdate) answered by `reader` over the same rows. */
function readingFrom(repo: Repository, reader: Repository): Repository {
  const tableOf = (scope: RepositoryScope, name: string): TableRepository => {
    const table = scope.table(name);
    const reads = reader.table(name);
    return {
      ...table,
      find: (query) => reads.find(query),
      findRows: (query) => reads.findRows(query),
      count: (where) => reads.count(where),
      sum: (field, where) => reads.sum(field, where),
      get: (shop, alias, options) => (options?.forUpdate ? table.get(shop, alias, options) : reads.get(shop, alias)),
    };
  };
  return {
    table: (name) => tableOf(repo, name),
    transaction: (work) => repo.transaction((tx) => work({ table: (name) => tableOf(tx, name), lockShop: (shop) => tx.lockShop(shop) })),
  };
}

/**
 * The repository of calls on `db`: one per Db, so two calls of the page on the demo's Db wait for
 * each other's row and shop locks as two transactions on Postgres would (the server's Db view is
 * the call's own: its locks are the call transaction's).
 */
export function callRepository(sources: TableSources, db: Db, { sql, now, notes }: CallStores = {}): Repository {
  const repo = storedRepository(sources, db, sql, now);
  // what the call writes, noted for the shop's open streams once it is stored (live/changes.ts)
  return notes ? notingRepository(repo, notes) : repo;
}

function storedRepository(sources: TableSources, db: Db, sql: CallSql | undefined, now: (() => string) | undefined): Repository {
  if (!sql) return memoryOf(sources, db, now);
  // the server's calls: every table from SQL, none from the Db it does not hand (decision 0108)
  const tx = sql.tx(now);
  const served: Transaction = {
    table(name) {
      if (!sql.serves(name)) throw new TableNotOnServer(name);
      return tx.table(name);
    },
    lockShop: (shop) => tx.lockShop(shop),
  };
  // the SQL writes are undone with the call's transaction
  return { table: (name) => served.table(name), transaction: (work) => work(served) };
}

/** A server call reached a table its SQL repository lacks (named in the log by this class: faults.ts logs no message). */
export class TableNotOnServer extends Error {
  constructor(readonly table: string) {
    super(`服务器的仓库没有表 ${table}：调用不能改读 Db（决定 0108）`);
    this.name = "TableNotOnServer";
  }
}

/** What a call's repository is over besides its Db: the server's SQL part (decision 0097), and a job's own clock. */
export interface CallStores {
  sql?: CallSql | undefined;
  /** A job's own clock (the rules job run on the test harness's time): a repository of its own. */
  now?: (() => string) | undefined;
  /** Where the call's writes are noted, for the live streams (live/changes.ts); unset: not noted. */
  notes?: ChangeNotes | undefined;
}

function memoryOf(sources: TableSources, db: Db, now?: () => string): Repository {
  if (now) return repositoryOver(sources, db, now);
  let byDb = repositories.get(sources);
  if (!byDb) repositories.set(sources, (byDb = new WeakMap()));
  let repo = byDb.get(db);
  if (!repo) byDb.set(db, (repo = repositoryOver(sources, db)));
  return repo;
}
