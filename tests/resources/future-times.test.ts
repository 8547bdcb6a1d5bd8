import { describe, expect, it } from "vitest";
import { resources } from "../../src/resources";

/**
 * Where only a time from now on makes sense, the config says so (`future`: the picker greys the
 * days before the shop's today, issue 49): every campaign's end, which a merchant sets when the
 * campaign is made or extended. A start may be today's past hours (it starts at once).
 */
const ENDS = ["coupon", "goodsDiscount", "draw", "gift", "collection"];

describe("times that must lie ahead", () => {
  it.each(ENDS)("%s: its end time is a `future` field", (name) => {
    const config = resources.find((c) => c.name === name);
    const end = config?.fields.find((f) => f.key === "end_at");
    expect(end?.type).toBe("datetime");
    expect(end?.future).toBe(true);
  });

  it("no read-only time is one (注册时间, 发行时间 … record the past: no picker)", () => {
    const futures = resources.flatMap((c) => c.fields.filter((f) => f.future).map((f) => ({ name: `${c.name}.${f.key}`, readOnly: f.readOnly === true })));
    expect(futures.length).toBeGreaterThanOrEqual(ENDS.length);
    expect(futures.filter((f) => f.readOnly)).toEqual([]);
  });
});
