// CSV for the host's and operator's exports: RFC 4180 quoting, and cells a spreadsheet would run as a formula
// neutralised (CSV injection: '=HYPERLINK(…)' typed as a traveler's name must stay text).

/** The characters that make a spreadsheet read a cell as a formula, or that it strips before reading one. */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

/** One cell as text: a formula-looking value gets a leading apostrophe, and quotes are added where needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers are data, even negative ones; only text can smuggle a formula.
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document: a header row, then one line per row, CRLF-separated as RFC 4180 says. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
