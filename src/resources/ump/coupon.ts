import { defineResource, type EnumOption } from "../../engine/types";

/**
 * Activity status, computed by the demo API from the dates (and an early 结束). An ended
 * activity is grey, not red: it is over, nothing went wrong (issue 37); 未开始 is blue, so it
 * is told apart from an ended one.
 */
export const ACTIVITY_STATUS: EnumOption[] = [
  { value: 1, label: "未开始", color: "blue" },
  { value: 2, label: "进行中", color: "success" },
  { value: 3, label: "已结束", color: "default" },
];

/**
 * 优惠券 (domain.md 营销中心): the route's :type is the coupon type, so 新建 offers the three
 * types and the form shows the fields of that type only.
 */
const coupon = defineResource({
  name: "coupon",
  label: "优惠券",
  section: "/ump",
  menu: { title: "优惠券", order: 1 },
  routes: { list: "/ump/coupon", create: "/ump/coupon/create/:type", edit: "/ump/coupon/edit/:type/:alias" },
  routeParams: { type: "type" },
  api: { base: "/merchant/ump/v1/coupon", list: "list", detail: "detail", save: "save", del: "del" },
  deleteRefusedWhen: { field: "status", in: [2], reason: "进行中的优惠券不能删除，请先结束" },
  keyword: { label: "优惠券名称", fields: ["name"] },
  defaultSort: { field: "created_at", order: "desc" },
  tabs: { field: "type", allLabel: "全部类型" },
  fields: [
    { key: "name", label: "优惠券名称", required: true, max: 20 },
    {
      key: "type", label: "类型", type: "enum", readOnly: true,
      options: [
        { value: 1, label: "满减券", color: "red" },
        { value: 2, label: "折扣券", color: "orange" },
        { value: 3, label: "兑换券", color: "purple" },
      ],
    },
    { key: "content", label: "优惠内容", readOnly: true },
    { key: "threshold", label: "使用门槛", type: "money", min: 0, max: 999999, default: 0, list: false, help: "订单满多少元可用，0 表示无门槛" },
    {
      key: "amount", label: "减免金额", type: "money", min: 0.01, max: 99999, list: false,
      required: { field: "type", in: [1] }, visibleWhen: { field: "type", in: [1] }, help: "有门槛时须小于使用门槛",
    },
    {
      key: "discount", label: "折扣", type: "number", min: 0.1, max: 9.9, unit: "折", list: false,
      required: { field: "type", in: [2] }, visibleWhen: { field: "type", in: [2] }, help: "0.1-9.9 折，如 8.5 折",
    },
    {
      key: "max_discount", label: "最高优惠", type: "money", min: 0.01, max: 99999, list: false,
      required: { field: "type", in: [2] }, visibleWhen: { field: "type", in: [2] }, help: "一张券最多优惠的金额",
    },
    {
      key: "goods_alias", label: "兑换商品", type: "relation", list: false,
      relation: { resource: "goods", labelField: "name", displayField: "goods_name" },
      required: { field: "type", in: [3] }, visibleWhen: { field: "type", in: [3] },
    },
    { key: "total", label: "发放总量", type: "integer", required: true, min: 1, max: 1000000, unit: "张" },
    { key: "per_limit", label: "每人限领", type: "integer", min: 0, max: 100, default: 1, unit: "张", list: false, zero: "不限领" },
    {
      // lists and details read the period itself (issue 23): its dates on two lines, or the days
      key: "valid_type", label: "有效期", type: "enum", required: true, default: 1,
      options: [
        { value: 1, label: "固定日期", shows: "{start_at} 至\n{end_at}" },
        { value: 2, label: "领取后N天", shows: "领取后{valid_days}天内有效" },
      ],
    },
    {
      key: "start_at", label: "生效时间", type: "datetime", list: false, detail: false,
      required: { field: "valid_type", in: [1] }, visibleWhen: { field: "valid_type", in: [1] },
    },
    {
      key: "end_at", label: "失效时间", type: "datetime", list: false, detail: false, future: true,
      required: { field: "valid_type", in: [1] }, visibleWhen: { field: "valid_type", in: [1] },
    },
    {
      key: "valid_days", label: "有效天数", type: "integer", min: 1, max: 365, unit: "天", list: false, detail: false,
      required: { field: "valid_type", in: [2] }, visibleWhen: { field: "valid_type", in: [2] }, help: "领取后多少天内可用",
    },
    {
      key: "goods_scope", label: "适用商品", type: "enum", default: 1, list: false,
      required: { field: "type", in: [1, 2] }, visibleWhen: { field: "type", in: [1, 2] },
      options: [{ value: 1, label: "全部商品" }, { value: 2, label: "指定商品" }],
    },
    {
      key: "goods_aliases", label: "指定商品", type: "relation", multiple: true, min: 1, max: 100, list: false,
      relation: { resource: "goods", labelField: "name", displayField: "goods_names" },
      required: { field: "goods_scope", in: [2] }, visibleWhen: { field: "goods_scope", in: [2] },
    },
    { key: "received", label: "已领取", type: "integer", readOnly: true, default: 0 },
    { key: "used", label: "已使用", type: "integer", readOnly: true, default: 0 },
    { key: "status", label: "状态", type: "enum", readOnly: true, filter: true, options: ACTIVITY_STATUS },
    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true, list: { sortable: true, hidden: true } },
  ],
  actions: [
    {
      // a merchant gives a member a coupon by their mobile (客服 making good, a VIP's gift): a claim
      // like the member's own, within 发放总量 and 每人限领
      key: "send", label: "发券", kind: "call", api: "send", visibleWhen: { field: "status", in: [2] },
      form: [{ key: "mobile", label: "会员手机号", required: true, pattern: "mobile", mask: false }],
      success: "已发给该会员",
    },
    {
      key: "end", label: "结束", kind: "call", api: "end", danger: true, visibleWhen: { field: "status", notIn: [3] },
      confirm: "确定提前结束这个优惠券吗？结束后不能再领取和使用", success: "优惠券已结束",
    },
  ],
});

export default coupon;
