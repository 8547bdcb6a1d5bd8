import type { ResourceApi } from "../providers/data-provider";
import { keyOf } from "./registry";
import type { ResourceConfig } from "./types";

/** The data provider's view of a resource's API (POST {base}/{action}). */
export function apiMeta(c: ResourceConfig): ResourceApi {
  return {
    base: c.api.base,
    actions: { list: c.api.list ?? "list", detail: c.api.detail ?? "detail", save: c.api.save ?? "save", del: c.api.del ?? "del" },
    key: keyOf(c),
  };
}

/** refine's resources: one per config, carrying its API, list route and section in meta (access control asks casbin with them). */
export function refineResources(configs: ResourceConfig[]) {
  return configs.map((c) => ({
    name: c.name,
    list: c.routes.list,
    create: c.routes.create,
    edit: c.routes.edit,
    show: c.routes.detail,
    meta: { label: c.label, api: apiMeta(c), route: c.routes.list, section: c.section, hide: true },
  }));
}
