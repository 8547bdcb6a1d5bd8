/**
 * 分销设置 (domain.md 营销中心): the settings and their rules, one implementation for the
 * settings form and the demo API (which refuses the same input with code 422).
 */

export interface DistributionSettings {
  /** 1 开启 / 2 关闭 */
  enabled: 1 | 2;
  /** 1 一级 / 2 二级 */
  level: 1 | 2;
  /** 一级佣金比例, % */
  rate_1: number;
  /** 二级佣金比例, % (二级分销 only; null for 一级) */
  rate_2: number | null;
  /** 推广员申请需审核: 1 是 / 2 否 */
  need_audit: 1 | 2;
  /** 结算周期: days after the order completes, 7-30 */
  settle_days: number;
  /** 最低提现金额, yuan */
  min_withdraw: number;
}

/** What a shop has before it saves its settings (分销 off). */
export const DISTRIBUTION_DEFAULTS: DistributionSettings = {
  enabled: 2, level: 1, rate_1: 10, rate_2: null, need_audit: 1, settle_days: 7, min_withdraw: 10,
};

/** Both rates together may not exceed this (%). */
export const MAX_RATE_SUM = 50;
export const RATE_SUM_MESSAGE = `一级与二级佣金比例之和不能超过${MAX_RATE_SUM}%`;

type Input = Record<string, unknown>;

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const twoDecimals = (n: number) => Number.isInteger(Number((n * 100).toFixed(6)));

function rateError(value: unknown, label: string): string | null {
  if (value === null || value === undefined || value === "") return `请输入${label}`;
  if (!isNumber(value)) return `${label}必须是数字`;
  if (value < 0 || value > MAX_RATE_SUM) return `${label}必须在0-${MAX_RATE_SUM}%之间`;
  return twoDecimals(value) ? null : `${label}最多两位小数`;
}

/** The first rule the input breaks, as the Chinese message to show; null when it is fine. */
export function distributionError(input: Input): string | null {
  if (input.enabled !== 1 && input.enabled !== 2) return "请选择是否开启分销";
  if (input.level !== 1 && input.level !== 2) return "请选择分销层级";
  const rate1 = rateError(input.rate_1, "一级佣金比例");
  if (rate1) return rate1;
  if (input.level === 2) {
    const rate2 = rateError(input.rate_2, "二级佣金比例");
    if (rate2) return rate2;
    if (Number(input.rate_1) + Number(input.rate_2) > MAX_RATE_SUM) return RATE_SUM_MESSAGE;
  }
  if (input.need_audit !== 1 && input.need_audit !== 2) return "请选择推广员是否需要审核";
  const days = input.settle_days;
  if (days === null || days === undefined || days === "") return "请输入结算周期";
  if (!isNumber(days) || !Number.isInteger(days) || days < 7 || days > 30) return "结算周期必须是7-30天的整数";
  const min = input.min_withdraw;
  if (min === null || min === undefined || min === "") return "请输入最低提现金额";
  if (!isNumber(min)) return "最低提现金额必须是数字";
  if (min < 0) return "最低提现金额不能小于0";
  if (min > 100000) return "最低提现金额不能大于100000";
  return twoDecimals(min) ? null : "最低提现金额最多两位小数";
}

/** The settings to store from valid input (二级比例 dropped for 一级分销). */
export function toSettings(input: Input): DistributionSettings {
  const level = input.level === 2 ? 2 : 1;
  return {
    enabled: input.enabled === 1 ? 1 : 2,
    level,
    rate_1: Number(input.rate_1),
    rate_2: level === 2 ? Number(input.rate_2) : null,
    need_audit: input.need_audit === 1 ? 1 : 2,
    settle_days: Number(input.settle_days),
    min_withdraw: Number(input.min_withdraw),
  };
}
