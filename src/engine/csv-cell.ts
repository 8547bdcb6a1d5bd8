/**
 * A cell of a CSV the console or the API writes (导出, the import's refused rows): RFC 4180
 * quoting; a cell starting with = + - @ TAB or CR (OWASP's CSV-injection list) is prefixed with '
 * so a spreadsheet never runs it as a formula (a negative number stays).
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV file's text: a BOM (so Excel reads the Chinese as UTF-8), then each row, CRLF after each. */
export const csvText = (rows: readonly (readonly string[])[]): string => `\uFEFF${rows.map((r) => `${r.map(csvCell).join(",")}\r\n`).join("")}`;
