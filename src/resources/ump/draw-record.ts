import { defineResource } from "../../engine/types";

const SEND = { field: "status", from: 1, to: 2, set: { sent_at: "$now" } } as const;

/** 中奖记录 of one draw (/ump/draw/record/:alias/:status), by status 1 待发放 / 2 已发放, with 发放. */
const drawRecord = defineResource({
  name: "drawRecord",
  label: "中奖记录",
  section: "/ump",
  menu: { title: "中奖记录", hidden: true },
  routes: { list: "/ump/draw/record/:alias/:status" },
  routeParams: { alias: "draw_alias", status: "status" },
  api: { base: "/merchant/ump/v1/draw", list: "record" },
  operations: ["list"],
  keyword: { label: "会员昵称/手机号", fields: ["nickname", "mobile"] },
  defaultSort: { field: "won_at", order: "desc" },
  fields: [
    { key: "nickname", label: "会员" },
    { key: "mobile", label: "手机号", mask: "mobile" },
    { key: "prize_name", label: "奖品" },
    {
      key: "prize_type", label: "奖品类型", type: "enum", filter: true,
      options: [{ value: 1, label: "藏品" }, { value: 2, label: "优惠券" }, { value: 3, label: "实物" }],
    },
    { key: "won_at", label: "中奖时间", type: "datetime", list: { sortable: true } },
    {
      key: "status", label: "发放状态", type: "enum",
      options: [{ value: 1, label: "待发放", color: "warning" }, { value: 2, label: "已发放", color: "success" }],
    },
    { key: "sent_at", label: "发放时间", type: "datetime" },
  ],
  // 发放 moves 待发放 → 已发放 with its time, served from the config (decision 0119): a batch sends all or none
  actions: [
    { key: "send", label: "发放", kind: "call", api: "send", transition: SEND, confirm: "确认已向会员{nickname}发放奖品「{prize_name}」？", success: "奖品已发放" },
    { key: "sendBatch", label: "批量发放", kind: "call", api: "send", act: "send", scope: "batch", transition: SEND, confirm: "确认发放选中的奖品？", success: "奖品已发放" },
  ],
});

export default drawRecord;
