import type { Operation, ResourceConfig } from "./types";
import { matches } from "./validation";

/** Pure facts about resource configs, shared by the screens and the demo API. */

/** The operations a resource offers: as declared, or every one its routes allow. */
export function operationsOf(c: ResourceConfig): Set<Operation> {
  if (c.operations) return new Set(c.operations);
  // every record has a detail: its own page when routes.detail is set, else the list's drawer
  const ops: Operation[] = ["list", "detail", "delete"];
  for (const view of ["create", "edit"] as const) if (c.routes[view] || c.form === "modal") ops.push(view);
  return new Set(ops);
}

/** The key field of the resource's records (alias, order_sn…; a REST resource's `id`). */
export const keyOf = (c: ResourceConfig): string => (c.api.rest ? (c.api.rest.id ?? "id") : (c.api.key ?? "alias"));

/** The export types (config `export`): what /system/export/:type can list, and the list each comes from. */
export function exportTypes(configs: ResourceConfig[]): { type: string; label: string; listPath: string }[] {
  return configs
    .filter((c) => c.export)
    .map((c) => ({ type: c.export?.type ?? "", label: c.label, listPath: c.routes.list }));
}

/**
 * Why the server does not delete this record (config `deleteRefusedWhen`), or null: the list
 * disables its 删除 with this reason, and the demo API refuses with it (409).
 */
export function deleteRefusal(c: ResourceConfig, record: Record<string, unknown>): string | null {
  const rule = c.deleteRefusedWhen;
  return rule && matches(rule, record) ? rule.reason : null;
}
