import { defineResource } from "../../engine/types";

/**
 * 回收卡种 (domain.md 礼品卡回收): the gift cards the shop buys back, their face values and
 * the discount paid on them. The spec gives this list no create/edit routes, so 新建 and
 * 编辑 open a form in a modal on the generated list (`form: "modal"`).
 */
const recycleCard = defineResource({
  name: "recycleCard",
  label: "回收卡种",
  section: "/recycle",
  menu: { title: "回收卡种", order: 1 },
  routes: { list: "/recycle/card/index" },
  api: { base: "/merchant/recycle/v1/card", list: "list", detail: "detail", save: "save", del: "del" },
  operations: ["list", "detail", "create", "edit", "delete"],
  // create and edit live in a modal on the list (no routes of their own)
  form: "modal",
  keyword: { label: "卡种名称", fields: ["name", "brand"] },
  defaultSort: { field: "sort", order: "asc" },
  fields: [
    { key: "name", label: "卡种名称", required: true, max: 30, unique: true },
    { key: "brand", label: "品牌", max: 20 },
    {
      key: "face_values", label: "可回收面值", type: "tags", format: "money", required: true, min: 1, max: 12,
      help: "单位元，输入后回车，可填多个（如 100、200、500）",
    },
    {
      key: "discount_rate", label: "回收折扣", type: "number", format: "discount", required: true, min: 0.01, max: 1,
      help: "按面值的比例打款，如 0.85 即 8.5折：面值 100 元的卡回收价 85 元", list: { sortable: true },
    },
    {
      key: "status", label: "状态", type: "enum", required: true, default: 1, filter: true,
      options: [{ value: 1, label: "启用", color: "success" }, { value: 2, label: "停用", color: "default" }],
    },
    { key: "sort", label: "排序", type: "integer", min: 0, max: 9999, default: 0, list: { sortable: true } },
    { key: "description", label: "回收说明", type: "textarea", max: 500 },
    { key: "order_count", label: "回收单数", type: "integer", readOnly: true },
    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true, list: { sortable: true } },
  ],
  actions: [
    {
      key: "status", label: "启用/停用", kind: "toggle", api: "save", field: "status", values: [1, 2],
      labels: ["停用", "启用"], confirm: ["确定停用卡种「{name}」吗？停用后用户不能再提交这个卡种", "确定启用卡种「{name}」吗？启用后用户可以提交这个卡种"], success: "状态已更新",
    },
  ],
});

export default recycleCard;
