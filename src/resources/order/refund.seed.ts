import type { SeedModule, SeedRow, SeededRecord } from "../../engine/seed-types";
import { addMinutes, AUTO_AGREE_REASON, DEFAULT_SHOP_RULES } from "./shop-auto.rules";
import { refundRequestOf } from "./order-history.rules";

const REASONS = ["商品与描述不符", "收到商品破损", "不想要了", "拍错了/多拍了", "卖家发货太慢", "藏品信息有误"];

/**
 * 售后 requests of the seeded orders, agreeing with them (decision 0026): a 售后中 order has
 * one open request (待处理, or 已同意 for a return on its way back); a paid-then-closed order
 * was refunded in full when it closed; some 已完成 orders had one refused before they completed.
 * A request follows the payment (the shipping, for a return), and its audit follows it.
 */
export default {
  resource: "refund",
  rows: ({ ref, pick, random, addDays, int, daysAgo, now }) => {
    const rows: SeedRow[] = [];
    // the shop's rules agreed to a request not answered in time (decision 0061; makeOrder closed its order when it was 仅退款)
    const agreedBy = (o: SeededRecord) => {
      const request = refundRequestOf(o, { addDays, daysAgo });
      const at = addMinutes(request.created, DEFAULT_SHOP_RULES.refund_auto_agree_days * 1440);
      return { ...request, at, due: at <= now };
    };
    const between = (from: string, to: string, share: number) => addDays(from, Math.max(0, -daysAgo(to) + daysAgo(from)) * share);
    const add = (o: SeededRecord, status: string, auto?: ReturnType<typeof agreedBy>) => {
      const items = o.items as { name: string }[];
      const open = refundRequestOf(o, { addDays, daysAgo });
      const refundType = auto?.refund_type ?? (status === "PENDING" || status === "AGREED" ? open.refund_type : o.delivery_type === "virtual" || !o.shipped_at ? 1 : random() < 0.6 ? 2 : 1);
      const pay = Number(o.pay_amount);
      const from = String(o.shipped_at ?? o.paid_at);
      // asked before the order closed (refunded) or completed (refused); open ones as refundRequestOf says
      const until = status === "PENDING" || status === "AGREED" ? null : String(o.finished_at ?? "");
      const created = auto ? auto.created : until ? between(from, until, 0.2 + random() * 0.5) : open.created;
      const audited = auto ? auto.at : status === "PENDING" ? null : status === "REFUNDED" ? until : status === "REFUSED" ? between(created, String(until), random()) : addDays(created, Math.min(0.3, daysAgo(created)));
      rows.push({
        shop_alias: String(o.shop_alias),
        alias: `rf_${String(o.order_sn)}`,
        order_sn: o.order_sn,
        member_alias: o.member_alias,
        buyer_nickname: o.buyer_nickname,
        buyer_mobile: o.buyer_mobile,
        goods_name: items.map((it) => it.name).join("，"),
        items: o.items,
        refund_type: status === "AGREED" ? 2 : refundType,
        refund_amount: status === "REFUNDED" ? pay : random() < 0.7 ? pay : Math.round(pay * int(3, 9) * 10) / 100,
        reason: pick(REASONS),
        images: [],
        status,
        audit_reason: auto ? AUTO_AGREE_REASON : status === "REFUSED" ? "商品已签收且不影响二次销售，不支持退款" : null,
        audited_at: audited,
        created_at: created,
      });
    };
    for (const o of ref("order")) {
      const auto = o.paid_at ? agreedBy(o) : null;
      if (o.status === "REFUNDING" && auto?.due) add(o, "AGREED", auto);
      else if (o.status === "REFUNDING") add(o, auto?.refund_type === 2 && random() < 0.25 ? "AGREED" : "PENDING");
      else if (o.status === "CLOSED" && o.paid_at && auto?.due && o.finished_at === auto.at) add(o, "REFUNDED", auto);
      else if (o.status === "CLOSED" && o.paid_at) add(o, "REFUNDED");
      else if (o.status === "SUCCESS" && o.finished_at && random() < 0.05) add(o, "REFUSED");
    }
    return rows;
  },
} satisfies SeedModule;
