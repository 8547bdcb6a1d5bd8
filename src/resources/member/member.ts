import { defineResource } from "../../engine/types";

/**
 * 会员 (domain.md 会员管理): read-only, plus 启用/禁用. 成交订单数 and 累计消费 come from the
 * orders, 持有藏品 from the orders and the 藏品 they exchanged, won and were given (decision 0063).
 */
const member = defineResource({
  name: "member",
  label: "会员",
  section: "/member",
  menu: { title: "会员列表", order: 1 },
  routes: { list: "/member", detail: "/member/:alias" },
  api: { base: "/merchant/member/v1/member", list: "list", detail: "detail" },
  operations: ["list", "detail"],
  keyword: { label: "昵称/手机号", fields: ["nickname", "mobile"] },
  defaultSort: { field: "created_at", order: "desc" },
  export: { type: "member" },
  fields: [
    { key: "avatar", label: "头像", type: "image" },
    { key: "nickname", label: "昵称" },
    { key: "mobile", label: "手机号", mask: "mobile" },
    {
      key: "real_name_status", label: "实名状态", type: "enum", filter: true,
      options: [{ value: 1, label: "已实名", color: "success" }, { value: 2, label: "未实名", color: "default" }],
    },
    {
      key: "source", label: "注册来源", type: "enum",
      options: [{ value: "app", label: "App" }, { value: "h5", label: "H5" }, { value: "mini", label: "小程序" }],
    },
    { key: "collection_count", label: "持有藏品", type: "integer", list: { sortable: true } },
    // 成交: paid and not refunded (isSale), the orders 累计消费 sums; the detail's order list shows every status and says how many are 成交
    { key: "order_count", label: "成交订单数", type: "integer", list: { sortable: true } },
    { key: "total_spent", label: "累计消费", type: "money", list: { sortable: true } },
    {
      key: "status", label: "状态", type: "enum", filter: true,
      options: [{ value: 1, label: "正常", color: "success" }, { value: 2, label: "禁用", color: "error" }],
    },
    { key: "created_at", label: "注册时间", type: "datetime", filter: "range", list: { sortable: true } },
    { key: "last_login_at", label: "最近登录", type: "datetime", list: { sortable: true, hidden: true } },
  ],
  actions: [
    {
      key: "status", label: "禁用/启用", kind: "toggle", api: "status", field: "status", values: [1, 2],
      labels: ["禁用", "启用"], confirm: ["确定禁用会员「{nickname}」吗？禁用后该会员无法登录和下单", "确定启用会员「{nickname}」吗？启用后该会员可以登录和下单"], success: "会员状态已更新",
    },
  ],
});

export default member;
