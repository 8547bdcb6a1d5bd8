/**
 * The shop's clock (decision 0073): every time the API writes, reads, compares and answers,
 * and every time the screens show and send, is wall time in Asia/Shanghai ('YYYY-MM-DD
 * HH:mm:ss', the spec's format), whatever zone the server process or the browser runs in.
 * An instant (a Date, epoch ms) becomes Shanghai wall time here and back, never through the
 * process's own zone (Date's local getters, `new Date(y, m, d)`), which on a server in UTC
 * put a 19:54 order at 11:54 and 今日 from 08:00 to 08:00.
 *
 * China has kept UTC+8 with no daylight saving since 1991, so a fixed offset is exact for
 * every time the shop has (tests/engine/shop-clock.test.ts checks it against the zone data
 * of Intl), costs no Intl call in the seed's hundred thousand dates, and no wall time is
 * skipped or repeated. The zone is the spec's (domain.md: the shop's clock is Asia/Shanghai),
 * not a setting.
 */

export const SHOP_TIME_ZONE = "Asia/Shanghai";

/** The zone's offset from UTC, in minutes (UTC+8, no daylight saving since 1991). */
export const SHOP_UTC_OFFSET_MINUTES = 480;

const OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

/** The shop's wall clock at an instant: calendar fields (months 1-12), and the weekday (0 = Sunday). */
export interface ShopWall {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  weekday: number;
}

const msOf = (instant: Date | number): number => (typeof instant === "number" ? instant : instant.getTime());

/** The Shanghai wall clock at `instant`. */
export function shopWall(instant: Date | number): ShopWall {
  // the instant moved by the offset, read by the UTC getters: the zone's wall clock
  const w = new Date(msOf(instant) + OFFSET_MS);
  return {
    y: w.getUTCFullYear(),
    mo: w.getUTCMonth() + 1,
    d: w.getUTCDate(),
    h: w.getUTCHours(),
    mi: w.getUTCMinutes(),
    s: w.getUTCSeconds(),
    weekday: w.getUTCDay(),
  };
}

/** 'YYYY-MM-DD HH:mm:ss' in Shanghai of an instant (of an invalid one: NaN in each place, as before). */
export function formatShopTime(instant: Date | number): string {
  const { y, mo, d, h, mi, s } = shopWall(instant);
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/** 'YYYY-MM-DD': the shop's day of an instant. */
export function formatShopDate(instant: Date | number): string {
  return formatShopTime(instant).slice(0, 10);
}

/**
 * The instant of a Shanghai wall time (months 1-12). Fields past their range carry over as
 * Date.UTC's do (day 32 is the next month's 1st), so days can be added to `d`.
 */
export function shopInstant(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Date {
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - OFFSET_MS);
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** 'YYYY-MM-DD[ HH:mm[:ss]]' read as Shanghai wall time → its instant; an unreadable value → Invalid Date. */
export function parseShopTime(value: string): Date {
  const m = WALL.exec(value);
  if (!m) return new Date(NaN);
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => Number(part ?? 0));
  return shopInstant(y, mo, d, h, mi, s);
}

/** The instant the shop's day holding `instant` began (00:00 Shanghai). */
export function shopDayStart(instant: Date | number): Date {
  const { y, mo, d } = shopWall(instant);
  return shopInstant(y, mo, d);
}

/** The shop's hour of the day (0-23) at `instant`. */
export const shopHour = (instant: Date | number): number => shopWall(instant).h;

/** The shop's day number of `instant` (whole days since 1970-01-01 in Shanghai): days apart by subtraction. */
export const shopDayNumber = (instant: Date | number): number => Math.floor((msOf(instant) + OFFSET_MS) / DAY_MS);

/** The current time of the shop, 'YYYY-MM-DD HH:mm:ss'. */
export const shopNow = (): string => formatShopTime(Date.now());

/** Today in the shop, 'YYYY-MM-DD'. */
export const shopToday = (): string => formatShopDate(Date.now());

/** A Shanghai wall time plus minutes (a day is 1440 of them: the zone has no daylight saving). */
export function addShopMinutes(t: string, minutes: number): string {
  return formatShopTime(parseShopTime(t).getTime() + minutes * 60_000);
}
