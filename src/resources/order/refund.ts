import { defineResource, type EnumOption } from "../../engine/types";
import { REFUND_STATUS_LABELS, type RefundStatus } from "./refund.rules";

const STATUS_COLORS: Record<RefundStatus, EnumOption["color"]> = {
  PENDING: "warning", AGREED: "processing", WAIT_SELLER_RECEIVE: "cyan", REFUNDED: "success", REFUSED: "error", CLOSED: "default",
};

/**
 * 售后 (domain.md 订单管理 → refund): requests of buyers; 同意 / 拒绝 / 确认收货 on the detail
 * page (src/pages/order/refund-detail.tsx), by refund.rules.ts's flow (decision 0060).
 */
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
    { key: "refund_amount", label: "申请金额", type: "money", readOnly: true, list: { sortable: true } },
    { key: "reason", label: "申请原因", readOnly: true },
    { key: "images", label: "凭证图片", type: "images", readOnly: true, list: false },
    {
      key: "status", label: "处理状态", type: "enum", readOnly: true,
      options: (Object.keys(REFUND_STATUS_LABELS) as RefundStatus[]).map((value) => ({ value, label: REFUND_STATUS_LABELS[value], color: STATUS_COLORS[value] })),
    },
    // 售后自动同意's, 买家退货期限's and 商家收货期限's countdowns (店铺规则, decisions 0061, 0115): drawn in the page, never stored
    // shown while a rule of the shop may wait on the row (shop-auto.rules.ts): a detail has no empty row for it
    { key: "auto_step", label: "自动处理", type: "autoStep", readOnly: true, form: false, list: { under: "status" }, visibleWhen: { field: "status", in: ["PENDING", "AGREED", "WAIT_SELLER_RECEIVE"] } },
    { key: "created_at", label: "申请时间", type: "datetime", readOnly: true, filter: "range", list: { sortable: true } },
    { key: "audit_reason", label: "处理说明", readOnly: true, list: false, visibleWhen: { field: "status", in: ["AGREED", "WAIT_SELLER_RECEIVE", "REFUNDED", "REFUSED"] } },
    { key: "refunded_amount", label: "实退金额", type: "money", readOnly: true, list: false, visibleWhen: { field: "status", in: ["REFUNDED"] } },
    // where the buyer sends a return (同意 picks it from 地址库's 退货 addresses, decision 0115): as it was when agreed
    { key: "return_address", label: "退货地址", readOnly: true, list: false, visibleWhen: { field: "refund_type", in: [2] } },
    { key: "refunded_at", label: "退款时间", type: "datetime", readOnly: true, list: false, visibleWhen: { field: "status", in: ["REFUNDED"] } },
    // the buyer's parcel back (退货退款): shown by the page's 退货物流 and timeline
    { key: "return_express_company", label: "退货快递", readOnly: true, list: false, detail: false },
    { key: "return_express_no", label: "退货运单号", readOnly: true, list: false, detail: false },
    { key: "returned_at", label: "买家寄回时间", type: "datetime", readOnly: true, list: false, detail: false },
    { key: "received_at", label: "商家收货时间", type: "datetime", readOnly: true, list: false, detail: false },
    // when the return parcel was signed for (the buyer's 签收 step, or its track: the tracking job, decision 0116): return_receive_days counts from it
    { key: "return_signed_at", label: "退货签收时间", type: "datetime", readOnly: true, list: false, detail: false },
  ],
});

export default refund;
