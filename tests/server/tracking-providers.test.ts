import { describe, expect, it } from "vitest";
import { demoSchedule, demoTrack, demoTrackingProvider } from "../../src/api/tracking/demo-tracking";
import { describeTracking, trackingProviderFromEnv } from "../../src/server/tracking/from-env";
import { KUAIDI100_QUERY_URL, kuaidi100Provider, kuaidi100Request, kuaidi100Result } from "../../src/server/tracking/kuaidi100";
import { parseDateTime } from "../../src/api/util";

/** The tracking providers (decision 0116): 快递100's request and answers on its documented examples, the demo's tracks, TRACKING_PROVIDER's choice. */

// 快递100's SDK example of 实时查询 (kuaidi100-api/java-demo BaseServiceTest.testQueryTrack): 圆通 YT9383342193097, phone 17725390266
const SDK_QUERY = { company: "圆通速递", no: "YT9383342193097", phone: "17725390266" };

// 快递100's documented answer of 实时查询 (message ok, status 200, state 3 签收, data newest first), its first steps
const DOCUMENTED_ANSWER = {
  message: "ok", nu: "YT5555508965056", ischeck: "1", com: "yuantong", status: "200", state: "3", condition: "F00",
  data: [
    { time: "2021-06-14 17:31:57", ftime: "2021-06-14 17:31:57", context: "客户签收人: 已签收，签收人凭取货码签收。 已签收 感谢使用圆通速递，期待再次为您服务", areaCode: null, areaName: null, status: "签收" },
    { time: "2021-06-14 13:53:38", ftime: "2021-06-14 13:53:38", context: "快件已由济南历城区翡翠雅郡北区西门店代收，请及时取件", areaCode: null, areaName: null, status: "在途" },
    { time: "2021-06-14 12:13:56", ftime: "2021-06-14 12:13:56", context: "【山东省济南市孙村公司】 已收入", areaCode: "CN370112005000", areaName: "山东,济南市,历城区", status: "在途" },
    { time: "2021-06-12 20:01:10", ftime: "2021-06-12 20:01:10", context: "【广东省深圳市宝安区公司】 已揽收", areaCode: "CN440306000000", areaName: "广东,深圳市,宝安区", status: "揽收" },
  ],
};

describe("快递100: 实时查询", () => {
  it("posts customer, the param as JSON and sign = MD5(param + key + customer) in capitals", () => {
    const form = kuaidi100Request("TESTCUSTOMER", "testkey", SDK_QUERY);
    expect(form.get("customer")).toBe("TESTCUSTOMER");
    expect(form.get("param")).toBe('{"com":"yuantong","num":"YT9383342193097","phone":"17725390266","resultv2":"1","show":"0","order":"desc"}');
    // MD5 of that param + "testkey" + "TESTCUSTOMER", computed apart (Python's hashlib)
    expect(form.get("sign")).toBe("62628B983E44DB333BEC942386475EE1");
    // a company 快递100 has no code for is never posted
    expect(() => kuaidi100Request("c", "k", { company: "某某快递", no: "12345678" })).toThrow(/不支持/);
    // no phone: none sent (only 顺丰 needs it)
    expect(JSON.parse(kuaidi100Request("c", "k", { company: "中通快递", no: "73123456789" }).get("param") ?? "{}")).not.toHaveProperty("phone");
  });

  it("reads the documented answer: the state, and each step newest first with its time, place and words", () => {
    const track = kuaidi100Result(DOCUMENTED_ANSWER);
    expect(track.state).toBe("签收");
    expect(track.events).toHaveLength(4);
    expect(track.events[0]).toEqual({ at: "2021-06-14 17:31:57", where: "", what: DOCUMENTED_ANSWER.data[0]?.context, state: "签收" });
    expect(track.events[2]).toMatchObject({ at: "2021-06-14 12:13:56", where: "山东,济南市,历城区", state: "在途" });
    expect(track.events[3]?.state).toBe("揽收");
    // state 5 派件, 0 在途, 2 疑难 as the console names them
    expect(kuaidi100Result({ ...DOCUMENTED_ANSWER, state: "5" }).state).toBe("派件");
    expect(kuaidi100Result({ ...DOCUMENTED_ANSWER, state: "0" }).state).toBe("在途");
    expect(kuaidi100Result({ ...DOCUMENTED_ANSWER, state: "2" }).state).toBe("异常");
  });

  it("takes 查询无结果 (returnCode 500) as no step yet, and throws any other refusal with its message", () => {
    expect(kuaidi100Result({ result: false, returnCode: "500", message: "查询无结果，请隔段时间再查" })).toEqual({ state: "暂无", events: [] });
    expect(() => kuaidi100Result({ result: false, returnCode: "400", message: "找不到对应公司" })).toThrow("快递100 答复 400：找不到对应公司");
    expect(() => kuaidi100Result({ result: false, returnCode: "601", message: "POLL:KEY已过期" })).toThrow(/601/);
  });

  it("asks over HTTP: a form POST to poll/query.do, the answer read; an HTTP error rejects", async () => {
    const sent: { url: string; init: RequestInit | undefined }[] = [];
    const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), init });
      return Response.json(DOCUMENTED_ANSWER);
    }) as typeof fetch;
    const track = await kuaidi100Provider("TESTCUSTOMER", "testkey", fetcher).track(SDK_QUERY);
    expect(track.state).toBe("签收");
    expect(sent[0]?.url).toBe(KUAIDI100_QUERY_URL);
    expect(sent[0]?.init?.method).toBe("POST");
    expect((sent[0]?.init?.headers as Record<string, string>)["Content-Type"]).toBe("application/x-www-form-urlencoded");
    expect(String(sent[0]?.init?.body)).toContain("sign=62628B983E44DB333BEC942386475EE1");
    const down = (async () => new Response("busy", { status: 502 })) as typeof fetch;
    await expect(kuaidi100Provider("c", "k", down).track(SDK_QUERY)).rejects.toThrow("HTTP 502");
  });
});

describe("the demo's tracks", () => {
  const query = { company: "顺丰速运", no: "SF1234567890", shippedAt: "2026-12-01 10:00:00", to: "南京市" };

  it("goes 揽收 → 在途 → 派件 → 签收 over the days after shipping, the same at every asking", () => {
    const steps = demoSchedule(query);
    expect(steps.map((s) => s.state)).toEqual(["揽收", "在途", "在途", "在途", "在途", "派件", "签收"]);
    // in time order, the first an hour or two after shipping, 签收 within three days
    expect([...steps].map((s) => s.at)).toEqual([...steps].map((s) => s.at).sort());
    const hours = (at: string) => (parseDateTime(at).getTime() - parseDateTime(query.shippedAt).getTime()) / 3600_000;
    expect(hours(steps[0]?.at ?? "")).toBeGreaterThan(1);
    expect(hours(steps.at(-1)?.at ?? "")).toBeLessThan(75);
    expect(steps.at(-1)?.where).toBe("南京市");
    expect(demoSchedule(query)).toEqual(steps);
    // before the first step: nothing; between: the steps so far, newest first; after: 签收
    expect(demoTrack(query, "2026-12-01 10:30:00")).toEqual({ state: "暂无", events: [] });
    const between = demoTrack(query, steps[3]?.at ?? "");
    expect(between.state).toBe("在途");
    expect(between.events.map((e) => e.at)).toEqual(steps.slice(0, 4).map((e) => e.at).reverse());
    expect(demoTrack(query, "2026-12-09 10:00:00").state).toBe("签收");
  });

  it("tells two parcels apart, and asks the clock it was given", async () => {
    expect(demoSchedule({ ...query, no: "SF1234567891" }).map((s) => s.at)).not.toEqual(demoSchedule(query).map((s) => s.at));
    const later = demoTrackingProvider(() => parseDateTime("2026-12-09 10:00:00").getTime());
    expect((await later.track(query)).state).toBe("签收");
    const early = demoTrackingProvider(() => parseDateTime("2026-12-01 10:00:00").getTime());
    expect((await early.track(query)).events).toEqual([]);
  });
});

describe("TRACKING_PROVIDER", () => {
  it("chooses 快递100 with its two keys, the demo, or none; a provider named but not configured stops the start", () => {
    expect(trackingProviderFromEnv({})).toBeNull();
    expect(trackingProviderFromEnv({}, "demo")?.name).toBe("演示轨迹");
    expect(trackingProviderFromEnv({ TRACKING_PROVIDER: "none" }, "demo")).toBeNull();
    expect(trackingProviderFromEnv({ TRACKING_PROVIDER: "kuaidi100", KUAIDI100_CUSTOMER: "C", KUAIDI100_KEY: "K" })?.name).toBe("快递100");
    expect(() => trackingProviderFromEnv({ TRACKING_PROVIDER: "kuaidi100", KUAIDI100_CUSTOMER: "C" })).toThrow("TRACKING_PROVIDER=kuaidi100 需要设置 KUAIDI100_KEY");
    expect(() => trackingProviderFromEnv({ TRACKING_PROVIDER: "cainiao" })).toThrow(/未知/);
    expect(describeTracking(null)).toBe("物流轨迹：未配置");
  });
});
