import { keyOf, operationsOf } from "./registry";
import type { FieldConfig, RelationConfig, ResourceConfig } from "./types";
import { typeOf } from "./validation";

/**
 * A form's lookups (decision 0048): the options of a relation field come from a call of the
 * related records' API, `POST {related api.base}/lookup` with `{resource, field}` naming the
 * field asked for, served to whoever may open a screen that shows that field's select (the
 * referring resource's create / edit routes, and its list when the field is a filter),
 * whatever their grants on the related page. It answers the related records' value and label
 * fields only (and a tree's parent field: lookupParentOf). Generated from the configs: the demo API (src/api/lookups.ts), the contract
 * (contract/lookup-calls.ts), the select (fields/relation.tsx) and the access report read this.
 *
 * A relation to a resource on a REST service (decision 0018) is looked up the same way (decision
 * 0124): the call is the provider API's, which knows the caller's grants, under a base made for it
 * (restLookupBase); the API reads the REST resource's records itself.
 *
 * Not looked up: a relation with `listPath` (its own call, served to its own screens).
 */

/** One relation field that is looked up: which resource's field, and the screens that show its select. */
export interface LookupUse {
  /** The referring resource. */
  resource: ResourceConfig;
  field: FieldConfig;
  /** The field's name in the body: its key, `list.sub` for a field of a nested list's rows. */
  name: string;
  /** Its label as a form shows it (`参数设置 · 参数` in a nested list). */
  label: string;
  /** The referring resource's routes that show the select (patterns as declared). */
  routes: string[];
}

/** The lookup call of one related resource and the fields it answers. */
export interface Lookup {
  target: ResourceConfig;
  /** `{target api.base}/lookup` (a REST target's: `{restLookupBase}/lookup`). */
  path: string;
  /** The field sent as the option's value (`relation.valueField`, else the target's key) is per use; the key: */
  key: string;
  uses: LookupUse[];
}

export const LOOKUP_ACTION = "lookup";

/** The relation fields of a resource, nested lists' sub-fields included, with their names and whether a form shows them. */
function relationFields(c: ResourceConfig): { field: FieldConfig; name: string; label: string; inForm: boolean; createOnly: boolean; filter: boolean }[] {
  const shown = (f: FieldConfig) => !f.readOnly && f.form !== false;
  return c.fields.flatMap((f) => {
    const own = typeOf(f) === "relation" ? [{ field: f, name: f.key, label: f.label, inForm: shown(f), createOnly: f.form === "create", filter: Boolean(f.filter) }] : [];
    const subs = typeOf(f) === "list" ? (f.fields ?? []).filter((s) => typeOf(s) === "relation").map((s) => ({
      field: s, name: `${f.key}.${s.key}`, label: `${f.label} · ${s.label}`, inForm: shown(f) && shown(s), createOnly: f.form === "create", filter: false,
    })) : [];
    return [...own, ...subs];
  });
}

/** The routes of `c` that show a relation field's select. */
function routesOf(c: ResourceConfig, f: { inForm: boolean; createOnly: boolean; filter: boolean }): string[] {
  const ops = operationsOf(c);
  const { list, create, edit } = c.routes;
  // a modal form sits on the list route (whoever may view the list already sees the labels in use)
  const modal = c.form === "modal" && f.inForm && (ops.has("create") || ops.has("edit"));
  const routes = [
    f.inForm && ops.has("create") ? create : undefined,
    f.inForm && !f.createOnly && ops.has("edit") ? edit : undefined,
    f.filter || modal ? list : undefined,
  ];
  return [...new Set(routes.filter((r): r is string => Boolean(r)))];
}

/** Is the relation searched through a lookup (see above)? */
const lookedUp = (f: FieldConfig, target: ResourceConfig | undefined): target is ResourceConfig =>
  Boolean(target && (target.api.rest || target.api.base) && f.relation && !f.relation.listPath);

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Where a REST resource's lookup is served (decision 0124): on the provider API, whoever holds the
 * records, since only it knows who may open the form (a REST service answers by its page's
 * grants). A REST resource has no `api.base`, so its section's: `/merchant/goods/v1/goods-supplier`.
 */
export const restLookupBase = (c: Pick<ResourceConfig, "name" | "section">): string => `/merchant${c.section}/v1/${kebab(c.name)}`;

/** The call a target's lookup is: `{its base}/lookup`. */
const lookupPath = (target: ResourceConfig): string => `${target.api.rest ? restLookupBase(target) : (target.api.base ?? "")}/${LOOKUP_ACTION}`;

/** Every lookup of `configs`, one per related resource some select searches, its uses in config order. */
export function relationLookups(configs: readonly ResourceConfig[]): Lookup[] {
  const byName = new Map(configs.map((c) => [c.name, c]));
  const lookups = new Map<string, Lookup>();
  for (const c of configs) {
    for (const r of relationFields(c)) {
      const target = byName.get(r.field.relation?.resource ?? "");
      const routes = routesOf(c, r);
      if (!lookedUp(r.field, target) || routes.length === 0) continue;
      const lookup = lookups.get(target.name) ?? { target, path: lookupPath(target), key: keyOf(target), uses: [] };
      lookup.uses.push({ resource: c, field: r.field, name: r.name, label: r.label, routes });
      lookups.set(target.name, lookup);
    }
  }
  return [...lookups.values()];
}

/**
 * The field a lookup answers besides value and label when its records are a tree (category's
 * parent): a select of a tree draws its records as one (fields/relation-tree.tsx). Null: none.
 */
export const lookupParentOf = (target: Pick<ResourceConfig, "tree">): string | null => target.tree?.parentField ?? null;

/** The fields of the related records a relation's options show besides their label (`shows`, and what its `tags` ask). */
export const optionFieldsOf = (rel: RelationConfig | undefined): string[] => [...new Set([...(rel?.shows ?? []), ...(rel?.tags ?? []).map((t) => t.field)])];

/** What a select sends to look up its options: the call and the body naming its field. */
export interface LookupRef {
  path: string;
  resource: string;
  field: string;
}

/** Each looked-up field (the config's own object, as screens hand it to the select) → its lookup. */
export function lookupRefs(configs: readonly ResourceConfig[]): Map<FieldConfig, LookupRef> {
  return new Map(relationLookups(configs).flatMap((l) => l.uses.map((u) => [u.field, { path: l.path, resource: u.resource.name, field: u.name }] as const)));
}
