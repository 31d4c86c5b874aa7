/**
 * Every CSV the project writes (the stock export, the aging report, the portal feed) and the
 * guard its cells get against spreadsheet formulas.
 */

/**
 * Where a spreadsheet may start reading a formula: the cell's start, and after a comma or a
 * semicolon, since a spreadsheet in a Spanish locale splits on ';' ('x;=1+1;y' would make a
 * formula cell of '=1+1'). A formula starts with =, +, -, @, a tab or a carriage return.
 */
const FORMULA_START = /(^|[,;])(?='*[=+\-@\t\r])/g;
const GUARDED_START = /(^|[,;])'(?='*[=+\-@\t\r])/g;

/**
 * A cell's text with an apostrophe before every place a formula could start: spreadsheets show
 * it as text. A text that already has apostrophes there gets one more, so the import, which takes
 * one off (fromSpreadsheetCell), gives back exactly what was exported.
 */
export function spreadsheetCell(text: string): string {
  return text.replace(FORMULA_START, "$1'");
}

export function fromSpreadsheetCell(text: string): string {
  return text.replace(GUARDED_START, '$1');
}

/** One RFC 4180 field: quoted (quotes doubled) when it holds a comma, a semicolon, a quote or a line break. */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One line of a CSV, comma-separated, ending in CRLF: each text cell guarded against formulas
 * first, since any of them may be opened in a spreadsheet (a number stays a number).
 */
export const csvLine = (values: (string | number | null)[]) => `${values.map((value) => csvField(typeof value === 'string' ? spreadsheetCell(value) : value)).join(',')}\r\n`;
