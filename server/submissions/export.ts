import type { Selectable } from "kysely";

import type { SubmissionsTable } from "../db/tables/submissions";

type Row = Selectable<SubmissionsTable>;

const BASE_COLUMNS = [
  "reference",
  "form",
  "status",
  "spam",
  "received_at",
  "email",
  "name",
  "city",
  "urgency",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "page_url",
] as const;

/**
 * One CSV cell. A cell a spreadsheet would read as a formula (= + - @, tab, CR) gets a leading
 * apostrophe, so an exported message can never run as a formula.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : Array.isArray(value) ? value.join("; ") : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Adds the form fields of one row not yet seen to `names`, keeping first-seen order. */
function addFieldNames(names: string[], fields: Record<string, unknown>): void {
  for (const key of Object.keys(fields)) {
    if (!names.includes(key) && !(BASE_COLUMNS as readonly string[]).includes(key)) names.push(key);
  }
}

function csvRecord(cells: unknown[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/**
 * CSV with a header row; the form's own fields become columns (`field:name`), in first-seen order.
 * `rows` is read twice: once for the field names (only the names are kept), once for the records,
 * which are yielded as they come: memory does not grow with the row count.
 */
export async function* csvExport(rows: () => AsyncIterable<Row>): AsyncGenerator<string, void, undefined> {
  const fieldNames: string[] = [];
  for await (const row of rows()) addFieldNames(fieldNames, JSON.parse(row.fields) as Record<string, unknown>);
  yield csvRecord([...BASE_COLUMNS, ...fieldNames.map((f) => `field:${f}`)]);
  for await (const row of rows()) {
    const fields = JSON.parse(row.fields) as Record<string, unknown>;
    yield csvRecord([...BASE_COLUMNS.map((c) => row[c]), ...fieldNames.map((f) => fields[f])]);
  }
}

/** A JSON array of the rows, laid out as JSON.stringify(records, null, 2) would, a record at a time. */
export async function* jsonExport(rows: AsyncIterable<Row>): AsyncGenerator<string, void, undefined> {
  let first = true;
  for await (const row of rows) {
    const record = {
      ...Object.fromEntries(BASE_COLUMNS.map((c) => [c, row[c]])),
      fields: JSON.parse(row.fields) as unknown,
    };
    yield `${first ? "[\n" : ",\n"}  ${JSON.stringify(record, null, 2).replaceAll("\n", "\n  ")}`;
    first = false;
  }
  yield first ? "[]\n" : "\n]\n";
}
