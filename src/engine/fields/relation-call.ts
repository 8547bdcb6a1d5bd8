import type { LookupRef } from "../lookups";
import type { Rec, RelationConfig } from "../types";

/**
 * The call that reads a relation's records, and its body: the field's lookup (which applies the
 * relation's params itself: the config is the server's too), else `relation.listPath` or the
 * related resource's list, with the params. Shared by the flat select and the tree select.
 */
export function relationCall(rel: RelationConfig, api: { base: string; list: string }, lookup: LookupRef | undefined | null, page: Rec): [string, Rec] {
  return lookup
    ? [lookup.path, { resource: lookup.resource, field: lookup.field, ...page }]
    : [rel.listPath ?? `${api.base}/${api.list}`, { ...page, ...rel.params }];
}
