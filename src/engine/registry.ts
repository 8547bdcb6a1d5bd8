import type { ResourceConfig } from "./types";
import { matches } from "./validation";

/** Pure facts about resource configs, shared by the screens and the demo API. */

// in a module of its own: the route table (on /login too) asks it, without validation's code
export { operationsOf } from "./operations";

/** The key field of the resource's records (alias, order_sn…; a REST resource's `id`). */
export const keyOf = (c: ResourceConfig): string => (c.api.rest ? (c.api.rest.id ?? "id") : (c.api.key ?? "alias"));

/** The export types (config `export`): what /system/export/:type can list, and the list each comes from. */
export function exportTypes(configs: readonly ResourceConfig[]): { type: string; label: string; listPath: string }[] {
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

/**
 * Why the server refuses the signed-in person `act` ("edit", "delete", a row action's key) on
 * this record, or null: `deleteRefusedWhen` for a delete, then the reason the API sent in the
 * record's `refusedBy` field. The buttons are disabled with it; the server stays the judge.
 */
export function refusalOf(c: ResourceConfig, record: Record<string, unknown>, act: string): string | null {
  const fixed = act === "delete" ? deleteRefusal(c, record) : null;
  if (fixed) return fixed;
  const by = c.refusedBy;
  if (!by?.acts.includes(act)) return null;
  const reasons = record[by.field];
  const reason = typeof reasons === "object" && reasons !== null ? (reasons as Record<string, unknown>)[act] : undefined;
  return typeof reason === "string" && reason.trim() !== "" ? reason : null;
}
