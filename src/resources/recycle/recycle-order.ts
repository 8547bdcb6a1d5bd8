import { defineResource } from "../../engine/types";

/** Transitions of a recycle order (domain.md 礼品卡回收; the demo API refuses others with 409). */
export const RECYCLE_STATUS = { checking: 1, toPay: 2, paid: 3, rejected: 4 } as const;
/** 打款 and 驳回 are open while the card is being checked or waits for payment. */
export const RECYCLE_OPEN: number[] = [RECYCLE_STATUS.checking, RECYCLE_STATUS.toPay];

export const PAY_CHANNELS = [
  { value: "alipay", label: "支付宝" },
  { value: "wechat", label: "微信" },
  { value: "bank", label: "银行卡" },
];

/**
 * 回收订单: a member sells a gift card to the shop. Read-only here; the merchant pays it
 * (/recycle/order/pay/:alias) or rejects it with a reason, from 待验卡 or 待打款.
 */
const recycleOrder = defineResource({
  name: "recycleOrder",
  label: "回收订单",
  section: "/recycle",
  menu: { title: "回收订单", order: 2 },
  routes: { list: "/recycle/order/index", detail: "/recycle/order/detail/:alias" },
  api: { base: "/merchant/recycle/v1/order", list: "list", detail: "detail" },
  operations: ["list", "detail"],
  keyword: { label: "单号/卡号/会员", fields: ["order_sn", "card_no", "member_nickname", "member_mobile"] },
  defaultSort: { field: "created_at", order: "desc" },
  tabs: { field: "status" },
  export: { type: "recycleOrder" },
  fields: [
    { key: "order_sn", label: "回收单号", readOnly: true, list: { width: 190, fixed: true } },
    {
      key: "card_alias", label: "卡种", type: "relation", readOnly: true, filter: true,
      relation: { resource: "recycleCard", labelField: "name", displayField: "card_name" },
    },
    { key: "member_nickname", label: "会员", readOnly: true },
    { key: "member_mobile", label: "会员手机号", readOnly: true, list: false, mask: "mobile" },
    { key: "face_value", label: "面值", type: "money", readOnly: true, list: { sortable: true } },
    { key: "card_no", label: "卡号", readOnly: true, list: { hidden: true } },
    { key: "card_secret", label: "卡密", readOnly: true, secret: true, list: { hidden: true } },
    { key: "discount_rate", label: "回收折扣", type: "number", format: "discount", readOnly: true, list: false },
    { key: "expected_amount", label: "预计回收价", type: "money", readOnly: true, list: { sortable: true } },
    { key: "payee_name", label: "收款人", readOnly: true, list: false },
    { key: "payee_account", label: "收款账号", readOnly: true, list: false },
    {
      key: "status", label: "状态", type: "enum", readOnly: true,
      options: [
        { value: 1, label: "待验卡", color: "processing" },
        { value: 2, label: "待打款", color: "warning" },
        { value: 3, label: "已打款", color: "success" },
        { value: 4, label: "已驳回", color: "error" },
      ],
    },
    { key: "paid_amount", label: "打款金额", type: "money", readOnly: true, visibleWhen: { field: "status", in: [3] } },
    { key: "pay_channel", label: "打款方式", type: "enum", readOnly: true, list: false, options: PAY_CHANNELS, visibleWhen: { field: "status", in: [3] } },
    { key: "pay_remark", label: "打款备注", type: "textarea", readOnly: true, visibleWhen: { field: "status", in: [3] } },
    { key: "paid_at", label: "打款时间", type: "datetime", readOnly: true, list: false, visibleWhen: { field: "status", in: [3] } },
    { key: "reject_reason", label: "驳回原因", type: "textarea", readOnly: true, visibleWhen: { field: "status", in: [4] } },
    { key: "rejected_at", label: "驳回时间", type: "datetime", readOnly: true, list: false, visibleWhen: { field: "status", in: [4] } },
    { key: "created_at", label: "提交时间", type: "datetime", readOnly: true, filter: "range", list: { sortable: true } },
  ],
  actions: [
    { key: "pay", label: "打款", kind: "link", to: "/recycle/order/pay/:alias", visibleWhen: { field: "status", in: RECYCLE_OPEN } },
  ],
});

export default recycleOrder;
