/** A CSV cell: text, a number, or nothing (a figure that is unknown: an empty cell, never 0). */
export type CsvCell = string | number | null;

/**
 * One cell as RFC 4180 writes it: quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe: a station named
 * "=HYPERLINK(…)" stays text.
 */
function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file: the header line, then one line per row (CRLF, as RFC 4180 says). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
