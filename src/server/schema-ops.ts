import type { ColumnType, TableSpec } from "./schema";
import { ident } from "./sql";

/**
 * The schema as data (decision 0083): a snapshot (each table's columns and indexes, what
 * tableSpecs makes of the configs), the operations a migration is made of, their SQL, and the
 * diff of two snapshots (npm run db:diff). Every table also has `pos` and `extra` (schema.ts),
 * which no snapshot lists.
 */

export interface SnapshotTable {
  /** Column name → type (a row's key is its column, but `f_pos`/`f_extra` for the reserved keys). */
  columns: Record<string, ColumnType>;
  /** Index name → what it is on (`"shop_alias"`, `shop_alias, ("status" #>> '{}')`, `USING gin ((…) gin_trgm_ops)`). */
  indexes: Record<string, string>;
}

/** SQL table name → its columns and indexes. */
export type Snapshot = Record<string, SnapshotTable>;

export type Op =
  | { op: "createTable"; table: string }
  | { op: "dropTable"; table: string }
  | { op: "renameTable"; from: string; to: string }
  | { op: "addColumn"; table: string; column: string; type: ColumnType }
  | { op: "dropColumn"; table: string; column: string }
  | { op: "renameColumn"; table: string; from: string; to: string }
  | { op: "retype"; table: string; column: string; from: ColumnType; to: ColumnType }
  | { op: "createIndex"; table: string; name: string; on: string }
  | { op: "dropIndex"; table: string; name: string };

/** A lookup index's name (what schema.ts made before migrations, so a database of then has it already). */
const indexName = (table: string, columns: string[]): string => `${table}__${columns.join("__")}`.slice(0, 63);

/** The snapshot of what tableSpecs made: the schema the configs ask for. */
export function snapshotOf(specs: readonly TableSpec[]): Snapshot {
  const out: Snapshot = {};
  for (const spec of [...specs].sort((a, b) => a.table.localeCompare(b.table))) {
    const columns: Record<string, ColumnType> = {};
    for (const c of spec.columns) columns[c.column] = c.type;
    const indexes: Record<string, string> = {};
    for (const cols of spec.indexes) {
      const known = cols.map((k) => spec.columns.find((c) => c.key === k)?.column).filter((c): c is string => !!c);
      if (known.length === cols.length) indexes[indexName(spec.table, known)] = known.map(ident).join(", ");
    }
    for (const index of spec.listIndexes ?? []) indexes[index.name.slice(0, 63)] = index.on;
    out[spec.table] = { columns, indexes };
  }
  return out;
}

/** The row key a column holds (schema.ts columnName, read back). */
export const keyOfColumn = (column: string): string => (column === "f_pos" || column === "f_extra" ? column.slice(2) : column);

const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** A column's value as jsonb (what `extra` holds for its key). */
const asJsonb = (column: string, type: ColumnType): string => (type === "jsonb" ? ident(column) : `to_jsonb(${ident(column)})`);

/** Whether a column's value of type `from` is one a column of type `to` holds (table-io.ts fits): the rest goes to `extra`. */
function fitsSql(column: string, from: ColumnType, to: ColumnType): string {
  const c = ident(column);
  if (to === "jsonb" || from === to) return "true";
  if (from === "jsonb") return `jsonb_typeof(${c}) = ${to === "text" ? "'string'" : "'number'"}`;
  // text ↔ float8: a string is never a number to the handlers, nor a number a string
  return "false";
}

function converted(column: string, from: ColumnType, to: ColumnType): string {
  const c = ident(column);
  if (to === "jsonb") return asJsonb(column, from);
  if (from === "jsonb") return to === "text" ? `(${c} #>> '{}')` : `(${c} #>> '{}')::float8`;
  return `NULL::${to}`;
}

/**
 * Drops the tab counts' and kept sums' triggers of a table whose rows a migration reshapes: the
 * next start makes them again and counts once from the rows (tab-counts.ts, kept-sums.ts).
 */
const dropDerivedTriggers = (table: string): string => `DO $do$
DECLARE t record;
BEGIN
  FOR t IN SELECT tgname FROM pg_trigger WHERE tgrelid = to_regclass(${text(ident(table))}) AND NOT tgisinternal AND (tgname LIKE '%\\_\\_tab\\_\\_%' OR tgname LIKE '%\\_\\_kept\\_\\_%') LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t.tgname, ${text(table)});
  END LOOP;
END
$do$`;

/**
 * An index's statements: `on` is its columns or expressions (a btree), or `USING <method> (…)`;
 * one of pg_trgm's operator classes (schema.ts trigramOn) needs the extension first, which is a
 * trusted one (a database's owner may create it) on Postgres, and loaded into PGlite (sql.ts).
 */
function createIndexSql(table: string, name: string, on: string): string[] {
  const index = `CREATE INDEX IF NOT EXISTS ${ident(name)} ON ${ident(table)} ${on.startsWith("USING ") ? on : `(${on})`}`;
  return on.includes("gin_trgm_ops") ? ["CREATE EXTENSION IF NOT EXISTS pg_trgm", index] : [index];
}

/**
 * The statements of one operation. Creating is idempotent (IF NOT EXISTS: the first migration
 * adopts a database made before migrations, which has some or all of it); the others keep the
 * data: a renamed or retyped column takes the values `extra` holds for its key with it, and a value
 * the new type cannot hold moves to `extra`, so every row reads back as it did.
 */
export function opSql(op: Op): string[] {
  switch (op.op) {
    case "createTable":
      return [`CREATE TABLE IF NOT EXISTS ${ident(op.table)} (pos bigserial PRIMARY KEY, extra jsonb NOT NULL DEFAULT '{}'::jsonb)`];
    case "dropTable":
      return [`DROP TABLE IF EXISTS ${ident(op.table)} CASCADE`];
    case "renameTable":
      return [dropDerivedTriggers(op.from), `ALTER TABLE ${ident(op.from)} RENAME TO ${ident(op.to)}`];
    case "addColumn":
      return [`ALTER TABLE ${ident(op.table)} ADD COLUMN IF NOT EXISTS ${ident(op.column)} ${op.type}`];
    case "dropColumn":
      return [dropDerivedTriggers(op.table), `ALTER TABLE ${ident(op.table)} DROP COLUMN IF EXISTS ${ident(op.column)}`];
    case "renameColumn": {
      const [from, to] = [keyOfColumn(op.from), keyOfColumn(op.to)];
      return [
        dropDerivedTriggers(op.table),
        `ALTER TABLE ${ident(op.table)} RENAME COLUMN ${ident(op.from)} TO ${ident(op.to)}`,
        `UPDATE ${ident(op.table)} SET extra = (extra - ${text(from)}) || jsonb_build_object(${text(to)}, extra -> ${text(from)}) WHERE extra ? ${text(from)}`,
      ];
    }
    case "retype": {
      const table = ident(op.table);
      const key = text(keyOfColumn(op.column));
      return [
        dropDerivedTriggers(op.table),
        `UPDATE ${table} SET extra = extra || jsonb_build_object(${key}, ${asJsonb(op.column, op.from)}), ${ident(op.column)} = NULL
          WHERE ${ident(op.column)} IS NOT NULL AND NOT (${fitsSql(op.column, op.from, op.to)})`,
        `ALTER TABLE ${table} ALTER COLUMN ${ident(op.column)} TYPE ${op.to} USING ${converted(op.column, op.from, op.to)}`,
      ];
    }
    case "createIndex":
      return createIndexSql(op.table, op.name, op.on);
    case "dropIndex":
      return [`DROP INDEX IF EXISTS ${ident(op.name)}`];
  }
}

/** The operations that make `snapshot`'s tables where there are none (all creations, idempotent). */
export const opsToMake = (snapshot: Snapshot): Op[] =>
  Object.entries(snapshot).flatMap(([table, t]): Op[] => [
    { op: "createTable", table },
    ...Object.entries(t.columns).map(([column, type]): Op => ({ op: "addColumn", table, column, type })),
    ...Object.entries(t.indexes).map(([name, on]): Op => ({ op: "createIndex", table, name, on })),
  ]);

/** The snapshot after `ops` (what the migrations made, read without a database). */
export function applyOps(snapshot: Snapshot, ops: readonly Op[]): Snapshot {
  const out: Snapshot = structuredClone(snapshot);
  const table = (name: string): SnapshotTable => {
    const found = out[name];
    if (!found) throw new Error(`迁移引用了不存在的表 ${name}`);
    return found;
  };
  for (const op of ops) {
    switch (op.op) {
      case "createTable":
        out[op.table] ??= { columns: {}, indexes: {} };
        break;
      case "dropTable":
        delete out[op.table];
        break;
      case "renameTable":
        out[op.to] = table(op.from);
        delete out[op.from];
        break;
      case "addColumn":
        table(op.table).columns[op.column] = op.type;
        break;
      case "dropColumn":
        delete table(op.table).columns[op.column];
        break;
      case "renameColumn": {
        const t = table(op.table);
        const type = t.columns[op.from];
        if (!type) throw new Error(`迁移改名的列 ${op.table}.${op.from} 不存在`);
        delete t.columns[op.from];
        t.columns[op.to] = type;
        break;
      }
      case "retype":
        table(op.table).columns[op.column] = op.to;
        break;
      case "createIndex":
        table(op.table).indexes[op.name] = op.on;
        break;
      case "dropIndex":
        delete table(op.table).indexes[op.name];
        break;
    }
  }
  return normalised(out);
}

/** Tables, columns and indexes in name order, so two equal snapshots are equal as JSON. */
export function normalised(snapshot: Snapshot): Snapshot {
  const sorted = <T,>(record: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return Object.fromEntries(
    Object.entries(snapshot)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, t]) => [name, { columns: sorted(t.columns), indexes: sorted(t.indexes) }]),
  );
}

/** What `npm run db:diff` asks when a table or column is gone: renamed to one of the new ones, or dropped. */
export interface DiffAnswers {
  /** A table gone from the configs: the new table it is now (renamed, its rows kept), or null to drop it. */
  tableGone(table: string, candidates: readonly string[]): Promise<string | null>;
  /** A column gone from a table: the new column it is now (renamed, its values kept), or null to drop it. */
  columnGone(table: string, column: string, candidates: readonly string[]): Promise<string | null>;
}

/** The operations that make `from` into `to`, asking `answers` about what is gone. */
export async function diffSnapshots(from: Snapshot, to: Snapshot, answers: DiffAnswers): Promise<Op[]> {
  const ops: Op[] = [];
  const current: Snapshot = structuredClone(from);
  // tables: a gone one renamed to a new one, else dropped (after everything else)
  const added = Object.keys(to).filter((t) => !(t in from));
  const dropped: string[] = [];
  for (const gone of Object.keys(from).filter((t) => !(t in to))) {
    const free = added.filter((t) => !(t in current));
    const renamed = free.length ? await answers.tableGone(gone, free) : null;
    if (renamed) {
      ops.push({ op: "renameTable", from: gone, to: renamed });
      current[renamed] = current[gone] as SnapshotTable;
      delete current[gone];
    } else dropped.push(gone);
  }
  for (const name of added.filter((t) => !(t in current))) {
    ops.push({ op: "createTable", table: name });
    current[name] = { columns: {}, indexes: {} };
  }
  for (const [name, want] of Object.entries(to)) {
    const have = current[name] as SnapshotTable;
    // indexes first dropped (a column they are on may go), made last (a column they are on may come)
    for (const [index, on] of Object.entries(have.indexes)) if (want.indexes[index] !== on) ops.push({ op: "dropIndex", table: name, name: index });
    const newColumns = Object.keys(want.columns).filter((c) => !(c in have.columns));
    const renamedTo = new Set<string>();
    for (const gone of Object.keys(have.columns).filter((c) => !(c in want.columns))) {
      const free = newColumns.filter((c) => !renamedTo.has(c));
      const renamed = free.length ? await answers.columnGone(name, gone, free) : null;
      if (renamed) {
        renamedTo.add(renamed);
        ops.push({ op: "renameColumn", table: name, from: gone, to: renamed });
        const type = have.columns[gone] as ColumnType;
        const wanted = want.columns[renamed] as ColumnType;
        if (type !== wanted) ops.push({ op: "retype", table: name, column: renamed, from: type, to: wanted });
      } else ops.push({ op: "dropColumn", table: name, column: gone });
    }
    for (const column of newColumns.filter((c) => !renamedTo.has(c))) ops.push({ op: "addColumn", table: name, column, type: want.columns[column] as ColumnType });
    for (const [column, type] of Object.entries(want.columns)) {
      const had = have.columns[column];
      if (had && had !== type) ops.push({ op: "retype", table: name, column, from: had, to: type });
    }
    for (const [index, on] of Object.entries(want.indexes)) if (have.indexes[index] !== on) ops.push({ op: "createIndex", table: name, name: index, on });
  }
  for (const name of dropped) ops.push({ op: "dropTable", table: name });
  return ops;
}

/** The differences of two snapshots in words (the start-up refusal and the CI check name them). */
export function describeDifferences(from: Snapshot, to: Snapshot): string[] {
  const out: string[] = [];
  for (const name of new Set([...Object.keys(from), ...Object.keys(to)])) {
    const [a, b] = [from[name], to[name]];
    if (!a) out.push(`新表 ${name}`);
    else if (!b) out.push(`表 ${name} 已不在配置中`);
    else {
      for (const c of new Set([...Object.keys(a.columns), ...Object.keys(b.columns)])) {
        if (a.columns[c] !== b.columns[c]) out.push(`${name}.${c}：${a.columns[c] ?? "无"} → ${b.columns[c] ?? "无"}`);
      }
      for (const i of new Set([...Object.keys(a.indexes), ...Object.keys(b.indexes)])) {
        if (a.indexes[i] !== b.indexes[i]) out.push(`索引 ${i}：${a.indexes[i] ? "改变或删除" : "新增"}`);
      }
    }
  }
  return out;
}
