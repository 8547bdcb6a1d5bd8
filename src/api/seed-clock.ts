import { shopInstant } from "../engine/shop-clock";
import { addDays, formatDateTime, parseDateTime } from "./util";

/**
 * The one clock the demo is seeded on (decisions 0020, 0086). The demo's history is made at one
 * fixed instant, SEED_NOW (the seeds are written as if it were 2026-11-20 15:00 in Beijing:
 * `ctx.at(2026, 5, 1)` is a date of that calendar), and the whole of it is moved to the present
 * by one shift, `now - SEED_NOW`: every seeded time moves by the same span, so what was an hour
 * before SEED_NOW is an hour ago, whatever the hour the demo starts. The history's content
 * (which orders wait, which activity runs, what was refunded) is then the same at every start;
 * only the calendar it is shown on moves. Before, the written dates moved by whole days and
 * "up to now" was cut at the real hour, so what the shop held depended on the hour the tests ran
 * (eight fixes in one turn: a parcel on its way at 23:16, a 数字藏品 to send at 07:00…).
 * The shift is whole minutes (the present's seconds are dropped): an activity written from 00:00
 * starts on a whole minute.
 */
export const SEED_DAY = [2026, 11, 20] as const;
/** The instant the history is made at: 2026-11-20 15:00 in Beijing. */
const SEED_NOW_HOUR = 15;
export const SEED_NOW: Date = shopInstant(SEED_DAY[0], SEED_DAY[1], SEED_DAY[2], SEED_NOW_HOUR, 0, 0);

export interface SeedClock {
  /** The current time, 'YYYY-MM-DD HH:mm:ss' (the present's minute): SEED_NOW moved by the shift. */
  now: string;
  /** A time of the seeds' calendar (months 1-12) moved by the shift: SEED_NOW becomes `now`. */
  at(y: number, mo: number, d: number, h?: number, mi?: number, s?: number): string;
  /** `at` of a written date-time, e.g. date("2026-05-01 00:00:00"). */
  date(written: string): string;
  /**
   * A day of the seeds' calendar ('YYYY-MM-DD', a date field's value) moved by whole days: the
   * day its SEED_NOW hour falls on, so the same day whatever the hour the demo starts (a day
   * cut from `at(…)` at another hour changed with the hour).
   */
  day(y: number, mo: number, d: number): string;
  /** A moved time back on the seeds' calendar (the inverse of `date`): a draw keyed by a date stays the same at any start. */
  written(t: string): string;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The clock of a seed made at `current` (tests fix it with vi.setSystemTime), in the shop's wall time (Asia/Shanghai). */
export function seedClock(current: Date = new Date()): SeedClock {
  const shift = Math.floor((current.getTime() - SEED_NOW.getTime()) / MINUTE_MS) * MINUTE_MS;
  const moved = (instant: Date, by: number) => formatDateTime(new Date(instant.getTime() + by));
  const at: SeedClock["at"] = (year, month, day, h = 10, mi = 0, s = 0) => moved(shopInstant(year, month, day, h, mi, s), shift);
  return {
    now: moved(SEED_NOW, shift),
    at,
    date: (written) => {
      const [year = 0, month = 1, day = 1, h = 0, mi = 0, s = 0] = (written.match(/\d+/g) ?? []).map(Number);
      return at(year, month, day, h, mi, s);
    },
    day: (year, month, day) => at(year, month, day, SEED_NOW_HOUR).slice(0, 10),
    written: (t) => moved(parseDateTime(t), -shift),
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
