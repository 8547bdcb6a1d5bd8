import { config as app } from "../../config";
import { defineResource, type Condition } from "../../engine/types";
import { ACTIVITY_STATUS } from "./coupon";

/** Started (进行中 / 已结束): a running activity only changes its end time and stock; an ended one nothing. */
const STARTED: Condition = { field: "status", in: [2, 3] };
const ENDED: Condition = { field: "status", in: [3] };
const BY_GOODS: Condition<"condition_type"> = { field: "condition_type", in: [1] };
const BY_AMOUNT: Condition<"condition_type"> = { field: "condition_type", in: [2] };

/**
 * 赠品 (domain.md 营销中心 → gift): members who buy given goods (1) or spend a threshold in
 * one order (2) receive gifts: 数字藏品 (from the collection query, as 藏品兑换 materials)
 * or coupons. Status from the dates (as coupons), 结束 ends it early; 领取记录 lists who
 * received what (gift-record.ts).
 */
const gift = defineResource({
  name: "gift",
  label: "赠品活动",
  section: "/ump",
  menu: { title: "赠品", order: 7 },
  routes: { list: "/ump/gift/index", create: "/ump/gift/add", edit: "/ump/gift/edit/:alias" },
  api: { base: "/merchant/ump/v1/gift", list: "list", detail: "detail", save: "save", del: "del" },
  deleteRefusedWhen: { field: "status", in: [2], reason: "进行中的赠品活动不能删除，请先结束" },
  keyword: { label: "活动名称", fields: ["name"] },
  defaultSort: { field: "created_at", order: "desc" },
  tabs: { field: "status" },
  fields: [
    { key: "name", label: "活动名称", required: true, max: 30, lockedWhen: STARTED },
    { key: "start_at", label: "开始时间", type: "datetime", required: true, list: false, lockedWhen: STARTED },
    { key: "end_at", label: "结束时间", type: "datetime", required: true, gte: "start_at", future: true, list: false, lockedWhen: ENDED, help: "活动开始后只能修改结束时间和库存" },
    { key: "period_text", label: "活动时间", readOnly: true, detail: false, list: { width: 280 } },
    {
      key: "condition_type", label: "赠送条件", type: "enum", required: true, default: 1, list: false, lockedWhen: STARTED,
      options: [{ value: 1, label: "购买指定商品" }, { value: 2, label: "订单满额" }],
    },
    {
      key: "goods_aliases", label: "指定商品", type: "relation", multiple: true, min: 1, max: 50, list: false, lockedWhen: STARTED,
      relation: { resource: "goods", labelField: "name", displayField: "goods_names" },
      required: BY_GOODS, visibleWhen: BY_GOODS, help: "订单中含任一指定商品即赠送",
    },
    {
      key: "threshold", label: "订单满", type: "money", min: 0.01, max: 999999.99, list: false, lockedWhen: STARTED,
      required: BY_AMOUNT, visibleWhen: BY_AMOUNT, help: "单笔订单实付金额达到此金额即赠送",
    },
    { key: "condition_text", label: "赠送条件", readOnly: true, detail: false },
    {
      key: "gifts", label: "赠品", type: "list", required: true, min: 1, max: 5, list: false, lockedWhen: STARTED,
      default: [{ type: 1, num: 1 }], help: "每份赠品包含以下全部内容；同一藏品或优惠券只能添加一次",
      fields: [
        {
          key: "type", label: "赠品类型", type: "enum", required: true, default: 1, list: { width: 140 }, lockedWhen: STARTED,
          options: [{ value: 1, label: "藏品" }, { value: 2, label: "优惠券" }],
        },
        {
          key: "goods_alias", label: "藏品", type: "relation", list: { width: 260 }, lockedWhen: STARTED,
          relation: { resource: "goods", labelField: "name", displayField: "goods_name", listPath: app.collectionQueryPath },
          required: { field: "type", in: [1] }, visibleWhen: { field: "type", in: [1] },
        },
        {
          key: "coupon_alias", label: "优惠券", type: "relation", list: { width: 260 }, lockedWhen: STARTED,
          relation: { resource: "coupon", labelField: "name", displayField: "coupon_name" },
          required: { field: "type", in: [2] }, visibleWhen: { field: "type", in: [2] },
        },
        { key: "num", label: "数量", type: "integer", required: true, min: 1, max: 99, default: 1, list: { width: 120 }, lockedWhen: STARTED },
      ],
    },
    { key: "gifts_text", label: "赠品", readOnly: true, detail: false, format: "lines" },
    { key: "stock", label: "赠品库存", type: "integer", required: true, min: 1, max: 1000000, unit: "份", lockedWhen: ENDED, help: "最多赠送多少份，不能少于已赠送" },
    { key: "given", label: "已赠送", type: "integer", readOnly: true, unit: "份" },
    { key: "per_limit", label: "每人限领", type: "integer", min: 0, max: 99, default: 1, unit: "份", list: false, zero: "不限领", lockedWhen: STARTED },
    { key: "status", label: "状态", type: "enum", readOnly: true, options: ACTIVITY_STATUS },
    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true, list: { hidden: true, sortable: true } },
  ],
  actions: [
    { key: "record", label: "领取记录", kind: "link", to: "/ump/gift/record/:alias" },
    {
      key: "end", label: "结束", kind: "call", api: "end", danger: true, visibleWhen: { field: "status", notIn: [3] },
      confirm: "确定提前结束这个赠品活动吗？结束后下单不再赠送", success: "赠品活动已结束",
    },
  ],
});

export default gift;
