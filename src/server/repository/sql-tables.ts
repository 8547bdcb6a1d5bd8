import { fieldsOf } from "../../api/repository/field-kinds";
import type { FieldDef, FieldKind, TableDef } from "../../api/repository/types";
import { ident, type Sql } from "../sql";
import { CODECS, columnOf, type ColumnCodec } from "./columns";
import { pgName, storedTableName, uniqueIndexName, uniqueOn } from "./table-names";

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
  /** Put before each table's name (default `repo_`): the repository's tables beside today's `r_*` ones (`r_`: the live ones). */
  tablePrefix?: string;
  /**
   * One sequence every table takes its aliases from (the live tables: `alias_seq`, which the unit
   * of work takes from too, decision 0085), in the schema; else a sequence per table.
   */
  aliasSequence?: string;
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

export function sqlTable(def: TableDef, options: SqlTableOptions = {}): SqlTable {
  const fields = fieldsOf(def);
  const name = storedTableName(def.name, options.tablePrefix ?? "repo_");
  const qualified = (n: string) => (options.schema ? `${ident(options.schema)}.${ident(n)}` : ident(n));
  const columns = new Map<string, SqlColumn>();
  for (const [key, kind] of Object.entries(META)) columns.set(key, { key, kind, column: ident(key), codec: CODECS[kind] });
  for (const f of def.fields) columns.set(f.key, { key: f.key, kind: f.kind, column: columnOf(f.key), codec: CODECS[f.kind] });
  const uniqueNames = new Map([[uniqueIndexName(name, "alias"), "alias"]]);
  for (const f of def.fields) if (f.unique) uniqueNames.set(uniqueIndexName(name, f.key), f.key);
  const sequence = qualified(options.aliasSequence ?? pgName(`${name}_alias_seq`));
  return { def, fields, table: qualified(name), sequence, columns, uniqueNames };
}

/**
 * Makes the tables, sequences and unique indexes that are missing, laid out as the live tables'
 * keys are (the alias unique per shop, each unique field's index by table-names.ts uniqueOn), for
 * the suite and a caller's own tables; the live ones are the migrations'.
 */
export async function createRepositoryTables(sql: Sql, defs: readonly TableDef[], options: SqlTableOptions = {}): Promise<void> {
  const statements: string[] = options.schema ? [`CREATE SCHEMA IF NOT EXISTS ${ident(options.schema)}`] : [];
  for (const def of defs) {
    const t = sqlTable(def, options);
    const name = storedTableName(def.name, options.tablePrefix ?? "repo_");
    const fieldColumns = def.fields.map((f) => `${columnOf(f.key)} ${CODECS[f.kind].type}`);
    statements.push(
      `CREATE SEQUENCE IF NOT EXISTS ${t.sequence}`,
      `CREATE TABLE IF NOT EXISTS ${t.table} (
        shop_alias text NOT NULL, alias text NOT NULL,
        created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
        ${[...fieldColumns, "extra jsonb NOT NULL DEFAULT '{}'::jsonb"].join(", ")},
        CONSTRAINT ${ident(uniqueIndexName(name, "alias"))} PRIMARY KEY (shop_alias, alias))`,
    );
    for (const f of def.fields) {
      if (f.unique) statements.push(`CREATE UNIQUE INDEX IF NOT EXISTS ${ident(uniqueIndexName(name, f.key))} ON ${t.table} ${uniqueOn(f.key, f.kind).slice("UNIQUE ".length)}`);
    }
  }
  await sql.exec(statements.join(";\n"));
}
