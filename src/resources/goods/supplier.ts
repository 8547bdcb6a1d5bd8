import { defineResource } from "../../engine/types";

/**
 * 供应商: the worked example of a resource on a plain REST service (decision 0018), not the
 * provider API: GET/POST /rest/suppliers, GET/PATCH/DELETE /rest/suppliers/:id, on
 * VITE_REST_BASE_URL (the demo serves it on the console's own origin). Not in the spec's
 * route table: an integrator's entity beside the spec's screens, as the README allows.
 */
const supplier = defineResource({
  name: "goodsSupplier",
  label: "供应商",
  section: "/goods",
  menu: { title: "供应商", order: 5 },
  routes: { list: "/goods/supplier", create: "/goods/supplier/create", edit: "/goods/supplier/edit/:id" },
  api: { rest: { url: "/rest/suppliers", id: "id" } },
  keyword: { label: "供应商名称", fields: ["name"] },
  defaultSort: { field: "id", order: "asc" },
  fields: [
    { key: "id", label: "编号", type: "integer", readOnly: true, list: { sortable: true } },
    { key: "name", label: "供应商名称", required: true, max: 30, unique: true, list: { sortable: true } },
    { key: "contact_mobile", label: "联系电话", required: true, pattern: "mobile", mask: false },
    {
      key: "level", label: "等级", type: "enum", required: true, filter: true, default: 2,
      options: [{ value: 1, label: "战略", color: "gold" }, { value: 2, label: "普通", color: "blue" }],
    },
    // a REST resource's relation to a provider-API resource: the options come from the provider API
    {
      key: "category_alias", label: "主营分类", type: "relation",
      relation: { resource: "category", labelField: "name", displayField: "category_name" },
    },
    { key: "status", label: "状态", type: "enum", default: 1, options: [{ value: 1, label: "合作中", color: "success" }, { value: 2, label: "已暂停", color: "default" }] },
  ],
  actions: [{ kind: "toggle", key: "status", label: "切换状态", api: "status", field: "status", values: [1, 2], labels: ["暂停", "恢复"] }],
});

export default supplier;
