import type { ColumnType, TableSpec } from "./schema";
import { ident } from "./sql";
import { SHOP_ZONE, wall } from "./repository/columns";

/**
 * The schema as data (decision 0083): a snapshot (each table's columns and indexes, what
 * tableSpecs makes of the configs), the operations a migration is made of, their SQL, and the
 * diff of two snapshots (npm run db:diff). Every table also has `pos` and `extra` (schema.ts),
 * which no snapshot lists.
 */

export interface SnapshotTable {
  /** Column name → type (a row's key is its column, but `f_pos`/`f_extra` for the reserved keys). */
  columns: Record<string, ColumnType>;
  /**
   * Index name → what it is on (`"shop_alias"`, `shop_alias, ("status" #>> '{}')`, `USING gin ((…) gin_trgm_ops)`,
   * or a unique one: `UNIQUE (shop_alias, "name") WHERE …`).
   */
  indexes: Record<string, string>;
  /** Column name → the values an enum's options allow (a CHECK on it, decision 0084), as SQL: `1, 2, 3`, `'a', 'b'`. */
  checks?: Record<string, string>;
}

/** SQL table name → its columns and indexes. */
export type Snapshot = Record<string, SnapshotTable>;

export type Op =
  | { op: "createTable"; table: string }
  | { op: "dropTable"; table: string }
  | { op: "renameTable"; from: string; to: string }
  | { op: "addColumn"; table: string; column: string; type: ColumnType }
  /** A new column takes the values `extra` holds for its key (those it holds as the same value; the rest stay there). */
  | { op: "fromExtra"; table: string; column: string; type: ColumnType }
  | { op: "dropColumn"; table: string; column: string }
  | { op: "renameColumn"; table: string; from: string; to: string }
  | { op: "retype"; table: string; column: string; from: ColumnType; to: ColumnType }
  | { op: "createIndex"; table: string; name: string; on: string }
  | { op: "dropIndex"; table: string; name: string }
  | { op: "addCheck"; table: string; column: string; values: string }
  | { op: "dropCheck"; table: string; column: string };

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
    for (const index of [...(spec.listIndexes ?? []), ...(spec.keys ?? [])]) indexes[index.name.slice(0, 63)] = index.on;
    const checks: Record<string, string> = {};
    for (const c of spec.columns) if (c.allowed) checks[c.column] = c.allowed.map((v) => (typeof v === "number" ? String(v) : text(v))).join(", ");
    out[spec.table] = { columns, indexes, checks };
  }
  return out;
}

/** The row key a column holds (schema.ts columnName, read back). */
export const keyOfColumn = (column: string): string => (column === "f_pos" || column === "f_extra" ? column.slice(2) : column);

const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;

const zone = text(SHOP_ZONE);

/** A value's (a column's, or `extra`'s for a key: an SQL expression of `type`) as the handlers read it: a string's text, a number's numeric (null: the type holds neither). */
function valueOf(c: string, type: ColumnType): { string: string | null; number: string | null } {
  if (type === "jsonb") {
    return {
      string: `(CASE WHEN jsonb_typeof(${c}) = 'string' THEN ${c} #>> '{}' END)`,
      number: `(CASE WHEN jsonb_typeof(${c}) = 'number' THEN (${c} #>> '{}')::numeric END)`,
    };
  }
  if (type === "text") return { string: c, number: null };
  if (type === "timestamptz") return { string: wall(c), number: null };
  if (type === "date") return { string: `to_char(${c}, 'YYYY-MM-DD')`, number: null };
  return { string: null, number: `${c}::numeric` };
}

/** A value of `type` (an SQL expression) as jsonb (what `extra` holds for its key): a time as the shop's wall time, as the handlers read it. */
function asJsonb(c: string, type: ColumnType): string {
  if (type === "jsonb") return c;
  const { string, number } = valueOf(c, type);
  if (number) return `to_jsonb(trim_scale(${number}))`;
  return `to_jsonb(${string ?? c})`;
}

/**
 * What a retype to a time or a day reads a text with (made with it, no exceptions: Postgres 15
 * has no pg_input_is_valid): the instant of a whole 'YYYY-MM-DD HH:mm:ss' of the shop's clock
 * that reads back as written, the day of a real 'YYYY-MM-DD'; else NULL (the value goes to extra).
 */
const WALL_FUNCTIONS = [
  `CREATE OR REPLACE FUNCTION wall_day_of(v text) RETURNS date LANGUAGE sql STABLE AS $fn$
  SELECT CASE WHEN v ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' AND left(v, 4) <> '0000' AND substr(v, 6, 2) BETWEEN '01' AND '12' THEN
    CASE WHEN substr(v, 9, 2) BETWEEN '01' AND to_char(make_date(left(v, 4)::int, substr(v, 6, 2)::int, 1) + interval '1 month - 1 day', 'DD')
      THEN v::date END END $fn$`,
  `CREATE OR REPLACE FUNCTION wall_time_of(v text) RETURNS timestamptz LANGUAGE sql STABLE AS $fn$
  SELECT CASE WHEN v ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$' AND wall_day_of(left(v, 10)) IS NOT NULL
      AND substr(v, 12, 2) <= '23' AND substr(v, 15, 2) <= '59' AND substr(v, 18, 2) <= '59' THEN
    CASE WHEN ${wall(`(v || ' ' || ${zone})::timestamptz`)} = v THEN (v || ' ' || ${zone})::timestamptz END END $fn$`,
];

/**
 * A value of type `from` (an SQL expression: a column, or `extra`'s for a key) as type `to` (NULL
 * where `to` cannot hold it as the same value the handlers read: table-io.ts fits), and whether it can.
 */
function retyped(c: string, from: ColumnType, to: ColumnType): { fits: string; value: string } {
  if (to === "jsonb") return { fits: "true", value: asJsonb(c, from) };
  const { string, number } = valueOf(c, from);
  const none = { fits: "false", value: `NULL::${to}` };
  switch (to) {
    case "text":
      return string ? { fits: `${string} IS NOT NULL`, value: string } : none;
    case "timestamptz":
      return string ? { fits: `wall_time_of(${string}) IS NOT NULL`, value: `wall_time_of(${string})` } : none;
    case "date":
      return string ? { fits: `wall_day_of(${string}) IS NOT NULL`, value: `wall_day_of(${string})` } : none;
    case "bigint":
      // a whole number JavaScript holds exactly
      return number ? { fits: `coalesce(${number} = trunc(${number}) AND abs(${number}) <= 9007199254740991, false)`, value: `${number}::bigint` } : none;
    case "numeric(12,2)":
      return number ? { fits: `coalesce(${number} = round(${number}, 2) AND abs(${number}) < 10000000000, false)`, value: number } : none;
    case "numeric":
    case "float8":
      return number ? { fits: `${number} IS NOT NULL`, value: `${number}::${to}` } : none;
  }
}

const checkName = (table: string, column: string): string => `${table}__c__${column}`.slice(0, 63);

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
  const unique = UNIQUE_ON.exec(on);
  if (unique) return [refuseDuplicates(table, name, unique[1] ?? "", unique[2] ?? ""), `CREATE UNIQUE INDEX IF NOT EXISTS ${ident(name)} ON ${ident(table)} ${on.slice("UNIQUE ".length)}`];
  const index = `CREATE INDEX IF NOT EXISTS ${ident(name)} ON ${ident(table)} ${on.startsWith("USING ") ? on : `(${on})`}`;
  return on.includes("gin_trgm_ops") ? ["CREATE EXTENSION IF NOT EXISTS pg_trgm", index] : [index];
}

/** A unique index's `on` (table-names.ts uniqueOn): its columns, and which rows it holds. */
const UNIQUE_ON = /^UNIQUE \(([^)]*)\)(?: WHERE (.*))?$/s;

/**
 * Stops the migration, naming the rows, when the table holds two rows a unique index would
 * refuse (decision 0092): which of two rows is the one to keep, or what the other's value should
 * become, is the shop's to say, not a migration's; the transaction is rolled back, every row as it
 * was, and the server does not start until they are told apart. Up to 20 values named, each with
 * its rows' aliases and positions.
 */
function refuseDuplicates(table: string, name: string, columns: string, where: string): string {
  const found = `(SELECT string_agg(format('%s：%s', v, rows), '；') FROM (
      SELECT row(${columns})::text AS v, string_agg(format('编号 %s（pos %s）', alias, pos), '、' ORDER BY pos) AS rows
      FROM ${ident(table)} ${where ? `WHERE ${where}` : ""} GROUP BY ${columns} HAVING count(*) > 1 ORDER BY 1 LIMIT 20) AS d)`;
  const message = text(`${table} 有重复的行，不能建唯一索引 ${name}（${columns}）：`);
  return `DO $do$
DECLARE found text;
BEGIN
  found := ${found};
  IF found IS NOT NULL THEN
    RAISE EXCEPTION USING MESSAGE = ${message} || found || '。先在店铺里改掉重复的值（或删去多余的行），再启动', ERRCODE = 'unique_violation';
  END IF;
END
$do$`;
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
    case "fromExtra":
      return [...WALL_FUNCTIONS, ...fromExtraSql(op.table, [op])];
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
    case "retype":
      return [...WALL_FUNCTIONS, ...retypeSql(op.table, [op])];
    case "addCheck": {
      // a value outside the options goes to extra first (read back as it was), then the column is checked
      const [table, col, name] = [ident(op.table), ident(op.column), ident(checkName(op.table, op.column))];
      return [
        dropDerivedTriggers(op.table),
        `UPDATE ${table} SET extra = extra || jsonb_build_object(${text(keyOfColumn(op.column))}, to_jsonb(${col})), ${col} = NULL
          WHERE ${col} IS NOT NULL AND ${col} NOT IN (${op.values})`,
        `ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${name}`,
        `ALTER TABLE ${table} ADD CONSTRAINT ${name} CHECK (${col} IN (${op.values}))`,
      ];
    }
    case "dropCheck":
      return [`ALTER TABLE ${ident(op.table)} DROP CONSTRAINT IF EXISTS ${ident(checkName(op.table, op.column))}`];
    case "createIndex":
      return createIndexSql(op.table, op.name, op.on);
    case "dropIndex":
      return [`DROP INDEX IF EXISTS ${ident(op.name)}`];
  }
}

type Retype = Extract<Op, { op: "retype" }>;

/**
 * Columns of one table retyped together: a value a new type cannot hold as the same value moves
 * to `extra` (one pass over the rows for all of them), then one ALTER TABLE (one rewrite of the
 * table, however many columns: a retype per statement rewrote the table per column).
 */
function retypeSql(tableName: string, retypes: readonly Retype[]): string[] {
  const table = ident(tableName);
  const each = retypes.map((op) => ({ op, col: ident(op.column), key: text(keyOfColumn(op.column)), ...retyped(ident(op.column), op.from, op.to) }));
  const misfit = (r: (typeof each)[number]) => `(${r.col} IS NOT NULL AND NOT (${r.fits}))`;
  const moved = each.map((r) => `(CASE WHEN ${misfit(r)} THEN jsonb_build_object(${r.key}, ${asJsonb(r.col, r.op.from)}) ELSE '{}'::jsonb END)`);
  return [
    dropDerivedTriggers(tableName),
    `UPDATE ${table} SET extra = extra || ${moved.join(" || ")}, ${each.map((r) => `${r.col} = CASE WHEN ${misfit(r)} THEN NULL ELSE ${r.col} END`).join(", ")}
      WHERE ${each.map(misfit).join(" OR ")}`,
    `ALTER TABLE ${table} ${each.map((r) => `ALTER COLUMN ${r.col} TYPE ${r.op.to} USING ${r.value}`).join(", ")}`,
  ];
}

type FromExtra = Extract<Op, { op: "fromExtra" }>;

/**
 * New columns' values from `extra` (a table whose rows were kept there before the columns were
 * made: a handler-own table given its fields' columns, decision 0103): each row's value for a
 * column's key moves into the column where the column holds it as the same value (table-io.ts
 * fits, as a retype's test), and leaves `extra`; a value it cannot hold, and a null (which reads
 * back as null only from extra), stay, so every row reads back as it did. An enum's options are
 * checked after (addCheck moves a value outside them back to extra). The columns of one table in
 * one pass over its rows: an UPDATE per column rewrote each row once per column (measured in 0103).
 */
function fromExtraSql(tableName: string, ops: readonly FromExtra[]): string[] {
  const each = ops.map((op) => {
    const [col, key] = [ident(op.column), text(keyOfColumn(op.column))];
    const held = `(extra -> ${key})`;
    const { fits, value } = retyped(held, "jsonb", op.type);
    return { col, key, value, moves: `(${col} IS NULL AND extra ? ${key} AND jsonb_typeof(${held}) <> 'null' AND coalesce(${fits}, false))` };
  });
  const moved = `array_remove(ARRAY[${each.map((e) => `CASE WHEN ${e.moves} THEN ${e.key} END`).join(", ")}]::text[], NULL)`;
  return [
    dropDerivedTriggers(tableName),
    `UPDATE ${ident(tableName)} SET ${each.map((e) => `${e.col} = CASE WHEN ${e.moves} THEN ${e.value} ELSE ${e.col} END`).join(", ")}, extra = extra - ${moved}
      WHERE ${each.map((e) => e.moves).join(" OR ")}`,
  ];
}

/** The statements of a migration's operations, in order: the retypes of one table that follow each other made one (retypeSql), and so its columns taken from extra (fromExtraSql). */
export function opsSql(ops: readonly Op[]): string[] {
  const out: string[] = ops.some((op) => op.op === "retype" || op.op === "fromExtra") ? [...WALL_FUNCTIONS] : [];
  for (let i = 0; i < ops.length; ) {
    const op = ops[i] as Op;
    // the ops of op's kind on op's table that follow each other: one statement for all of them
    let end = i + 1;
    while (ops[end]?.op === op.op && (ops[end] as { table?: string }).table === (op as { table?: string }).table) end += 1;
    const run = ops.slice(i, end);
    if (op.op === "retype") out.push(...retypeSql(op.table, run as Retype[]));
    else if (op.op === "fromExtra") out.push(...fromExtraSql(op.table, run as FromExtra[]));
    else {
      out.push(...opSql(op));
      end = i + 1;
    }
    i = end;
  }
  return out;
}

/** The operations that make `snapshot`'s tables where there are none (all creations, idempotent). */
export const opsToMake = (snapshot: Snapshot): Op[] =>
  Object.entries(snapshot).flatMap(([table, t]): Op[] => [
    { op: "createTable", table },
    ...Object.entries(t.columns).map(([column, type]): Op => ({ op: "addColumn", table, column, type })),
    ...Object.entries(t.indexes).map(([name, on]): Op => ({ op: "createIndex", table, name, on })),
    ...Object.entries(t.checks ?? {}).map(([column, values]): Op => ({ op: "addCheck", table, column, values })),
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
      case "fromExtra":
        // the rows' values, not the schema
        table(op.table);
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
      case "addCheck":
        (table(op.table).checks ??= {})[op.column] = op.values;
        break;
      case "dropCheck":
        delete table(op.table).checks?.[op.column];
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
      .map(([name, t]) => [name, { columns: sorted(t.columns), indexes: sorted(t.indexes), checks: sorted(t.checks ?? {}) }]),
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
    // checks and indexes first dropped (a column they are on may go or change type), made last (a column they are on may come)
    for (const [column, values] of Object.entries(have.checks ?? {})) if (want.checks?.[column] !== values) ops.push({ op: "dropCheck", table: name, column });
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
    // a new column takes what rows kept for its key in extra until it was made (a handler-own table's fields, decision 0103):
    // the columns first, then their values, in one pass over the rows (opsSql)
    const added = newColumns.filter((c) => !renamedTo.has(c)).map((column) => ({ table: name, column, type: want.columns[column] as ColumnType }));
    ops.push(...added.map((c): Op => ({ op: "addColumn", ...c })), ...added.map((c): Op => ({ op: "fromExtra", ...c })));
    for (const [column, type] of Object.entries(want.columns)) {
      const had = have.columns[column];
      if (had && had !== type) ops.push({ op: "retype", table: name, column, from: had, to: type });
    }
    for (const [index, on] of Object.entries(want.indexes)) if (have.indexes[index] !== on) ops.push({ op: "createIndex", table: name, name: index, on });
    for (const [column, values] of Object.entries(want.checks ?? {})) if (have.checks?.[column] !== values) ops.push({ op: "addCheck", table: name, column, values });
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
      const [ac, bc] = [a.checks ?? {}, b.checks ?? {}];
      for (const c of new Set([...Object.keys(ac), ...Object.keys(bc)])) {
        if (ac[c] !== bc[c]) out.push(`${name}.${c} 的取值：${ac[c] ?? "不限"} → ${bc[c] ?? "不限"}`);
      }
    }
  }
  return out;
}
