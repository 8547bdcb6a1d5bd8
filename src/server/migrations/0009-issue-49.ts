import type { Migration } from "../migrations";

/** issue-49: written by npm run db:diff on 2026-12-07 from the configs (decision 0083). */
const migration: Migration = {
  ops: [
    {"op":"createTable","table":"r_parceltrack"},
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
