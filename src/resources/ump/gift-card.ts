import { defineResource, type Condition } from "../../engine/types";
import { CARD_USAGE, MAX_ISSUE } from "./gift-card.rules";

/** Once issued (any saved card type), the usage and face value of its cards are fixed. */
const SAVED: Condition = { field: "alias", filled: true };

/**
 * 礼品卡 (domain.md 营销中心 → giftCard): card types. Saving a new one issues its first batch
 * of `total` cards; 发行记录 (/ump/giftCard/record/:alias) lists the batches and 追加发行
 * adds more. `issued` / `activated` are counted from the cards by the demo API. A card type
 * with activated cards cannot be deleted (src/api/resource-actions/gift-card.ts).
 */
const giftCard = defineResource({
  name: "giftCard",
  label: "礼品卡",
  section: "/ump",
  menu: { title: "礼品卡", order: 8 },
  routes: { list: "/ump/giftCard/index", create: "/ump/giftCard/create", edit: "/ump/giftCard/edit/:alias" },
  titles: { create: "新建礼品卡", edit: "编辑礼品卡" },
  api: { base: "/merchant/ump/v1/gift-card", list: "list", detail: "detail", save: "save", del: "del" },
  deleteRefusedWhen: { field: "activated", notIn: [0], reason: "该礼品卡已有会员激活的卡片，不能删除，可改为停用" },
  keyword: { label: "礼品卡名称", fields: ["name"] },
  defaultSort: { field: "created_at", order: "desc" },
  fields: [
    { key: "cover", label: "卡面", type: "image", help: "建议尺寸 750×480" },
    { key: "name", label: "礼品卡名称", required: true, max: 20, unique: true },
    {
      key: "usage", label: "卡片用途", type: "enum", required: true, default: 1, filter: true, lockedWhen: SAVED,
      options: CARD_USAGE, help: "储值卡：按面值充入余额，购物抵扣；兑换卡：凭卡兑换指定商品。发行后不可修改",
    },
    {
      key: "goods_aliases", label: "可兑换商品", type: "relation", multiple: true, min: 1, max: 20, list: false,
      relation: { resource: "goods", labelField: "name", displayField: "goods_names" },
      required: { field: "usage", in: [2] }, visibleWhen: { field: "usage", in: [2] },
    },
    {
      key: "face_value", label: "面值", type: "money", required: true, min: 0.01, max: 10000, gte: "price", unit: "元",
      lockedWhen: SAVED, list: { sortable: true }, help: "发行后不可修改",
    },
    { key: "price", label: "售价", type: "money", required: true, min: 0.01, max: 10000, unit: "元", help: "不能高于面值" },
    {
      key: "total", label: "发行数量", type: "integer", required: true, min: 1, max: MAX_ISSUE, default: 100, unit: "张",
      form: "create", list: false, help: "保存后立即生成这一批卡片；之后可在发行记录中追加发行",
    },
    {
      key: "valid_days", label: "有效期", type: "integer", min: 0, max: 3650, default: 365, unit: "天", list: false, detail: false,
      help: "激活后多少天内有效，0 表示永久有效",
    },
    { key: "valid_text", label: "有效期", readOnly: true },
    { key: "issued", label: "已发行", type: "integer", readOnly: true, list: { sortable: true } },
    { key: "activated", label: "已激活", type: "integer", readOnly: true },
    {
      key: "status", label: "状态", type: "enum", default: 1, filter: true,
      options: [{ value: 1, label: "启用", color: "success" }, { value: 2, label: "停用", color: "default" }],
      help: "停用后卡片不能再激活，也不能追加发行",
    },
    // in 列设置, not shown first: 停用/启用 on every row's line (issue 37) took its room at 1440 px
    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true, filter: "range", list: { sortable: true, hidden: true } },
  ],
  actions: [
    { key: "record", label: "发行记录", kind: "link", to: "/ump/giftCard/record/:alias" },
    {
      key: "status", label: "停用/启用", kind: "toggle", api: "save", field: "status", values: [1, 2], labels: ["停用", "启用"],
      confirm: ["确定停用礼品卡「{name}」吗？停用后卡片不能再激活", "确定启用礼品卡「{name}」吗？启用后卡片可以激活"], success: "状态已更新",
    },
  ],
});

export default giftCard;
