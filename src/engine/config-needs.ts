import type { FieldConfig, ResourceConfig } from "./types";

const related = (fields: readonly FieldConfig[] | undefined): string[] =>
  (fields ?? []).flatMap((f) => [...(f.relation?.resource ? [f.relation.resource] : []), ...related(f.fields)]);

/**
 * The other resources whose configs a resource's screens read: its relation fields' targets
 * (their API and key for the options, nested lists' fields too) and its `parent` (the title
 * names the parent record). They load with its screen (config-store.ts).
 */
export function configNeeds(c: ResourceConfig): string[] {
  const names = [...related(c.fields), ...(c.parent ? [c.parent.resource] : [])];
  return [...new Set(names)].filter((n) => n !== c.name).sort();
}
