import { defineResource } from "../../engine/types";

/** 售后 (domain.md 订单管理 → refund): requests of buyers; 同意 / 拒绝 on the detail page. */
const refund = defineResource({
  name: "refund",
  label: "售后",
  section: "/order",
  menu: { title: "售后列表", order: 2 },
  routes: { list: "/order/refund", detail: "/order/refund/:alias" },
  api: { base: "/merchant/order/v1/refund", list: "list", detail: "detail" },
  operations: ["list", "detail"],
  keyword: { label: "订单号/买家", fields: ["order_sn", "buyer_nickname", "buyer_mobile"] },
  defaultSort: { field: "created_at", order: "desc" },
  tabs: { field: "status" },
  fields: [
    { key: "order_sn", label: "订单号", readOnly: true, list: { width: 190 } },
    { key: "goods_name", label: "商品", readOnly: true, detail: false },
    { key: "buyer_nickname", label: "买家", readOnly: true },
    { key: "buyer_mobile", label: "买家手机号", readOnly: true, list: false, mask: "mobile" },
    {
      key: "refund_type", label: "售后类型", type: "enum", readOnly: true, filter: true,
      options: [{ value: 1, label: "仅退款" }, { value: 2, label: "退货退款" }],
    },
    { key: "refund_amount", label: "退款金额", type: "money", readOnly: true, list: { sortable: true } },
    { key: "reason", label: "申请原因", readOnly: true },
    {
      key: "status", label: "处理状态", type: "enum", readOnly: true,
      options: [
        { value: "PENDING", label: "待处理", color: "warning" },
        { value: "AGREED", label: "已同意", color: "processing" },
        { value: "REFUSED", label: "已拒绝", color: "error" },
        { value: "REFUNDED", label: "已退款", color: "success" },
      ],
    },
    // 售后自动同意's countdown (店铺规则, decision 0061): drawn in the page, never stored
    { key: "auto_step", label: "自动处理", type: "autoStep", readOnly: true, form: false },
    { key: "created_at", label: "申请时间", type: "datetime", readOnly: true, filter: "range", list: { sortable: true } },
    { key: "audit_reason", label: "处理说明", readOnly: true, list: false },
  ],
});

export default refund;
