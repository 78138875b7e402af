/**
 * CSV text (RFC 4180) that is safe to open in a spreadsheet. Visitors choose field names and values, so every cell a
 * spreadsheet could read as a formula is defused, header cells included.
 */

/** First characters that make Excel, LibreOffice and Google Sheets evaluate a cell (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell with any of these must be quoted (RFC 4180 §2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as CSV text: a leading formula character gets a `'` prefix (the spreadsheet shows the text as typed, not
 * its result), then the cell is quoted when it holds a quote, comma or line break, inner quotes doubled.
 *
 * @example csvCell('=HYPERLINK("http://evil")') // `"'=HYPERLINK(""http://evil"")"`
 * @example csvCell('plain') // `plain`
 */
export function csvCell(value: string): string {
  const defused = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

/**
 * Rows (the first one being the header) as one CSV document: CRLF after every record, as RFC 4180 writes it.
 *
 * @example toCsv([['id', 'name'], ['sub_1', 'Ada, Countess']]) // 'id,name\r\nsub_1,"Ada, Countess"\r\n'
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
