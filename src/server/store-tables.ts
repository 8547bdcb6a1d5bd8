import type { ResourceConfig } from "../engine/types";
import { resources } from "../resources";
import { appSeeds } from "../api/resource-seeds";
import { resourceExtensions } from "../api/resource-actions";
import type { ResourceExtension } from "../api/resources";
import type { PartFilters } from "./schema";

/**
 * The store's tables as the server makes them: one per config's resource and one per table the
 * handlers keep of their own (appSeeds' names: cashTrade, exportJob, …), with the fields their
 * lists match in part. The server's start, the reset and `npm run db:diff` read the same list, so
 * the schema the migrations make is the one served.
 */
export const storeTables = (
  configs: readonly ResourceConfig[] = resources,
): { configs: readonly ResourceConfig[]; otherNames: string[]; partFilters: PartFilters } => ({
  configs,
  otherNames: Object.keys(appSeeds),
  partFilters: partFiltersOf(resourceExtensions),
});

/** Per resource, the filters its extension answers as "part" (订单号 typed in part): schema.ts gives each a trigram index. */
export function partFiltersOf(extensions: readonly ResourceExtension[]): PartFilters {
  const out: Record<string, string[]> = {};
  for (const e of extensions) {
    const parts = Object.entries(e.filters ?? {}).filter(([, test]) => test === "part").map(([key]) => key);
    if (parts.length) out[e.resource] = [...(out[e.resource] ?? []), ...parts];
  }
  return out;
}
