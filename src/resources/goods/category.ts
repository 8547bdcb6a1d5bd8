import { defineResource } from "../../engine/types";

/** 商品分类: two levels, shown as a tree table. */
const category = defineResource({
  name: "category",
  label: "分类",
  section: "/goods",
  menu: { title: "商品分类", order: 2 },
  routes: { list: "/goods/category", create: "/goods/category/create", edit: "/goods/category/edit/:alias" },
  api: { base: "/merchant/goods/v1/category", list: "list", detail: "detail", save: "save", del: "del" },
  deleteRefusedWhen: { field: "goods_count", notIn: [0], reason: "该分类下还有商品" },
  tree: { parentField: "parent_alias" },
  defaultSort: { field: "sort", order: "asc" },
  keyword: { label: "分类名称", fields: ["name"] },
  fields: [
    { key: "name", label: "分类名称", required: true, max: 20 },
    {
      key: "parent_alias", label: "上级分类", type: "relation", list: false,
      relation: { resource: "category", labelField: "name", displayField: "parent_name", params: { parent_alias: "" } },
      help: "不选则为一级分类；最多两级",
    },
    { key: "icon", label: "图标", type: "image" },
    { key: "sort", label: "排序", type: "integer", min: 0, max: 9999, default: 0 },
    {
      key: "status", label: "状态", type: "enum", default: 1, filter: true,
      options: [{ value: 1, label: "显示", color: "success" }, { value: 2, label: "隐藏", color: "default" }],
    },
    { key: "goods_count", label: "商品数", type: "integer", readOnly: true },
  ],
});

export default category;
