import type { FieldConfig, ResourceConfig } from "../engine/types";
import { isVisible } from "../engine/validation";
import { resourceExtensions } from "./resource-actions";
import { fieldRulesError, normalize, type Rec } from "./resource-input";
import { seedOriginOf } from "./resource-seeds";
import type { Db } from "./types";

/**
 * Seeded rows checked against their configs (issue 50 item 6, decision 0122): the check a save
 * makes (fieldRulesError: JSON shape, then validation.ts) on the row as a save would read it
 * (normalize, hidden fields dropped). Fields the merchant cannot type (readOnly, `form: false`,
 * create-only) are checked too: a seeded created_at must be a real time all the same. Each
 * problem names the seed file and the row (the nth the file makes) with the record's alias:
 * `src/resources/goods/goods.seed.ts 第 3 条（goods go_1_2）: 售价不是有效的金额`. The server's
 * start on a new database with the demo (SEED_DEMO=1) refuses such a seed; tests/demo/seed-rules
 * holds the demo's seeds to it.
 */

/** Every rule the row's fields have, whether or not a save reads them. */
// (not password fields: the demo DB stores their hash, password-hash.ts, which no rule reads)
const allInput = (fields: FieldConfig[]): FieldConfig[] =>
  fields.filter((f) => f.type !== "password").map((f) => ({ ...f, readOnly: false, form: undefined, fields: f.fields && allInput(f.fields) }) as FieldConfig);

const custom = new Map(resourceExtensions.filter((e) => e.custom).map((e) => [e.resource, e.table]));
const SHOP_TABLES = ["address", "role", "employee"] as const;

/** The rows of a resource: its hand-written table for `custom` ones (address, role, employee; 操作日志's audit_log). */
export function seededRows(db: Db, c: ResourceConfig): readonly Rec[] {
  const table = custom.get(c.name) ?? SHOP_TABLES.find((t) => t === c.name);
  const own: readonly object[] | null = table ? db[table] : null;
  // (the rows themselves, not copies: seedOriginOf knows them by identity)
  return custom.has(c.name) && own ? (own as readonly Rec[]) : (db.records[c.name] ?? []);
}

/** Where a row came from: its seed file and row, else the resource (a record the demo's seed.ts makes itself). */
function whereOf(c: ResourceConfig, row: Rec): string {
  const origin = seedOriginOf(row);
  const record = `${c.name} ${String(row.alias)}`;
  return origin ? `${origin.file} 第 ${origin.row} 条（${record}）` : record;
}

/** `where: message` for every row of `configs` in `db` that breaks a rule of its fields. */
export function seedProblems(configs: readonly ResourceConfig[], db: Db): string[] {
  const problems: string[] = [];
  for (const c of configs) {
    const fields = allInput(c.fields);
    for (const row of seededRows(db, c)) {
      const record: Rec = {};
      for (const f of fields) record[f.key] = normalize(f, row[f.key]);
      for (const f of fields) if (!isVisible(f, record)) record[f.key] = null;
      const problem = fieldRulesError(fields, record, "create");
      if (problem) problems.push(`${whereOf(c, row)}: ${problem}`);
    }
  }
  return problems;
}
