import type { Migration } from "../migrations";

/**
 * search-in-part: written by npm run db:diff on 2026-12-06 from the configs (decision 0083).
 * Each field a list searches in part (a config's keyword fields, an extension's "part" filter
 * such as 订单号) has a trigram index of its text (pg_trgm's gin_trgm_ops, no pending list; each
 * statement makes the extension first, schema-ops.ts): LIKE / ILIKE '%…%' reads it instead of
 * every row of the shop (decision 0087). Written after 0003 (the typed columns): a text field's
 * index is on its text column itself, a JSON one's on its text.
 */
const migration: Migration = {
  ops: [
    {"op":"createIndex","table":"r_address","name":"r_address__s__consignee","on":"USING gin (\"consignee\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_address","name":"r_address__s__mobile","on":"USING gin (\"mobile\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_auditlog","name":"r_auditlog__s__record","on":"USING gin ((\"record\" #>> '{}') gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_auditlog","name":"r_auditlog__s__summary","on":"USING gin (\"summary\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_auditlog","name":"r_auditlog__s__who","on":"USING gin (\"who\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_category","name":"r_category__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_collection","name":"r_collection__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_coupon","name":"r_coupon__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_draw","name":"r_draw__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_drawrecord","name":"r_drawrecord__s__mobile","on":"USING gin (\"mobile\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_drawrecord","name":"r_drawrecord__s__nickname","on":"USING gin (\"nickname\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_employee","name":"r_employee__s__mobile","on":"USING gin (\"mobile\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_employee","name":"r_employee__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_expresstemplate","name":"r_expresstemplate__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_gift","name":"r_gift__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_giftcard","name":"r_giftcard__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_giftcardbatch","name":"r_giftcardbatch__s__batch_no","on":"USING gin (\"batch_no\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_giftcarditem","name":"r_giftcarditem__s__card_no","on":"USING gin (\"card_no\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_giftcarditem","name":"r_giftcarditem__s__mobile","on":"USING gin (\"mobile\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_giftrecord","name":"r_giftrecord__s__mobile","on":"USING gin (\"mobile\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_giftrecord","name":"r_giftrecord__s__nickname","on":"USING gin (\"nickname\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_giftrecord","name":"r_giftrecord__s__order_sn","on":"USING gin (\"order_sn\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_goods","name":"r_goods__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_goodsdiscount","name":"r_goodsdiscount__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_goodskeys","name":"r_goodskeys__s__card_no","on":"USING gin (\"card_no\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_goodssupplier","name":"r_goodssupplier__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_member","name":"r_member__s__mobile","on":"USING gin (\"mobile\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_member","name":"r_member__s__nickname","on":"USING gin (\"nickname\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_note","name":"r_note__s__title","on":"USING gin (\"title\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_notice","name":"r_notice__s__title","on":"USING gin (\"title\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_order","name":"r_order__s__buyer_mobile","on":"USING gin (\"buyer_mobile\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_order","name":"r_order__s__order_sn","on":"USING gin (\"order_sn\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_params","name":"r_params__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_pickaddress","name":"r_pickaddress__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_recyclecard","name":"r_recyclecard__s__brand","on":"USING gin (\"brand\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_recyclecard","name":"r_recyclecard__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_recycleorder","name":"r_recycleorder__s__card_no","on":"USING gin (\"card_no\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_recycleorder","name":"r_recycleorder__s__member_mobile","on":"USING gin (\"member_mobile\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_recycleorder","name":"r_recycleorder__s__member_nickname","on":"USING gin (\"member_nickname\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_recycleorder","name":"r_recycleorder__s__order_sn","on":"USING gin (\"order_sn\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_refund","name":"r_refund__s__buyer_mobile","on":"USING gin (\"buyer_mobile\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_refund","name":"r_refund__s__buyer_nickname","on":"USING gin (\"buyer_nickname\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_refund","name":"r_refund__s__order_sn","on":"USING gin (\"order_sn\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_role","name":"r_role__s__name","on":"USING gin (\"name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_salesmancustomer","name":"r_salesmancustomer__s__member_mobile","on":"USING gin (\"member_mobile\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_salesmancustomer","name":"r_salesmancustomer__s__member_nickname","on":"USING gin (\"member_nickname\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_salesmangoods","name":"r_salesmangoods__s__goods_name","on":"USING gin (\"goods_name\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_salesmanpromoter","name":"r_salesmanpromoter__s__invite_code","on":"USING gin (\"invite_code\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_salesmanpromoter","name":"r_salesmanpromoter__s__mobile","on":"USING gin (\"mobile\" gin_trgm_ops) WITH (fastupdate = off)"},
    {"op":"createIndex","table":"r_salesmanpromoter","name":"r_salesmanpromoter__s__nickname","on":"USING gin (\"nickname\" gin_trgm_ops) WITH (fastupdate = off)"},
  ],
};

export default migration;
