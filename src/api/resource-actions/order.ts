import { orderActions, type OrderAction } from "../../resources/order/order.rules";
import { expressCompanyError, expressCompanyName, expressNoError } from "../../resources/order/ship.rules";
import { str } from "../check";
import { holdsPart } from "../query";
import type { Row } from "../repository/types";
import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceActionCtx, ResourceExtension } from "../resources";
import { closeOrder } from "../shop-rules/order-steps";
import type { ResourceRow } from "../types";
import { now } from "../util";
import { lockedByKey, writeBack } from "../locked-rows";
import { batchShip, batchShipCheck, shipRow } from "./order/ship";
import { waybill } from "./order/waybill";

/**
 * 订单: ship / close / remark {order_sn, ...}, each accepted only when order.rules.ts allows
 * it for the order's status (409 otherwise); 核销 goes through fetch/save (handlers/fetch.ts).
 * Filters order_sn, goods_name and buyer_mobile match part of the value.
 *
 * Each action reads its order through the call's repository, locked (decision 0096): the same
 * order shipped (or closed) twice at once is shipped once, the second call finding it shipped.
 */
type Items = { name: string; num: number }[];
const itemsOf = (row: ResourceRow): Items => (Array.isArray(row.items) ? (row.items as Items) : []);

const ACTION_LABELS: Record<OrderAction, string> = { ship: "发货", close: "关闭", remark: "备注", fetch: "核销" };

/** The order the body names, locked to the call's end, or the refusal when it is missing or its status forbids `action`. */
async function orderFor(ctx: ResourceActionCtx, action: OrderAction): Promise<Row | Response> {
  const row = await lockedByKey(ctx.repo.table("order"), ctx.shop.alias, "order_sn", ctx.body.order_sn);
  if (!row) return failWith(notFound("订单不存在"));
  const allowed = orderActions({ status: String(row.status), delivery_type: String(row.delivery_type) });
  if (!allowed.includes(action)) return fail(409, `当前订单状态不能${ACTION_LABELS[action]}`);
  return row;
}

/** Stores `step`'s change of the locked order, noted for the 操作日志: the order as stored. */
async function stepped(ctx: ResourceActionCtx, before: Row, step: (row: Row) => void): Promise<Row> {
  const after = structuredClone(before);
  step(after);
  const stored = await writeBack(ctx.repo.table("order"), before, after);
  ctx.audit.writes.push({ before, after: stored });
  return stored;
}

export default {
  resource: "order",
  filters: {
    order_sn: "part",
    goods_name: (row, wanted) => itemsOf(row).some((it) => holdsPart(it.name, wanted)),
    buyer_mobile: "part",
  },
  computes: ["goods_name"],
  // 批量发货 is 发货 of several orders (who may ship may ship in bulk); its preview only reads
  acts: { batchShip: "ship", batchShipCheck: null, waybill: null },
  output: async () => (row) => ({ goods_name: itemsOf(row).map((it) => `${it.name} ×${it.num}`).join("，") }),
  actions: {
    ship: async (ctx) => {
      const row = await orderFor(ctx, "ship");
      if (row instanceof Response) return row;
      // 顺丰 is 顺丰速运 (couriers.rules.ts): stored by the company's own name
      const company = expressCompanyName(str(ctx.body, "express_company"));
      const no = str(ctx.body, "express_no");
      if (row.delivery_type === "express") {
        const refused = expressCompanyError(company) ?? expressNoError(no);
        if (refused) return fail(422, refused);
      }
      const shipped = await stepped(ctx, row, (order) => shipRow(order, company, no));
      return ok({ order_sn: shipped.order_sn, status: shipped.status }, "发货成功");
    },
    batchShip,
    batchShipCheck,
    // 快递面单 and 发货单: what they print (a read of the order page)
    waybill,
    close: async (ctx) => {
      const row = await orderFor(ctx, "close");
      if (row instanceof Response) return row;
      const reason = str(ctx.body, "reason");
      if (!reason) return fail(422, "请填写关闭原因");
      if (reason.length > 100) return fail(422, "关闭原因最多 100 个字符");
      const closed = await stepped(ctx, row, (order) => closeOrder(order, reason, now()));
      return ok({ order_sn: closed.order_sn, status: closed.status }, "订单已关闭");
    },
    remark: async (ctx) => {
      const row = await orderFor(ctx, "remark");
      if (row instanceof Response) return row;
      const remark = str(ctx.body, "remark");
      if (remark.length > 200) return fail(422, "商家备注最多 200 个字符");
      const noted = await stepped(ctx, row, (order) => Object.assign(order, { remark: remark || null, updated_at: now() }));
      return ok({ order_sn: noted.order_sn }, "备注已保存");
    },
  },
} satisfies ResourceExtension;
