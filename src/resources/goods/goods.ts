import { defineResource } from "../../engine/types";

/** 商品 (domain.md 商品管理): digital collectibles, physical goods and card-key goods. */
const goods = defineResource({
  name: "goods",
  label: "商品",
  section: "/goods",
  menu: { title: "商品列表", order: 1 },
  routes: { list: "/goods", create: "/goods/create", edit: "/goods/edit/:alias" },
  api: { base: "/merchant/goods/v1/goods", list: "list", detail: "detail", save: "save", del: "del" },
  deleteRefusedWhen: { field: "status", in: [1], reason: "商品上架中，请先下架再删除" },
  keyword: { label: "商品名称", fields: ["name"] },
  defaultSort: { field: "created_at", order: "desc" },
  fields: [
    { key: "cover", label: "封面图", type: "image", required: true },
    { key: "name", label: "商品名称", required: true, min: 1, max: 60 },
    {
      key: "type", label: "商品类型", type: "enum", required: true, filter: true, default: 1,
      help: [
        { when: { field: "type", in: [1] }, text: "数字藏品的库存由发行量算出：发行量减去已售出、待付款占用和已发放（兑换、抽奖、赠品）的份数" },
        { when: { field: "type", in: [3] }, text: "卡密商品的库存为未售出卡密数，由卡密决定：可在下方粘贴卡密，与商品一起保存" },
      ],
      options: [
        { value: 1, label: "数字藏品", color: "purple" },
        { value: 2, label: "实物商品", color: "blue" },
        { value: 3, label: "卡密商品", color: "cyan" },
      ],
    },
    {
      key: "category_alias", label: "分类", type: "relation", required: true, filter: true,
      relation: { resource: "category", labelField: "name", displayField: "category_name" },
    },
    { key: "images", label: "商品图片", type: "images", max: 9 },
    { key: "price", label: "售价", type: "money", required: true, min: 0.01, max: 999999.99, list: { sortable: true } },
    { key: "original_price", label: "划线价", type: "money", min: 0, max: 999999.99, gte: "price", list: false },
    {
      key: "stock", label: "库存", type: "integer", min: 0, default: 0, list: { sortable: true },
      required: { field: "type", notIn: [1, 3] }, visibleWhen: { field: "type", notIn: [1, 3] },
    },
    {
      // none for a 数字藏品: its 发行量 is fixed, there is nothing to restock
      key: "stock_alert", label: "库存预警", type: "integer", min: 0, max: 99999, default: 10, list: false, visibleWhen: { field: "type", notIn: [1] },
      help: [
        { when: { field: "type", in: [3] }, text: "未售出的卡密降到此数及以下时，工作台提醒补充卡密" },
        { text: "库存降到此数及以下时，工作台提醒补货" },
      ],
    },
    {
      key: "issue_total", label: "发行量", type: "integer", min: 1, list: { hidden: true },
      required: { field: "type", in: [1] }, visibleWhen: { field: "type", in: [1] },
    },
    // where a 数字藏品's 发行量 is besides 销量 and 库存 (collectibles.rules.ts): columns to show beside them
    { key: "locked", label: "待付款占用", type: "integer", readOnly: true, list: { hidden: true } },
    { key: "given_out", label: "已发放", type: "integer", readOnly: true, list: { hidden: true } },
    { key: "limit_per_user", label: "每人限购", type: "integer", min: 0, default: 0, list: false, zero: "不限购" },
    {
      key: "delivery", label: "配送方式", type: "enum", multiple: true, min: 1, list: false,
      required: { field: "type", in: [2] }, visibleWhen: { field: "type", in: [2] },
      options: [{ value: "express", label: "快递发货" }, { value: "pickup", label: "到店自提" }],
    },
    {
      key: "express_template_alias", label: "运费模板", type: "relation", list: false,
      relation: { resource: "expressTemplate", labelField: "name", displayField: "express_template_name" },
      required: { field: "delivery", includes: "express" }, visibleWhen: { field: "delivery", includes: "express" },
    },
    {
      key: "params", label: "商品参数", type: "list", list: false,
      fields: [
        { key: "param_alias", label: "参数", type: "relation", required: true, relation: { resource: "params", labelField: "name", displayField: "param_name" } },
        { key: "value", label: "参数值", required: true, max: 50 },
      ],
    },
    { key: "description", label: "商品详情", type: "richtext", max: 20000 },
    { key: "sort", label: "排序", type: "integer", min: 0, max: 9999, default: 0, list: { hidden: true, sortable: true } },
    {
      key: "status", label: "状态", type: "enum", filter: true, default: 2, form: false,
      options: [{ value: 1, label: "上架", color: "success" }, { value: 2, label: "下架", color: "default" }],
    },
    { key: "sales", label: "销量", type: "integer", readOnly: true, list: { sortable: true } },
    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true, filter: "range", list: { sortable: true } },
  ],
  // 上架/下架 first: the same place on every row, a 卡密 goods item's too (its 卡密 link after it)
  actions: [
    {
      key: "status", label: "上架/下架", kind: "toggle", api: "status", field: "status", values: [1, 2],
      labels: ["下架", "上架"], confirm: ["确定下架「{name}」吗？下架后买家不能再购买", "确定上架「{name}」吗？上架后买家可以购买"], success: "状态已更新",
      saveAndSwitch: "保存并上架",
    },
    { key: "keys", label: "卡密", kind: "link", to: "/goods/keys/:alias", visibleWhen: { field: "type", in: [3] } },
  ],
});

export default goods;
