/**
 * 店铺规则 (domain.md "shop rules"): what the shop does by itself, on its own clock, and when.
 * Shared by the 店铺规则 form (its fields and limits), the demo API (the check of a save, when a
 * row falls due) and the lists' countdown, so the three never disagree. Times are the API's
 * 'YYYY-MM-DD HH:mm:ss' on the shop's clock, Asia/Shanghai (engine/shop-clock.ts, decision 0073).
 */

import { addShopMinutes, parseShopTime } from "../../engine/shop-clock";

// the lists' countdown (src/field-types/auto-step.tsx registers it): declared here, where the configs that use it read their rules
declare module "../../engine/field-types" {
  interface FieldTypes {
    autoStep: true;
  }
}

export interface ShopRules {
  /** 待付款 orders close this many minutes after they were placed. */
  unpaid_close_minutes: number;
  /** 待收货 orders are confirmed received this many days after they were shipped. */
  auto_confirm_days: number;
  /** A 待处理 售后 not answered this many days after it was asked is agreed. */
  refund_auto_agree_days: number;
  /** An agreed 退货退款 whose buyer has not sent the goods back this many days after 同意 closes (issue 49). */
  return_ship_days: number;
  /** A returned parcel the shop has not confirmed this many days after it was signed for is refunded (issue 49). */
  return_receive_days: number;
  /** 数字藏品 are delivered when paid (the order completes); off: they wait in 待发货 for the merchant's 发货 (issue 49). */
  auto_deliver: boolean;
}

export type ShopRuleKey = keyof ShopRules;
/** The rules that are a time (minutes or days); auto_deliver is a switch. */
export type ShopTimeRuleKey = Exclude<ShopRuleKey, "auto_deliver">;

/** What a shop without its own rules has (the platforms' usual times). */
export const DEFAULT_SHOP_RULES: Readonly<ShopRules> = {
  unpaid_close_minutes: 30, auto_confirm_days: 10, refund_auto_agree_days: 7, return_ship_days: 7, return_receive_days: 10, auto_deliver: true,
};

/** The switch's words (店铺规则's form) and what a save of something not on/off is told. */
export const AUTO_DELIVER_FIELD = { key: "auto_deliver", label: "数字藏品自动发货", help: "买家付款后自动发放数字藏品，订单直接完成；关闭后需在订单列表手动发货" } as const;
export const AUTO_DELIVER_REFUSAL = "数字藏品自动发货应为开启或关闭";

/** Each rule's words and the range a merchant may set (integers). */
export const SHOP_RULE_FIELDS: readonly { key: ShopTimeRuleKey; label: string; unit: "分钟" | "天"; min: number; max: number; help: string }[] = [
  { key: "unpaid_close_minutes", label: "未付款自动关闭", unit: "分钟", min: 5, max: 1440, help: "下单后买家未付款，超过该时间订单自动关闭" },
  { key: "auto_confirm_days", label: "自动确认收货", unit: "天", min: 1, max: 30, help: "发货后买家未确认收货，超过该时间自动确认收货" },
  { key: "refund_auto_agree_days", label: "售后自动同意", unit: "天", min: 1, max: 30, help: "买家申请售后后商家未处理，超过该时间自动同意" },
  { key: "return_ship_days", label: "买家退货期限", unit: "天", min: 1, max: 30, help: "同意退货后买家未寄回商品，超过该时间售后自动关闭" },
  { key: "return_receive_days", label: "商家收货期限", unit: "天", min: 1, max: 30, help: "退货包裹签收后商家未确认收货，超过该时间自动退款" },
];

/** The refusal of one rule's value ("未付款自动关闭应为 5-1440 分钟的整数"), or null. */
export function shopRuleRefusal(key: ShopTimeRuleKey, value: unknown): string | null {
  const field = SHOP_RULE_FIELDS.find((f) => f.key === key);
  if (!field) return "未知的规则";
  if (value === undefined || value === null || value === "") return `请输入${field.label}时间`;
  const n = typeof value === "number" ? value : Number.NaN;
  if (!Number.isInteger(n) || n < field.min || n > field.max) return `${field.label}应为 ${field.min}-${field.max} ${field.unit}的整数`;
  return null;
}

/** A stored rules row read as rules: a missing or unreadable value is its default. */
export function rulesOf(stored: Partial<Record<ShopRuleKey, unknown>> | undefined): ShopRules {
  const rules = { ...DEFAULT_SHOP_RULES };
  for (const { key } of SHOP_RULE_FIELDS) {
    const value = stored?.[key];
    if (shopRuleRefusal(key, value) === null) rules[key] = value as number;
  }
  if (typeof stored?.auto_deliver === "boolean") rules.auto_deliver = stored.auto_deliver;
  return rules;
}

/** `t` plus minutes, on the shop's clock (Asia/Shanghai: a calendar day is 1440 minutes, whatever zone runs this). */
export const addMinutes = (t: string, minutes: number): string => addShopMinutes(t, minutes);

/** What the shop does by itself to a row, and when: the lists' countdown and the rules' step. */
export interface AutoStep {
  /** When the rule fires. */
  at: string;
  /** The rule's effect as the countdown says it: 自动关闭, 自动确认收货, 自动同意, 自动退款. */
  action: "自动关闭" | "自动确认收货" | "自动同意" | "自动退款";
}

const text = (v: unknown): string => (typeof v === "string" ? v : "");

/** An order's next step by the rules: a 待付款 order's closing, a shipped 待收货 order's confirmation; else null. */
export function orderAutoStep(order: Readonly<Record<string, unknown>>, rules: ShopRules): AutoStep | null {
  if (order.status === "WAIT_PAY" && text(order.created_at)) return { at: addMinutes(text(order.created_at), rules.unpaid_close_minutes), action: "自动关闭" };
  if (order.status === "WAIT_CONFIRM" && text(order.shipped_at)) return { at: addMinutes(text(order.shipped_at), rules.auto_confirm_days * 1440), action: "自动确认收货" };
  return null;
}

/**
 * A 售后's next step by the rules: a 待处理 one's agreement; an agreed return's closing when the
 * buyer has not sent it back in time (from 同意); a returned parcel's refund when the shop has not
 * confirmed it in time (from its signing: none while it is on its way); else null.
 */
export function refundAutoStep(refund: Readonly<Record<string, unknown>>, rules: ShopRules): AutoStep | null {
  if (refund.status === "PENDING" && text(refund.created_at)) return { at: addMinutes(text(refund.created_at), rules.refund_auto_agree_days * 1440), action: "自动同意" };
  if (refund.status === "AGREED" && text(refund.audited_at)) return { at: addMinutes(text(refund.audited_at), rules.return_ship_days * 1440), action: "自动关闭" };
  if (refund.status === "WAIT_SELLER_RECEIVE" && text(refund.return_signed_at)) return { at: addMinutes(text(refund.return_signed_at), rules.return_receive_days * 1440), action: "自动退款" };
  return null;
}

/**
 * The latest time a row of each rule may have and still be waiting at `now` (a row whose time is
 * at or before it is due): the indexed conditions the rules' step asks the store for.
 */
export function dueBefore(rules: ShopRules, now: string): { unpaid: string; shipped: string; asked: string; agreed: string; signed: string } {
  return {
    unpaid: addMinutes(now, -rules.unpaid_close_minutes),
    shipped: addMinutes(now, -rules.auto_confirm_days * 1440),
    asked: addMinutes(now, -rules.refund_auto_agree_days * 1440),
    agreed: addMinutes(now, -rules.return_ship_days * 1440),
    signed: addMinutes(now, -rules.return_receive_days * 1440),
  };
}

/** The close reason of an order the rule closed. */
export const AUTO_CLOSE_REASON = "超时未付款，系统自动关闭";
/** The 处理说明 of a 售后 the rule agreed. */
export const AUTO_AGREE_REASON = "商家超时未处理，系统自动同意";
/** Why a return the buyer did not send back in time closed. */
export const RETURN_LATE_REASON = "买家超时未寄回商品，售后自动关闭";

/**
 * "23 分钟后自动关闭", "7 天 3 小时后自动确认收货", "即将自动同意" (due, not yet done): the
 * countdown from `now` (epoch ms) to the step, to the minute.
 */
export function countdownText(step: AutoStep, now: number): string {
  const left = Math.floor((parseShopTime(step.at).getTime() - now) / 60_000);
  if (!(left > 0)) return `即将${step.action}`;
  const days = Math.floor(left / 1440);
  const hours = Math.floor((left % 1440) / 60);
  const minutes = left % 60;
  const parts = days > 0 ? [`${days} 天`, hours > 0 ? `${hours} 小时` : ""] : hours > 0 ? [`${hours} 小时`, minutes > 0 ? `${minutes} 分钟` : ""] : [`${minutes} 分钟`];
  return `${parts.filter(Boolean).join(" ")}后${step.action}`;
}
