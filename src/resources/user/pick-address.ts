import { defineResource } from "../../engine/types";

/** 自提点: where buyers collect pickup orders. */
const pickAddress = defineResource({
  name: "pickAddress",
  label: "自提点",
  section: "/user",
  menu: { title: "自提点", order: 3 },
  routes: { list: "/user/pickAddress", create: "/user/pickAddress/create", edit: "/user/pickAddress/edit/:alias" },
  api: { base: "/merchant/shop/v1/pick-address", list: "list", detail: "detail", save: "save", del: "delete" },
  operations: ["list", "detail", "create", "edit", "delete"],
  keyword: { label: "自提点名称", fields: ["name"] },
  fields: [
    { key: "name", label: "自提点名称", required: true, max: 30 },
    { key: "contact", label: "联系人", required: true, max: 20 },
    { key: "mobile", label: "联系电话", required: true, pattern: "mobile", mask: false },
    { key: "region", label: "所在地区", type: "region", required: true },
    { key: "detail_address", label: "详细地址", required: true, max: 100 },
    { key: "business_hours", label: "营业时间", max: 50, placeholder: "如 周一至周日 09:00-21:00" },
    {
      key: "status", label: "状态", type: "enum", default: 1, filter: true,
      options: [{ value: 1, label: "启用", color: "success" }, { value: 2, label: "停用", color: "default" }],
    },
  ],
});

export default pickAddress;
