import { operationsOf } from "./registry";
import type { ResourceConfig } from "./types";

/**
 * A config with its defaults written in, done once as the app collects its declarations:
 * the API's action names and key, the operations its routes allow, the menu position and
 * the page size. Every reader (screens, refine, the demo API, the access report) then sees
 * the same values; the engine still reads raw configs (tests hand it fixtures as written).
 */
export function normalizeResource(c: ResourceConfig): ResourceConfig {
  return {
    ...c,
    api: c.api.rest ? { rest: { ...c.api.rest, id: c.api.rest.id ?? "id" } } : { ...c.api, base: c.api.base, list: c.api.list ?? "list", detail: c.api.detail ?? "detail", save: c.api.save ?? "save", del: c.api.del ?? "del", key: c.api.key ?? "alias" },
    operations: [...operationsOf(c)],
    menu: { ...c.menu, order: c.menu?.order ?? 100 },
    pageSize: c.pageSize ?? 10,
  };
}
