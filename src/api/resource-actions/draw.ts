import { CHANCE_PACKAGES, drawEditError, drawStatus, prizesError, type Prize } from "../../resources/ump/draw.rules";
import { str } from "../check";
import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import type { ResourceRow } from "../types";
import { now } from "../util";
import { relatedByValue, type OutputReach } from "../output-reach";
import type { Row, TableRepository } from "../repository/types";
import { patchNoted } from "../noted-patch";

/** A purchase of a 抽奖次数包, kept on its draw. */
interface ChanceOrder {
  order_sn: string;
  package: string;
  chances: number;
  amount: number;
  /** 1 待支付 / 2 已支付 */
  status: 1 | 2;
  created_at: string;
  created_ms: number;
  paid_at: string | null;
}

/**
 * The demo has no payment provider: an order counts as paid once the buyer has had this
 * long to scan the QR code (tests shorten it).
 */
export const drawPayTiming = { delayMs: 4000 };

/** The draw's 次数包 orders (kept on the draw row, beside its fields). */
const ordersOf = (row: ResourceRow): ChanceOrder[] => (Array.isArray(row.chance_orders) ? (row.chance_orders as ChanceOrder[]) : []);
const statusOf = (row: ResourceRow) => drawStatus(row, now());
/** 中奖人数 of a page's draws: the members with a 中奖记录 of each (one query of the records). */
async function winnersOf(reach: OutputReach, rows: readonly ResourceRow[]): Promise<(row: ResourceRow) => number> {
  const records = await relatedByValue(reach, "drawRecord", "draw_alias", rows.map((r) => r.alias));
  return (row) => new Set(records(row.alias).map((r) => r.member_alias ?? r.alias)).size;
}
/** What a draw keeps beside its fields: its 次数包 orders and when it was stopped. */
const KEPT = ["chance_orders", "stopped_at"];
const EDITABLE = ["cover", "name", "type", "start_at", "end_at", "cost_type", "chances_per_day", "prizes"];

/**
 * 抽奖: status from the dates (or 已停止), the prize rules and the edit limits of
 * draw.rules.ts on save, stop, and 抽奖次数包: buy {alias, package} → {order_sn, amount};
 * pay {order_sn} → the order, paid (and the chances added) once drawPayTiming has passed.
 *
 * Each reads its draw locked (`load`, get forUpdate) and writes it through the call's repository:
 * two purchases of one draw at once both keep their order, and a poll paying an order while
 * another is bought neither drops that one nor leaves its own unpaid with the chances added.
 */
export default {
  resource: "draw",
  // 中奖人数: the members with a 中奖记录 of the draw (decision 0026)
  output: async (rows, reach) => {
    const winners = await winnersOf(reach, rows);
    return (row) => ({ status: statusOf(row), chance_orders: undefined, winners: winners(row) });
  },
  validate: (record, { existing }) => {
    const prizes = Array.isArray(record.prizes) ? (record.prizes as Prize[]) : [];
    const edit = existing ? drawEditError(statusOf(existing), existing, record, EDITABLE) : null;
    // a save writes the whole record: what the draw keeps beside its fields (its 次数包 orders,
    // when it was stopped) goes with it, or an edit would drop an order still to be paid
    if (existing) for (const key of KEPT) if (existing[key] !== undefined) record[key] = existing[key];
    return edit ? { code: 409, msg: edit } : prizesError(prizes);
  },
  // the pay page polls its order: part of buying (the pay page is `buy` of 抽奖, actionOf)
  acts: { pay: "buy" },
  actions: {
    stop: async (ctx) => {
      const row = await ctx.load(ctx.body.alias);
      if (!row) return failWith(notFound("抽奖活动不存在"));
      const status = statusOf(row);
      if (status === 3 || status === 4) return fail(409, "活动已结束，无需停止");
      const stopped = await patchNoted(ctx, "draw", row, { stopped_at: now() });
      return ok({ alias: stopped.alias, status: 4 }, "活动已停止");
    },
    buy: async (ctx) => {
      const row = await ctx.load(ctx.body.alias);
      if (!row) return failWith(notFound("抽奖活动不存在"));
      const status = statusOf(row);
      if (status !== 1 && status !== 2) return fail(409, "活动已结束，不能再购买抽奖次数");
      const pack = CHANCE_PACKAGES.find((p) => p.key === str(ctx.body, "package"));
      if (!pack) return fail(422, "请选择抽奖次数包");
      const time = now();
      const order: ChanceOrder = {
        order_sn: `DP${time.replace(/\D/g, "")}${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
        package: pack.key, chances: pack.chances, amount: pack.price, status: 1, created_at: time, created_ms: Date.now(), paid_at: null,
      };
      await patchNoted(ctx, "draw", row, { chance_orders: [...ordersOf(row), order] });
      return ok({ order_sn: order.order_sn, amount: order.amount });
    },
    pay: async (ctx) => {
      const sn = str(ctx.body, "order_sn");
      const found = sn ? await drawHolding(ctx.repo.table("draw"), ctx.shop.alias, sn) : null;
      // read again locked: two polls at once pay the order once, the second finding it paid
      let draw = found && (await ctx.load(found.alias));
      let order = draw ? ordersOf(draw).find((o) => o.order_sn === sn) : undefined;
      if (!draw || !order) return failWith(notFound("支付订单不存在"));
      if (order.status === 1 && Date.now() - order.created_ms >= drawPayTiming.delayMs) {
        const paid: ChanceOrder = { ...order, status: 2, paid_at: now() };
        draw = await patchNoted(ctx, "draw", draw, {
          chance_orders: ordersOf(draw).map((o) => (o.order_sn === sn ? paid : o)),
          chances_left: Number(draw.chances_left ?? 0) + order.chances,
        });
        order = paid;
      }
      return ok({ ...order, created_ms: undefined, draw_alias: draw.alias, draw_name: draw.name, pay_url: `https://pay.example.com/qr/${order.order_sn}` });
    },
  },
} satisfies ResourceExtension;

/** How many draws a page of the shop's draws reads, looking for the one that holds an order. */
const DRAW_PAGE = 100;

/**
 * The shop's draw that holds the 次数包 order `sn` (unlocked), or null: its draws read by pages
 * (a shop's draws are its campaigns, a few; the orders are kept on them, not a field to ask by).
 */
async function drawHolding(draws: TableRepository, shop: string, sn: string): Promise<Row | null> {
  for (let page = 1; ; page += 1) {
    const found = await draws.findRows({ shop, filters: [], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page, pageSize: DRAW_PAGE });
    const holder = found.find((r) => ordersOf(r).some((o) => o.order_sn === sn));
    if (holder) return holder;
    if (found.length < DRAW_PAGE) return null;
  }
}
