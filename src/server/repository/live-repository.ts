import type { ResourceConfig } from "../../engine/types";
import { resources } from "../../resources";
import { tableDefOf } from "../../api/repository/field-kinds";
import type { RepositoryOptions, TableDef } from "../../api/repository/types";
import { aliasPrefix } from "../../api/resource-seeds";
import { ownTableDef } from "../../api/own-tables";
import { ALIAS_SEQUENCE } from "../alias-sequence";
import { RECORDS_PREFIX } from "../schema";
import type { Database } from "../sql";
import { storeTables } from "../store-tables";
import { sqlRepository, type SqlRepository } from "./sql-repository";

/**
 * The repository over the server's live tables (decision 0092): every config resource's `r_*`
 * table as the migrations make it, addressed by the config's name (`goodsDiscount`), its fields
 * the config's (field-kinds.ts tableDefOf, the list schema.ts makes the columns of), its aliases
 * from `alias_seq` in allocAlias's format (prefix + 8 base-36 digits), as the accounts' store's
 * are: every writer takes numbers from one sequence, so none makes an alias another made.
 * The handlers' own tables (cashTrade, exportJob, …: no config) are served by their handlers'
 * definitions (own-tables.ts), the columns schema.ts makes of them (decision 0103); a seeded name
 * neither declares is a table with no fields, every key in `extra`.
 */

export interface LiveRepositoryOptions extends RepositoryOptions {
  /** The schema the live tables are in (the search path's by default). */
  schema?: string;
  /** Tables beyond the configs' (default: the handlers' own, store-tables.ts). */
  otherNames?: readonly string[];
}

/** The live tables as the repository's TableDefs: each config's (with today's alias prefixes), then each other name's, its handlers' own where they declare one. */
export function liveTableDefs(configs: readonly ResourceConfig[], otherNames: readonly string[]): TableDef[] {
  const named = new Set(configs.map((c) => c.name));
  return [
    ...configs.map((c) => tableDefOf(c, aliasPrefix(c.name))),
    ...otherNames.filter((n) => !named.has(n)).map((name) => ownTableDef(name) ?? { name, aliasPrefix: aliasPrefix(name), fields: [] }),
  ];
}

export function liveRepository(database: Database, configs: readonly ResourceConfig[] = resources, options: LiveRepositoryOptions = {}): SqlRepository {
  const { schema, otherNames = storeTables(configs).otherNames, ...rest } = options;
  return sqlRepository(database, liveTableDefs(configs, otherNames), { ...rest, tablePrefix: RECORDS_PREFIX, aliasSequence: ALIAS_SEQUENCE, ...(schema ? { schema } : {}) });
}
