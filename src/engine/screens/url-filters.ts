import type { CrudFilter } from "@refinedev/core";
import { fieldTypeOf } from "../fields";
import type { ResourceConfig } from "../types";
import { isEmpty } from "../validation";

/**
 * refine reads filters back from the URL as strings ("2"); each field's type turns its
 * value into what the filter control and the API take (the option's 2). Range and
 * multiple values are typed one by one. null when every value is typed already.
 */
export function typedFilters(c: ResourceConfig, filters: CrudFilter[]): CrudFilter[] | null {
  let changed = false;
  const out = filters.map((f) => {
    const field = "field" in f ? c.fields.find((x) => x.key === f.field) : undefined;
    const fromUrl = field && fieldTypeOf(field).fromUrl;
    if (!field || !fromUrl || isEmpty(f.value)) return f;
    const one = (v: unknown) => fromUrl(v, field);
    const value: unknown = Array.isArray(f.value) ? f.value.map(one) : one(f.value);
    // JSON tells "2" from 2, element by element
    if (JSON.stringify(value) === JSON.stringify(f.value)) return f;
    changed = true;
    return { ...f, value } as CrudFilter;
  });
  return changed ? out : null;
}
