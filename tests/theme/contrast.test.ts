import { describe, expect, it } from "vitest";
import { contrastRatio, readableOn } from "../../src/theme/contrast";

describe("contrastRatio", () => {
  it("gives WCAG's known values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // antd's default link colour on white: the 4.1:1 axe reported in issue 14
    expect(contrastRatio("#1677ff", "#ffffff")).toBeCloseTo(4.1, 1);
    expect(contrastRatio("#ffffff", "#1677ff")).toBeCloseTo(4.1, 1);
  });

  it("rejects what is not #rrggbb", () => {
    expect(() => contrastRatio("rgba(0,0,0,0.45)", "#ffffff")).toThrow(/#rrggbb/);
  });
});

describe("readableOn", () => {
  it("keeps a colour that is readable already", () => {
    expect(readableOn("#165dff", "#ffffff")).toBe("#165dff");
  });

  it("darkens a colour only until it reaches 4.5:1", () => {
    const link = readableOn("#1677ff", "#ffffff");
    expect(link).not.toBe("#1677ff");
    expect(contrastRatio(link, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(link, "#ffffff")).toBeLessThan(5.2);
  });

  it("reaches the ratio asked for on a tinted background", () => {
    const orangeOnOrange1 = readableOn("#d46b08", "#fff7e6");
    expect(contrastRatio(orangeOnOrange1, "#fff7e6")).toBeGreaterThanOrEqual(4.5);
  });
});
