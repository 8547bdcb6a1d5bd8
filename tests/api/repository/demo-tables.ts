import { tableDefOf } from "../../../src/api/repository/field-kinds";
import type { Row, TableDef } from "../../../src/api/repository/types";
import { getDb } from "../../../src/demo/node";
import { resources } from "../../../src/resources";

/** Every config resource as a repository table (field-kinds.ts tableDefOf), and the demo shop's rows of each. */

export const DEMO_TABLES: TableDef[] = resources.map((c) => tableDefOf(c, "xx"));

/** The demo's rows of every resource, each with its shop; at most `perTable` of each (all by default). */
export function demoRows(perTable = Infinity): { table: string; shop: string; row: Row }[] {
  const db = getDb();
  return resources.flatMap((c) => (db.records[c.name] ?? []).slice(0, perTable).map((row) => ({ table: c.name, shop: row.shop_alias, row })));
}

/** The row as the repository keeps it: no "" or null in a field that is not text or JSON, no null anywhere. */
export function asKept(table: TableDef, row: Row): Row {
  const kinds = new Map(table.fields.map((f) => [f.key, f.kind]));
  const untyped = (key: string) => !kinds.has(key) || kinds.get(key) === "text" || kinds.get(key) === "json";
  return Object.fromEntries(Object.entries(row).filter(([key, v]) => v !== null && v !== undefined && !(v === "" && !untyped(key)))) as Row;
}

export const tableNamed = (name: string): TableDef => DEMO_TABLES.find((t) => t.name === name) as TableDef;
