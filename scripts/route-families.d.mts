// Types of route-families.mjs.
export interface RouteFamily {
  id: "login" | "list" | "list-after-paint" | "form" | "form-richtext" | "detail" | "dashboard";
  route: string;
  budgetKiB: number;
  modules: readonly string[];
  /** The resources whose configs its screen loads (src/routes/app-configs.ts). */
  configs?: readonly string[];
  demo: readonly string[];
}
export const ROUTE_FAMILIES: readonly RouteFamily[];
