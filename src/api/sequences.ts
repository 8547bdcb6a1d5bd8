import type { FieldConfig, ResourceConfig } from "../engine/types";
import { sequenceParts } from "../engine/sequence-pattern";
import { parseDateTime } from "./util";
import type { TableSource } from "./call-repository";
import type { TableDef, Transaction } from "./repository/types";
import { appSeeds, seedResource } from "./resource-seeds";
import type { Rec } from "./resource-input";
import type { Db } from "./types";

/**
 * Numbers the API gives new records (issue 50, a field's `sequence`; decision 0120):
 * `PO{yyyyMMdd}{0000}` → PO202612070001. The date parts are the shop's day (Asia/Shanghai,
 * shop-clock.ts) at the create; the counter counts per shop, per resource and field, per text
 * before it with the date filled in (so a dated pattern starts again at 1 each day), and is kept
 * in a table of its own (one row per counter), written in the create's transaction under the
 * shop's lock: two creates at once, on any number of server processes, take two numbers, one
 * after the other; a create refused or undone gives its number back with its transaction; a
 * delete never does (the counter only counts on). A number some record of the shop holds already
 * (a seeded one) is passed over.
 */

export const SEQUENCES = "sequenceCounter";

/** One row per counter of a shop: its name (resource.field:text before the counter) and the last number given. */
export const SEQUENCE_TABLE: TableDef = {
  name: SEQUENCES,
  aliasPrefix: "sq",
  fields: [
    { key: "counter", label: "编号序列", kind: "text", unique: true },
    { key: "last", label: "已用到", kind: "integer" },
  ],
};

export const SEQUENCE: TableSource = { def: SEQUENCE_TABLE, rows: (db: Db) => seedResource(db, appSeeds, SEQUENCES) };

/** The next number of a counter of the shop, stored (the shop locked to the transaction's end). */
async function nextCount(repo: Transaction, shop: string, counter: string): Promise<number> {
  await repo.lockShop(shop);
  const table = repo.table(SEQUENCES);
  const [row] = await table.findRows({ shop, filters: [{ field: "counter", kind: "equal", wanted: [counter] }], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 1 });
  if (!row) {
    await table.insert(shop, { counter, last: 1 });
    return 1;
  }
  const next = Number(row.last) + 1;
  await table.patch(shop, row.alias, { last: next });
  return next;
}

/** Is the value held by a record of the shop already? */
async function taken(repo: Transaction, shop: string, config: ResourceConfig, field: FieldConfig, value: string): Promise<boolean> {
  const found = await repo.table(config.name).findRows({ shop, filters: [{ field: field.key, kind: "equal", wanted: [value] }], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 1 });
  return found.length > 0;
}

/** The numbers of a new record of `config` in `shop`, at the shop's time `now` ('YYYY-MM-DD HH:mm:ss'): by field key, to set over it. */
export async function newNumbers(repo: Transaction, shop: string, config: ResourceConfig, now: string): Promise<Rec> {
  const out: Rec = {};
  for (const f of config.fields) {
    if (!f.sequence) continue;
    const { text, width } = sequenceParts(f.sequence, parseDateTime(now));
    const counter = `${config.name}.${f.key}:${text}`;
    for (;;) {
      const value = text.replace(/\{0+\}/, String(await nextCount(repo, shop, counter)).padStart(width, "0"));
      if (!(await taken(repo, shop, config, f, value))) {
        out[f.key] = value;
        break;
      }
    }
  }
  return out;
}
