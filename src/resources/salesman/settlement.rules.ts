/**
 * When a promoter's commission is settled (decision 0027), shared by the seed, the demo API
 * and the tests: a promotion order's commission becomes due SETTLE_AFTER_DAYS after its
 * order was finished (the buyer's 7-day after-sales window), and the commissions that fell
 * due in a month are one 结算单 of that month, drawn up on the 1st of the next at 09:00.
 */
export const SETTLE_AFTER_DAYS = 7;

const pad = (n: number) => String(n).padStart(2, "0");
const parse = (t: string) => {
  const [d = "", time = "00:00:00"] = t.split(" ");
  const [y = 0, mo = 1, day = 1] = d.split("-").map(Number);
  const [h = 0, mi = 0, s = 0] = time.split(":").map(Number);
  return new Date(y, mo - 1, day, h, mi, s);
};
const format = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** When the commission of an order finished at `finishedAt` falls due. */
export function commissionDueAt(finishedAt: string): string {
  const d = parse(finishedAt);
  d.setDate(d.getDate() + SETTLE_AFTER_DAYS);
  return format(d);
}

/** The 结算周期 ('YYYY-MM') of an order finished at `finishedAt`. */
export const settlementPeriod = (finishedAt: string): string => commissionDueAt(finishedAt).slice(0, 7);

/** When the 结算单 of `period` is drawn up: the 1st of the next month, 09:00. */
export function settlementClosing(period: string): string {
  const [y = 0, m = 1] = period.split("-").map(Number);
  return format(new Date(y, m, 1, 9, 0, 0));
}
