import type { Condition, FieldConfig, ResourceConfig } from "../engine/types";
import { computedValue } from "../engine/computed";
import { isInput, isLocked, typeOf } from "../engine/validation";
import { isRec, normalize, type Rec } from "./resource-input";
import type { Body } from "./types";

/**
 * The server as strict as the form (issue 50, item 2; decision 0120): a save (create or edit,
 * generated or REST, a handler's `prepare` too) that CHANGES a field the form does not let the
 * person change is refused (422) with the field's label, never dropped in silence:
 * - a field with no input in this mode: `readOnly`, `form: false`, `form: "create"` on an edit,
 *   computed, numbered by the API (`sequence`): `{label}不能修改`;
 * - on an edit, a field `lockedWhen` holds for as the record is stored (as its detail shows it,
 *   so a status worked out by an output counts): `已审核的采购单不能修改数量` when the lock is a
 *   status (an enum's value), else `{label}不能修改`. A locked list keeps its rows (count), and
 *   each row's sub-fields their own locks.
 * "Changes" is against what the save would keep: the stored value (or the one its detail
 * shows), the default on a create, a computed field's value worked out for the record. Sending
 * it back unchanged, as the console's forms and a client echoing a detail do, is no change.
 */

/** The same value, as the save would store it ("1" and 1 alike; null, "" and [] all unset). */
export function sameValue(sent: unknown, stored: unknown): boolean {
  const text = (v: unknown) =>
    v === null || v === undefined || (Array.isArray(v) && v.length === 0) ? "" : typeof v === "object" ? JSON.stringify(v) : String(v as string | number | boolean);
  return text(sent) === text(stored);
}

/** What a save reads the stored record by: the row, and (read once, when needed) the record as its detail shows it. */
export interface StoredRecord {
  row: Rec;
  shown(): Promise<Rec>;
}

/** Why `field` is locked for the record as shown: the status's words when the lock is a status. */
export function lockedMessage(config: ResourceConfig, field: FieldConfig, shown: Rec, lock: Condition = field.lockedWhen ?? { field: "" }): string {
  const status = config.fields.find((f) => f.key === lock.field && typeOf(f) === "enum");
  const label = status?.options?.find((o) => String(o.value) === String(shown[lock.field]))?.label;
  return label ? `${label}的${config.label}不能修改${field.label}` : `${field.label}不能修改`;
}

/** The first field of a locked list's rows that the save changes: its refusal, or null. */
function listRowsRefusal(config: ResourceConfig, field: FieldConfig, sent: unknown, stored: unknown, shown: Rec, whole: boolean): string | null {
  const before = Array.isArray(stored) ? stored : [];
  const after = Array.isArray(sent) ? sent : [];
  if (whole && after.length !== before.length) return lockedMessage(config, field, shown);
  if (after.length !== before.length) return null;
  for (const sub of field.fields ?? []) {
    if (!isLocked(sub, shown)) continue;
    for (const [i, row] of after.entries()) {
      const was = before[i];
      if (!sameValue(isRec(row) ? row[sub.key] : undefined, isRec(was) ? was[sub.key] : undefined)) {
        return `${field.label}第${i + 1}行：${lockedMessage(config, sub, shown)}`;
      }
    }
  }
  return null;
}

/**
 * The refusal of a save of `body` over `stored` (undefined: a create), `record` the record it
 * would store (its computed fields worked out): the first field it changes that it may not, or null.
 */
export async function strictRefusal(config: ResourceConfig, body: Body, record: Rec, stored: StoredRecord | undefined): Promise<string | null> {
  const mode = stored ? "edit" : "create";
  // a create takes its route's parameters from the body (a coupon's :type), read-only or not
  const routed = new Set(stored ? [] : Object.values(config.routeParams ?? {}));
  for (const f of config.fields) {
    if (!(f.key in body) || routed.has(f.key)) continue;
    const sent = normalize(f, body[f.key]);
    // a password left empty on an edit keeps the stored one (prepare): no change
    if (typeOf(f) === "password" && stored && sameValue(sent, null)) continue;
    if (!isInput(f, mode)) {
      // what the save keeps: a computed field's value for this record, the stored one, or the default
      const kept = f.compute ? computedValue(f, record) : stored ? stored.row[f.key] : (f.default ?? null);
      if (sameValue(sent, kept)) continue;
      // an echoed detail: a value an output works out (a status from dates) is what it showed
      if (stored && !f.compute && sameValue(sent, (await stored.shown())[f.key])) continue;
      return `${f.label}不能修改`;
    }
    if (!stored || !hasLocks(f)) continue;
    const before = stored.row[f.key];
    if (sameValue(sent, before)) continue;
    const shown = await stored.shown();
    if (typeOf(f) === "list") {
      const refused = listRowsRefusal(config, f, sent, before, shown, isLocked(f, shown));
      if (refused) return refused;
    } else if (isLocked(f, shown)) return lockedMessage(config, f, shown);
  }
  return null;
}

/** Does the field (or a sub-field of its rows) say when it locks? */
const hasLocks = (f: FieldConfig): boolean => f.lockedWhen !== undefined || (f.fields ?? []).some((sub) => sub.lockedWhen !== undefined);
