import type { AuditRoute } from "../src/access/audit";
import type { LookupLine } from "../src/access/audit-lookups";
import type { Lookup } from "../src/engine/lookups";

/**
 * The access report's lines of the engine's lookups (decision 0048): each field, its call and its
 * routes as the route table has them; a REST target's says the service the API reads (decision 0124).
 */
export function lookupLines(lookups: readonly Lookup[], routes: readonly AuditRoute[]): LookupLine[] {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  return lookups.flatMap((l) => l.uses.map((u) => ({
    call: l.path,
    field: `${u.resource.name}.${u.name}`,
    label: `${u.resource.label} · ${u.label} → ${l.target.label}${l.target.api.rest ? `（REST ${l.target.api.rest.url}）` : ""}`,
    routes: u.routes.flatMap((path) => byPath.get(path) ?? []),
  })));
}
