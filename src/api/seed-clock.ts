import { shopDayNumber, shopInstant } from "../engine/shop-clock";
import { addDays, formatDateTime, parseDateTime } from "./util";

/**
 * The one clock the demo is seeded on (decision 0020). The seeds were written as if today
 * were SEED_DAY: their fixed dates (`ctx.at(2026, 5, 1)`) are read as so many days before
 * or after it, and land as many days before or after the real today, at the same time of
 * day. What happens "up to now" (orders, sign-ins, bindings) counts back from `now` itself,
 * so nothing seeded lies in the future but what is planned (an activity's dates, an expiry).
 */
export const SEED_DAY = [2026, 11, 20] as const;

export interface SeedClock {
  /** The current time, 'YYYY-MM-DD HH:mm:ss'. */
  now: string;
  /** A date of the seeds' calendar (months 1-12) moved to today's: SEED_DAY becomes today. */
  at(y: number, mo: number, d: number, h?: number, mi?: number, s?: number): string;
  /** `at` of a written date-time, e.g. date("2026-05-01 00:00:00"). */
  date(written: string): string;
}

const DAY_MS = 86_400_000;

/** The clock of a seed made at `current` (tests fix it with vi.setSystemTime), in the shop's days and hours (Asia/Shanghai). */
export function seedClock(current: Date = new Date()): SeedClock {
  const [y, mo, d] = SEED_DAY;
  // whole shop days from SEED_DAY to today (the shop's clock has no daylight saving)
  const shift = shopDayNumber(current) - shopDayNumber(shopInstant(y, mo, d));
  const at: SeedClock["at"] = (year, month, day, h = 10, mi = 0, s = 0) => formatDateTime(shopInstant(year, month, day + shift, h, mi, s));
  return {
    now: formatDateTime(current),
    at,
    date: (written) => {
      const [year = 0, month = 1, day = 1, h = 0, mi = 0, s = 0] = (written.match(/\d+/g) ?? []).map(Number);
      return at(year, month, day, h, mi, s);
    },
  };
}

/** Days from `t` to `now` (negative when `t` is later). */
export function daysBetween(t: string, now: string): number {
  return (parseDateTime(now).getTime() - parseDateTime(t).getTime()) / DAY_MS;
}

/** `t`, or a moment of the last `window` days when `t` would be after `now` (`fraction` in [0, 1) picks it). */
export function notAfter(t: string, now: string, fraction: number, window = 2): string {
  return t <= now ? t : addDays(now, -fraction * window);
}
