import type { Migration } from "../migrations";

/**
 * buyer-returns (issue 49 piece C, decision 0115): 售后 gains 退货地址 (return_address, as agreed) and
 * 退货签收时间 (return_signed_at, which 商家收货期限 counts from), and the status 已关闭 (CLOSED: a
 * return not sent back in time). Written by npm run db:diff on 2026-12-07 from the configs (decision 0083).
 */
const migration: Migration = {
  ops: [
    {"op":"dropCheck","table":"r_refund","column":"status"},
    {"op":"addColumn","table":"r_refund","column":"return_address","type":"text"},
    {"op":"addColumn","table":"r_refund","column":"return_signed_at","type":"timestamptz"},
    {"op":"fromExtra","table":"r_refund","column":"return_address","type":"text"},
    {"op":"fromExtra","table":"r_refund","column":"return_signed_at","type":"timestamptz"},
    {"op":"addCheck","table":"r_refund","column":"status","values":"'PENDING', 'AGREED', 'WAIT_SELLER_RECEIVE', 'REFUNDED', 'REFUSED', 'CLOSED'"},
  ],
};

export default migration;
