import { describe, expect, it } from "vitest";
import { decodeSheet, parseCsv, refusedSheet, sheetLines, TEMPLATE_CSV } from "../../../src/pages/order/ship-csv";
import { MAX_SHIP_BATCH } from "../../../src/resources/order/ship.rules";

/** 导入发货's sheet: a CSV as a spreadsheet saves it, read into lines with their row numbers. */
describe("the import's CSV", () => {
  it("reads quoted cells, doubled quotes, CRLF and a last line without a break", () => {
    expect(parseCsv('a,"b,c","say ""hi"""\r\n1,2,3')).toEqual([["a", "b,c", 'say "hi"'], ["1", "2", "3"]]);
  });

  it("finds the columns by their header in any order, numbers the rows as the sheet does, skips blank rows", () => {
    const text = "运单号,订单号,快递公司\n SF1234567890 ,2026001,顺丰速运\n,,\n\nZT-1,2026002,中通快递\n";
    expect(sheetLines(text)).toEqual([
      { row: 2, order_sn: "2026001", express_company: "顺丰速运", express_no: "SF1234567890" },
      { row: 5, order_sn: "2026002", express_company: "中通快递", express_no: "ZT-1" },
    ]);
  });

  it("says what is wrong with a sheet it cannot take", () => {
    expect(sheetLines("订单号,运单号\n1,2")).toBe("表头应包含：订单号、快递公司、运单号（第一行）");
    expect(sheetLines(TEMPLATE_CSV)).toBe("表格中没有发货记录");
    const many = [TEMPLATE_CSV.trim(), ...Array.from({ length: MAX_SHIP_BATCH + 1 }, (_, i) => `${i},顺丰速运,SF1234567890`)].join("\n");
    expect(sheetLines(many)).toBe(`一次最多导入 ${MAX_SHIP_BATCH} 行，这个表格有 ${MAX_SHIP_BATCH + 1} 行`);
  });

  it("decodes UTF-8 (a BOM dropped) and Excel's GBK", () => {
    const utf8 = new TextEncoder().encode("\uFEFF订单号");
    expect(decodeSheet(utf8.buffer)).toBe("订单号");
    // 订单号 in GBK
    const gbk = new Uint8Array([0xb6, 0xa9, 0xb5, 0xa5, 0xba, 0xc5]);
    expect(decodeSheet(gbk.buffer)).toBe("订单号");
  });

  it("reads a company by the name merchants write it by as the company's own (顺丰 → 顺丰速运, issue 49)", () => {
    const text = "订单号,快递公司,运单号\n2026001,顺丰,SF1234567890\n2026002, jd ,JD1234567890\n2026003,邮政,1123456789012\n2026004,顺风快递,SF1234567891\n";
    const lines = sheetLines(text);
    expect(Array.isArray(lines) && lines.map((l) => l.express_company)).toEqual(["顺丰速运", "京东物流", "EMS", "顺风快递"]);
  });

  it("writes the refused lines as a sheet with 失败原因 that the import reads back (issue 49)", () => {
    const sheet = refusedSheet([
      { row: 3, order_sn: "2026001", express_company: "顺丰速运", express_no: "SF1", reason: "运单号应为 8-30 位字母、数字或连字符（-）" },
      { row: 7, order_sn: "2026002", express_company: "中通快递", express_no: "=1+1", reason: "订单不存在, \"已删除\"" },
    ]);
    expect(sheet.startsWith("\uFEFF订单号,快递公司,运单号,失败原因,原表行号\r\n")).toBe(true);
    // a formula is defused, a comma or quote quoted
    expect(parseCsv(sheet.slice(1))[2]).toEqual(["2026002", "中通快递", "'=1+1", '订单不存在, "已删除"', "7"]);
    expect(sheetLines(decodeSheet(new TextEncoder().encode(sheet).buffer))).toEqual([
      { row: 2, order_sn: "2026001", express_company: "顺丰速运", express_no: "SF1" },
      { row: 3, order_sn: "2026002", express_company: "中通快递", express_no: "'=1+1" },
    ]);
  });
});
