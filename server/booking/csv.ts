/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a cell a spreadsheet would
 * read as a formula (= + - @ tab CR first) gets a leading single quote.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, with its line ending. */
function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join("");
}

/** The same CSV as toCsv, a record at a time as the rows come: for exports too long to hold whole. */
export async function* csvLines(
  header: readonly string[],
  rows: AsyncIterable<readonly unknown[]>,
): AsyncGenerator<string, void, undefined> {
  yield csvLine(header);
  for await (const row of rows) yield csvLine(row);
}
