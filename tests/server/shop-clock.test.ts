/**
 * The shop's clock (decision 0073) in plain Node, whatever TZ the process has: the API's times
 * are Asia/Shanghai wall time. The fixed +08:00 offset is checked against the zone data of
 * Intl for every week since 1991 (China's last daylight saving), and the API's own time
 * helpers are checked at the instants the issue names: an order shipped at 19:54 Beijing
 * time, the turn of the shop's day, the 02:00 settlement.
 */
import { describe, expect, it } from "vitest";
import {
  addShopMinutes,
  formatShopDate,
  formatShopTime,
  parseShopTime,
  shopDayNumber,
  shopDayStart,
  shopHour,
  shopInstant,
  SHOP_TIME_ZONE,
} from "../../src/engine/shop-clock";
import { at, formatDateTime, parseDateTime } from "../../src/api/util";
import { seedClock } from "../../src/api/seed-clock";
import { commissionDueAt, settlementClosing } from "../../src/resources/salesman/settlement.rules";

const intl = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});
const byIntl = (ms: number) => {
  const p = Object.fromEntries(intl.formatToParts(ms).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
};

describe("the shop's clock", () => {
  it("is Asia/Shanghai to the second for every week since 1991 (the fixed offset is exact)", () => {
    const from = Date.UTC(1991, 8, 16);
    const to = Date.UTC(2045, 0, 1);
    let checked = 0;
    // a week and 37 minutes apart: every hour and weekday comes round
    for (let ms = from; ms < to; ms += 7 * 86_400_000 + 37 * 60_000 + 13_000) {
      expect(formatShopTime(ms)).toBe(byIntl(ms));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(2500);
  });

  it("reads an instant as Beijing time whatever the process's zone", () => {
    const shipped = new Date("2026-11-20T11:54:00Z");
    expect(formatShopTime(shipped)).toBe("2026-11-20 19:54:00");
    expect(formatDateTime(shipped)).toBe("2026-11-20 19:54:00");
    expect(parseShopTime("2026-11-20 19:54:00").toISOString()).toBe("2026-11-20T11:54:00.000Z");
    expect(parseDateTime("2026-11-20 19:54").toISOString()).toBe("2026-11-20T11:54:00.000Z");
    expect(at(2026, 11, 20, 19, 54)).toBe("2026-11-20 19:54:00");
    expect(shopHour(shipped)).toBe(19);
    expect(Number.isNaN(parseShopTime("昨天").getTime())).toBe(true);
  });

  it("starts the shop's day at 00:00 Beijing time (16:00 UTC the day before)", () => {
    const justAfter = new Date("2026-11-20T16:00:01Z");
    expect(formatShopDate(justAfter)).toBe("2026-11-21");
    expect(shopDayStart(justAfter).toISOString()).toBe("2026-11-20T16:00:00.000Z");
    expect(formatShopDate(new Date("2026-11-20T15:59:59Z"))).toBe("2026-11-20");
    expect(shopDayNumber(justAfter) - shopDayNumber(new Date("2026-11-20T15:59:59Z"))).toBe(1);
  });

  it("adds minutes and days as the shop's wall clock, month ends and leap days included", () => {
    expect(addShopMinutes("2026-11-30 23:50:00", 20)).toBe("2026-12-01 00:10:00");
    expect(addShopMinutes("2028-02-28 12:00:00", 1440)).toBe("2028-02-29 12:00:00");
    expect(shopInstant(2026, 12, 32, 2).toISOString()).toBe("2026-12-31T18:00:00.000Z");
    expect(commissionDueAt("2026-03-05 20:00:00")).toBe("2026-03-12 20:00:00");
    expect(settlementClosing("2026-12")).toBe("2027-01-01 09:00:00");
  });

  it("seeds on the shop's clock: the history's instant (2026-11-20 15:00 in Beijing) becomes Beijing's now, every time moved alike", () => {
    // 01:30 on 11-21 in Beijing is still 11-20 in UTC and in New York; the shift is 10 h 30 min
    const clock = seedClock(new Date("2026-11-20T17:30:00Z"));
    expect(clock.now).toBe("2026-11-21 01:30:00");
    expect(clock.at(2026, 11, 20, 15)).toBe("2026-11-21 01:30:00");
    expect(clock.at(2026, 11, 20, 10)).toBe("2026-11-20 20:30:00");
    expect(clock.date("2026-11-19 02:00:00")).toBe("2026-11-19 12:30:00");
  });
});
