import type { Db } from "../api/types";
import { TABLE_KEYS, tableKeyOfRecords } from "../api/db-tables";
import { RELATED_ROWS, relatedIn, relatesBy, ROW_WHERE, SHOP_SCOPE, type RelatedRows, type RowWhere, type ShopScope } from "../api/db-reach";
import type { TableSpec } from "./schema";
import type { Sql } from "./sql";
import { KEPT_SUMS, keptId, keptIn, type KeptEntry, type KeptSum, type KeptSums } from "../api/kept-sums";
import { loadKeptSums } from "./kept-sums";
import { AliasPool } from "./alias-pool";
import { deleteRows, insertRows, loadRelatedRows, loadRows, loadRowsWhere, updateRow, type Row, type Stored } from "./table-io";

/**
 * One call's view of the database, inside its transaction: the handlers' `Db` (tables of
 * rows), each table read from SQL the first time the call reaches it. The handlers are
 * synchronous code over arrays, so a table cannot be fetched in the middle of one: reaching a
 * table not yet read throws NeedTables, the call is run again from the start with that table
 * read (nothing it did before is kept), and what a call of that path reached is remembered so
 * the next one reads it up front (decision 0053). After the call, only the rows that changed
 * are written: updated by their `pos`, added, or deleted. A table the last run never reached (by
 * name, or by a lookup, related rows or a sum answered from it) is as read: it is neither diffed
 * nor parsed again for the next run (most runs stop at the session's lookups, before any table).
 *
 * A row looked up by one field's value (db-reach.ts rowWhere: the call's session by its token,
 * its account by alias) is read alone the same way, so a call does not read every session of
 * every shop to find its own; a call that reaches the table itself reads it whole, and the
 * lookup then answers from it. Rows related to a page's rows (db-reach.ts relatedRows: a
 * member's orders for 累计消费; by a key in `extra` too, a member's draws) are read for the whole page at once: a run that asks for some
 * not read yet gets none, runs to its end, and runs once more with all of them read.
 *
 * Once the route knows the call's shop (db-reach.ts scopeToShop), a resource's table is read for
 * that shop only: a call never reads another shop's goods or orders. The resources a path read
 * last time are read when the shop is known (the first run stops there and runs again).
 *
 * A write takes its shop's lock when the shop is known (`lockedShop`; call-transact.ts makes a new
 * unit of work under it, so all it decides on is read after the lock), tells what it would write
 * before it writes (`changes`: call-transact.ts chooses its locks by them), and takes its aliases
 * from the database's sequence (alias-pool.ts), not from a counter every call rewrote.
 */

export class NeedTables extends Error {
  constructor(readonly keys: string[]) {
    super(`需要读取的表：${keys.join("、")}`);
  }
}

interface Loaded {
  spec: TableSpec;
  rows: Row[];
  /** Each stored row as read: its position and its JSON. */
  stored: { pos: number; json: string; key: string | null }[];
  /** The position of each row object as read. */
  posOf: WeakMap<Row, number>;
  /** Reached by a run since its rows were made (it may have changed them): the next run gets them afresh from their JSON. */
  reached: boolean;
}

/** Rows of a table read by lookups (rowWhere), not the table: the lookups (`field\0value`) they answer. */
interface Picked extends Loaded {
  wanted: Set<string>;
}

/** A lookup the last run wanted and did not have. */
export interface RowWanted {
  key: string;
  field: string;
  value: string;
}

/** A config resource's table (records/…), which holds shops' rows by `shop_alias`. */
const isResource = (key: string): boolean => key.startsWith("records/");

const wantedKey = (field: string, value: string) => `${field}\u0000${value}`;

/** Related rows a run wanted and did not have (relatedRows). */
export interface RelatedWanted {
  name: string;
  shop: string;
  path: string;
  value: string;
}

/** Related rows read for one resource, shop and path: the values asked for, and the rows of them all by position (read only). */
interface Related {
  values: Set<string>;
  rows: Map<number, Row>;
}

const relatedKey = (name: string, shop: string, path: string) => `${name}\u0000${shop}\u0000${path}`;

const keptKey = (keep: KeptSum, shop: string) => `${keptId(keep)}\u0000${shop}`;

/** Wanted values by what reads them in one query (a resource, shop and path; a kept sum and shop): the first want of each, and all their values. */
function groupValues<W extends { value: string }>(wants: readonly W[], keyOf: (want: W) => string): Map<string, { want: W; values: Set<string> }> {
  const groups = new Map<string, { want: W; values: Set<string> }>();
  for (const want of wants) {
    const key = keyOf(want);
    const group = groups.get(key) ?? { want, values: new Set<string>() };
    group.values.add(want.value);
    groups.set(key, group);
  }
  return groups;
}

/** Kept sums a run wanted and did not have (keptSums). */
export interface KeptWanted {
  keep: KeptSum;
  shop: string;
  value: string;
}

/** Kept sums read for one kept sum and shop: the values asked for, and their entries. */
interface Kept {
  values: Set<string>;
  entries: KeptEntry[];
}

/** What a run wanted and did not have: whole tables, rows by key, related rows, kept sums. */
export interface Missing {
  tables: string[];
  rows: RowWanted[];
  related: RelatedWanted[];
  kept: KeptWanted[];
  /** How many aliases the run took in all, when more than were reserved. */
  aliases: number;
}

/** What identifies a row when a handler replaced its object ({...row, …}): its alias, or a session's token. */
const identity = (row: Row): string | null =>
  typeof row.alias === "string" ? `a:${row.alias}:${String(row.shop_alias ?? "")}` : typeof row.token === "string" ? `t:${row.token}` : null;

/** A table's rows as read, with what tells their changes apart later. */
function loadedOf(spec: TableSpec, stored: readonly Stored[]): Loaded {
  const posOf = new WeakMap<Row, number>();
  for (const s of stored) posOf.set(s.row, s.pos);
  return {
    spec,
    rows: stored.map((s) => s.row),
    stored: stored.map((s) => ({ pos: s.pos, json: JSON.stringify(s.row), key: identity(s.row) })),
    posOf,
    reached: false,
  };
}

/** What the last run would write: the tables it changed (rows updated, added, removed), and the append-only ones it added to unread. */
export interface Changes {
  changed: Set<string>;
  appended: Set<string>;
  /** Sessions whose end only moved on (session-life.ts touchSession): written apart, slides(). */
  slides: Slide[];
}

/** A session's end moved on by a call of it, and nothing else of its row. */
export interface Slide {
  pos: number;
  expires_at: number;
}

/** A table's changes against the rows as read. */
interface TableChanges {
  removed: number[];
  updates: [number, Row][];
  added: Row[];
  slides: Slide[];
}

/**
 * Whether `row` differs from the session `json` as read only by a later end: a call's slide, which
 * needs no lock; written by itself where no ended session takes it (call-transact.ts), so it can
 * never bring back a session a password change ended meanwhile.
 */
function slideOf(key: string, json: string | undefined, row: Row): number | null {
  if (key !== "sessions" || json === undefined || typeof row.expires_at !== "number") return null;
  const before = JSON.parse(json) as Row;
  if (typeof before.expires_at !== "number" || row.expires_at <= before.expires_at) return null;
  return JSON.stringify({ ...before, expires_at: row.expires_at }) === JSON.stringify(row) ? row.expires_at : null;
}

export class UnitOfWork {
  private readonly loaded = new Map<string, Loaded>();
  /** Aliases the last run wanted beyond those reserved (alias-pool.ts). */
  private aliasesWanted = 0;
  /** Tables the last run found missing (even when a handler caught the throw). */
  private missing = new Set<string>();
  /** Rows the last run added to append-only tables it did not read. */
  private appended = new Map<string, Row[]>();
  private readonly picked = new Map<string, Picked>();
  private missingRows: RowWanted[] = [];
  private readonly related = new Map<string, Related>();
  private missingRelated: RelatedWanted[] = [];
  private readonly kept = new Map<string, Kept>();
  private missingKept: KeptWanted[] = [];
  /** The shop the call acts for, once the route knows it: resources are read for it only. */
  private shop: string | null = null;
  /** Resources of the path's plan, read when the shop is known. */
  private deferred: string[] = [];

  constructor(
    private readonly sql: Sql,
    private readonly specs: ReadonlyMap<string, TableSpec>,
    /** The kept sums the database keeps (their ids): asking for another is an error, not a silent zero. */
    private readonly keeps: ReadonlySet<string> = new Set(),
    /** The call's aliases, from the database's sequence (alias-pool.ts): kept across the call's runs and transactions. */
    private readonly aliases: AliasPool = new AliasPool(),
    /** The shop whose lock the call holds (null: none yet); undefined: the call takes no shop lock (a read). */
    private readonly lockedShop?: string | null,
  ) {}

  /** The shop whose lock the last run stopped to take (the call runs again under it, read afresh). */
  shopToLock: string | null = null;

  /** The shop the call acts for, once a run said so (null before, and for a call of no shop). */
  get shopOfCall(): string | null {
    return this.shop;
  }

  /** Reads tables before a run. */
  async read(keys: Iterable<string>): Promise<void> {
    for (const key of keys) {
      if (this.loaded.has(key)) continue;
      const spec = this.specs.get(key);
      if (!spec) continue;
      const shop = isResource(key) && this.shop !== null ? this.shop : undefined;
      this.loaded.set(key, loadedOf(spec, await loadRows(this.sql, spec, shop)));
    }
  }

  /** Reads a path's plan before its first run: the fixed tables now, the resources once the shop is known. */
  async readPlan(keys: Iterable<string>): Promise<void> {
    const all = [...keys];
    this.deferred = all.filter(isResource);
    await this.read(all.filter((k) => !isResource(k)));
  }

  /** Reads the rows of lookups (a table whose field has no text column is read whole). */
  async readWhere(wants: readonly RowWanted[]): Promise<void> {
    for (const { key, field, value } of wants) {
      const spec = this.specs.get(key);
      if (!spec || this.loaded.has(key)) continue;
      const column = spec.columns.find((c) => c.key === field && c.type === "text");
      if (!column) {
        await this.read([key]);
        continue;
      }
      const picked = this.picked.get(key) ?? { ...loadedOf(spec, []), wanted: new Set<string>() };
      this.picked.set(key, picked);
      if (picked.wanted.has(wantedKey(field, value))) continue;
      const have = new Set(picked.stored.map((s) => s.pos));
      const found = (await loadRowsWhere(this.sql, spec, column, value)).filter((s) => !have.has(s.pos));
      picked.stored = [...picked.stored, ...loadedOf(spec, found).stored].sort((a, b) => a.pos - b.pos);
      picked.wanted.add(wantedKey(field, value));
    }
  }

  /** The tables read so far. */
  get reached(): string[] {
    return [...this.loaded.keys()];
  }

  /** What the last run wanted and did not have; null when it had everything. */
  takeMissing(): Missing | null {
    const missing = { tables: [...this.missing], rows: this.missingRows, related: this.missingRelated, kept: this.missingKept, aliases: this.aliasesWanted };
    this.missing = new Set();
    this.missingRows = [];
    this.missingRelated = [];
    this.missingKept = [];
    this.aliasesWanted = 0;
    return missing.tables.length || missing.rows.length || missing.related.length || missing.kept.length || missing.aliases ? missing : null;
  }

  /** Reads what a run missed, for the next run. */
  async readMissing(missing: Missing): Promise<void> {
    await this.aliases.reserve(this.sql, missing.aliases);
    await this.read(missing.tables);
    await this.readWhere(missing.rows);
    await this.readRelated(missing.related);
    await this.readKept(missing.kept);
  }

  /** Reads kept sums, one query per kept sum and shop for all the values asked. */
  private async readKept(wants: readonly KeptWanted[]): Promise<void> {
    for (const [key, { want, values }] of groupValues(wants, (w) => keptKey(w.keep, w.shop))) {
      const kept = this.kept.get(key) ?? { values: new Set<string>(), entries: [] };
      const fresh = [...values].filter((v) => !kept.values.has(v));
      kept.entries.push(...(await loadKeptSums(this.sql, want.keep, want.shop, fresh)));
      fresh.forEach((v) => kept.values.add(v));
      this.kept.set(key, kept);
    }
  }

  /** Reads related rows, one query per resource, shop and path for all the values asked (a path whose column is not jsonb reads the resource whole). */
  private async readRelated(wants: readonly RelatedWanted[]): Promise<void> {
    for (const [key, { want, values }] of groupValues(wants, (w) => relatedKey(w.name, w.shop, w.path))) {
      const table = tableKeyOfRecords(want.name);
      const spec = this.specs.get(table);
      if (!spec || this.loaded.has(table)) continue;
      const head = want.path.split("[].")[0];
      const held = spec.columns.find((c) => c.key === head);
      // a list's field (`items[].goods_alias`) is in a jsonb column; a value itself may be in a typed one (an order
      // number); a key no column holds is in `extra` (a member's draws by member_alias): read by it there too
      const column = !held ? null : held.type === "jsonb" || !want.path.includes("[].") ? held : undefined;
      if (column === undefined) {
        await this.read([table]);
        continue;
      }
      const related = this.related.get(key) ?? { values: new Set<string>(), rows: new Map<number, Row>() };
      const fresh = [...values].filter((v) => !related.values.has(v));
      // a row related to two values read by two queries (an order of two goods items) is kept once
      for (const s of await loadRelatedRows(this.sql, spec, column, want.shop, want.path, fresh)) if (!related.rows.has(s.pos)) related.rows.set(s.pos, s.row);
      fresh.forEach((v) => related.values.add(v));
      // in the order they were added, as the table's own rows are
      this.related.set(key, { values: related.values, rows: new Map([...related.rows].sort(([a], [b]) => a - b)) });
    }
  }

  /**
   * A fresh view for one run: the tables as read (a run before it that stopped for a missing
   * table changed copies only, thrown away here).
   */
  view(): Db {
    const tables = new Map<string, Row[]>();
    for (const [key, l] of this.loaded) {
      // a table no run reached is as read: most runs stop at a lookup or the shop, before any table (no JSON parsed again for them)
      if (l.reached) this.afresh(l);
      l.reached = false;
      tables.set(key, l.rows);
    }
    this.current = tables;
    const touched = new Set<string>();
    this.touched = touched;
    this.plans.clear();
    const run = (this.runs += 1);
    /** A table's rows handed to the run: whatever it does with them is diffed after it, and the next run reads them afresh. */
    const reach = (key: string): Row[] | undefined => {
      // a run given up on (a branch still going after its run stopped) never reaches rows a later run was handed
      if (run !== this.runs) throw new NeedTables([key]);
      const rows = tables.get(key);
      if (rows) {
        touched.add(key);
        const l = this.loaded.get(key);
        if (l) l.reached = true;
      }
      return rows;
    };
    this.aliases.startRun();
    const need = (key: string): never => {
      this.missing.add(key);
      throw new NeedTables([key]);
    };
    const known = (key: string) => this.specs.has(key);
    const records = new Proxy({} as Db["records"], {
      get: (_t, name) => {
        if (typeof name !== "string") return undefined;
        const key = tableKeyOfRecords(name);
        if (tables.has(key)) return reach(key);
        return known(key) ? need(key) : undefined;
      },
      set: (_t, name, value) => {
        if (typeof name !== "string") return false;
        const key = tableKeyOfRecords(name);
        if (!tables.has(key) && known(key)) need(key);
        reach(key);
        tables.set(key, value as Row[]);
        touched.add(key);
        return true;
      },
      has: (_t, name) => typeof name === "string" && (tables.has(tableKeyOfRecords(name)) || known(tableKeyOfRecords(name))),
      deleteProperty: () => false,
      ownKeys: () => {
        const all = [...this.specs.keys()].filter((k) => k.startsWith("records/"));
        const absent = all.filter((k) => !tables.has(k));
        if (absent.length) {
          absent.forEach((k) => this.missing.add(k));
          throw new NeedTables(absent);
        }
        return all.map((k) => k.slice("records/".length));
      },
      getOwnPropertyDescriptor: (_t, name) => {
        if (typeof name !== "string") return undefined;
        const key = tableKeyOfRecords(name);
        if (!known(key) && !tables.has(key)) return undefined;
        return { value: reach(key) ?? need(key), writable: true, enumerable: true, configurable: true };
      },
    });
    const db = { records } as Db;
    this.appended = new Map();
    const appendOnly = (key: string): Row[] => {
      const added: Row[] = [];
      this.appended.set(key, added);
      // push is all a call may do without reading the table; anything else reads it (and runs again)
      return new Proxy([] as Row[], {
        get: (_t, prop) => (prop === "push" ? (...rows: Row[]) => added.push(...rows) : need(key)),
      });
    };
    for (const key of TABLE_KEYS) {
      const spec = this.specs.get(key);
      let adding: Row[] | null = null;
      Object.defineProperty(db, key, {
        enumerable: true,
        get: () => reach(key) ?? (spec?.appendOnly ? (adding ??= appendOnly(key)) : need(key)),
        set: (rows: Row[]) => {
          if (!tables.has(key)) need(key);
          reach(key);
          tables.set(key, rows);
        },
      });
    }
    // allocAlias (util.ts) counts `db.seq += 1` and reads it back: each step is the next alias the
    // database's sequence gave this call, unique across calls running side by side (alias-pool.ts)
    Object.defineProperty(db, "seq", {
      enumerable: true,
      get: () => this.aliases.current(),
      set: () => {
        const wanted = this.aliases.next();
        if (wanted === null) return;
        this.aliasesWanted = Math.max(this.aliasesWanted, wanted);
        throw new NeedTables(["aliases"]);
      },
    });
    for (const [key, picked] of this.picked) if (!tables.has(key)) this.afresh(picked);
    const rowWhere: RowWhere = (key, field, value) => {
      // the row found may be changed (a session's end moved on): the table is reached
      const whole = reach(key);
      if (whole) return whole.find((row) => row[field] === value);
      if (!this.specs.has(key)) return undefined;
      const picked = this.picked.get(key);
      if (picked?.wanted.has(wantedKey(field, value))) return picked.rows.find((row) => row[field] === value);
      this.missingRows.push({ key, field, value });
      throw new NeedTables([key]);
    };
    Object.defineProperty(db, ROW_WHERE, { value: rowWhere });
    const relatedRows: RelatedRows = (name, shop, path, value) => {
      const table = tableKeyOfRecords(name);
      const whole = reach(table);
      if (whole) return relatedIn(whole, shop, path, value);
      if (!this.specs.has(table)) return [];
      const related = this.related.get(relatedKey(name, shop, path));
      if (related?.values.has(value)) return [...related.rows.values()].filter((row) => relatesBy(row, path, value));
      // none for now: the run goes on (asking for the rest of its page), then runs again with them read
      this.missingRelated.push({ name, shop, path, value });
      return [];
    };
    Object.defineProperty(db, RELATED_ROWS, { value: relatedRows });
    const keptSums: KeptSums = (keep, shop, value) => {
      const id = keptId(keep);
      if (!this.keeps.has(id)) throw new Error(`累计 ${id} 没有声明（ResourceExtension.keeps）：数据库不维护它`);
      // rows the run has (and may have changed) are the truth: summed as the page sums them
      const whole = reach(tableKeyOfRecords(keep.of));
      if (whole) return keptIn(whole, keep, shop, value);
      const kept = this.kept.get(keptKey(keep, shop));
      if (kept?.values.has(value)) return kept.entries.filter((e) => e.value === value);
      // none for now: the run goes on (asking for the rest of its page), then runs again with them read
      this.missingKept.push({ keep, shop, value });
      return [];
    };
    Object.defineProperty(db, KEPT_SUMS, { value: keptSums });
    const scope: ShopScope = (shop) => {
      if (this.shop !== null) return;
      // a write holds its shop's lock before it reads what it decides on: the call runs again,
      // everything read afresh, under it (call-transact.ts)
      if (this.lockedShop !== undefined && this.lockedShop !== shop) {
        this.shopToLock = shop;
        throw new NeedTables(["lock"]);
      }
      this.shop = shop;
      // the plan's resources, for this shop: read them, and run again from the start
      const waiting = this.deferred.filter((k) => !this.loaded.has(k));
      this.deferred = [];
      if (waiting.length) {
        waiting.forEach((k) => this.missing.add(k));
        throw new NeedTables(waiting);
      }
    };
    Object.defineProperty(db, SHOP_SCOPE, { value: scope });
    return db;
  }

  private current = new Map<string, Row[]>();
  /** Runs so far: the last one's view alone hands out rows. */
  private runs = 0;
  /** The tables the last run reached: one it did not reach has not changed. */
  private touched = new Set<string>();
  /** Each table's changes, planned once for the last run (changes() and write() both need them). */
  private readonly plans = new Map<string, TableChanges>();

  /** A table's changes in the last run: none when the run never reached it (its rows are as read). */
  private planned(id: string, l: Loaded, rows: Row[], reached: boolean): TableChanges {
    if (!reached) return { removed: [], updates: [], added: [], slides: [] };
    const known = this.plans.get(id);
    if (known) return known;
    const plan = this.planTable(l, rows);
    this.plans.set(id, plan);
    return plan;
  }

  /** The rows as read, again (a run stopped half-way may have changed them). */
  private afresh(l: Loaded): void {
    l.rows = l.stored.map((s) => {
      const row = JSON.parse(s.json) as Row;
      l.posOf.set(row, s.pos);
      return row;
    });
  }

  /** The tables the last run would write, and how (call-transact.ts chooses the call's locks by them). */
  changes(): Changes {
    const changed = new Set<string>();
    const appended = new Set<string>();
    const slides: Slide[] = [];
    for (const [key, rows] of this.appended) if (rows.length && !this.current.has(key)) appended.add(key);
    for (const [key, rows] of this.current) {
      const l = this.loaded.get(key);
      if (!l) {
        if (this.specs.has(key)) changed.add(key);
        continue;
      }
      const plan = this.planned(key, l, rows, this.touched.has(key));
      if (plan.removed.length || plan.updates.length || plan.added.length) changed.add(key);
      slides.push(...plan.slides);
    }
    for (const [key, picked] of this.picked) {
      if (this.current.has(key)) continue;
      const plan = this.planned(`picked\u0000${key}`, picked, picked.rows, true);
      if (plan.updates.length) changed.add(key);
      slides.push(...plan.slides);
    }
    return { changed, appended, slides };
  }

  /** Writes what the last run changed: rows updated in place, added, removed. */
  async write(): Promise<void> {
    for (const [key, rows] of this.appended) {
      const spec = this.specs.get(key);
      if (spec && rows.length && !this.current.has(key)) await insertRows(this.sql, spec, rows);
    }
    for (const [key, rows] of this.current) {
      const l = this.loaded.get(key);
      const spec = this.specs.get(key);
      if (l) await this.writeTable(this.planned(key, l, rows, this.touched.has(key)), l.spec);
      else if (spec) await insertRows(this.sql, spec, rows); // set whole without being read (a seed on first use)
    }
    // rows looked up alone: changed in place only (a lookup hands out no array to add to or remove from)
    for (const [key, picked] of this.picked) if (!this.current.has(key)) await this.writeTable(this.planned(`picked\u0000${key}`, picked, picked.rows, true), picked.spec);
  }

  private async writeTable({ removed, updates, added }: TableChanges, spec: TableSpec): Promise<void> {
    await deleteRows(this.sql, spec, removed);
    for (const [pos, row] of updates) await updateRow(this.sql, spec, pos, row);
    if (added.length) await insertRows(this.sql, spec, added);
  }

  /** A table's rows now against the rows as read: what to remove, update and add. */
  private planTable(l: Loaded, rows: Row[]): TableChanges {
    const byPos = new Map(l.stored.map((s) => [s.pos, s]));
    const byKey = new Map<string, number>();
    for (const s of l.stored) if (s.key !== null && !byKey.has(s.key)) byKey.set(s.key, s.pos);
    const kept = new Set<number>();
    const added: Row[] = [];
    const updates: [number, Row][] = [];
    const slides: Slide[] = [];
    for (const row of rows) {
      let pos = l.posOf.get(row);
      if (pos === undefined || kept.has(pos)) {
        // a new object: the row it replaced, when one with its identity is not kept yet
        const id = identity(row);
        const match = id === null ? undefined : byKey.get(id);
        pos = match !== undefined && !kept.has(match) ? match : undefined;
      }
      if (pos === undefined) {
        added.push(row);
        continue;
      }
      kept.add(pos);
      const json = byPos.get(pos)?.json;
      if (json === JSON.stringify(row)) continue;
      const slide = slideOf(l.spec.key, json, row);
      if (slide !== null) slides.push({ pos, expires_at: slide });
      else updates.push([pos, row]);
    }
    const removed = l.stored.filter((s) => !kept.has(s.pos)).map((s) => s.pos);
    return { removed, updates, added, slides };
  }
}
