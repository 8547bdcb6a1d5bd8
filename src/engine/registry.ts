import type { ResourceConfig } from "./types";
import { matches } from "./validation";

/** Pure facts about resource configs, shared by the screens and the demo API. */

// in a module of its own: the route table (on /login too) asks it, without validation's code
export { operationsOf } from "./operations";

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
