import { defineResource } from "../../engine/types";
import { MAX_ISSUE } from "./gift-card.rules";

/**
 * 发行记录 of one 礼品卡 (/ump/giftCard/record/:alias): the batches issued for it, newest
 * first, with the counts of their cards. 追加发行 (toolbar, `gift-card/issue` — an addition
 * to domain.md's calls) asks for a count and issues a new batch; 查看卡片 opens its cards.
 */
const giftCardBatch = defineResource({
  name: "giftCardBatch",
  label: "发行批次",
  section: "/ump",
  menu: { title: "发行批次", hidden: true },
  routes: { list: "/ump/giftCard/record/:alias" },
  routeParams: { alias: "card_alias" },
  api: { base: "/merchant/ump/v1/gift-card", list: "record" },
  operations: ["list"],
  keyword: { label: "批次号", fields: ["batch_no"] },
  defaultSort: { field: "created_at", order: "desc" },
  fields: [
    { key: "batch_no", label: "批次号", list: { width: 160 } },
    { key: "card_name", label: "礼品卡" },
    { key: "face_value", label: "面值", type: "money" },
    { key: "count", label: "发行数量", type: "integer", list: { sortable: true } },
    { key: "activated", label: "已激活", type: "integer" },
    { key: "used", label: "已使用", type: "integer" },
    { key: "voided", label: "已作废", type: "integer" },
    { key: "created_at", label: "发行时间", type: "datetime", filter: "range", list: { sortable: true } },
  ],
  actions: [
    { key: "cards", label: "查看卡片", kind: "link", to: "/ump/giftCard/myCardRecord/:alias" },
    {
      key: "issue", label: "追加发行", kind: "call", api: "issue", scope: "toolbar", success: "已追加发行",
      form: [{ key: "count", label: "发行数量", type: "integer", required: true, min: 1, max: MAX_ISSUE, default: 100, unit: "张", help: "按当前面值生成一批新卡片，初始为未激活" }],
    },
  ],
});

export default giftCardBatch;
