import type { ResourceApi } from "../providers/data-provider";
import { REST_PROVIDER, type RestMeta } from "../providers/rest-provider-entry";
import { keyOf } from "./registry";
import type { ResourceConfig } from "./types";

/** Is the resource on a plain REST service (api.rest, decision 0018) rather than the provider API? */
export const isRest = (c: ResourceConfig): boolean => Boolean(c.api.rest);

/** The data provider's view of a resource's API (POST {base}/{action}); a REST resource has none. */
export function apiMeta(c: ResourceConfig): ResourceApi {
  if (!c.api.base) throw new Error(`资源 ${c.name} 在 REST 服务上，没有 api.base`);
  return {
    base: c.api.base,
    actions: { list: c.api.list ?? "list", detail: c.api.detail ?? "detail", save: c.api.save ?? "save", del: c.api.del ?? "del" },
    key: keyOf(c),
  };
}

/** The REST provider's view of a REST resource: its URL (as written) and key field. */
export function restMeta(c: ResourceConfig): RestMeta | undefined {
  return c.api.rest ? { url: c.api.rest.url, id: keyOf(c) } : undefined;
}

/**
 * What every refine hook of a resource carries: the data provider that serves it ("rest" for a
 * REST resource, refine's "default" — the provider API — otherwise) and that provider's meta
 * (`api` or `rest`), plus `extra` meta (a list's route params). One place, so no screen can
 * send a REST resource to the provider API.
 */
export function dataOf(c: ResourceConfig, extra: Record<string, unknown> = {}) {
  const rest = restMeta(c);
  return {
    dataProviderName: rest ? REST_PROVIDER : "default",
    meta: { ...extra, ...(rest ? { rest } : { api: apiMeta(c) }) },
  };
}

/** refine's resources: one per config, carrying its API, list route and section in meta (access control asks casbin with them). */
export function refineResources(configs: readonly ResourceConfig[]) {
  return configs.map((c) => {
    const { dataProviderName, meta } = dataOf(c);
    return {
      name: c.name,
      list: c.routes.list,
      create: c.routes.create,
      edit: c.routes.edit,
      show: c.routes.detail,
      meta: { label: c.label, ...meta, dataProviderName, route: c.routes.list, section: c.section, hide: true },
    };
  });
}
