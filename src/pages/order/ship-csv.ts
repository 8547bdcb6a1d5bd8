import { csvText } from "../../engine/csv-cell";
import { expressCompanyName, MAX_SHIP_BATCH, type ShipLine } from "../../resources/order/ship.rules";

/**
 * The import's sheet (导入发货): a CSV (or an Excel sheet, ship-xlsx.ts) of 订单号, 快递公司, 运单号 with a header row, in any
 * column order, as a spreadsheet saves it: UTF-8 (with or without a BOM) or GBK (Excel's Chinese
 * Windows default), commas, quoted cells, CRLF. Each line keeps its row number in the file, so
 * the preview names it as the merchant's sheet does.
 */

/** The header words of each column (运单号 is also written 快递单号 / 物流单号). */
const HEADERS: Record<keyof ShipLine, string[]> = {
  order_sn: ["订单号", "订单编号"],
  express_company: ["快递公司", "物流公司"],
  express_no: ["运单号", "快递单号", "物流单号"],
};

/** The template a merchant downloads and fills in. */
export const TEMPLATE_CSV = "订单号,快递公司,运单号\r\n";

/** A line of the sheet, with its row number in the file (the header is row 1). */
export interface SheetLine extends ShipLine {
  row: number;
}

/** The text of a file's bytes: UTF-8 when they are, else GBK. */
export function decodeSheet(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("gbk").decode(bytes);
  }
}

/** The cells of each record of a CSV text (RFC 4180: "" is a quote inside a quoted cell). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      record.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || record.length) records.push([...record, cell]);
  return records;
}

/** The sheet's lines (blank rows left out), or why the sheet cannot be read: a CSV's text, or an Excel sheet's cells (ship-xlsx.ts). */
export function sheetLines(sheet: string | readonly (readonly string[])[]): SheetLine[] | string {
  const [header = [], ...rows] = typeof sheet === "string" ? parseCsv(sheet) : sheet;
  const names = header.map((h) => h.trim());
  const columns = Object.fromEntries(
    (Object.keys(HEADERS) as (keyof ShipLine)[]).map((key) => [key, names.findIndex((n) => HEADERS[key].includes(n))]),
  ) as Record<keyof ShipLine, number>;
  if (Object.values(columns).some((i) => i < 0)) return "表头应包含：订单号、快递公司、运单号（第一行）";
  const lines = rows
    .map((cells, i) => ({
      row: i + 2,
      order_sn: (cells[columns.order_sn] ?? "").trim(),
      // as the company calls itself (顺丰 → 顺丰速运, couriers.rules.ts): the preview shows what it ships as
      express_company: expressCompanyName(cells[columns.express_company] ?? ""),
      express_no: (cells[columns.express_no] ?? "").trim(),
    }))
    .filter((l) => l.order_sn || l.express_company || l.express_no);
  if (!lines.length) return "表格中没有发货记录";
  if (lines.length > MAX_SHIP_BATCH) return `一次最多导入 ${MAX_SHIP_BATCH} 行，这个表格有 ${lines.length} 行`;
  return lines;
}

/** A line the import did not ship, and why (the preview's refusal, or the API's when sending). */
export interface RefusedLine extends SheetLine {
  reason: string;
}

/**
 * The refused lines as a sheet to download, correct and import again (issue 49): the template's
 * columns (sheetLines reads it back), then 失败原因 and the row it had in the merchant's file.
 */
export const refusedSheet = (lines: readonly RefusedLine[]): string =>
  csvText([["订单号", "快递公司", "运单号", "失败原因", "原表行号"], ...lines.map((l) => [l.order_sn, l.express_company, l.express_no, l.reason, String(l.row)])]);
