import { orderActions, type OrderAction } from "../../resources/order/order.rules";
import { expressCompanyError, expressNoError } from "../../resources/order/ship.rules";
import { str } from "../check";
import { holdsPart } from "../query";
import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import { closeOrder } from "../shop-rules/order-steps";
import type { ResourceRow } from "../types";
import { now } from "../util";
import { batchShip, batchShipCheck, shipRow } from "./order/ship";

/**
 * 订单: ship / close / remark {order_sn, ...}, each accepted only when order.rules.ts allows
 * it for the order's status (409 otherwise); 核销 goes through fetch/save (handlers/fetch.ts).
 * Filters order_sn, goods_name and buyer_mobile match part of the value.
 */
type Items = { name: string; num: number }[];
const itemsOf = (row: ResourceRow): Items => (Array.isArray(row.items) ? (row.items as Items) : []);

const ACTION_LABELS: Record<OrderAction, string> = { ship: "发货", close: "关闭", remark: "备注", fetch: "核销" };

/** The order of the body, or the refusal when it is missing or its status forbids `action`. */
function orderFor(find: (key: unknown) => ResourceRow | undefined, body: Record<string, unknown>, action: OrderAction) {
  const row = find(body.order_sn);
  if (!row) return failWith(notFound("订单不存在"));
  const allowed = orderActions({ status: String(row.status), delivery_type: String(row.delivery_type) });
  if (!allowed.includes(action)) return fail(409, `当前订单状态不能${ACTION_LABELS[action]}`);
  return row;
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
  acts: { batchShip: "ship", batchShipCheck: null },
  output: (row) => ({ goods_name: itemsOf(row).map((it) => `${it.name} ×${it.num}`).join("，") }),
  actions: {
    ship: ({ body, find }) => {
      const row = orderFor(find, body, "ship");
      if (row instanceof Response) return row;
      const company = str(body, "express_company");
      const no = str(body, "express_no");
      if (row.delivery_type === "express") {
        const refused = expressCompanyError(company) ?? expressNoError(no);
        if (refused) return fail(422, refused);
      }
      shipRow(row, company, no);
      return ok({ order_sn: row.order_sn, status: row.status }, "发货成功");
    },
    batchShip,
    batchShipCheck,
    close: ({ body, find }) => {
      const row = orderFor(find, body, "close");
      if (row instanceof Response) return row;
      const reason = str(body, "reason");
      if (!reason) return fail(422, "请填写关闭原因");
      if (reason.length > 100) return fail(422, "关闭原因最多 100 个字符");
      closeOrder(row, reason, now());
      return ok({ order_sn: row.order_sn, status: row.status }, "订单已关闭");
    },
    remark: ({ body, find }) => {
      const row = orderFor(find, body, "remark");
      if (row instanceof Response) return row;
      const remark = str(body, "remark");
      if (remark.length > 200) return fail(422, "商家备注最多 200 个字符");
      Object.assign(row, { remark: remark || null, updated_at: now() });
      return ok({ order_sn: row.order_sn }, "备注已保存");
    },
  },
} satisfies ResourceExtension;
