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
    readAhead.list(await firstListCall(config, routeFieldsOf(config, view, at.params), at.search));
    return;
  }
  const id = recordIdOf(config, view, at.params);
  if (id !== undefined && view !== "create") readAhead.one({ resource: config.name, id, meta: dataOf(config).meta });
}
