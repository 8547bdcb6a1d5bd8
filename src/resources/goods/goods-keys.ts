import { defineResource } from "../../engine/types";

/** 卡密 of one goods item: listed by /goods/keys/:alias, added by bulk paste. */
const goodsKeys = defineResource({
  name: "goodsKeys",
  label: "卡密",
  section: "/goods",
  menu: { hidden: true },
  routes: { list: "/goods/keys/:alias", create: "/goods/keys/create/:alias" },
  titles: { list: "卡密管理", create: "添加卡密" },
  routeParams: { alias: "goods_alias" },
  parent: { resource: "goods", field: "goods_alias", labelField: "name" },
  api: { base: "/merchant/goods/v1/keys", list: "list", save: "save", del: "del" },
  operations: ["list", "create", "delete", "batchDelete"],
  deleteRefusedWhen: { field: "status", in: [2], reason: "已售出的卡密不能删除" },
  keyword: { label: "卡号", fields: ["card_no"] },
  defaultSort: { field: "created_at", order: "desc" },
  fields: [
    { key: "card_no", label: "卡号", max: 64 },
    { key: "card_secret", label: "卡密", required: true, max: 128, secret: true },
    {
      key: "status", label: "状态", type: "enum", filter: true, form: false,
      options: [
        { value: 1, label: "未售出", color: "success" },
        { value: 2, label: "已售出", color: "default" },
        { value: 3, label: "已作废", color: "error" },
      ],
    },
    { key: "order_sn", label: "订单号", readOnly: true },
    { key: "created_at", label: "添加时间", type: "datetime", readOnly: true, filter: "range" },
    { key: "sold_at", label: "售出时间", type: "datetime", readOnly: true },
  ],
});

export default goodsKeys;
