import type { ResourceConfig } from "../engine/types";
import { resources } from "../resources";
import { appSeeds } from "../api/resource-seeds";
import { resourceExtensions } from "../api/resource-actions";
import { partFiltersOf, type PartFilters } from "./schema";

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
