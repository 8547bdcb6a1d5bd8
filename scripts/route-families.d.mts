// Types of route-families.mjs.
export interface RouteFamily {
  id: "login" | "list" | "list-after-paint" | "form" | "form-richtext" | "detail" | "dashboard";
  route: string;
  budgetKiB: number;
  modules: readonly string[];
  demo: readonly string[];
}
export const ROUTE_FAMILIES: readonly RouteFamily[];
