import type { SeedModule, SeedRow, SeededRecord } from "../../engine/seed-types";

const REASONS = ["商品与描述不符", "收到商品破损", "不想要了", "拍错了/多拍了", "卖家发货太慢", "藏品信息有误"];

/**
 * 售后 requests matching the seeded orders: a 售后中 order has a pending (or, for returns,
 * agreed) request; some 已完成 orders had theirs refused; paid-then-closed orders were refunded.
 */
export default {
  resource: "refund",
  rows: ({ ref, pick, random, addDays, int, daysAgo }) => {
    const rows: SeedRow[] = [];
    const add = (o: SeededRecord, status: string) => {
      const items = o.items as { name: string }[];
      const refundType = o.delivery_type === "virtual" || !o.shipped_at ? 1 : random() < 0.6 ? 2 : 1;
      const pay = Number(o.pay_amount);
      const from = String(o.shipped_at ?? o.paid_at ?? o.created_at);
      // half a day to two and a half after, or sooner for a recent order (never after now)
      const created = addDays(from, Math.min(0.5 + random() * 2, random() * daysAgo(from)));
      rows.push({
        shop_alias: String(o.shop_alias),
        alias: `rf_${String(o.order_sn)}`,
        order_sn: o.order_sn,
        member_alias: o.member_alias,
        buyer_nickname: o.buyer_nickname,
        buyer_mobile: o.buyer_mobile,
        goods_name: items.map((it) => it.name).join("，"),
        items: o.items,
        refund_type: refundType,
        refund_amount: status === "REFUNDED" ? pay : random() < 0.7 ? pay : Math.round(pay * int(3, 9) * 10) / 100,
        reason: pick(REASONS),
        images: [],
        status,
        audit_reason: status === "REFUSED" ? "商品已签收且不影响二次销售，不支持退款" : null,
        audited_at: status === "PENDING" ? null : addDays(created, Math.min(0.3, daysAgo(created))),
        created_at: created,
      });
    };
    for (const o of ref("order")) {
      if (o.status === "REFUNDING") add(o, o.shipped_at && random() < 0.25 ? "AGREED" : "PENDING");
      else if (o.status === "CLOSED" && o.paid_at) add(o, "REFUNDED");
      else if (o.status === "SUCCESS" && random() < 0.05) add(o, "REFUSED");
    }
    return rows;
  },
} satisfies SeedModule;
