import type { Selectable } from "kysely";

import { csvLines } from "./csv";
import type { SubmissionsTable } from "./tables";

type Row = Selectable<SubmissionsTable>;

/**
 * The columns of every export of submissions, the inbox's download and `npm run submissions --
 * export` alike: the filterable columns, then the form's own fields as one JSON cell. Fixed, so
 * the export is written in one pass as the rows come (no first pass to collect field names, no
 * snapshot held open), and a spreadsheet's columns do not move with the data.
 */
export const EXPORT_COLUMNS = [
  "reference",
  "form",
  "status",
  "spam",
  "received_at",
  "updated_at",
  "name",
  "email",
  "city",
  "urgency",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "page_url",
  "fields",
] as const;

/** CSV with a header row, a record at a time as the rows come: memory does not grow with the row count. */
export function csvExport(rows: AsyncIterable<Row>): AsyncGenerator<string, void, undefined> {
  return csvLines(
    EXPORT_COLUMNS,
    (async function* () {
      for await (const row of rows) yield EXPORT_COLUMNS.map((column) => row[column]);
    })(),
  );
}

/** A JSON array of the same columns (`fields` as an object), laid out as JSON.stringify(records, null, 2) would, a record at a time. */
export async function* jsonExport(rows: AsyncIterable<Row>): AsyncGenerator<string, void, undefined> {
  let first = true;
  for await (const row of rows) {
    const record = {
      ...Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, row[c]])),
      fields: JSON.parse(row.fields) as unknown,
    };
    yield `${first ? "[\n" : ",\n"}  ${JSON.stringify(record, null, 2).replaceAll("\n", "\n  ")}`;
    first = false;
  }
  yield first ? "[]\n" : "\n]\n";
}
