import { defineResource } from "../../engine/types";

/**
 * 业绩结算: each promoter's commission per month. 结算 pays a 待结算 row (status 2 +
 * settled_at: the config's transition, no handler); the promoter's 已结算佣金 is the sum of its settled rows.
 */
const settlement = defineResource({
  name: "salesmanSettlement",
  label: "结算单",
  section: "/salesman",
  menu: { title: "业绩结算", order: 5 },
  routes: { list: "/salesman/settlement/list" },
  api: { base: "/merchant/salesman/v1/settlement", list: "list" },
  operations: ["list"],
  defaultSort: { field: "period", order: "desc" },
  tabs: { field: "status" },
  export: { type: "salesmanSettlement" },
  fields: [
    {
      key: "promoter_alias", label: "推广员", type: "relation", readOnly: true, filter: true,
      relation: { resource: "salesmanPromoter", labelField: "nickname", displayField: "promoter_nickname" },
    },
    { key: "period", label: "结算周期", readOnly: true, filter: true, list: { sortable: true }, placeholder: "如 2026-10" },
    { key: "order_count", label: "订单数", type: "integer", readOnly: true },
    { key: "sales_amount", label: "销售额", type: "money", readOnly: true, list: { sortable: true } },
    { key: "commission", label: "佣金", type: "money", readOnly: true, list: { sortable: true } },
    {
      key: "status", label: "状态", type: "enum", readOnly: true,
      options: [{ value: 1, label: "待结算", color: "warning" }, { value: 2, label: "已结算", color: "success" }],
    },
    { key: "settled_at", label: "结算时间", type: "datetime", readOnly: true },
  ],
  actions: [
    {
      // 待结算 → 已结算 with its time, served from the config (decision 0119); the promoter's 已结算佣金 sums the settled rows
      key: "settle", label: "结算", kind: "call", api: "settle", transition: { from: 1, to: 2, set: { settled_at: "$now" } },
      confirm: "确定结算这笔佣金吗？结算后计入推广员的已结算佣金", success: "结算成功",
    },
  ],
});

export default settlement;
