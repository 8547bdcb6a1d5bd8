import { defineResource } from "../../engine/types";

/** 地址管理 (the spec's known calls): return and shipping addresses, one default per type. */
const address = defineResource({
  name: "address",
  label: "地址",
  section: "/user",
  menu: { title: "地址管理", order: 2 },
  routes: { list: "/user/address", create: "/user/address/create", edit: "/user/address/edit/:alias" },
  api: { base: "/merchant/shop/v1/address", list: "list", detail: "detail", save: "save", del: "delete" },
  operations: ["list", "detail", "create", "edit", "delete"],
  keyword: { label: "收货人/手机号", fields: ["consignee", "mobile"] },
  fields: [
    { key: "consignee", label: "联系人", required: true, max: 20 },
    { key: "mobile", label: "手机号", required: true, pattern: "mobile", mask: false },
    { key: "region", label: "所在地区", type: "region", required: true },
    { key: "detail_address", label: "详细地址", required: true, max: 100 },
    {
      key: "type", label: "地址类型", type: "enum", required: true, default: 1, filter: true,
      options: [{ value: 1, label: "退货地址", color: "orange" }, { value: 2, label: "发货地址", color: "blue" }],
    },
    { key: "is_default", label: "默认地址", type: "flag", default: 2 },
  ],
  actions: [
    {
      key: "default", label: "设为默认", kind: "call", api: "save", body: { is_default: 1 },
      visibleWhen: { field: "is_default", in: [2] }, success: "已设为默认地址",
    },
  ],
});

export default address;
