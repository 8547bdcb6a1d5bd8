import type { ResourceExtension } from "../resources";
import { totalsOf } from "./salesman/stats";

/** 客户: order count and spending from the customer's promotion orders. */
export default {
  resource: "salesmanCustomer",
  output: (row, db) => {
    const totals = totalsOf(db, row.shop_alias, "customer_alias", row.alias);
    return { order_count: totals.orders, spent: totals.sales };
  },
} satisfies ResourceExtension;
