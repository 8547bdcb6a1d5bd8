/**
 * An Excel workbook (.xlsx) for 导入发货: its first sheet's cells as the text a CSV would hold,
 * for sheetLines (ship-csv.ts). read-excel-file reads it in the page, loaded only when a merchant
 * picks an .xlsx. A long number refuses its row, naming its cell: Excel keeps 15 digits, so an
 * 订单号 typed into a number cell is already rewritten (2026112900000000001 → 2026112900000000000);
 * the other rows still ship (issue 49: one bad cell refused the whole workbook).
 */
type Cell = unknown;

/** Column letters as Excel names them (0 → A, 26 → AA). */
const columnName = (i: number): string => (i < 26 ? "" : columnName(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));

/** A cell as a CSV would hold it: a date as ISO text, an empty cell "". */
const textOf = (cell: Cell): string =>
  typeof cell === "string" ? cell : typeof cell === "number" || typeof cell === "boolean" ? String(cell) : cell instanceof Date ? cell.toISOString() : "";

/** A sheet's cells as text, and why a row cannot be trusted, by its row number in the file (the header is 1). */
export interface SheetCells {
  cells: string[][];
  problems: ReadonlyMap<number, string>;
}

/** The sheet's cells as text, and the rows whose cells cannot be trusted. */
export function xlsxCells(rows: readonly (readonly Cell[])[]): SheetCells {
  const cells: string[][] = [];
  const problems = new Map<number, string>();
  for (const [r, row] of rows.entries()) {
    const line: string[] = [];
    for (const [c, cell] of row.entries()) {
      if (typeof cell === "number" && !Number.isSafeInteger(cell) && Number.isInteger(cell) && !problems.has(r + 1)) {
        problems.set(r + 1, `${columnName(c)} 列是一个过长的数字，Excel 已改写了它：请把这一列设为“文本”格式后重新填写`);
      }
      line.push(textOf(cell));
    }
    cells.push(line);
  }
  return { cells, problems };
}

/** The first sheet of an .xlsx file's bytes, as text cells, or why it cannot be read. */
export async function readXlsx(bytes: ArrayBuffer): Promise<SheetCells | string> {
  const { readSheet } = await import("read-excel-file/universal");
  try {
    return xlsxCells(await readSheet(bytes));
  } catch {
    return "无法读取这个 Excel 文件：请确认它是 .xlsx 格式（旧的 .xls 请另存为 .xlsx 或 CSV）";
  }
}

/** Whether a picked file is an Excel workbook (by its name: browsers differ on its type). */
export const isXlsx = (name: string): boolean => /\.xlsx$/i.test(name);
