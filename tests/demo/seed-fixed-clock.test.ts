import { describe, expect, it } from "vitest";
import { seed } from "../../src/demo/seed";
import { seedClock } from "../../src/api/seed-clock";
import { shopInstant, shopWall } from "../../src/engine/shop-clock";

/**
 * The demo's history is made at one fixed instant and moved to the present as a whole (decision
 * 0086), so the shop a test starts from is the same at any hour: seeded at 00:05, 07:59 and 23:55
 * in Beijing, and a year on, each db read back on the seeds' own calendar (every time moved back
 * by its clock's shift) is the first one, row for row, field for field. Before, the written dates
 * moved by whole days and the history was cut at the real hour: which orders waited, who shipped
 * and which 售后 were asked changed with the hour the tests ran.
 */

const DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/g;
/** A number made from a date-time's digits and a tail (订单号, trade numbers, aliases made of them). */
const COMPACT = /(?<!\d)(20\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?=\d{4,5}(?!\d))/g;
/** A date field's value (a JSON string that is a day alone): moved by whole days (ctx.day). */
const BARE_DAY = /"(\d{4}-\d{2}-\d{2})"/g;
/** A number made from a day's digits (a gift card batch, a recycle order): the day alone says no more than the shift. */
const DAY_CODE = /\b(PC|RC)\d{8}/g;

/** The db seeded at `at`, every time in it moved back to the seeds' calendar. */
function onSeedCalendar(at: Date): Record<string, unknown> {
  const clock = seedClock(at);
  const back = (t: string) => clock.written(t);
  const text = JSON.stringify(seed(at))
    .replace(DATE_TIME, back)
    .replace(BARE_DAY, (_, day: string) => `"${back(`${day} ${clock.now.slice(11)}`).slice(0, 10)}"`)
    .replace(COMPACT, (_, y: string, mo: string, d: string, h: string, mi: string, s: string) => back(`${y}-${mo}-${d} ${h}:${mi}:${s}`).replace(/\D/g, ""))
    .replace(DAY_CODE, "$1YYYYMMDD");
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * Where the two dbs differ. Three kinds of value follow the real calendar, not the history: a
 * campaign's name fits the days it runs on (双十二 in December, decision 0063), a commission's
 * settlement is made at a month's close (the 1st, 09:00: its rows group a promoter's orders by
 * those months), and a withdrawal takes most of the
 * balance, whose payments settle at 02:00 of the day after (T+1).
 */
function differences(a: unknown, b: unknown, path: string, out: string[]): void {
  if (/^db\.records\.(goodsDiscount|gift|coupon|draw|collection)\.\d+\.name$/.test(path)) return;
  // a gift record names its gift as given (国庆暖心折扣 ×1): the campaign's name, so the calendar's too
  if (/^db\.records\.giftRecord\.\d+\.gifts_text$/.test(path)) return;
  if (/^db\.records\.cashTrade\.\d+\.amount_cents$/.test(path)) return;
  // a settlement is a promoter's month of finished orders, the month a real one (closed on the 1st):
  // which months an order falls in follows the hour, so the rows may split or join (a 数字藏品
  // finished when paid, decision 0115, made one do so); the promotion orders they sum are compared
  if (/^db\.records\.salesmanSettlement\./.test(path)) return;
  if (a && b && typeof a === "object" && typeof b === "object") {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, out);
    }
    return;
  }
  if (a !== b) out.push(`${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
}

const today = shopWall(Date.now());
const CLOCKS: readonly (readonly [string, Date])[] = [
  ["07:59", shopInstant(today.y, today.mo, today.d, 7, 59)],
  ["23:55", shopInstant(today.y, today.mo, today.d, 23, 55)],
  ["a year on at 12:30", shopInstant(today.y + 1, today.mo, today.d, 12, 30)],
];

describe("the demo's history, whatever the hour it starts", () => {
  const first = onSeedCalendar(shopInstant(today.y, today.mo, today.d, 0, 5));

  it.each(CLOCKS)("seeded at %s is the one seeded at 00:05, moved", (_, at) => {
    const out: string[] = [];
    differences(first, onSeedCalendar(at), "db", out);
    expect(out.slice(0, 20)).toEqual([]);
  });

  it("moves every seeded time by the shift, so now is the present's minute", () => {
    const at = shopInstant(today.y, today.mo, today.d, 7, 59, 42);
    const clock = seedClock(at);
    expect(clock.now).toBe(`${today.y}-${String(today.mo).padStart(2, "0")}-${String(today.d).padStart(2, "0")} 07:59:00`);
    // SEED_NOW (2026-11-20 15:00) is now; an hour before it is an hour ago
    expect(clock.date("2026-11-20 15:00:00")).toBe(clock.now);
    expect(clock.written(clock.date("2026-11-20 14:00:00"))).toBe("2026-11-20 14:00:00");
  });
});
