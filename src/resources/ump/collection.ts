import { config as app } from "../../config";
import { defineResource } from "../../engine/types";
import { ACTIVITY_STATUS } from "./coupon";

/**
 * 藏品兑换 (domain.md 营销中心): members hand in collectibles (materials) for a target item;
 * the route's :type says what they get. Materials are picked from the collection query
 * (/collection/v1/query/list, its own Application header), the shop's 数字藏品.
 */
const collection = defineResource({
  name: "collection",
  label: "兑换活动",
  section: "/ump",
  menu: { title: "藏品兑换", order: 2 },
  routes: { list: "/ump/collection", create: "/ump/collection/create/:type", edit: "/ump/collection/edit/:type/:alias" },
  routeParams: { type: "type" },
  api: { base: "/merchant/ump/v1/collection", list: "list", detail: "detail", save: "save", del: "del" },
  deleteRefusedWhen: { field: "status", in: [2], reason: "进行中的兑换活动不能删除" },
  keyword: { label: "活动名称", fields: ["name"] },
  defaultSort: { field: "created_at", order: "desc" },
  tabs: { field: "type", allLabel: "全部类型" },
  fields: [
    { key: "name", label: "活动名称", required: true, max: 30 },
    {
      // the tabs say it: a column in the chooser
      key: "type", label: "兑换类型", type: "enum", readOnly: true, list: { hidden: true },
      options: [{ value: 1, label: "藏品兑换藏品", color: "purple" }, { value: 2, label: "藏品兑换实物", color: "blue" }],
    },
    {
      key: "target_goods_alias", label: "兑换目标", type: "relation", required: true,
      relation: { resource: "goods", labelField: "name", displayField: "target_goods_name" },
      help: "藏品兑换藏品选数字藏品，藏品兑换实物选实物商品",
    },
    {
      key: "materials", label: "兑换材料", type: "list", required: true, min: 1, max: 10, list: false,
      default: [{ num: 1 }], help: "会员交出这些藏品（各需若干份）换取一份兑换目标",
      fields: [
        {
          key: "goods_alias", label: "藏品", type: "relation", required: true, list: { width: 260 },
          relation: { resource: "goods", labelField: "name", displayField: "goods_name", listPath: app.collectionQueryPath },
        },
        { key: "num", label: "数量", type: "integer", required: true, min: 1, max: 99, default: 1, list: { width: 120 } },
      ],
    },
    { key: "materials_text", label: "兑换材料", readOnly: true, detail: false, format: "lines" },
    { key: "total", label: "兑换总量", type: "integer", min: 1, max: 1000000, unit: "份", help: "不填则不限量" },
    { key: "per_limit", label: "每人限兑", type: "integer", min: 0, max: 100, default: 1, unit: "次", list: false, zero: "不限兑" },
    { key: "start_at", label: "开始时间", type: "datetime", required: true },
    { key: "end_at", label: "结束时间", type: "datetime", required: true, future: true },
    { key: "exchanged", label: "已兑换", type: "integer", readOnly: true, default: 0 },
    { key: "status", label: "状态", type: "enum", readOnly: true, filter: true, options: ACTIVITY_STATUS },
    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true, list: { hidden: true, sortable: true } },
  ],
});

export default collection;
