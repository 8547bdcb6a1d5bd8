import type { ResourceConfig } from "../engine/types";
import { appSeeds, seedResource } from "./resource-seeds";
import type { Db, ResourceRow } from "./types";

/**
 * One shop's rows of a config-declared resource, named by its config (imported), never by a
 * string: a figure that counts another section's records (工作台's to-dos) cannot count a
 * table that does not exist. Seeds the rows first when a stored db lacks them.
 */
export function shopRecords(db: Db, resource: Pick<ResourceConfig, "name">, shop: string): ResourceRow[] {
  return seedResource(db, appSeeds, resource.name).filter((r) => r.shop_alias === shop);
}
