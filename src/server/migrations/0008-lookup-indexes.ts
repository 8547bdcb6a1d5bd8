import type { Migration } from "../migrations";

/**
 * lookup-indexes: written by npm run db:diff on 2026-12-07 from the configs (decisions 0083, 0109).
 * The lookups the handlers make that no index answered, each now an index of the shop and the
 * columns asked by (schema.ts, lookup-indexes.ts): an employee's employer by the shop's alias, the
 * SMS codes one address was sent, the sessions past their end (the minute job's purge); a page of
 * members' orders, card keys by secret and by the order that sold them, a member by mobile; and the
 * lists of the handlers' own tables, which had the shop's index alone: 素材库 by type, group and
 * time, 素材分组 by time and name, 资产's trades by type and time, 导出 jobs by type, state and
 * time. Only indexes: no row is changed, and a database that has one already keeps it (IF NOT EXISTS).
 */
const migration: Migration = {
  ops: [
    {"op":"createIndex","table":"r_cashtrade","name":"r_cashtrade__l__created_at","on":"shop_alias, \"created_at\""},
    {"op":"createIndex","table":"r_cashtrade","name":"r_cashtrade__l__trade_type__status","on":"shop_alias, \"trade_type\", \"status\""},
    {"op":"createIndex","table":"r_exportjob","name":"r_exportjob__l__created_at","on":"shop_alias, \"created_at\""},
    {"op":"createIndex","table":"r_exportjob","name":"r_exportjob__l__status","on":"shop_alias, \"status\""},
    {"op":"createIndex","table":"r_exportjob","name":"r_exportjob__l__type","on":"shop_alias, \"type\""},
    {"op":"createIndex","table":"r_goodskeys","name":"r_goodskeys__l__card_secret","on":"shop_alias, \"card_secret\""},
    {"op":"createIndex","table":"r_goodskeys","name":"r_goodskeys__l__order_sn","on":"shop_alias, \"order_sn\""},
    {"op":"createIndex","table":"r_material","name":"r_material__l__created_at","on":"shop_alias, \"created_at\""},
    {"op":"createIndex","table":"r_material","name":"r_material__l__group_alias","on":"shop_alias, \"group_alias\""},
    {"op":"createIndex","table":"r_material","name":"r_material__l__type","on":"shop_alias, \"type\""},
    {"op":"createIndex","table":"r_materialgroup","name":"r_materialgroup__l__created_at","on":"shop_alias, \"created_at\""},
    {"op":"createIndex","table":"r_materialgroup","name":"r_materialgroup__l__name","on":"shop_alias, \"name\""},
    {"op":"createIndex","table":"r_member","name":"r_member__l__mobile","on":"shop_alias, \"mobile\""},
    {"op":"createIndex","table":"r_order","name":"r_order__l__member_alias","on":"shop_alias, \"member_alias\""},
    {"op":"createIndex","table":"t_sessions","name":"t_sessions__expires_at","on":"\"expires_at\""},
    {"op":"createIndex","table":"t_shops","name":"t_shops__alias","on":"\"alias\""},
    {"op":"createIndex","table":"t_sms","name":"t_sms__address","on":"\"address\""},
  ],
};

export default migration;
