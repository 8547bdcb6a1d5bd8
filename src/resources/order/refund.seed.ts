import type { SeedModule, SeedRow, SeededRecord } from "../../engine/seed-types";
import { deliveryState, EVIDENCE_OF, refundReasonsFor } from "./refund.rules";
import { addMinutes, AUTO_AGREE_REASON, DEFAULT_SHOP_RULES } from "./shop-auto.rules";
import { refundRequestOf, returnParcelOf, returnPlanOf, SEED_COURIERS } from "./order-history.rules";


/** The order's status when its buyer asked (a closed or completed order was asked before it got there). */
const statusWhenAsked = (o: SeededRecord): string =>
  typeof o.status_before_refund === "string" ? o.status_before_refund : !o.shipped_at ? "WAIT_SEND" : o.delivery_type === "virtual" ? "SUCCESS" : "WAIT_CONFIRM";

/**
 * 售后 requests of the seeded orders, agreeing with them (decisions 0026, 0060): a 售后中 order
 * has one open request (待处理; for a parcel also 待买家退货, or 待商家收货 with the buyer's
 * parcel on its way back, the parcels taking those in turns); a paid-then-closed order was refunded in full when it closed; a
 * completed order with `refunded_amount` had part of it paid back; some completed orders had one
 * refused. A request follows the payment (the shipping), its steps follow it, nothing after
 * now. Reasons fit the goods (refund.rules.ts: no 发货太慢 for 卡密), and those about the goods
 * come with evidence pictures (the goods' picture and a photo or screenshot titled by it).
 */
export default {
  resource: "refund",
  rows: ({ ref, pick, random, addDays, int, daysAgo, picture, now }) => {
    const rows: SeedRow[] = [];
    // an open request is asked when refundRequestOf says; the shop's rules agreed to one not answered
    // in time (decision 0061; makeOrder closed its order then when it was 仅退款)
    const requestOf = (o: SeededRecord) => {
      const request = refundRequestOf(o, { addDays, daysAgo });
      const at = addMinutes(request.created, DEFAULT_SHOP_RULES.refund_auto_agree_days * 1440);
      // a return the rule agreed goes on by returnPlanOf (order-history.rules.ts: makeOrder closed its order when it was refunded)
      return { ...request, at, due: at <= now, plan: returnPlanOf(String(o.order_sn), at, DEFAULT_SHOP_RULES, { addDays }) };
    };
    const typeOf = new Map(ref("goods").map((g) => [g.alias, g.type]));
    const between = (from: string, to: string, share: number) => addDays(from, Math.max(0, -daysAgo(to) + daysAgo(from)) * share);
    const soon = (from: string, days: number) => addDays(from, Math.min(days, random() * daysAgo(from)));
    const add = (o: SeededRecord, status: string, returning = false, auto?: ReturnType<typeof requestOf>) => {
      const items = o.items as { goods_alias: string; name: string; cover: string }[];
      const pay = Number(o.pay_amount);
      const asked = statusWhenAsked(o);
      const returnable = o.delivery_type === "express" && Boolean(o.shipped_at);
      const open = status === "PENDING" || status === "AGREED" || status === "WAIT_SELLER_RECEIVE";
      const partial = status === "REFUNDED" && o.status !== "CLOSED";
      const refundType = auto ? auto.refund_type : returning || status === "AGREED" || status === "WAIT_SELLER_RECEIVE" ? 2 : returnable && !partial && random() < 0.6 ? 2 : 1;
      const from = String(o.shipped_at ?? o.paid_at);
      // asked before the order closed (refunded) or completed (refused, partly refunded); open ones up to now
      const until = open ? null : String(o.finished_at ?? "");
      const created = auto ? auto.created : until ? between(from, until, refundType === 2 ? 0.1 + random() * 0.2 : 0.2 + random() * 0.5) : requestOf(o).created;
      const agreed = status === "PENDING" || status === "REFUSED" ? null : auto ? auto.at
        : until && refundType === 2 ? between(created, until, 0.2) : until ? (partial ? between(created, until, 0.5 + random() * 0.4) : until) : soon(created, 0.3);
      const plan = auto && refundType === 2 ? auto.plan : null;
      const returned = refundType === 2 && agreed && status !== "AGREED" ? (plan ? plan.returned : until ? between(agreed, until, 0.5) : soon(agreed, 0.5 + random() * 2)) : null;
      // signed for a day after it was sent (or halfway to its receipt), if that has come: 商家收货期限 counts from it
      const signed = !returned ? null : plan ? plan.signed : until ? between(returned, until, 0.5) : addDays(returned, 1);
      const refunded = status === "REFUNDED" ? (partial ? Number(o.refunded_amount) : pay) : null;
      const reason = pick(refundReasonsFor(typeOf.get(items[0]?.goods_alias), deliveryState(asked, o.delivery_type), refundType));
      const evidence = EVIDENCE_OF[reason];
      rows.push({
        shop_alias: String(o.shop_alias),
        alias: `rf_${String(o.order_sn)}`,
        order_sn: o.order_sn,
        member_alias: o.member_alias,
        buyer_nickname: o.buyer_nickname,
        buyer_mobile: o.buyer_mobile,
        goods_name: items.map((it) => it.name).join("，"),
        items: o.items,
        order_status: asked,
        refund_type: refundType,
        // a partial refund paid what was asked, or less; otherwise most ask for all they paid (a
        // virtual item's buyer all of it: a key or a 藏品 is not returned in part)
        refund_amount: refunded !== null && !partial ? pay : partial ? (random() < 0.5 ? refunded : Math.min(pay, Math.round(Number(refunded) * 150) / 100)) : random() < 0.7 || o.delivery_type === "virtual" ? pay : Math.round(pay * int(3, 9) * 10) / 100,
        reason,
        images: evidence && items[0] ? [items[0].cover, picture("poster", evidence)] : [],
        status,
        audit_reason: auto ? AUTO_AGREE_REASON : status === "REFUSED" ? "商品已签收且不影响二次销售，不支持退款" : null,
        audited_by: auto ? "系统" : null,
        audited_at: status === "REFUSED" ? between(created, String(until), random()) : agreed,
        // a company, then a number of its form (couriers.rules.ts): as drawn before
        ...returnParcelOf(returned ? pick(SEED_COURIERS) : null, int),
        returned_at: returned,
        return_signed_at: signed && signed <= now ? signed : null,
        received_at: status === "REFUNDED" && refundType === 2 ? until : null,
        // a return the rule refunded was received by 系统 (商家收货期限)
        received_by: plan && status === "REFUNDED" ? "系统" : null,
        refunded_amount: refunded,
        refunded_at: status === "REFUNDED" ? (partial ? agreed : until) : null,
        created_at: created,
      });
    };
    // the 售后中 parcels take turns through a return's steps, so every clock has one at each: one
    // not answered yet is 待处理 (the rule agrees it after 7 days); one the rule agreed is where
    // returnPlanOf has it now (sent back, maybe signed for, or not yet: decision 0115)
    let parcels = 0;
    for (const o of ref("order")) {
      const auto = o.paid_at ? requestOf(o) : null;
      if (o.status === "REFUNDING" && auto?.due) add(o, auto.plan.returned <= now ? "WAIT_SELLER_RECEIVE" : "AGREED", false, auto);
      else if (o.status === "REFUNDING") {
        const returnable = o.delivery_type === "express" && Boolean(o.shipped_at);
        // the first not answered yet, the next agreed by hand with its parcel on the way back
        const turn = returnable ? parcels++ % 3 : -1;
        add(o, turn === 1 ? "WAIT_SELLER_RECEIVE" : "PENDING", turn === 0);
      } else if (o.status === "CLOSED" && o.paid_at && auto?.due && (o.finished_at === auto.at || (auto.refund_type === 2 && o.finished_at === auto.plan.refunded))) add(o, "REFUNDED", false, auto);
      else if (o.status === "CLOSED" && o.paid_at) add(o, "REFUNDED");
      else if (o.status === "SUCCESS" && Number(o.refunded_amount) > 0) add(o, "REFUNDED");
      else if (o.status === "SUCCESS" && o.finished_at && random() < 0.05) add(o, "REFUSED");
    }
    return rows;
  },
} satisfies SeedModule;
