import { defineResource } from "../../engine/types";

/** 客户列表: members bound to a promoter (their orders earn the promoter commission). Read-only. */
const salesmanCustomer = defineResource({
  name: "salesmanCustomer",
  label: "客户",
  section: "/salesman",
  menu: { title: "客户列表", order: 4 },
  routes: { list: "/salesman/customer/list" },
  api: { base: "/merchant/salesman/v1/customer", list: "list" },
  operations: ["list"],
  keyword: { label: "会员昵称/手机号", fields: ["member_nickname", "member_mobile"] },
  defaultSort: { field: "bound_at", order: "desc" },
  fields: [
    { key: "member_avatar", label: "头像", type: "image", readOnly: true },
    { key: "member_nickname", label: "会员", readOnly: true },
    { key: "member_mobile", label: "手机号", readOnly: true, mask: "mobile" },
    {
      key: "promoter_alias", label: "推广员", type: "relation", readOnly: true, filter: true,
      relation: { resource: "salesmanPromoter", labelField: "nickname", displayField: "promoter_nickname" },
    },
    { key: "order_count", label: "订单数", type: "integer", readOnly: true, list: { sortable: true } },
    { key: "spent", label: "累计消费", type: "money", readOnly: true, list: { sortable: true } },
    { key: "bound_at", label: "绑定时间", type: "datetime", readOnly: true, filter: "range", list: { sortable: true } },
  ],
});

export default salesmanCustomer;
