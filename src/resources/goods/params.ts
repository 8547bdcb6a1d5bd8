import { defineResource } from "../../engine/types";

/** 商品参数: definitions whose values each goods item fills in. */
const params = defineResource({
  name: "params",
  label: "参数",
  section: "/goods",
  menu: { title: "商品参数", order: 3 },
  routes: { list: "/goods/params", create: "/goods/params/create", edit: "/goods/params/edit/:alias" },
  api: { base: "/merchant/goods/v1/params", list: "list", detail: "detail", save: "save", del: "del" },
  keyword: { label: "参数名称", fields: ["name"] },
  defaultSort: { field: "sort", order: "asc" },
  fields: [
    { key: "name", label: "参数名称", required: true, max: 20, unique: true },
    {
      key: "input_type", label: "输入方式", type: "enum", required: true, default: "text", filter: true,
      options: [{ value: "text", label: "文本" }, { value: "select", label: "单选" }],
    },
    {
      key: "options", label: "可选值", type: "tags", min: 1, max: 50,
      required: { field: "input_type", in: ["select"] }, visibleWhen: { field: "input_type", in: ["select"] },
      help: "输入后回车添加，重复的值会合并",
    },
    { key: "required", label: "必填", type: "flag", default: 2 },
    { key: "sort", label: "排序", type: "integer", min: 0, max: 9999, default: 0 },
  ],
});

export default params;
