import type { Migration } from "../migrations";

/**
 * live-keys: written by npm run db:diff on 2026-12-06 from the configs (decisions 0083, 0092).
 * The keys the repository serves the live tables by: each `r_*` table's rows unique by
 * `(shop_alias, alias)`, and each field a config declares `unique` by `(shop_alias, field)`,
 * empty values left out (schema.ts keys, table-names.ts uniqueOn); `pos` stays the unit of work's
 * key. A table holding two rows such an index would refuse stops the migration, naming the rows
 * (schema-ops.ts refuseDuplicates): nothing is changed and the server does not start until the
 * shop has told them apart (none in the demo or the 7906b07 fixture). A route's parameter (a
 * parent's alias: goods_alias, card_alias, batch_alias, gift_alias, draw_alias) becomes a text
 * column, a field of the repository's table (field-kinds.ts tableDefOf); a value that is no
 * string moves to extra, as every retype's (decision 0084).
 */
const migration: Migration = {
  ops: [
    {"op":"createIndex","table":"r_address","name":"r_address__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_auditlog","name":"r_auditlog__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_cashaccount","name":"r_cashaccount__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_cashtrade","name":"r_cashtrade__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_category","name":"r_category__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_collection","name":"r_collection__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_coupon","name":"r_coupon__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_distributionsetting","name":"r_distributionsetting__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_draw","name":"r_draw__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"dropIndex","table":"r_drawrecord","name":"r_drawrecord__f__draw_alias"},
    {"op":"retype","table":"r_drawrecord","column":"draw_alias","from":"jsonb","to":"text"},
    {"op":"createIndex","table":"r_drawrecord","name":"r_drawrecord__f__draw_alias","on":"shop_alias, \"draw_alias\""},
    {"op":"createIndex","table":"r_drawrecord","name":"r_drawrecord__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_employee","name":"r_employee__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_employee","name":"r_employee__u__mobile","on":"UNIQUE (shop_alias, \"mobile\") WHERE \"mobile\" IS NOT NULL AND \"mobile\" <> ''"},
    {"op":"createIndex","table":"r_exportjob","name":"r_exportjob__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_expresstemplate","name":"r_expresstemplate__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_expresstemplate","name":"r_expresstemplate__u__name","on":"UNIQUE (shop_alias, \"name\") WHERE \"name\" IS NOT NULL AND \"name\" <> ''"},
    {"op":"createIndex","table":"r_gift","name":"r_gift__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_giftcard","name":"r_giftcard__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_giftcard","name":"r_giftcard__u__name","on":"UNIQUE (shop_alias, \"name\") WHERE \"name\" IS NOT NULL AND \"name\" <> ''"},
    {"op":"dropIndex","table":"r_giftcardbatch","name":"r_giftcardbatch__f__card_alias"},
    {"op":"retype","table":"r_giftcardbatch","column":"card_alias","from":"jsonb","to":"text"},
    {"op":"createIndex","table":"r_giftcardbatch","name":"r_giftcardbatch__f__card_alias","on":"shop_alias, \"card_alias\""},
    {"op":"createIndex","table":"r_giftcardbatch","name":"r_giftcardbatch__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"dropIndex","table":"r_giftcarditem","name":"r_giftcarditem__f__batch_alias"},
    {"op":"retype","table":"r_giftcarditem","column":"batch_alias","from":"jsonb","to":"text"},
    {"op":"createIndex","table":"r_giftcarditem","name":"r_giftcarditem__f__batch_alias","on":"shop_alias, \"batch_alias\""},
    {"op":"createIndex","table":"r_giftcarditem","name":"r_giftcarditem__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"dropIndex","table":"r_giftrecord","name":"r_giftrecord__f__gift_alias"},
    {"op":"retype","table":"r_giftrecord","column":"gift_alias","from":"jsonb","to":"text"},
    {"op":"createIndex","table":"r_giftrecord","name":"r_giftrecord__f__gift_alias","on":"shop_alias, \"gift_alias\""},
    {"op":"createIndex","table":"r_giftrecord","name":"r_giftrecord__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_goods","name":"r_goods__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_goodsdiscount","name":"r_goodsdiscount__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"dropIndex","table":"r_goodskeys","name":"r_goodskeys__f__goods_alias"},
    {"op":"retype","table":"r_goodskeys","column":"goods_alias","from":"jsonb","to":"text"},
    {"op":"createIndex","table":"r_goodskeys","name":"r_goodskeys__f__goods_alias","on":"shop_alias, \"goods_alias\""},
    {"op":"createIndex","table":"r_goodskeys","name":"r_goodskeys__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_goodssupplier","name":"r_goodssupplier__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_goodssupplier","name":"r_goodssupplier__u__name","on":"UNIQUE (shop_alias, \"name\") WHERE \"name\" IS NOT NULL AND \"name\" <> ''"},
    {"op":"createIndex","table":"r_material","name":"r_material__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_materialgroup","name":"r_materialgroup__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_member","name":"r_member__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_note","name":"r_note__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_notice","name":"r_notice__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_order","name":"r_order__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_params","name":"r_params__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_params","name":"r_params__u__name","on":"UNIQUE (shop_alias, \"name\") WHERE \"name\" IS NOT NULL AND \"name\" <> ''"},
    {"op":"createIndex","table":"r_pickaddress","name":"r_pickaddress__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_recyclecard","name":"r_recyclecard__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_recyclecard","name":"r_recyclecard__u__name","on":"UNIQUE (shop_alias, \"name\") WHERE \"name\" IS NOT NULL AND \"name\" <> ''"},
    {"op":"createIndex","table":"r_recycleorder","name":"r_recycleorder__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_refund","name":"r_refund__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_role","name":"r_role__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_role","name":"r_role__u__name","on":"UNIQUE (shop_alias, \"name\") WHERE \"name\" IS NOT NULL AND \"name\" <> ''"},
    {"op":"createIndex","table":"r_salesmancustomer","name":"r_salesmancustomer__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_salesmangoods","name":"r_salesmangoods__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_salesmanorder","name":"r_salesmanorder__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_salesmanpromoter","name":"r_salesmanpromoter__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"createIndex","table":"r_salesmansettlement","name":"r_salesmansettlement__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
  ],
};

export default migration;
