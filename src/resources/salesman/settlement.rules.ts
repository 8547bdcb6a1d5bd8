/**
 * When a promoter's commission is settled (decision 0027), shared by the seed, the demo API
 * and the tests: a promotion order's commission becomes due SETTLE_AFTER_DAYS after its
 * order was finished (the buyer's 7-day after-sales window), and the commissions that fell
 * due in a month are one 结算单 of that month, drawn up on the 1st of the next at 09:00, all on
 * the shop's clock (Asia/Shanghai, engine/shop-clock.ts).
 */
import { addShopMinutes, formatShopTime, shopInstant } from "../../engine/shop-clock";

export const SETTLE_AFTER_DAYS = 7;

/** When the commission of an order finished at `finishedAt` falls due. */
export function commissionDueAt(finishedAt: string): string {
  return addShopMinutes(finishedAt, SETTLE_AFTER_DAYS * 1440);
}

/** The 结算周期 ('YYYY-MM') of an order finished at `finishedAt`. */
export const settlementPeriod = (finishedAt: string): string => commissionDueAt(finishedAt).slice(0, 7);

/** When the 结算单 of `period` is drawn up: the 1st of the next month, 09:00. */
export function settlementClosing(period: string): string {
  const [y = 0, m = 1] = period.split("-").map(Number);
  return formatShopTime(shopInstant(y, m + 1, 1, 9, 0, 0));
}
