import type { Operation, ResourceConfig } from "./types";

/**
 * The resources the app runs with, registered once at start-up (src/routes/route-table.ts)
 * so screens and relation fields can look a resource up by name. Tests register fixtures.
 */
const byName = new Map<string, ResourceConfig>();

export function registerResources(configs: ResourceConfig[]): void {
  byName.clear();
  for (const c of configs) byName.set(c.name, c);
}

export function getResource(name: string): ResourceConfig {
  const config = byName.get(name);
  if (!config) throw new Error(`未注册的资源 "${name}"`);
  return config;
}

/** What a relation field needs to search another resource. */
export function getResourceApi(name: string): { base: string; list: string; key: string } | undefined {
  const c = byName.get(name);
  return c && { base: c.api.base, list: c.api.list ?? "list", key: c.api.key ?? "alias" };
}

/** The operations a resource offers: as declared, or every one its routes allow. */
export function operationsOf(c: ResourceConfig): Set<Operation> {
  if (c.operations) return new Set(c.operations);
  // every record has a detail: its own page when routes.detail is set, else the list's drawer
  const ops: Operation[] = ["list", "detail", "delete"];
  for (const view of ["create", "edit"] as const) if (c.routes[view] || c.screens?.[view]) ops.push(view);
  return new Set(ops);
}

/** The key field of the resource's records (alias, order_sn…). */
export const keyOf = (c: ResourceConfig): string => c.api.key ?? "alias";

/** The export types (config `export`): what /system/export/:type can list, and the list each comes from. */
export function exportTypes(): { type: string; label: string; listPath: string }[] {
  return [...byName.values()]
    .filter((c) => c.export)
    .map((c) => ({ type: c.export?.type ?? "", label: c.label, listPath: c.routes.list }));
}
