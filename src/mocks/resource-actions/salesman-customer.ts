import type { ResourceExtension } from "../resources";
import { totalsOf } from "./salesman/stats";

/** 客户: order count and spending from the customer's promotion orders. */
export default {
  resource: "salesmanCustomer",
  // the orders whole: promotion orders are derived from them all (stats.ts), left for figures in SQL (decision 0057)
  reads: ["order", "salesmanOrder"],
  output: (row, db) => {
    const totals = totalsOf(db, "customer_alias", row.alias);
    return { order_count: totals.orders, spent: totals.sales };
  },
} satisfies ResourceExtension;
