import type { PageQuery, StoredPage } from "../page-reader";
import type { ResourceRow } from "../types";

/**
 * The API's one way to its rows (issue 48, item 2; decision 0081): an asynchronous repository
 * per table, answered in memory (the in-page demo, `npm test`: memory.ts) or in SQL (the server,
 * PGlite or Postgres: src/server/repository/). Both run one shared suite
 * (tests/api/repository/suite.ts), so a handler written over this interface behaves alike on
 * both. Every call is scoped to a shop: a row of another shop is never found, changed or counted.
 */

/**
 * What a field's value is, for storage: its column's type on SQL and its rules on both stores
 * (field-kinds.ts reads it from a config's field type).
 * - text: a string ("" kept); money: a number exact to the cent; integer: a whole number;
 *   number: a decimal of any scale; datetime: 'YYYY-MM-DD HH:mm:ss' of the shop's clock
 *   (Asia/Shanghai); date: 'YYYY-MM-DD'; json: any JSON value (lists, images, relations, regions).
 */
export type FieldKind = "text" | "money" | "integer" | "number" | "datetime" | "date" | "json";

export interface FieldDef {
  key: string;
  /** The field's label: a duplicate is refused as `${label}已存在`. */
  label: string;
  kind: FieldKind;
  /** A second row of the shop with the same value (not empty) is refused, by the database too. */
  unique?: boolean;
  /**
   * The values an enum's declared options allow (a text or integer field; the live column's
   * CHECK): another value is refused on both stores, "" is unset (decision 0092).
   */
  options?: readonly (string | number)[];
}

/** A table of shop records (a config resource): `alias`, `shop_alias`, `created_at`, `updated_at` and its fields. */
export interface TableDef {
  name: string;
  /** The first characters of each alias the table allocates (allocAlias's format: prefix + 8 base-36 digits). */
  aliasPrefix: string;
  fields: readonly FieldDef[];
}

/** The list query every list call understands (page-query.ts builds it), of one table: today's PageQuery without its resource. */
export type ListQuery = Omit<PageQuery, "resource">;

/** Which rows of a shop a count or a sum is over: a list query's filters (none: every row of the shop). */
export interface Where {
  shop: string;
  filters?: ListQuery["filters"];
  empty?: string[];
  keyword?: ListQuery["keyword"];
}

/** A row as stored and read back: its record columns, its fields (unset ones absent) and any other key it was given. */
export type Row = ResourceRow;

/** Values to insert or change: a field's `null` (or `undefined` on insert) leaves it unset. */
export type Values = Record<string, unknown>;

export interface GetOptions {
  /**
   * Lock the row until the transaction ends (`SELECT … FOR UPDATE`): another transaction's
   * `get` with forUpdate, `patch` or `remove` of it waits, then reads what this one wrote.
   * Only inside a transaction. A plain read takes no lock and waits for none.
   */
  forUpdate?: boolean;
}

export interface PatchOptions {
  /**
   * The `updated_at` the caller read the row with: a row whose `updated_at` is another one now
   * (saved since) is not changed, and StaleRecordError (HTTP 409 记录已被他人修改，请刷新后重试) is
   * thrown, as src/api/stale-save.ts isStale decides (decision 0082).
   */
  expectedUpdatedAt?: string;
}

export interface TableRepository {
  /** A page of the shop's rows by the list query, with its total, tab counts, sum and days (sums exact). */
  find(query: ListQuery): Promise<StoredPage>;
  /**
   * The page of the shop's rows by the list query, and nothing else: no total, tab counts, sum or
   * days counted (on SQL one statement, not two). For a question whose answer is its rows: a page's
   * related rows, a lookup by a field, every row a filter keeps read by pages (until a short page).
   */
  findRows(query: ListQuery): Promise<Row[]>;
  get(shop: string, alias: string, options?: GetOptions): Promise<Row | null>;
  /**
   * Adds a row: its alias from the table's sequence (unless `values.alias` gives one, e.g. a
   * seed's), `created_at` and `updated_at` now. A duplicate alias or unique field throws
   * DuplicateRecordError.
   */
  insert(shop: string, values: Values): Promise<Row>;
  /**
   * Adds the rows as `insert` adds each, all or none, in time linear in their number (a batch a
   * handler makes: 追加发行's cards, a paste of card keys): a duplicate alias or unique field, of a
   * stored row or of another row of the list, throws DuplicateRecordError and adds none. The rows
   * as stored, in the list's order.
   */
  insertMany(shop: string, list: readonly Values[]): Promise<Row[]>;
  /**
   * Changes the given fields (the record columns cannot be), `updated_at` moved on (always past
   * the one stored, so a save within the same second still tells): the row as stored now, or
   * null when there is none.
   */
  patch(shop: string, alias: string, changes: Values, options?: PatchOptions): Promise<Row | null>;
  /** Removes the row: whether there was one. */
  remove(shop: string, alias: string): Promise<boolean>;
  count(where: Where): Promise<number>;
  /** The sum of a money, integer or number field over the rows, exact (money to the cent): never a float sum. */
  sum(field: string, where: Where): Promise<number>;
}

export interface RepositoryScope {
  table(name: string): TableRepository;
}

export interface Transaction extends RepositoryScope {
  /**
   * Holds the shop's lock until the transaction ends: another transaction's lockShop of the
   * same shop waits; other shops' do not. For a rule that spans the shop (a balance, a quota).
   */
  lockShop(shop: string): Promise<void>;
}

export interface Repository extends RepositoryScope {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back (every write undone)
   * when it throws. Inside, every call goes through `tx`: on PGlite a call on the repository
   * itself waits for the running transaction to end, which waits for it (tried: it never answers).
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}

export interface RepositoryOptions {
  /** The shop's clock, 'YYYY-MM-DD HH:mm:ss' (util.ts now by default): created_at, updated_at. */
  now?: () => string;
}
