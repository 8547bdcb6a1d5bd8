import { readAhead } from "../providers/data-provider";
import { dataOf, isRest } from "./api-meta";
import { recordIdOf, routeFieldsOf } from "./route-fields";
import type { ScreenAt, View } from "./route-types";
import { firstListCall } from "./screens/list-query";
import type { ResourceConfig } from "./types";

/**
 * Starts the first read of a generated screen at this URL while the screen's code loads
 * (decision 0044): a list's page as the URL names it, an edit form's or a detail's record. The
 * screen's own call, the same path and body, takes it (providers/calls-ahead.ts). A REST
 * resource's screens read through another provider, loaded on first use: they read as before.
 */
export async function prefetchScreen(config: ResourceConfig, view: View, at: ScreenAt): Promise<void> {
  if (isRest(config)) return;
  if (view === "list") {
    const call = firstListCall(config, at.search, dataOf(config, { params: routeFieldsOf(config, view, at.params) }).meta);
    const filters = call.filters ?? [];
    // typed as the list types them; that needs the field types' code (every type's renderers with
    // it): loaded only when the URL has filters, so a plain list's call leaves as soon as this is here
    if (filters.length) call.filters = (await import("./screens/url-filters")).typedFilters(config, filters) ?? filters;
    readAhead.list(call);
    return;
  }
  const id = recordIdOf(config, view, at.params);
  if (id !== undefined && view !== "create") readAhead.one({ resource: config.name, id, meta: dataOf(config).meta });
}
