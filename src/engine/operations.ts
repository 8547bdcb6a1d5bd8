import type { Operation, ResourceConfig } from "./types";

/** The operations a resource offers: as declared, or every one its routes allow. */
export function operationsOf(c: ResourceConfig): Set<Operation> {
  if (c.operations) return new Set(c.operations);
  // every record has a detail: its own page when routes.detail is set, else the list's drawer
  const ops: Operation[] = ["list", "detail", "delete"];
  for (const view of ["create", "edit"] as const) if (c.routes[view] || c.form === "modal") ops.push(view);
  return new Set(ops);
}
