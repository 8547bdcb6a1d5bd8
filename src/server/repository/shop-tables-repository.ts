import { SHOP_TABLES } from "../../api/shop-tables";
import type { RepositoryOptions, Transaction } from "../../api/repository/types";
import { ALIAS_SEQUENCE } from "../alias-sequence";
import type { Database, Sql } from "../sql";
import { sqlRepository, type SqlRepository } from "./sql-repository";

/**
 * The shop's fixed tables in SQL (issue 48 step 4, decision 0104): 地址, 角色, 员工 and 操作日志,
 * whose rows are in `t_address`, `t_role`, `t_employee` and `t_audit_log` (schema.ts FIXED: the
 * record columns and a typed column per field, as a repository table has them, plus `pos` and
 * `extra`), served by the SQL repository from the definitions the memory one uses
 * (shop-tables.ts), with aliases from `alias_seq` like every live table's. Their names win over a
 * config of the same name: the configs `address`, `role` and `employee` are served by hand-written
 * handlers, and their `r_*` tables stay empty.
 */

/** The fixed tables' prefix (schema.ts fixedSpec: `t_${key}`). */
const FIXED_PREFIX = "t_";

/** The repository's names of the fixed tables (`audit_log`, not the config's `auditLog`). */
export const SHOP_TABLE_NAMES: ReadonlySet<string> = new Set(SHOP_TABLES.map((t) => t.def.name));

export function shopTablesRepository(database: Database, options: RepositoryOptions = {}): SqlRepository {
  return sqlRepository(database, SHOP_TABLES.map((t) => t.def), { ...options, tablePrefix: FIXED_PREFIX, aliasSequence: ALIAS_SEQUENCE });
}

/** `live` with the fixed tables of `fixed` in it: each table from the one that has it, on one transaction. */
export function withShopTables(database: Database, live: SqlRepository, fixed: SqlRepository): SqlRepository {
  const transactionOn = (sql: Sql): Transaction => {
    const [onLive, onFixed] = [live.transactionOn(sql), fixed.transactionOn(sql)];
    // one advisory lock per shop (sql-repository.ts lockShop), whichever repository takes it
    return { table: (name) => (SHOP_TABLE_NAMES.has(name) ? onFixed : onLive).table(name), lockShop: (shop) => onLive.lockShop(shop) };
  };
  return {
    table: (name) => (SHOP_TABLE_NAMES.has(name) ? fixed : live).table(name),
    transaction: (work) => database.transaction((sql) => work(transactionOn(sql))),
    transactionOn,
  };
}
