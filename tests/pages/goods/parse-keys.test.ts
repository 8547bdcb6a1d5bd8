import { describe, expect, it } from "vitest";
import goodsKeys from "../../../src/resources/goods/goods-keys";
import { parseKeyLines } from "../../../src/pages/goods/parse-keys";
import { MAX_KEY_LINES } from "../../../src/resources/goods/goods-keys.rules";

/** The paste of 卡密 (issue 37): two columns by tab, comma or spaces; each line's own problem, for the preview. */

const maxOf = (key: string) => Number(goodsKeys.fields.find((f) => f.key === key)?.max);

describe("parseKeyLines", () => {
  it.each([
    ["a tab", "NO1\tSECRET-1"],
    ["a comma", "NO1,SECRET-1"],
    ["a Chinese comma", "NO1，SECRET-1"],
    ["a space", "NO1 SECRET-1"],
    ["a run of spaces (a spreadsheet copied as text)", "NO1     SECRET-1"],
    ["spaces around a comma", "NO1 , SECRET-1"],
  ])("splits 卡号 and 卡密 on %s", (_, line) => {
    expect(parseKeyLines(line)).toEqual({ lines: [{ line: 1, card_no: "NO1", card_secret: "SECRET-1", problem: null }], keys: [{ card_no: "NO1", card_secret: "SECRET-1" }], errors: [] });
  });

  it("reads a line of one column as a 卡密 alone, and skips blank lines (numbers stay the text's)", () => {
    const parsed = parseKeyLines("\nSECRET-1\n\n  NO2 SECRET-2  \n");
    expect(parsed.lines.map((l) => [l.line, l.card_no, l.card_secret])).toEqual([[2, "", "SECRET-1"], [4, "NO2", "SECRET-2"]]);
    expect(parsed.errors).toEqual([]);
  });

  it("marks each problem on its own line and keeps the good lines", () => {
    const text = [
      "NO1 S-1", //          1 good
      "NO2,", //             2 empty 卡密
      "NO3 S-1", //          3 repeat of line 1
      "NO4 S-TAKEN", //      4 the shop has it
      `NO5 ${"x".repeat(maxOf("card_secret") + 1)}`, // 5 卡密 too long
      `${"n".repeat(maxOf("card_no") + 1)} S-6`, //     6 卡号 too long
      "A B C", //            7 three columns
      "NO8 S-8", //          8 good
    ].join("\n");
    const parsed = parseKeyLines(text, ["S-TAKEN"]);
    expect(parsed.lines.map((l) => [l.line, l.problem])).toEqual([
      [1, null],
      [2, "卡密不能为空"],
      [3, "卡密与第1行重复"],
      [4, "卡密已存在"],
      [5, `卡密过长（最多${maxOf("card_secret")}个字符）`],
      [6, `卡号过长（最多${maxOf("card_no")}个字符）`],
      [7, "格式应为“卡号 卡密”或“卡密”"],
      [8, null],
    ]);
    expect(parsed.keys).toEqual([{ card_no: "NO1", card_secret: "S-1" }, { card_no: "NO8", card_secret: "S-8" }]);
    expect(parsed.errors).toHaveLength(6);
    expect(parsed.errors[0]).toBe("第2行：卡密不能为空");
  });

  it("refuses an empty paste and one over the limit", () => {
    expect(parseKeyLines("  \n").errors).toEqual(["请粘贴至少一行卡密"]);
    const many = Array.from({ length: MAX_KEY_LINES + 1 }, (_, i) => `S-${i}`).join("\n");
    expect(parseKeyLines(many).errors[0]).toBe(`一次最多添加${MAX_KEY_LINES}行，当前${MAX_KEY_LINES + 1}行`);
  });
});
