import { formatDateTime, hashString, parseDateTime } from "../util";
import type { TrackEvent, TrackingProvider, TrackQuery, TrackResult, TrackState } from "./tracking-provider";
import { stateOf } from "./tracking-provider";

/**
 * The demo's tracks (the page, the tests, `npm start`): believable and the same at every asking,
 * made from the 运单号 and the ship time alone, nothing stored and no network: 揽收 an hour or two
 * after shipping, through two 转运中心, out for delivery and 签收 some 1.5 to 3 days later (the
 * 运单号's hash stretches the schedule), each step shown once its time has come on `clock`.
 */

const CITIES = ["杭州市", "上海市", "广州市", "深圳市", "南京市", "苏州市", "成都市", "武汉市", "北京市", "郑州市"] as const;
const COURIERS = ["王师傅", "李师傅", "张师傅", "刘师傅", "陈师傅", "赵师傅"] as const;
const SIGNERS = ["本人签收", "家门口", "快递柜", "前台代收", "驿站代收"] as const;

/** One step of the schedule: hours after shipping (before stretching), its state, and its words. */
type Step = [hours: number, state: TrackState, where: "from" | "to", what: (p: Words) => string];
interface Words {
  company: string;
  from: string;
  to: string;
  courier: string;
  phone: string;
  signer: string;
}

const STEPS: readonly Step[] = [
  [1.5, "揽收", "from", (w) => `【${w.from}】${w.company}快递员已揽收`],
  [6, "在途", "from", (w) => `快件已到达【${w.from}转运中心】`],
  [9, "在途", "from", (w) => `快件已从【${w.from}转运中心】发出，下一站【${w.to}转运中心】`],
  [25, "在途", "to", (w) => `快件已到达【${w.to}转运中心】`],
  [29, "在途", "to", (w) => `快件已从【${w.to}转运中心】发出，下一站【${w.to}营业点】`],
  [34, "派件", "to", (w) => `【${w.to}】快件正在派送中，派件员：${w.courier}，电话：${w.phone}`],
  [38, "签收", "to", (w) => `【${w.to}】快件已签收，签收人：${w.signer}。感谢使用${w.company}，期待再次为您服务`],
];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** The whole schedule of a parcel (every step, due or not), oldest first. */
export function demoSchedule(query: TrackQuery): TrackEvent[] {
  if (!query.shippedAt) return [];
  const h = hashString(`${query.company}|${query.no}`);
  const from = pick(CITIES, h);
  const named = query.to?.trim();
  const to = named && named !== from ? named : pick(CITIES, h + 1 + (h % 3));
  const words: Words = {
    company: query.company, from, to,
    courier: pick(COURIERS, h >>> 3), phone: `1${3 + (h % 6)}${String(h % 1_000_000_000).padStart(9, "0")}`, signer: pick(SIGNERS, h >>> 5),
  };
  // 0.9 to 1.9 times the schedule: 34 to 72 hours from shipping to 签收
  const stretch = 0.9 + (h % 11) / 10;
  const start = parseDateTime(query.shippedAt).getTime();
  return STEPS.map(([hours, state, where, what], i) => ({
    // a few minutes off the hour, by the step, so no two parcels read alike
    at: formatDateTime(new Date(start + Math.round(hours * stretch * 3600_000) + ((h >>> i) % 47) * 60_000)),
    where: where === "from" ? words.from : words.to,
    what: what(words),
    state,
  }));
}

/** The steps due at `at` (YYYY-MM-DD HH:mm:ss), newest first. */
export function demoTrack(query: TrackQuery, at: string): TrackResult {
  const events = demoSchedule(query).filter((e) => e.at <= at).reverse();
  return { state: stateOf(events), events };
}

/** The steps due at the asker's clock (`asOf`), else at `clock`'s, asked at each track (a test's faked Date included). */
export function demoTrackingProvider(clock: () => number = () => Date.now()): TrackingProvider {
  return {
    name: "演示轨迹",
    track: (query) => Promise.resolve(demoTrack(query, query.asOf ?? formatDateTime(new Date(clock())))),
  };
}
