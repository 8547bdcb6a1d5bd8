import { fieldsOf } from "../../api/repository/field-kinds";
import type { FieldDef, FieldKind, TableDef } from "../../api/repository/types";
import { ident, type Sql } from "../sql";
import { CODECS, columnOf, type ColumnCodec } from "./columns";

/**
 * A repository table in SQL (decision 0081): its name, its columns with their codecs, its alias
 * sequence and its unique indexes, which are what refuses a duplicate (the database itself, on
 * every process). The record columns are typed too: the times timestamptz, (shop_alias, alias)
 * the primary key. Keys a row has beyond its fields go to `extra` (jsonb), so no write is lost
 * for want of a column.
 */

export interface SqlTableOptions {
  /** A schema the tables live in (made when missing); the search path's by default. */
  schema?: string;
  /** Put before each table's name (default `repo_`): the repository's tables beside today's `r_*` ones. */
  tablePrefix?: string;
}

export interface SqlColumn {
  key: string;
  kind: FieldKind;
  column: string;
  codec: ColumnCodec;
}

export interface SqlTable {
  def: TableDef;
  fields: Map<string, FieldDef>;
  /** The table, quoted and qualified. */
  table: string;
  /** The alias sequence, quoted and qualified. */
  sequence: string;
  /** Every stored key's column: the record columns and the fields. */
  columns: Map<string, SqlColumn>;
  /** Constraint and index names of the unique keys → the key they guard (`alias` for the primary key). */
  uniqueNames: Map<string, string>;
}

const META: Record<string, FieldKind> = { alias: "text", shop_alias: "text", created_at: "datetime", updated_at: "datetime" };

/** Postgres cuts names at 63 bytes: the name as it will be stored, so an error's constraint reads back to its key. */
const pgName = (name: string): string => Buffer.from(name).subarray(0, 63).toString();

export function sqlTable(def: TableDef, options: SqlTableOptions = {}): SqlTable {
  const fields = fieldsOf(def);
  const name = pgName(`${options.tablePrefix ?? "repo_"}${def.name}`);
  const qualified = (n: string) => (options.schema ? `${ident(options.schema)}.${ident(n)}` : ident(n));
  const columns = new Map<string, SqlColumn>();
  for (const [key, kind] of Object.entries(META)) columns.set(key, { key, kind, column: ident(key), codec: CODECS[kind] });
  for (const f of def.fields) columns.set(f.key, { key: f.key, kind: f.kind, column: columnOf(f.key), codec: CODECS[f.kind] });
  const uniqueNames = new Map([[pgName(`${name}_pkey`), "alias"]]);
  for (const f of def.fields) if (f.unique) uniqueNames.set(pgName(`${name}_${f.key}_key`), f.key);
  return { def, fields, table: qualified(name), sequence: qualified(pgName(`${name}_alias_seq`)), columns, uniqueNames };
}

/** Makes the tables, sequences and unique indexes that are missing (the suite's and, until migrations come, a caller's own). */
export async function createRepositoryTables(sql: Sql, defs: readonly TableDef[], options: SqlTableOptions = {}): Promise<void> {
  const statements: string[] = options.schema ? [`CREATE SCHEMA IF NOT EXISTS ${ident(options.schema)}`] : [];
  for (const def of defs) {
    const t = sqlTable(def, options);
    const name = pgName(`${options.tablePrefix ?? "repo_"}${def.name}`);
    const fieldColumns = def.fields.map((f) => `${columnOf(f.key)} ${CODECS[f.kind].type}`);
    statements.push(
      `CREATE SEQUENCE IF NOT EXISTS ${t.sequence}`,
      `CREATE TABLE IF NOT EXISTS ${t.table} (
        shop_alias text NOT NULL, alias text NOT NULL,
        created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
        ${[...fieldColumns, "extra jsonb"].join(", ")},
        CONSTRAINT ${ident(pgName(`${name}_pkey`))} PRIMARY KEY (shop_alias, alias))`,
    );
    for (const f of def.fields) {
      if (!f.unique) continue;
      const col = columnOf(f.key);
      // an empty value is no value: two rows without one are no duplicate (resources.ts skips them too)
      const blank = f.kind === "text" ? ` AND ${col} <> ''` : f.kind === "json" ? ` AND ${col} NOT IN ('""'::jsonb, '[]'::jsonb)` : "";
      statements.push(`CREATE UNIQUE INDEX IF NOT EXISTS ${ident(pgName(`${name}_${f.key}_key`))} ON ${t.table} (shop_alias, ${col}) WHERE ${col} IS NOT NULL${blank}`);
    }
  }
  await sql.exec(statements.join(";\n"));
}
