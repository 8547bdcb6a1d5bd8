import type { Migration } from "../migrations";

/**
 * issue-49: written by npm run db:diff on 2026-12-07 from the configs (decisions 0083, 0114-0116).
 * Two new tables of each shop: 消息中心's messages (r_message: one row per message and reader, with
 * its read state, the record and page it links to) and 物流轨迹's stored tracks (r_parceltrack: one
 * per parcel, an order's or a return's, with its steps, state and when it was last asked); a 售后
 * gains the 退货地址 its 同意 named (return_address) and when the return parcel was signed for
 * (return_signed_at, which 商家收货期限 counts from), and its status may be CLOSED (a return not sent
 * back in time). Only additions: every stored row is kept as it was.
 */
const migration: Migration = {
  ops: [
    {"op":"createTable","table":"r_message"},
    {"op":"createTable","table":"r_parceltrack"},
    {"op":"addColumn","table":"r_message","column":"alias","type":"text"},
    {"op":"addColumn","table":"r_message","column":"created_at","type":"timestamptz"},
    {"op":"addColumn","table":"r_message","column":"page","type":"text"},
    {"op":"addColumn","table":"r_message","column":"read","type":"bigint"},
    {"op":"addColumn","table":"r_message","column":"read_at","type":"timestamptz"},
    {"op":"addColumn","table":"r_message","column":"reader","type":"text"},
    {"op":"addColumn","table":"r_message","column":"record_alias","type":"text"},
    {"op":"addColumn","table":"r_message","column":"record_resource","type":"text"},
    {"op":"addColumn","table":"r_message","column":"shop_alias","type":"text"},
    {"op":"addColumn","table":"r_message","column":"title","type":"text"},
    {"op":"addColumn","table":"r_message","column":"type","type":"text"},
    {"op":"addColumn","table":"r_message","column":"updated_at","type":"timestamptz"},
    {"op":"fromExtra","table":"r_message","column":"alias","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"created_at","type":"timestamptz"},
    {"op":"fromExtra","table":"r_message","column":"page","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"read","type":"bigint"},
    {"op":"fromExtra","table":"r_message","column":"read_at","type":"timestamptz"},
    {"op":"fromExtra","table":"r_message","column":"reader","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"record_alias","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"record_resource","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"shop_alias","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"title","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"type","type":"text"},
    {"op":"fromExtra","table":"r_message","column":"updated_at","type":"timestamptz"},
    {"op":"createIndex","table":"r_message","name":"r_message__alias","on":"\"alias\""},
    {"op":"createIndex","table":"r_message","name":"r_message__l__reader__alias","on":"shop_alias, \"reader\", \"alias\""},
    {"op":"createIndex","table":"r_message","name":"r_message__l__reader__read","on":"shop_alias, \"reader\", \"read\""},
    {"op":"createIndex","table":"r_message","name":"r_message__shop_alias","on":"\"shop_alias\""},
    {"op":"createIndex","table":"r_message","name":"r_message__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"addCheck","table":"r_message","column":"read","values":"0, 1"},
    {"op":"addColumn","table":"r_parceltrack","column":"alias","type":"text"},
    {"op":"addColumn","table":"r_parceltrack","column":"checked_at","type":"timestamptz"},
    {"op":"addColumn","table":"r_parceltrack","column":"created_at","type":"timestamptz"},
    {"op":"addColumn","table":"r_parceltrack","column":"events","type":"jsonb"},
    {"op":"addColumn","table":"r_parceltrack","column":"express_company","type":"text"},
    {"op":"addColumn","table":"r_parceltrack","column":"express_no","type":"text"},
    {"op":"addColumn","table":"r_parceltrack","column":"record_alias","type":"text"},
    {"op":"addColumn","table":"r_parceltrack","column":"resource","type":"text"},
    {"op":"addColumn","table":"r_parceltrack","column":"shop_alias","type":"text"},
    {"op":"addColumn","table":"r_parceltrack","column":"state","type":"text"},
    {"op":"addColumn","table":"r_parceltrack","column":"updated_at","type":"timestamptz"},
    {"op":"fromExtra","table":"r_parceltrack","column":"alias","type":"text"},
    {"op":"fromExtra","table":"r_parceltrack","column":"checked_at","type":"timestamptz"},
    {"op":"fromExtra","table":"r_parceltrack","column":"created_at","type":"timestamptz"},
    {"op":"fromExtra","table":"r_parceltrack","column":"events","type":"jsonb"},
    {"op":"fromExtra","table":"r_parceltrack","column":"express_company","type":"text"},
    {"op":"fromExtra","table":"r_parceltrack","column":"express_no","type":"text"},
    {"op":"fromExtra","table":"r_parceltrack","column":"record_alias","type":"text"},
    {"op":"fromExtra","table":"r_parceltrack","column":"resource","type":"text"},
    {"op":"fromExtra","table":"r_parceltrack","column":"shop_alias","type":"text"},
    {"op":"fromExtra","table":"r_parceltrack","column":"state","type":"text"},
    {"op":"fromExtra","table":"r_parceltrack","column":"updated_at","type":"timestamptz"},
    {"op":"createIndex","table":"r_parceltrack","name":"r_parceltrack__alias","on":"\"alias\""},
    {"op":"createIndex","table":"r_parceltrack","name":"r_parceltrack__l__record_alias","on":"shop_alias, \"record_alias\""},
    {"op":"createIndex","table":"r_parceltrack","name":"r_parceltrack__shop_alias","on":"\"shop_alias\""},
    {"op":"createIndex","table":"r_parceltrack","name":"r_parceltrack__u__alias","on":"UNIQUE (shop_alias, \"alias\")"},
    {"op":"addCheck","table":"r_parceltrack","column":"resource","values":"'order', 'refund'"},
    {"op":"addCheck","table":"r_parceltrack","column":"state","values":"'暂无', '揽收', '在途', '派件', '签收', '异常'"},
    {"op":"dropCheck","table":"r_refund","column":"status"},
    {"op":"addColumn","table":"r_refund","column":"return_address","type":"text"},
    {"op":"addColumn","table":"r_refund","column":"return_signed_at","type":"timestamptz"},
    {"op":"fromExtra","table":"r_refund","column":"return_address","type":"text"},
    {"op":"fromExtra","table":"r_refund","column":"return_signed_at","type":"timestamptz"},
    {"op":"addCheck","table":"r_refund","column":"status","values":"'PENDING', 'AGREED', 'WAIT_SELLER_RECEIVE', 'REFUNDED', 'REFUSED', 'CLOSED'"},
  ],
};

export default migration;
