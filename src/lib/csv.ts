/**
 * CSV writing (RFC 4180) for spreadsheet downloads.
 *
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or
 * carriage return, which they skip before one) as a formula, so such text
 * cells get a leading single quote: a buyer named "=HYPERLINK(...)" stays text.
 * Numbers are written as they are (a negative number is not a formula).
 */

export type CsvCell = string | number | boolean | null | undefined;

/** A cell a spreadsheet would run as a formula: only its first character counts, whatever lines follow. */
export const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell: formula-guarded when text, quoted when it holds a quote, comma, line break or edge space. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Excel reads a CSV without a byte-order mark as the local code page: "coupés" comes out "coupÃ©s". */
export const UTF8_BOM = '\uFEFF';

/** Rows of cells to CSV text: CRLF line endings, one per row, the last row ended too. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
