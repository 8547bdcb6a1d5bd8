import { keyOf } from "./registry";
import type { View } from "./route-types";
import type { ResourceConfig } from "./types";

type Params = Readonly<Record<string, string | undefined>>;

/** The route param that names the record on an edit or detail route (`:alias`, or the key's own name). */
const keyParamOf = (view: View) => (view === "edit" || view === "detail" ? "alias" : undefined);

/** The record key in the route's params (edit / detail), as the screen reads it. */
export function recordIdOf(config: ResourceConfig, view: View, params: Params): string | undefined {
  const keyParam = keyParamOf(view);
  return keyParam ? params[keyParam] ?? params[keyOf(config)] : undefined;
}

/** Route params mapped to API fields by `routeParams` (e.g. `{ goods_alias: "g1" }`), the record key left out. */
export function routeFieldsOf(config: ResourceConfig, view: View, params: Params): Record<string, string> {
  const keyParam = keyParamOf(view);
  const fields: Record<string, string> = {};
  for (const [param, field] of Object.entries(config.routeParams ?? {})) {
    const value = params[param];
    if (value !== undefined && param !== keyParam) fields[field] = value;
  }
  return fields;
}
