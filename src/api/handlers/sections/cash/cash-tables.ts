import type { TableSource } from "../../../call-repository";
import type { TableDef } from "../../../repository/types";
import { appSeeds, seedResource } from "../../../resource-seeds";
import type { Db } from "../../../types";
import { CASH_ACCOUNTS, CASH_TRADES, TRADE_TYPES } from "./cash-rows";

/**
 * 资产概况's two tables (cash-rows.ts) as the call's repository reaches them (issue 48 step 3):
 * declared by the section's handlers (call-repository.ts declareTables), rows seeded on first use
 * in the page as before. The prefixes are the ones the section has always made (ca, ct); on the
 * server the tables are `r_cashaccount` / `r_cashtrade` (store-tables.ts otherNames), whose
 * columns are these fields, typed by their kinds (own-tables.ts, schema.ts; migration 0006 and
 * decision 0103), served by the SQL repository.
 */

export const CASH_ACCOUNT_TABLE: TableDef = {
  name: CASH_ACCOUNTS, aliasPrefix: "ca",
  fields: [
    { key: "bank_name", label: "开户银行", kind: "text" },
    { key: "card_no", label: "银行卡号", kind: "text" },
    { key: "holder_name", label: "持卡人", kind: "text" },
  ],
};

export const CASH_TRADE_TABLE: TableDef = {
  name: CASH_TRADES, aliasPrefix: "ct",
  fields: [
    { key: "trade_no", label: "交易单号", kind: "text", unique: true },
    { key: "trade_type", label: "交易类型", kind: "text", options: TRADE_TYPES },
    { key: "amount_cents", label: "金额（分）", kind: "integer" },
    { key: "status", label: "状态", kind: "integer", options: [1, 2] },
    { key: "remark", label: "备注", kind: "text" },
  ],
};

const seeded = (def: TableDef): TableSource => ({ def, rows: (db: Db) => seedResource(db, appSeeds, def.name) });

export const CASH_TABLES: readonly TableSource[] = [seeded(CASH_ACCOUNT_TABLE), seeded(CASH_TRADE_TABLE)];
