import type { FieldConfig } from "../../engine/types";
import { MAX_RATE_SUM } from "../../resources/ump/distribution.rules";

/** 分销设置 form (domain.md 营销中心 `distribution/{info,save}`); the sum rule is checked on save. */
export const distributionFields: FieldConfig[] = [
  { key: "enabled", label: "开启分销", type: "flag", options: [{ value: 1, label: "开启" }, { value: 2, label: "关闭" }], help: "关闭后推广员的新订单不再计算佣金" },
  {
    key: "level", label: "分销层级", type: "enum", required: true,
    options: [{ value: 1, label: "一级分销" }, { value: 2, label: "二级分销" }],
    help: "二级分销：推广员邀请的下级推广员成交时，上级也获得佣金",
  },
  { key: "rate_1", label: "一级佣金比例", type: "percent", required: true, min: 0, max: MAX_RATE_SUM },
  {
    key: "rate_2", label: "二级佣金比例", type: "percent", min: 0, max: MAX_RATE_SUM,
    required: { field: "level", in: [2] }, visibleWhen: { field: "level", in: [2] },
    help: `一级与二级之和不超过${MAX_RATE_SUM}%`,
  },
  { key: "need_audit", label: "推广员申请需审核", type: "flag" },
  { key: "settle_days", label: "结算周期", type: "integer", required: true, min: 7, max: 30, unit: "天", help: "订单完成后多少天结算佣金（7-30天）" },
  { key: "min_withdraw", label: "最低提现金额", type: "money", required: true, min: 0, max: 100000 },
];
