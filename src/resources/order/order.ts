import { defineResource, type EnumOption } from "../../engine/types";
import { ORDER_STATUS_LABELS, type OrderStatus } from "./order.rules";

const STATUS_COLORS: Record<OrderStatus, EnumOption["color"]> = {
  WAIT_PAY: "warning", WAIT_SEND: "processing", WAIT_CONFIRM: "cyan", SUCCESS: "success", CLOSED: "default", REFUNDING: "error",
};

export const DELIVERY_OPTIONS: EnumOption[] = [
  { value: "express", label: "快递" },
  { value: "pickup", label: "自提" },
  { value: "virtual", label: "虚拟发货" },
];

/**
 * 订单 (domain.md 订单管理): keyed by order_sn, read-only here; 发货 / 关闭 / 备注 / 核销 are
 * actions of the detail page (src/pages/order/order-detail.tsx), by order.rules.ts's rules.
 */
const order = defineResource({
  name: "order",
  label: "订单",
  section: "/order",
  menu: { title: "订单列表", order: 1 },
  routes: { list: "/order", detail: "/order/:order_sn" },
  api: { base: "/merchant/order/v1/order", list: "list", detail: "detail", key: "order_sn" },
  operations: ["list", "detail"],
  defaultSort: { field: "created_at", order: "desc" },
  tabs: { field: "status", allLabel: "全部订单" },
  export: { type: "order" },
  fields: [
    { key: "order_sn", label: "订单号", readOnly: true, filter: true, list: { width: 190, fixed: true } },
    { key: "goods_name", label: "商品", readOnly: true, filter: true, list: false, detail: false },
    {
      // one line per item, never cut (issue 23); the detail page draws them as a table
      key: "items", label: "商品", type: "list", readOnly: true, list: true, detail: false, rowText: "{name} ×{num}",
      fields: [
        { key: "goods_alias", label: "商品编号" },
        { key: "name", label: "商品名称" },
        { key: "cover", label: "图片", type: "image" },
        { key: "price", label: "单价", type: "money", min: 0 },
        { key: "num", label: "数量", type: "integer", min: 1, max: 999 },
      ],
    },
    { key: "buyer_nickname", label: "买家", readOnly: true },
    // masked in the list, and found by its filter: a column in 列设置, not shown first (the
    // countdown under 订单状态 took its room at 1440 px)
    { key: "buyer_mobile", label: "买家手机号", readOnly: true, filter: true, mask: "mobile", list: { hidden: true } },
    // 实付 once paid; an unpaid order's reads 应付 (paidAmount: issue 49), its export 0.00
    { key: "pay_amount", label: "实付金额", type: "paidAmount", readOnly: true, list: { sortable: true } },
    // what 售后 paid back (partial refunds add up; the order closes at its 实付): 工作台 sums it (decision 0060)
    { key: "refunded_amount", label: "已退款", type: "money", readOnly: true, list: false },
    {
      // a phone's order card keeps what a merchant checks on the go (issue 14)
      // 列设置 shows it; the detail has it (the items' lines took its room at 1440 px, issue 23)
      key: "pay_type", label: "支付方式", type: "enum", readOnly: true, mobile: "hide", list: { hidden: true },
      options: [{ value: "wechat", label: "微信" }, { value: "alipay", label: "支付宝" }, { value: "balance", label: "余额" }],
    },
    { key: "delivery_type", label: "配送方式", type: "enum", readOnly: true, filter: true, options: DELIVERY_OPTIONS, mobile: "hide" },
    {
      key: "status", label: "订单状态", type: "enum", readOnly: true,
      options: (Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]).map((value) => ({ value, label: ORDER_STATUS_LABELS[value], color: STATUS_COLORS[value] })),
    },
    // what the shop's rules will do to it, and when (店铺规则, decision 0061): drawn in the page, never stored
    // shown while a rule of the shop waits on the row (shop-auto.rules.ts): a detail has no empty row for it
    { key: "auto_step", label: "自动处理", type: "autoStep", readOnly: true, form: false, list: { under: "status" }, visibleWhen: { field: "status", in: ["WAIT_PAY", "WAIT_CONFIRM"] } },
    { key: "created_at", label: "下单时间", type: "datetime", readOnly: true, filter: "range", list: { sortable: true } },
    { key: "paid_at", label: "付款时间", type: "datetime", readOnly: true, list: { hidden: true } },
    { key: "remark", label: "商家备注", readOnly: true, list: { hidden: true } },
    { key: "member_alias", label: "会员", readOnly: true, list: false, detail: false },
  ],
});

export default order;
