import { defineResource, type Condition } from "../../engine/types";
import { ACTIVITY_STATUS } from "./coupon";

/** Started (进行中 / 已结束): only the end time stays editable while it runs; an ended one not at all. */
const STARTED: Condition = { field: "status", in: [2, 3] };
const ENDED: Condition = { field: "status", in: [3] };

/**
 * 限时折扣 (domain.md 营销中心 → goodsDiscount): goods sold at a lower price between two
 * dates. Status from the dates (as coupons), 结束 ends it early; the demo API refuses a
 * discount price at or above the goods' price and edits the status forbids
 * (goods-discount.rules.ts).
 */
const goodsDiscount = defineResource({
  name: "goodsDiscount",
  label: "限时折扣",
  section: "/ump",
  menu: { title: "限时折扣", order: 3 },
  routes: { list: "/ump/goodsDiscount/index", create: "/ump/goodsDiscount/add", edit: "/ump/goodsDiscount/edit/:alias" },
  api: { base: "/merchant/ump/v1/goods-discount", list: "list", detail: "detail", save: "save", del: "del" },
  deleteRefusedWhen: { field: "status", in: [2], reason: "进行中的限时折扣不能删除，请先结束" },
  keyword: { label: "活动名称", fields: ["name"] },
  defaultSort: { field: "created_at", order: "desc" },
  tabs: { field: "status" },
  fields: [
    { key: "name", label: "活动名称", required: true, max: 20, lockedWhen: STARTED },
    { key: "start_at", label: "开始时间", type: "datetime", required: true, lockedWhen: STARTED },
    {
      key: "end_at", label: "结束时间", type: "datetime", required: true, gte: "start_at", future: true, lockedWhen: ENDED,
      help: "活动开始后只能修改结束时间",
    },
    {
      key: "goods", label: "参与商品", type: "list", required: true, min: 1, max: 50, list: false, lockedWhen: STARTED,
      default: [{}], help: "折扣价须低于商品售价，同一商品只能添加一次",
      fields: [
        {
          key: "goods_alias", label: "商品", type: "relation", required: true, list: { width: 320 }, lockedWhen: STARTED,
          // picked knowing its 售价 (the 折扣价 must be under it), 库存 and whether it is on sale
          relation: {
            resource: "goods", labelField: "name", displayField: "goods_name",
            shows: ["price", "stock"], tags: [{ field: "status", in: [2], tag: "已下架" }],
          },
        },
        { key: "discount_price", label: "折扣价", type: "money", required: true, min: 0.01, max: 999999.99, list: { width: 180 }, lockedWhen: STARTED },
      ],
    },
    // each goods item and its price a line: a cut list read "…¥2…" (issue 37)
    { key: "goods_text", label: "参与商品", readOnly: true, detail: false, format: "lines" },
    { key: "per_limit", label: "每人限购", type: "integer", min: 0, max: 99, default: 0, unit: "件", zero: "不限购", lockedWhen: STARTED },
    { key: "status", label: "状态", type: "enum", readOnly: true, options: ACTIVITY_STATUS },
    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true, list: { hidden: true, sortable: true } },
  ],
  actions: [
    {
      key: "end", label: "结束", kind: "call", api: "end", danger: true, visibleWhen: { field: "status", notIn: [3] },
      confirm: "确定提前结束这个限时折扣吗？结束后商品恢复原价", success: "限时折扣已结束",
    },
  ],
});

export default goodsDiscount;
