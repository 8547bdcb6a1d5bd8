import type { ResourceExtension } from "../resources";
import { totalsOf } from "./salesman/stats";

/** 客户: order count and spending from the customer's promotion orders. */
export default {
  resource: "salesmanCustomer",
  output: async (rows, reach) => {
    const totals = await totalsOf(reach, "customer_alias", rows.map((r) => r.alias));
    return (row) => ({ order_count: totals(row.alias).orders, spent: totals(row.alias).sales });
  },
} satisfies ResourceExtension;
