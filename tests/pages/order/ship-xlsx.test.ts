import writeXlsxFile from "write-excel-file/node";
import { describe, expect, it } from "vitest";
import { sheetLines } from "../../../src/pages/order/ship-csv";
import { isXlsx, readXlsx, xlsxCells } from "../../../src/pages/order/ship-xlsx";

/** An .xlsx file's bytes, as a spreadsheet saves it (write-excel-file: the same format Excel writes). */
async function workbook(rows: (string | number | null)[][]): Promise<ArrayBuffer> {
  const file = await writeXlsxFile(rows.map((r) => r.map((value) => (value === null ? null : { value }))));
  const bytes = await file.toBuffer();
  return new Uint8Array(bytes).buffer;
}

/** 导入发货's Excel sheet: read into the same lines as a CSV, a rewritten long number refused by its cell. */
describe("the import's Excel sheet", () => {
  it("reads the first sheet's cells into the import's lines, a number cell as its digits, blank rows skipped", async () => {
    const cells = await readXlsx(await workbook([
      ["快递公司", "订单号", "运单号"],
      ["顺丰速运", "2026112900000000001", 773012345678901],
      [null, null, null],
      ["中通快递", "2026112900000000002", "ZT-1"],
    ]));
    if (typeof cells === "string") throw new Error(cells);
    expect(cells.problems.size).toBe(0);
    expect(sheetLines(cells.cells)).toEqual([
      { row: 2, order_sn: "2026112900000000001", express_company: "顺丰速运", express_no: "773012345678901" },
      { row: 4, order_sn: "2026112900000000002", express_company: "中通快递", express_no: "ZT-1" },
    ]);
  });

  it("refuses the row of an order number Excel has rewritten as a number, naming its cell, and keeps the others (issue 49)", async () => {
    // a number cell of 19 digits holds what Excel keeps of it: 15 significant digits
    const cells = await readXlsx(await workbook([
      ["订单号", "快递公司", "运单号"],
      [Number("2026112900000000001"), "顺丰速运", "SF1234567890"],
      ["2026112900000000002", "中通快递", "75123456789"],
    ]));
    if (typeof cells === "string") throw new Error(cells);
    expect([...cells.problems]).toEqual([[2, "A 列是一个过长的数字，Excel 已改写了它：请把这一列设为“文本”格式后重新填写"]]);
    const lines = sheetLines(cells.cells);
    expect(Array.isArray(lines) && lines.map((l) => l.row)).toEqual([2, 3]);
    expect(xlsxCells([[1, 2.5, true, null]])).toEqual({ cells: [["1", "2.5", "true", ""]], problems: new Map() });
  });

  it("says so of a file that is no workbook, and knows a workbook by its name", async () => {
    expect(await readXlsx(new TextEncoder().encode("订单号,快递公司,运单号").buffer)).toMatch(/^无法读取这个 Excel 文件/);
    expect([isXlsx("发货.XLSX"), isXlsx("发货.csv"), isXlsx("发货.xls")]).toEqual([true, false, false]);
  });
});
