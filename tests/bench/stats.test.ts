import { describe, expect, it } from "vitest";
import { alternated, median, ratio } from "../../bench/stats";

describe("bench stats", () => {
  it("takes the median of the runs, the mean of the middle two for an even count, ignoring failed (NaN) runs", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, Number.NaN])).toBe(5);
    expect(median([])).toBeNull();
  });

  it("gives a ratio only when both figures are there and the reference is not 0", () => {
    expect(ratio(50, 200)).toBe(0.25);
    expect(ratio(null, 200)).toBeNull();
    expect(ratio(50, null)).toBeNull();
    expect(ratio(50, 0)).toBeNull();
  });

  it("rotates the apps' order every run, so no app always goes first", () => {
    expect([0, 1, 2, 3].map((run) => alternated(["a", "b", "c"], run).join(""))).toEqual(["abc", "bca", "cab", "abc"]);
    expect(alternated([], 2)).toEqual([]);
  });
});
