import { CASH_ACCOUNT_TABLE, CASH_TRADE_TABLE } from "./handlers/sections/cash/cash-tables";
import { DISTRIBUTION_SETTING_TABLE } from "./handlers/sections/ump-collection/distribution";
import { GROUP_TABLE, MATERIAL_TABLE } from "./handlers/sections/ump-material/store";
import { EXPORT_JOB_TABLE } from "./export-job-table";
import { PARCEL_TRACK_TABLE } from "./tracking/parcel-tracks";
import { MESSAGE_TABLE } from "./message-table";
import { SEQUENCE_TABLE } from "./sequences";
import type { TableDef } from "./repository/types";

/**
 * The tables hand-written handlers keep of their own (no config declares them; handler-seeds.ts
 * and the 素材库's seeds name them), as their handlers declare them to the call's repository
 * (declareTables): the server makes each one's columns from these fields as it does a config's
 * (schema.ts), and its SQL repository serves them by the same definitions (live-repository.ts),
 * so a row reads back alike from the page's memory and the server's tables (decision 0103).
 */
export const OWN_TABLES: readonly TableDef[] = [CASH_ACCOUNT_TABLE, CASH_TRADE_TABLE, EXPORT_JOB_TABLE, DISTRIBUTION_SETTING_TABLE, MATERIAL_TABLE, GROUP_TABLE, PARCEL_TRACK_TABLE, MESSAGE_TABLE, SEQUENCE_TABLE];

const byName = new Map(OWN_TABLES.map((def) => [def.name, def]));

/** A handler-own table's definition by its name (none: a name no handler declares a table of). */
export const ownTableDef = (name: string): TableDef | undefined => byName.get(name);
