import { createHash } from "node:crypto";
import { courierOf } from "../../resources/order/couriers.rules";
import type { TrackEvent, TrackingProvider, TrackQuery, TrackResult, TrackState } from "../../api/tracking/tracking-provider";

/**
 * TRACKING_PROVIDER=kuaidi100: 快递100's 实时查询 (poll query), its published API: a form POST of
 * `customer`, `sign` and `param` (the query as JSON: com, num, phone, resultv2, show, order) to
 * https://poll.kuaidi100.com/poll/query.do, where sign = MD5(param + key + customer) in capitals
 * (KUAIDI100_CUSTOMER and KUAIDI100_KEY: the company number and the key 快递100 gave the shop).
 * The answer's `state` is the parcel's (0 在途, 1 揽收, 2 疑难, 3 签收, 4 退签, 5 派件, 6 退回, 7 转投,
 * 14 拒签 …) and `data` its steps, newest first (time/ftime, context, areaName, status); a refusal
 * is `{result: false, returnCode, message}` (查询无结果 …). Written from their documentation and
 * SDK (kuaidi100-api/java-demo); tested on those documented examples (no network here).
 */

export const KUAIDI100_QUERY_URL = "https://poll.kuaidi100.com/poll/query.do";
/** How long 快递100 may take to answer one query. */
export const KUAIDI100_TIMEOUT_MS = 8_000;


/** The form 快递100 is posted, by its documentation: the param's JSON exactly as signed. */
export function kuaidi100Request(customer: string, key: string, query: TrackQuery): URLSearchParams {
  // the company's 快递100 code from the one couriers table (a name it is written by too: 顺丰)
  const com = courierOf(query.company)?.code;
  if (!com) throw new Error(`快递100 不支持的快递公司：${query.company}`);
  const param = JSON.stringify({ com, num: query.no, ...(query.phone ? { phone: query.phone } : {}), resultv2: "1", show: "0", order: "desc" });
  const sign = createHash("md5").update(param + key + customer).digest("hex").toUpperCase();
  return new URLSearchParams({ customer, sign, param });
}

/** The top-level `state` code as the console's state. */
const STATE_CODES: Readonly<Record<string, TrackState>> = { "0": "在途", "1": "揽收", "2": "异常", "3": "签收", "4": "异常", "5": "派件", "6": "异常", "7": "在途", "14": "异常" };

/** A step's own `status` word (resultv2): 在途, 揽收, 派件, 签收, 疑难, 退签, 退回, 拒签 … */
function stepState(word: string): TrackState {
  if (/退签|拒签|退回|疑难/.test(word)) return "异常";
  if (word.includes("签收")) return "签收";
  if (word.includes("派件")) return "派件";
  if (word.includes("揽收")) return "揽收";
  return "在途";
}

const text = (v: unknown): string => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/**
 * 快递100's answer as a track; throws with its message when it answered a refusal other than
 * "no record yet" (查询无结果: an empty track, 暂无, asked again later).
 */
export function kuaidi100Result(answer: unknown): TrackResult {
  const body = (typeof answer === "object" && answer !== null ? answer : {}) as Record<string, unknown>;
  if (body.result === false || (body.status !== undefined && text(body.status) !== "200")) {
    const code = text(body.returnCode);
    const message = text(body.message) || "查询失败";
    // 500: 查询无结果 (the carrier has no step yet): a track with nothing in it, not a failure
    if (code === "500") return { state: "暂无", events: [] };
    throw new Error(`快递100 答复 ${code || "?"}：${message}`);
  }
  const data = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
  const events: TrackEvent[] = data.map((step) => ({
    at: text(step.ftime) || text(step.time),
    where: text(step.areaName),
    what: text(step.context),
    state: stepState(text(step.status)),
  }));
  const state = STATE_CODES[text(body.state)] ?? events[0]?.state ?? "在途";
  return { state: events.length ? state : "暂无", events };
}

export function kuaidi100Provider(customer: string, key: string, fetcher: typeof fetch = fetch): TrackingProvider {
  return {
    name: "快递100",
    async track(query) {
      const response = await fetcher(KUAIDI100_QUERY_URL, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: kuaidi100Request(customer, key, query),
        signal: AbortSignal.timeout(KUAIDI100_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`快递100 答复 HTTP ${response.status}`);
      return kuaidi100Result(await response.json());
    },
  };
}
