/** One RFC 4180 field: quoted (quotes doubled) when it holds a comma, a semicolon, a quote or a line break. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, comma-separated, ending in CRLF. */
export const csvLine = (values: (string | number | null)[]) => `${values.map(csvField).join(',')}\r\n`;
