type Cell = string | number | boolean | null | undefined;

/** Numbers and phone numbers are data, even when they start with + or -. */
const plainNumber = /^[+-]?[\d\s().-]+$/;
/** What a spreadsheet would run as a formula (CSV injection, OWASP). */
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when needed, quotes doubled, formulas defused with '. */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (formulaStart.test(text) && !plainNumber.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV document with a header row and CRLF line ends. The UTF-8 byte-order mark makes
 * spreadsheet programs read the Arabic text as UTF-8 instead of a legacy code page.
 */
export function toCsv(columns: readonly string[], rows: readonly Record<string, Cell>[]): string {
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
