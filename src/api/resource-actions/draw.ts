import { CHANCE_PACKAGES, drawEditError, drawStatus, prizesError, type Prize } from "../../resources/ump/draw.rules";
import { str } from "../check";
import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import type { Db, ResourceRow } from "../types";
import { now } from "../util";
import { relatedRows } from "../db-reach";

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

const ordersOf = (row: ResourceRow): ChanceOrder[] => {
  if (!Array.isArray(row.chance_orders)) row.chance_orders = [];
  return row.chance_orders as ChanceOrder[];
};
const statusOf = (row: ResourceRow) => drawStatus(row, now());
const winnersOf = (row: ResourceRow, db: Db): number =>
  new Set(relatedRows(db, "drawRecord", row.shop_alias, "draw_alias", row.alias).map((r) => r.member_alias ?? r.alias)).size;
const EDITABLE = ["cover", "name", "type", "start_at", "end_at", "cost_type", "chances_per_day", "prizes"];

/**
 * 抽奖: status from the dates (or 已停止), the prize rules and the edit limits of
 * draw.rules.ts on save, stop, and 抽奖次数包: buy {alias, package} → {order_sn, amount};
 * pay {order_sn} → the order, paid (and the chances added) once drawPayTiming has passed.
 */
export default {
  resource: "draw",
  reads: ["goods", "coupon"],
  // 中奖人数: the members with a 中奖记录 of the draw (decision 0026)
  output: (row, db) => ({ status: statusOf(row), chance_orders: undefined, winners: winnersOf(row, db) }),
  validate: (record, { existing }) => {
    const prizes = Array.isArray(record.prizes) ? (record.prizes as Prize[]) : [];
    const edit = existing ? drawEditError(statusOf(existing), existing, record, EDITABLE) : null;
    return edit ? { code: 409, msg: edit } : prizesError(prizes);
  },
  // the pay page polls its order: part of buying (the pay page is `buy` of 抽奖, actionOf)
  acts: { pay: "buy" },
  actions: {
    stop: ({ body, find }) => {
      const row = find(body.alias);
      if (!row) return failWith(notFound("抽奖活动不存在"));
      const status = statusOf(row);
      if (status === 3 || status === 4) return fail(409, "活动已结束，无需停止");
      row.stopped_at = now();
      return ok({ alias: row.alias, status: 4 }, "活动已停止");
    },
    buy: ({ body, find }) => {
      const row = find(body.alias);
      if (!row) return failWith(notFound("抽奖活动不存在"));
      const status = statusOf(row);
      if (status !== 1 && status !== 2) return fail(409, "活动已结束，不能再购买抽奖次数");
      const pack = CHANCE_PACKAGES.find((p) => p.key === str(body, "package"));
      if (!pack) return fail(422, "请选择抽奖次数包");
      const time = now();
      const order: ChanceOrder = {
        order_sn: `DP${time.replace(/\D/g, "")}${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
        package: pack.key, chances: pack.chances, amount: pack.price, status: 1, created_at: time, created_ms: Date.now(), paid_at: null,
      };
      ordersOf(row).push(order);
      return ok({ order_sn: order.order_sn, amount: order.amount });
    },
    pay: ({ body, rows }) => {
      const sn = str(body, "order_sn");
      const draw = rows.find((r) => ordersOf(r).some((o) => o.order_sn === sn));
      const order = draw ? ordersOf(draw).find((o) => o.order_sn === sn) : undefined;
      if (!draw || !order) return failWith(notFound("支付订单不存在"));
      if (order.status === 1 && Date.now() - order.created_ms >= drawPayTiming.delayMs) {
        order.status = 2;
        order.paid_at = now();
        draw.chances_left = Number(draw.chances_left ?? 0) + order.chances;
      }
      return ok({ ...order, created_ms: undefined, draw_alias: draw.alias, draw_name: draw.name, pay_url: `https://pay.example.com/qr/${order.order_sn}` });
    },
  },
} satisfies ResourceExtension;
