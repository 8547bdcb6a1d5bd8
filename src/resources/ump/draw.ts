import { defineResource, type Condition } from "../../engine/types";

/** While running (2) only the end time and prize stock change; ended (3) / stopped (4) nothing. */
const STARTED: Condition = { field: "status", in: [2, 3, 4] };
const OVER: Condition = { field: "status", in: [3, 4] };

/**
 * 抽奖 (domain.md 营销中心 → draw). Edit is /ump/draw/edit/:alias/:status: the form locks
 * what the status forbids, and the demo API refuses it too (draw.rules.ts). 购买次数 and
 * its pay page are custom screens (src/pages/ump/draw-*.tsx).
 */
const draw = defineResource({
  name: "draw",
  label: "抽奖活动",
  section: "/ump",
  menu: { title: "抽奖活动", order: 5 },
  routes: { list: "/ump/draw/index", create: "/ump/draw/add", edit: "/ump/draw/edit/:alias/:status", detail: "/ump/draw/detail/:alias" },
  titles: { create: "新建抽奖", edit: "编辑抽奖", detail: "抽奖详情" },
  api: { base: "/merchant/ump/v1/draw", list: "list", detail: "detail", save: "save", del: "del" },
  deleteRefusedWhen: { field: "status", in: [2], reason: "进行中的抽奖不能删除，请先停止" },
  keyword: { label: "活动名称", fields: ["name"] },
  defaultSort: { field: "created_at", order: "desc" },
  tabs: { field: "status" },
  fields: [
    { key: "cover", label: "封面", type: "image", lockedWhen: STARTED },
    { key: "name", label: "活动名称", required: true, max: 30, lockedWhen: STARTED },
    {
      key: "type", label: "玩法", type: "enum", required: true, default: 1, filter: true, lockedWhen: STARTED,
      options: [{ value: 1, label: "九宫格" }, { value: 2, label: "大转盘" }, { value: 3, label: "盲盒" }],
    },
    { key: "start_at", label: "开始时间", type: "datetime", required: true, lockedWhen: STARTED },
    { key: "end_at", label: "结束时间", type: "datetime", required: true, gte: "start_at", future: true, lockedWhen: OVER },
    {
      key: "cost_type", label: "参与方式", type: "enum", required: true, default: 1, list: false, lockedWhen: STARTED,
      options: [{ value: 1, label: "免费" }, { value: 2, label: "消耗积分" }, { value: 3, label: "消耗藏品" }],
    },
    { key: "chances_per_day", label: "每人每日次数", type: "integer", required: true, min: 1, max: 100, default: 3, list: false, lockedWhen: STARTED },
    {
      key: "prizes", label: "奖品", type: "list", required: true, min: 2, max: 8, lockedWhen: STARTED,
      help: "中奖概率合计须为 100%，且必须有且只有一个“谢谢参与”；活动开始后只能修改库存",
      fields: [
        { key: "name", label: "奖品名称", required: true, max: 20, lockedWhen: STARTED },
        {
          key: "type", label: "奖品类型", type: "enum", required: true, default: 1, lockedWhen: STARTED,
          options: [{ value: 1, label: "藏品" }, { value: 2, label: "优惠券" }, { value: 3, label: "实物" }, { value: 4, label: "谢谢参与" }],
        },
        {
          key: "goods_alias", label: "奖品商品", type: "relation", lockedWhen: STARTED,
          relation: { resource: "goods", labelField: "name", displayField: "goods_name" },
          required: { field: "type", in: [1, 3] }, visibleWhen: { field: "type", in: [1, 3] },
        },
        {
          key: "coupon_alias", label: "优惠券", type: "relation", lockedWhen: STARTED,
          relation: { resource: "coupon", labelField: "name", displayField: "coupon_name" },
          required: { field: "type", in: [2] }, visibleWhen: { field: "type", in: [2] },
        },
        { key: "stock", label: "库存", type: "integer", required: true, min: 0, max: 999999, default: 10, lockedWhen: OVER },
        { key: "probability", label: "中奖概率", type: "percent", required: true, min: 0, max: 100, lockedWhen: STARTED },
      ],
    },
    { key: "chances_left", label: "剩余抽奖次数", type: "integer", readOnly: true },
    { key: "participants", label: "参与人数", type: "integer", readOnly: true, list: { sortable: true } },
    { key: "winners", label: "中奖人数", type: "integer", readOnly: true },
    {
      key: "status", label: "状态", type: "enum", readOnly: true,
      // as the other activities' (ACTIVITY_STATUS): ended or stopped early, it is over, grey
      options: [
        { value: 1, label: "未开始", color: "blue" },
        { value: 2, label: "进行中", color: "success" },
        { value: 3, label: "已结束", color: "default" },
        { value: 4, label: "已停止", color: "default" },
      ],
    },
    { key: "created_at", label: "创建时间", type: "datetime", readOnly: true, list: { hidden: true, sortable: true } },
  ],
  actions: [
    { key: "buy", label: "购买次数", kind: "link", to: "/ump/draw/buy/:alias", visibleWhen: { field: "status", in: [1, 2] } },
    { key: "record", label: "中奖记录", kind: "link", to: "/ump/draw/record/:alias/1" },
    {
      key: "stop", label: "停止", kind: "call", api: "stop", danger: true, visibleWhen: { field: "status", in: [1, 2] },
      confirm: "停止后活动立即结束、不可恢复，确定停止吗？", success: "活动已停止",
    },
  ],
});

export default draw;
