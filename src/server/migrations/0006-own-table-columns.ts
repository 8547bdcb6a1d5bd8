import type { Migration } from "../migrations";

/**
 * own-table-columns: written by npm run db:diff on 2026-12-06 from the configs and the handlers'
 * own tables (decisions 0083, 0103). The tables hand-written handlers keep (资产's cashAccount and
 * cashTrade, 导出's exportJob, 分销设置's distributionSetting, 素材库's material and materialGroup)
 * had no field columns: every key of their rows was in `extra`. Each field their handlers declare
 * (own-tables.ts) becomes a column typed by its kind, and takes each row's value from `extra`
 * (fromExtra, one pass over a table's rows: a value the column holds as the same value moves, a
 * misfit or a null stays), so every row is kept and reads back as it did; an enum's check then
 * moves a value outside its options back to extra, and 交易单号 is the shop's once (a table holding
 * two trades of one number stops the migration, naming them, as 0005's keys do).
 */
const migration: Migration = {
  ops: [
    {"op":"addColumn","table":"r_cashaccount","column":"bank_name","type":"text"},
    {"op":"addColumn","table":"r_cashaccount","column":"card_no","type":"text"},
    {"op":"addColumn","table":"r_cashaccount","column":"holder_name","type":"text"},
    {"op":"fromExtra","table":"r_cashaccount","column":"bank_name","type":"text"},
    {"op":"fromExtra","table":"r_cashaccount","column":"card_no","type":"text"},
    {"op":"fromExtra","table":"r_cashaccount","column":"holder_name","type":"text"},
    {"op":"addColumn","table":"r_cashtrade","column":"amount_cents","type":"bigint"},
    {"op":"addColumn","table":"r_cashtrade","column":"remark","type":"text"},
    {"op":"addColumn","table":"r_cashtrade","column":"status","type":"bigint"},
    {"op":"addColumn","table":"r_cashtrade","column":"trade_no","type":"text"},
    {"op":"addColumn","table":"r_cashtrade","column":"trade_type","type":"text"},
    {"op":"fromExtra","table":"r_cashtrade","column":"amount_cents","type":"bigint"},
    {"op":"fromExtra","table":"r_cashtrade","column":"remark","type":"text"},
    {"op":"fromExtra","table":"r_cashtrade","column":"status","type":"bigint"},
    {"op":"fromExtra","table":"r_cashtrade","column":"trade_no","type":"text"},
    {"op":"fromExtra","table":"r_cashtrade","column":"trade_type","type":"text"},
    {"op":"createIndex","table":"r_cashtrade","name":"r_cashtrade__u__trade_no","on":"UNIQUE (shop_alias, \"trade_no\") WHERE \"trade_no\" IS NOT NULL AND \"trade_no\" <> ''"},
    {"op":"addCheck","table":"r_cashtrade","column":"status","values":"1, 2"},
    {"op":"addCheck","table":"r_cashtrade","column":"trade_type","values":"'recharge', 'consume', 'withdraw', 'refund', 'settle'"},
    {"op":"addColumn","table":"r_distributionsetting","column":"enabled","type":"bigint"},
    {"op":"addColumn","table":"r_distributionsetting","column":"level","type":"bigint"},
    {"op":"addColumn","table":"r_distributionsetting","column":"min_withdraw","type":"numeric(12,2)"},
    {"op":"addColumn","table":"r_distributionsetting","column":"need_audit","type":"bigint"},
    {"op":"addColumn","table":"r_distributionsetting","column":"rate_1","type":"numeric"},
    {"op":"addColumn","table":"r_distributionsetting","column":"rate_2","type":"numeric"},
    {"op":"addColumn","table":"r_distributionsetting","column":"settle_days","type":"bigint"},
    {"op":"fromExtra","table":"r_distributionsetting","column":"enabled","type":"bigint"},
    {"op":"fromExtra","table":"r_distributionsetting","column":"level","type":"bigint"},
    {"op":"fromExtra","table":"r_distributionsetting","column":"min_withdraw","type":"numeric(12,2)"},
    {"op":"fromExtra","table":"r_distributionsetting","column":"need_audit","type":"bigint"},
    {"op":"fromExtra","table":"r_distributionsetting","column":"rate_1","type":"numeric"},
    {"op":"fromExtra","table":"r_distributionsetting","column":"rate_2","type":"numeric"},
    {"op":"fromExtra","table":"r_distributionsetting","column":"settle_days","type":"bigint"},
    {"op":"addCheck","table":"r_distributionsetting","column":"enabled","values":"1, 2"},
    {"op":"addCheck","table":"r_distributionsetting","column":"level","values":"1, 2"},
    {"op":"addCheck","table":"r_distributionsetting","column":"need_audit","values":"1, 2"},
    {"op":"addColumn","table":"r_exportjob","column":"due_ms","type":"bigint"},
    {"op":"addColumn","table":"r_exportjob","column":"file_name","type":"text"},
    {"op":"addColumn","table":"r_exportjob","column":"file_url","type":"text"},
    {"op":"addColumn","table":"r_exportjob","column":"filters","type":"jsonb"},
    {"op":"addColumn","table":"r_exportjob","column":"finished_at","type":"timestamptz"},
    {"op":"addColumn","table":"r_exportjob","column":"started_ms","type":"bigint"},
    {"op":"addColumn","table":"r_exportjob","column":"status","type":"bigint"},
    {"op":"addColumn","table":"r_exportjob","column":"total","type":"bigint"},
    {"op":"addColumn","table":"r_exportjob","column":"type","type":"text"},
    {"op":"addColumn","table":"r_exportjob","column":"type_label","type":"text"},
    {"op":"fromExtra","table":"r_exportjob","column":"due_ms","type":"bigint"},
    {"op":"fromExtra","table":"r_exportjob","column":"file_name","type":"text"},
    {"op":"fromExtra","table":"r_exportjob","column":"file_url","type":"text"},
    {"op":"fromExtra","table":"r_exportjob","column":"filters","type":"jsonb"},
    {"op":"fromExtra","table":"r_exportjob","column":"finished_at","type":"timestamptz"},
    {"op":"fromExtra","table":"r_exportjob","column":"started_ms","type":"bigint"},
    {"op":"fromExtra","table":"r_exportjob","column":"status","type":"bigint"},
    {"op":"fromExtra","table":"r_exportjob","column":"total","type":"bigint"},
    {"op":"fromExtra","table":"r_exportjob","column":"type","type":"text"},
    {"op":"fromExtra","table":"r_exportjob","column":"type_label","type":"text"},
    {"op":"addCheck","table":"r_exportjob","column":"status","values":"1, 2, 3"},
    {"op":"addColumn","table":"r_material","column":"group_alias","type":"text"},
    {"op":"addColumn","table":"r_material","column":"name","type":"text"},
    {"op":"addColumn","table":"r_material","column":"size","type":"bigint"},
    {"op":"addColumn","table":"r_material","column":"type","type":"text"},
    {"op":"addColumn","table":"r_material","column":"url","type":"text"},
    {"op":"fromExtra","table":"r_material","column":"group_alias","type":"text"},
    {"op":"fromExtra","table":"r_material","column":"name","type":"text"},
    {"op":"fromExtra","table":"r_material","column":"size","type":"bigint"},
    {"op":"fromExtra","table":"r_material","column":"type","type":"text"},
    {"op":"fromExtra","table":"r_material","column":"url","type":"text"},
    {"op":"addCheck","table":"r_material","column":"type","values":"'image', 'video'"},
    {"op":"addColumn","table":"r_materialgroup","column":"name","type":"text"},
    {"op":"fromExtra","table":"r_materialgroup","column":"name","type":"text"},
  ],
};

export default migration;
