import { defineResource } from "../../engine/types";

/**
 * 推广员 (domain.md 分销员): members who applied to promote the shop's goods. 审核 decides a
 * 待审核 application (通过 / 拒绝); 清退 removes an approved promoter. Customers, sales and
 * commission are computed by the demo API from the customers, promotion orders and
 * settlements (a real server keeps them the same way).
 */
const promoter = defineResource({
  name: "salesmanPromoter",
  label: "推广员",
  section: "/salesman",
  menu: { title: "推广员", order: 2 },
  routes: { list: "/salesman/promoter/list", detail: "/salesman/promoter/:alias" },
  api: { base: "/merchant/salesman/v1/promoter", list: "list", detail: "detail" },
  operations: ["list", "detail"],
  keyword: { label: "昵称/手机号/邀请码", fields: ["nickname", "mobile", "invite_code"] },
  defaultSort: { field: "created_at", order: "desc" },
  tabs: { field: "status" },
  fields: [
    { key: "avatar", label: "头像", type: "image", readOnly: true },
    { key: "nickname", label: "昵称", readOnly: true },
    { key: "mobile", label: "手机号", readOnly: true, mask: "mobile" },
    { key: "invite_code", label: "邀请码", readOnly: true, list: { hidden: true } },
    { key: "apply_note", label: "申请说明", type: "textarea", readOnly: true },
    { key: "customer_count", label: "客户数", type: "integer", readOnly: true, list: { sortable: true } },
    { key: "sales_amount", label: "推广销售额", type: "money", readOnly: true, list: { sortable: true } },
    { key: "commission_total", label: "累计佣金", type: "money", readOnly: true, list: { sortable: true } },
    { key: "commission_settled", label: "已结算佣金", type: "money", readOnly: true },
    {
      key: "status", label: "状态", type: "enum", readOnly: true,
      options: [
        { value: 1, label: "待审核", color: "warning" },
        { value: 2, label: "已通过", color: "success" },
        { value: 3, label: "已拒绝", color: "error" },
        { value: 4, label: "已清退", color: "default" },
      ],
    },
    { key: "reject_reason", label: "拒绝原因", readOnly: true, list: false, visibleWhen: { field: "status", in: [3] } },
    { key: "audited_at", label: "审核时间", type: "datetime", readOnly: true, list: false, visibleWhen: { field: "status", notIn: [1] } },
    { key: "cleared_at", label: "清退时间", type: "datetime", readOnly: true, list: false, visibleWhen: { field: "status", in: [4] } },
    { key: "created_at", label: "申请时间", type: "datetime", readOnly: true, filter: "range", list: { sortable: true } },
  ],
  actions: [
    {
      key: "pass", label: "通过", kind: "call", api: "audit", body: { result: "pass" }, visibleWhen: { field: "status", in: [1] },
      confirm: "确定通过这位推广员的申请吗？", success: "已通过申请",
    },
    {
      key: "reject", label: "拒绝", kind: "call", api: "audit", body: { result: "reject" }, danger: true,
      visibleWhen: { field: "status", in: [1] }, confirm: "确定拒绝这位推广员的申请吗？", success: "已拒绝申请",
    },
    {
      key: "clear", label: "清退", kind: "call", api: "status", body: { status: 4 }, danger: true,
      visibleWhen: { field: "status", in: [2] }, confirm: "清退后该推广员不能再推广，新订单不再计佣，确定清退吗？", success: "已清退",
    },
  ],
});

export default promoter;
