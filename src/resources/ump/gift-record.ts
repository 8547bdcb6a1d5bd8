import { defineResource } from "../../engine/types";

/** 领取记录 of one gift activity (/ump/gift/record/:alias): who received which gifts with which order. */
const giftRecord = defineResource({
  name: "giftRecord",
  label: "赠品记录",
  section: "/ump",
  menu: { title: "赠品记录", hidden: true },
  routes: { list: "/ump/gift/record/:alias" },
  titles: { list: "赠品记录" },
  routeParams: { alias: "gift_alias" },
  api: { base: "/merchant/ump/v1/gift", list: "record" },
  operations: ["list"],
  keyword: { label: "会员昵称/手机号/订单号", fields: ["nickname", "mobile", "order_sn"] },
  defaultSort: { field: "received_at", order: "desc" },
  fields: [
    { key: "nickname", label: "会员" },
    { key: "mobile", label: "手机号", mask: "mobile" },
    { key: "order_sn", label: "订单号", list: { width: 200 } },
    { key: "gifts_text", label: "获得赠品", format: "lines" },
    { key: "received_at", label: "领取时间", type: "datetime", filter: "range", list: { sortable: true } },
  ],
  // the gifts came with this order: open it (/order/:order_sn)
  actions: [{ key: "order", label: "查看订单", kind: "link", to: "/order/:order_sn" }],
});

export default giftRecord;
