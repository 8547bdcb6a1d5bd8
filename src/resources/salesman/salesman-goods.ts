import { defineResource } from "../../engine/types";

/**
 * 推广商品: the shop's goods with their commission rate and whether promoters may share
 * them. Only `commission_rate` (0-50 %) and `is_promote` are edited, in a modal on the list
 * (the spec has no form routes, and the API only list/save).
 */
const salesmanGoods = defineResource({
  name: "salesmanGoods",
  label: "推广商品",
  section: "/salesman",
  menu: { title: "推广商品", order: 3 },
  routes: { list: "/salesman/goods/list" },
  api: { base: "/merchant/salesman/v1/goods", list: "list", save: "save" },
  operations: ["list", "edit"],
  // 编辑 opens a modal on the engine's list: no route of its own
  form: "modal",
  keyword: { label: "商品名称", fields: ["goods_name"] },
  defaultSort: { field: "sort", order: "asc" },
  fields: [
    { key: "goods_cover", label: "封面", type: "image", readOnly: true },
    // not a relation: that would stop 商品管理 deleting a goods item that has a promotion row
    { key: "goods_alias", label: "商品编号", readOnly: true, list: false, detail: false },
    { key: "goods_name", label: "商品", readOnly: true },
    { key: "price", label: "售价", type: "money", readOnly: true, list: { sortable: true } },
    { key: "commission_rate", label: "佣金比例", type: "percent", required: true, min: 0, max: 50, list: { sortable: true }, help: "推广员每单获得售价的这个比例，0-50%" },
    { key: "commission", label: "预计每件佣金", type: "money", readOnly: true },
    {
      key: "is_promote", label: "参与推广", type: "flag", required: true, filter: true,
      options: [{ value: 1, label: "推广中", color: "success" }, { value: 2, label: "未推广", color: "default" }],
    },
    { key: "promote_sales", label: "推广销量", type: "integer", readOnly: true, list: { sortable: true } },
    { key: "sort", label: "排序", type: "integer", readOnly: true, list: false },
  ],
  actions: [
    {
      key: "promote", label: "参与推广", kind: "toggle", api: "save", field: "is_promote", values: [1, 2],
      labels: ["取消推广", "参与推广"], confirm: ["确定取消推广「{goods_name}」吗？推广员将不能再推广这件商品", "确定参与推广「{goods_name}」吗？推广员可以推广这件商品"], success: "推广状态已更新",
    },
  ],
});

export default salesmanGoods;
