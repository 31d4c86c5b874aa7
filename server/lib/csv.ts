import { toSpreadsheetCell } from '../contracts/stock-import.ts';

/** One RFC 4180 field: quoted (quotes doubled) when it holds a comma, a semicolon, a quote or a line break. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, comma-separated, ending in CRLF. */
export const csvLine = (values: (string | number | null)[]) => `${values.map(csvField).join(',')}\r\n`;

/** One line of a file staff open in a spreadsheet: each cell guarded against formulas first. */
export const spreadsheetLine = (values: (string | number | null)[]) => csvLine(values.map((value) => (value === null ? null : toSpreadsheetCell(String(value)))));
