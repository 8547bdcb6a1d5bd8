import type { HttpHandler } from "msw";
import type { CallSql } from "./db-calls";
import { memoryRepository } from "./repository/memory";
import type { Repository, RepositoryScope, TableDef, TableRepository, Transaction } from "./repository/types";
import { unnotedView } from "./db-reach";
import type { Db, ResourceRow } from "./types";

/**
 * Each call's repository (issue 48 step 3; decision 0093): the handlers move from the `Db` arrays
 * to `ctx.repo`, one section at a time, and both kinds run side by side meanwhile. So `ctx.repo`
 * is, for now, the memory repository over the call's own `Db`: in the page and the tests the
 * demo's Db itself, on the server the unit of work's view of the call's transaction (a table is
 * read when the repository first reaches it, and what it wrote is stored with the call's other
 * writes, under the call's locks). A handler written over it therefore behaves alike everywhere
 * today, and runs on SQL unchanged once the server hands its SQL repository instead.
 *
 * The server does so table by table (decision 0097): a table no handler writes through the Db any
 * more is served by its SQL repository on the call's own transaction (`CallSql`); the others stay
 * on the memory repository over the unit of work's view until their handlers move.
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
export function callRepository(sources: TableSources, db: Db, { sql, now }: CallStores = {}): Repository {
  const memory = memoryOf(sources, db, now);
  if (!sql) return memory;
  const tx = sql.tx(now);
  return {
    table: (name) => (sql.serves(name) ? tx.table(name) : memory.table(name)),
    // the memory transaction undoes the memory tables' writes on a throw; the SQL ones are undone with the call's transaction
    transaction: (work) => memory.transaction((inner) => work(eitherStore(inner, tx, sql))),
  };
}

/** What a call's repository is over besides its Db: the server's SQL part (decision 0097), and a job's own clock. */
export interface CallStores {
  sql?: CallSql | undefined;
  /** A job's own clock (the rules job run on the test harness's time): a repository of its own. */
  now?: (() => string) | undefined;
}

/** The call's transaction over both stores: each table from the one that serves it; the shop's lock on both (SQL's holds across processes). */
function eitherStore(memory: Transaction, tx: Transaction, sql: CallSql): Transaction {
  return {
    table: (name) => (sql.serves(name) ? tx.table(name) : memory.table(name)),
    async lockShop(shop) {
      await tx.lockShop(shop);
      await memory.lockShop(shop);
    },
  };
}

function memoryOf(sources: TableSources, db: Db, now?: () => string): Repository {
  if (now) return repositoryOver(sources, db, now);
  let byDb = repositories.get(sources);
  if (!byDb) repositories.set(sources, (byDb = new WeakMap()));
  let repo = byDb.get(db);
  if (!repo) byDb.set(db, (repo = repositoryOver(sources, db)));
  return repo;
}
