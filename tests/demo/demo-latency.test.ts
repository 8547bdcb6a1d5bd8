import { describe, expect, it } from "vitest";
import { DEFAULT_DEMO_LATENCY_MS, DEMO_LATENCY_KEY, demoLatencyMs } from "../../src/demo/demo-latency";

describe("the browser demo API's latency", () => {
  it("is 120 ms unless set", () => {
    localStorage.removeItem(DEMO_LATENCY_KEY);
    expect(DEFAULT_DEMO_LATENCY_MS).toBe(120);
    expect(demoLatencyMs()).toBe(120);
  });

  it("takes a whole number of milliseconds from localStorage, 0 included", () => {
    localStorage.setItem(DEMO_LATENCY_KEY, "0");
    expect(demoLatencyMs()).toBe(0);
    localStorage.setItem(DEMO_LATENCY_KEY, " 800 ");
    expect(demoLatencyMs()).toBe(800);
    localStorage.removeItem(DEMO_LATENCY_KEY);
  });

  it.each(["", "-5", "1.5", "abc", "5001", "99999", "null", "1e3"])("ignores %j and keeps the default", (stored) => {
    expect(demoLatencyMs(stored)).toBe(120);
  });
});
