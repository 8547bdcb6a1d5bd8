import { tableKeyOfRecords } from "../api/db-tables";
import { keptId, type KeptEntry, type KeptSum } from "../api/kept-sums";
import type { TableSpec } from "./schema";
import { ident, type Sql } from "./sql";
import { callTransaction } from "./files";
import type { KeptSumsReader } from "../api/output-reach";

/**
 * Sums kept by the database (decision 0066; src/api/kept-sums.ts says what they are): a goods
 * list read each item's 销量 from every order that holds it, 12.6 s a call with 100,000 orders.
 * A trigger on the summed table adds a written row's part (its related values, its bucket, its
 * numbers) to `kept_sums` and takes the old row's part back, in the write's own transaction, so
 * the sums are as true as the rows whichever process wrote them. As tab_counts (tab-counts.ts).
 *
 * The SQL follows keptIn rule for rule: a field is its column, else `extra`'s key (table-io.ts
 * keeps null and odd values there); a value relates as a string; a sum adds numbers only.
 */

export const KEPT_SUMS_TABLE = "kept_sums";

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS ${KEPT_SUMS_TABLE} (id text NOT NULL, shop text NOT NULL, value text NOT NULL, bucket text NOT NULL,
    sum text NOT NULL, total numeric NOT NULL, PRIMARY KEY (id, shop, value, bucket, sum))`,
  // a row's field: its column's value, else extra's (a NULL column reads as JSON null in to_jsonb)
  `CREATE OR REPLACE FUNCTION kept_field(r jsonb, k text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN r -> k IS NULL OR jsonb_typeof(r -> k) = 'null' THEN r -> 'extra' -> k ELSE r -> k END $$`,
  // JavaScript's truthiness of a JSON value
  `CREATE OR REPLACE FUNCTION kept_set(v jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
    SELECT v IS NOT NULL AND v NOT IN ('null'::jsonb, 'false'::jsonb, '""'::jsonb, '0'::jsonb) $$`,
  `CREATE OR REPLACE FUNCTION kept_number(v jsonb) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN jsonb_typeof(v) = 'number' THEN (v #>> '{}')::numeric ELSE 0 END $$`,
  // what of a row a kept sum reads: when an update leaves it as it was, the sums stay
  `CREATE OR REPLACE FUNCTION kept_part(r jsonb, p_path text, p_fields text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
    SELECT jsonb_build_array(r -> 'shop_alias', kept_field(r, split_part(p_path, '[].', 1)),
      (SELECT coalesce(jsonb_agg(kept_field(r, rtrim(f, '?')) ORDER BY i), '[]'::jsonb) FROM unnest(p_fields) WITH ORDINALITY AS t(f, i))) $$`,
  // a row's part of the sums, added (sign 1) or taken back (-1)
  `CREATE OR REPLACE FUNCTION kept_add(p_id text, r jsonb, p_path text, p_by text[], p_sums text[], p_sign int) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  v_shop text := r ->> 'shop_alias';
  v_head text := split_part(p_path, '[].', 1);
  v_field text := split_part(p_path, '[].', 2);
  v_list jsonb := kept_field(r, split_part(p_path, '[].', 1));
  v_bucket text;
BEGIN
  IF v_shop IS NULL THEN RETURN; END IF;
  SELECT coalesce(jsonb_agg(CASE WHEN right(b, 1) = '?' THEN to_jsonb(CASE WHEN kept_set(kept_field(r, left(b, -1))) THEN '1' ELSE '' END)
      ELSE to_jsonb(coalesce(kept_field(r, b) #>> '{}', '')) END ORDER BY i), '[]'::jsonb)::text
    INTO v_bucket FROM unnest(p_by) WITH ORDINALITY AS t(b, i);
  INSERT INTO ${KEPT_SUMS_TABLE} AS k (id, shop, value, bucket, sum, total)
  SELECT p_id, v_shop, x.value, v_bucket, s.name,
      p_sign * sum(CASE WHEN s.name = '' THEN 1 WHEN x.whole THEN kept_number(kept_field(x.src, s.name)) ELSE kept_number(x.src -> s.name) END)
    FROM (
      SELECT e AS src, e ->> v_field AS value, false AS whole
        FROM jsonb_array_elements(CASE WHEN v_field <> '' AND jsonb_typeof(v_list) = 'array' THEN v_list ELSE '[]'::jsonb END) AS e
        WHERE jsonb_typeof(e -> v_field) = 'string'
      UNION ALL
      SELECT r, v_list #>> '{}', true WHERE v_field = '' AND jsonb_typeof(v_list) = 'string'
    ) AS x, unnest(ARRAY[''] || p_sums) AS s(name)
    GROUP BY x.value, s.name
  ON CONFLICT (id, shop, value, bucket, sum) DO UPDATE SET total = k.total + EXCLUDED.total;
END
$fn$`,
  `CREATE OR REPLACE FUNCTION kept_sum() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  v_id text := TG_ARGV[0];
  v_path text := TG_ARGV[1];
  v_by text[] := CASE WHEN TG_ARGV[2] = '' THEN '{}'::text[] ELSE string_to_array(TG_ARGV[2], ',') END;
  v_sums text[] := CASE WHEN TG_ARGV[3] = '' THEN '{}'::text[] ELSE string_to_array(TG_ARGV[3], ',') END;
  v_old jsonb;
  v_new jsonb;
BEGIN
  IF TG_OP <> 'INSERT' THEN v_old := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN v_new := to_jsonb(NEW); END IF;
  IF TG_OP = 'UPDATE' AND kept_part(v_old, v_path, v_by || v_sums) = kept_part(v_new, v_path, v_by || v_sums) THEN RETURN NULL; END IF;
  IF v_old IS NOT NULL THEN PERFORM kept_add(v_id, v_old, v_path, v_by, v_sums, -1); END IF;
  IF v_new IS NOT NULL THEN PERFORM kept_add(v_id, v_new, v_path, v_by, v_sums, 1); END IF;
  RETURN NULL;
END
$fn$`,
];

const quoteText = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** A short stable name for a kept sum's trigger (FNV-1a of its id). */
function triggerName(spec: TableSpec, id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return `${spec.table}__kept__${hash.toString(16)}`.slice(0, 63);
}

/** The spec of a kept sum's table; a kept sum of no table, or with a name SQL would misread, is an error of its declaration. */
function specOf(specs: readonly TableSpec[], keep: KeptSum): TableSpec {
  const spec = specs.find((s) => s.key === tableKeyOfRecords(keep.of));
  if (!spec) throw new Error(`累计 ${keptId(keep)}：没有资源 ${keep.of} 的表`);
  if ([keep.path, ...keep.by, ...keep.sums].some((name) => /[,']/.test(name)) || keep.sums.includes("n")) {
    throw new Error(`累计 ${keptId(keep)}：字段名不能含逗号或引号，合计不能叫 n`);
  }
  return spec;
}

/**
 * Gives each kept sum its trigger; one that gets it now (a new database, a sum declared since)
 * is summed once from the table's rows.
 */
export async function keepSums(sql: Sql, specs: readonly TableSpec[], keeps: readonly KeptSum[]): Promise<void> {
  for (const statement of SCHEMA) await sql.exec(statement);
  const ids = new Set<string>();
  for (const keep of keeps) {
    const id = keptId(keep);
    if (ids.has(id)) continue;
    ids.add(id);
    const spec = specOf(specs, keep);
    const name = triggerName(spec, id);
    const [found] = await sql.query("SELECT 1 FROM pg_trigger WHERE tgname = $1 AND tgrelid = $2::regclass", [name, spec.table]);
    if (found) continue;
    const table = ident(spec.table);
    const args = [id, keep.path, keep.by.join(","), keep.sums.join(",")];
    await sql.query(`DELETE FROM ${KEPT_SUMS_TABLE} WHERE id = $1`, [id]);
    await sql.query(
      `SELECT kept_add($1, to_jsonb(t), $2, $3::text[], $4::text[], 1) FROM ${table} AS t`,
      [id, keep.path, keep.by, keep.sums],
    );
    await sql.exec(`CREATE TRIGGER ${ident(name)} AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION kept_sum(${args.map(quoteText).join(", ")})`);
  }
}

/** The kept entries of `values` in one shop. */
export async function loadKeptSums(sql: Sql, keep: KeptSum, shop: string, values: readonly string[]): Promise<KeptEntry[]> {
  if (!values.length) return [];
  const rows = await sql.query<{ value: string; bucket: string; sum: string; total: number }>(
    `SELECT value, bucket, sum, total::float8 AS total FROM ${KEPT_SUMS_TABLE} WHERE id = $1 AND shop = $2 AND value = ANY($3::text[]) AND total <> 0`,
    [keptId(keep), shop, values],
  );
  return rows.map((r) => ({ value: r.value, bucket: JSON.parse(r.bucket) as string[], sum: r.sum, total: Number(r.total) }));
}

/**
 * The server's API's `keptSums` port (output-reach.ts): the kept entries of a page's values, read
 * in the running call's transaction (store.ts runs each call inside one: its own writes' triggers
 * have counted), or on `fallback` outside a call. A sum no extension declares (`keeps`) has no
 * trigger, so it is refused rather than read as zero.
 */
export function sqlKeptSums(fallback: Sql, keeps: ReadonlySet<string>): KeptSumsReader {
  return (keep, shop, values) => {
    const id = keptId(keep);
    if (!keeps.has(id)) throw new Error(`累计 ${id} 没有声明（ResourceExtension.keeps）：数据库不维护它`);
    return loadKeptSums(callTransaction.getStore() ?? fallback, keep, shop, values);
  };
}
