import type { SeedCtx, SeedModule, SeedRow, SeededRecord } from "../../engine/seed-types";

const REGIONS: [string, string, string][] = [
  ["广东省", "深圳市", "南山区"], ["广东省", "广州市", "天河区"], ["上海市", "市辖区", "浦东新区"], ["北京市", "市辖区", "朝阳区"],
  ["浙江省", "杭州市", "西湖区"], ["四川省", "成都市", "武侯区"], ["湖北省", "武汉市", "洪山区"], ["江苏省", "南京市", "鼓楼区"],
];
const STREETS = ["科技园南路 88 号", "天河路 385 号", "世纪大道 100 号", "建国路 93 号", "文三路 478 号", "天府大道 1700 号", "珞喻路 129 号", "中山北路 30 号"];
const EXPRESS = ["顺丰速运", "中通快递", "圆通速递", "韵达快递", "京东物流"];
const PICK_POINTS = ["南山科技园自提点", "福田会展中心自提点"];

const money = (n: number): number => Math.round(n * 100) / 100;

/** One order of `member` for `goods` lines, in a status that fits how old it is. */
function makeOrder(ctx: SeedCtx, shop: string, i: number, created: string, member: SeededRecord, lines: SeededRecord[], recent: boolean): SeedRow {
  const { int, pick, random, addDays } = ctx;
  const items = lines.map((g) => ({ goods_alias: g.alias, name: g.name, cover: g.cover, price: g.price, num: g.type === 1 ? 1 : int(1, 3) }));
  const modes = Array.isArray(lines[0]?.delivery) ? (lines[0]?.delivery as string[]) : [];
  const express = modes.includes("express") && (!modes.includes("pickup") || random() < 0.8);
  const delivery = lines[0]?.type !== 2 ? "virtual" : express ? "express" : "pickup";
  const total = money(items.reduce((s, it) => s + Number(it.price) * it.num, 0));
  const discount = random() < 0.3 ? money(Math.min(total * 0.2, pick([5, 10, 20]))) : 0;
  const freight = delivery === "express" && total < 99 ? pick([6, 8, 10]) : 0;
  // old orders are mostly done; recent ones spread over every state
  const roll = random();
  let status = recent
    ? roll < 0.15 ? "WAIT_PAY" : roll < 0.45 ? "WAIT_SEND" : roll < 0.62 ? "WAIT_CONFIRM" : roll < 0.85 ? "SUCCESS" : roll < 0.93 ? "CLOSED" : "REFUNDING"
    : roll < 0.8 ? "SUCCESS" : roll < 0.9 ? "CLOSED" : roll < 0.95 ? "REFUNDING" : "WAIT_CONFIRM";
  const unpaidClose = status === "CLOSED" && random() < 0.7;
  const paid = status !== "WAIT_PAY" && !unpaidClose;
  const paidAt = paid ? ctx.past(addDays(created, random() / 48)) : null;
  // an order gets only as far as the time since it was placed allows (nothing after now)
  const wantShipped = paid && (status === "WAIT_CONFIRM" || status === "SUCCESS" || (status !== "WAIT_SEND" && random() < 0.5)) && delivery !== "pickup";
  const shipTime = wantShipped && paidAt ? addDays(paidAt, random() * 2) : null;
  const shipped = shipTime !== null && shipTime <= ctx.now;
  const shippedAt = shipped ? shipTime : null;
  const finishTime = status === "SUCCESS" ? addDays(shippedAt ?? paidAt ?? created, 1 + random() * 5) : null;
  const finishedAt = finishTime !== null && finishTime <= ctx.now ? finishTime : null;
  if (status === "SUCCESS" && !finishedAt) status = shipped ? "WAIT_CONFIRM" : "WAIT_SEND";
  if (status === "WAIT_CONFIRM" && !shipped) status = "WAIT_SEND";
  const sn = created.replace(/\D/g, "") + String(i % 10_000).padStart(4, "0") + (shop === ctx.shops.admin ? "1" : "2");
  const region = pick(REGIONS);
  return {
    shop_alias: shop,
    alias: `od_${sn}`,
    order_sn: sn,
    member_alias: member.alias,
    buyer_nickname: member.nickname,
    buyer_mobile: member.mobile,
    items,
    total_amount: total,
    discount_amount: discount,
    freight_amount: freight,
    pay_amount: money(total - discount + freight),
    pay_type: pick(["wechat", "wechat", "alipay", "balance"]),
    delivery_type: delivery,
    address: delivery === "express" ? { consignee: member.nickname, mobile: member.mobile, region: [...region], detail: pick(STREETS) } : null,
    pick_address_name: delivery === "pickup" ? pick(PICK_POINTS) : null,
    fetch_code: delivery === "pickup" ? sn.slice(-7, -1) : null,
    fetched_at: delivery === "pickup" && status === "SUCCESS" ? finishedAt : null,
    express_company: shipped && delivery === "express" ? pick(EXPRESS) : null,
    express_no: shipped && delivery === "express" ? `SF${int(1_000_000_000, 9_999_999_999)}` : null,
    status,
    // a refund request remembers where the order goes back to when it is refused
    status_before_refund: status === "REFUNDING" ? (shipped ? "WAIT_CONFIRM" : "WAIT_SEND") : null,
    close_reason: status === "CLOSED" ? (paid ? "买家申请退款，已全额退款" : pick(["买家超时未付款", "买家取消订单", "商品库存不足"])) : null,
    remark: random() < 0.1 ? pick(["老客户，优先发货", "赠品已备注", "买家要求周末送达"]) : null,
    created_at: created,
    paid_at: paidAt,
    shipped_at: shippedAt,
    finished_at: finishedAt,
  };
}

/** 320 orders of the admin shop over the seeded members and goods, 12 of the user shop. */
export default {
  resource: "order",
  rows: (ctx) => {
    const { shops, at, addDays, random, pick, ref } = ctx;
    const forShop = (name: string, shop: string) => ref(name).filter((r) => r.shop_alias === shop);
    const build = (shop: string, count: number, since: string, stepDays: number): SeedRow[] => {
      const members = forShop("member", shop);
      const goods = forShop("goods", shop).filter((g) => g.status === 1);
      const byType = [1, 2, 3].map((t) => goods.filter((g) => g.type === t)).filter((list) => list.length > 0);
      return Array.from({ length: count }, (_, i) => {
        const created = addDays(since, i * stepDays + random() * stepDays);
        const kind = pick(byType);
        const first = pick(kind);
        const second = kind.length > 1 && random() < 0.25 ? pick(kind.filter((g) => g !== first)) : null;
        // the first member is a regular (the member screens show someone with orders)
        const member = i % 40 === 0 && members[0] ? members[0] : pick(members);
        return makeOrder(ctx, shop, i, created, member, second ? [first, second] : [first], i > count - 60);
      });
    };
    // the admin shop's orders run up to now (工作台's today has some), the user shop's to yesterday
    return [...build(shops.admin, 320, ctx.addDays(ctx.now, -320 * 0.6), 0.6), ...build(shops.user, 12, at(2026, 10, 20, 9), 2.5)];
  },
} satisfies SeedModule;
