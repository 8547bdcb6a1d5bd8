import type { PageQuery } from "../api/page-reader";
import type { TableSpec } from "./schema";
import { ident, type Sql } from "./sql";

/**
 * A list's tab counts kept by the database (decision 0057): a tabbed list (订单 by 状态) showed
 * the count of every tab on every call, a GROUP BY over the shop's rows that took 45–60 ms at
 * 100,000 orders on PGlite. A trigger on each tabbed resource's table keeps `tab_counts` (per
 * table, column, shop and value as text, as page-sql.ts groups them) in the same transaction as
 * the write, so the counts are as true as the rows, whichever process wrote them. A list with no
 * filter but its tab reads them; any other filter counts its rows as before.
 */

export const TAB_COUNTS = "tab_counts";

/** The counts' table and the triggers' function (made or replaced at every start). */
const TAB_COUNTS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS ${TAB_COUNTS} (tbl text NOT NULL, col text NOT NULL, shop text NOT NULL, value text NOT NULL, n bigint NOT NULL,
    PRIMARY KEY (tbl, col, shop, value))`,
  // the value as page-sql.ts's tabs have it: the column's text as JSON writes it ('' for none), which for a
  // jsonb column is its text and for a typed tab column (an enum's text or bigint, decision 0084) its codec's
  `CREATE OR REPLACE FUNCTION tab_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  -- named apart from the table's columns (tbl, col, shop, value), which plpgsql would confuse them with
  v_col text := TG_ARGV[0];
  v_old text;
  v_new text;
BEGIN
  IF TG_OP <> 'INSERT' THEN v_old := coalesce(to_jsonb(OLD) -> v_col #>> '{}', ''); END IF;
  IF TG_OP <> 'DELETE' THEN v_new := coalesce(to_jsonb(NEW) -> v_col #>> '{}', ''); END IF;
  IF TG_OP = 'UPDATE' AND v_old = v_new AND OLD.shop_alias IS NOT DISTINCT FROM NEW.shop_alias THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD.shop_alias IS NOT NULL THEN
    INSERT INTO ${TAB_COUNTS} AS t VALUES (TG_TABLE_NAME, v_col, OLD.shop_alias, v_old, -1)
      ON CONFLICT (tbl, col, shop, value) DO UPDATE SET n = t.n - 1;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.shop_alias IS NOT NULL THEN
    INSERT INTO ${TAB_COUNTS} AS t VALUES (TG_TABLE_NAME, v_col, NEW.shop_alias, v_new, 1)
      ON CONFLICT (tbl, col, shop, value) DO UPDATE SET n = t.n + 1;
  END IF;
  RETURN NULL;
END
$fn$`,
];

const triggerName = (spec: TableSpec, column: string): string => `${spec.table}__tab__${column}`.slice(0, 63);

/**
 * Gives each tabbed resource's table its trigger; a table that gets it now (a new database, a
 * config that added its tabs) has its counts counted once from its rows.
 */
export async function keepTabCounts(sql: Sql, specs: readonly TableSpec[]): Promise<void> {
  for (const statement of TAB_COUNTS_SCHEMA) await sql.exec(statement);
  for (const spec of specs) {
    const column = spec.tabColumn;
    if (!column) continue;
    const name = triggerName(spec, column);
    const [found] = await sql.query("SELECT 1 FROM pg_trigger WHERE tgname = $1 AND tgrelid = $2::regclass", [name, spec.table]);
    if (found) continue;
    const table = ident(spec.table);
    await sql.query(`DELETE FROM ${TAB_COUNTS} WHERE tbl = $1 AND col = $2`, [spec.table, column]);
    await sql.query(
      `INSERT INTO ${TAB_COUNTS} (tbl, col, shop, value, n)
       SELECT $1, $2, shop_alias, coalesce(to_jsonb(${ident(column)}) #>> '{}', ''), count(*) FROM ${table} WHERE shop_alias IS NOT NULL GROUP BY 3, 4`,
      [spec.table, column],
    );
    await sql.exec(`CREATE TRIGGER ${ident(name)} AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION tab_count(${quoteText(column)})`);
  }
}

const quoteText = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** The kept counts of a list's tabs, when the list has no filter but its tab (null: count its rows). */
export async function keptTabCounts(sql: Sql, spec: TableSpec, q: PageQuery): Promise<Record<string, number> | null> {
  const column = spec.columns.find((c) => c.key === q.countBy)?.column;
  if (!column || column !== spec.tabColumn || q.keyword || q.empty.length || q.filters.some((f) => f.field !== q.countBy)) return null;
  const rows = await sql.query<{ value: string; n: number }>(
    `SELECT value, n::float8 AS n FROM ${TAB_COUNTS} WHERE tbl = $1 AND col = $2 AND shop = $3 AND n <> 0 ORDER BY value`,
    [spec.table, column, q.shop],
  );
  return Object.fromEntries(rows.map((r) => [r.value, Number(r.n)]));
}
