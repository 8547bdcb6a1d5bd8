import { PresetColors } from "antd/es/theme/interface";
import { describe, expect, it } from "vitest";
import { PRESET_COLORS } from "../../src/engine/option-colors";

/** The config check's copy of antd's preset colours (the server cannot load antd's theme module: decision 0122) is antd's list. */
describe("option colours", () => {
  it("name antd's preset colours, every one and only those", () => {
    expect([...PRESET_COLORS]).toEqual([...PresetColors]);
  });
});
