import { Typography } from "antd";
import { useEffect } from "react";
import { countdownText, orderAutoStep, refundAutoStep } from "../../resources/order/shop-auto.rules";
import { useUserStore } from "../../stores/user-store";
import { useMinute } from "./minute-clock";
import { useShopRulesStore } from "./shop-rules-store";

/**
 * What the shop's rules will do to a row, and in how long: "23 分钟后自动关闭" (a 待付款 order),
 * "7 天 3 小时后自动确认收货" (a shipped 待收货 order), "6 天 5 小时后自动同意" (a 待处理 售后),
 * "6 天后自动关闭" (a return not sent back), "9 天后自动退款" (a signed return not confirmed).
 * Worked out here from the row's time and the shop's rules (shop-auto.rules.ts, as the API's step
 * does), relative to now to the minute; nothing for a row no rule waits on.
 */
/** The statuses a rule may wait on: an order's 待付款 and 待收货, a 售后's 待处理, 待买家退货 and 待商家收货. */
const WAITING = new Set(["WAIT_PAY", "WAIT_CONFIRM", "PENDING", "AGREED", "WAIT_SELLER_RECEIVE"]);

export function AutoStepText({ record }: { record: Readonly<Record<string, unknown>> }) {
  const shop = useUserStore((s) => s.shop?.alias ?? "");
  const rules = useShopRulesStore((s) => (s.shop === shop ? s.rules : null));
  const load = useShopRulesStore((s) => s.load);
  const waits = WAITING.has(String(record.status));
  useEffect(() => {
    if (waits && shop) load(shop);
  }, [waits, shop, load]);
  const now = useMinute();
  if (!waits || !rules) return null;
  const step = orderAutoStep(record, rules) ?? refundAutoStep(record, rules);
  if (!step) return null;
  // it wraps under a status (ColumnOptions.under); its own column is as wide as its longest words
  return <Typography.Text type="warning">{countdownText(step, now)}</Typography.Text>;
}
