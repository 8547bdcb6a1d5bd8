import { computedValues, isReadCompute, isStoredCompute } from "../engine/computed";
import type { ResourceConfig } from "../engine/types";
import type { Rec } from "./resource-input";

/**
 * A config's computed fields on the API's side (issue 50; decision 0120; the rule itself:
 * engine/computed.ts, which the form runs too):
 * - a stored one (`compute: (row) => …`) is a column, written by every save (resources.ts
 *   prepare: create and edit, whatever the body sent) and by a transition whose `set` changes
 *   one of its inputs (call `storedComputes` over the moved record and store what it gives);
 * - a read one (`compute: { value, stored: false }`) is no column (field-kinds.ts tableDefOf
 *   leaves it out): every list and detail works it out from the row (`readComputes`), so a list
 *   filtered or sorted by it is cut from the rows, as an output's computed key is (page-query.ts).
 */

/** The stored computed fields of `config`, worked out for `record` (the record a save or a transition would store): to set over it. */
export const storedComputes = (config: Pick<ResourceConfig, "fields">, record: Readonly<Rec>): Rec => computedValues(config.fields, record, isStoredCompute);

/** The read computed fields of `config`, worked out for a row as stored: to set over its output. */
export const readComputes = (config: Pick<ResourceConfig, "fields">, row: Readonly<Rec>): Rec => computedValues(config.fields, row, isReadCompute);

/** The keys of `config`'s read computed fields (worked out on each read, not stored). */
export const readComputeKeys = (config: Pick<ResourceConfig, "fields">): string[] => config.fields.filter(isReadCompute).map((f) => f.key);
