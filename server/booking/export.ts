import type { Selectable } from "kysely";

import { csvColumns, displayValue } from "../../forms/display";
import { NZ_TIME_ZONE, nzFormatter } from "../../rules/nz-time";
import { FORMS } from "../../rules/workflows";
import { csvLines } from "./csv";
import { SUMMARY_COLUMNS } from "./inbox-list";
import type { FormName, SubmissionsTable } from "./submission-tables";

type Row = Selectable<SubmissionsTable>;

/**
 * The columns of every export of submissions, the inbox's download and `npm run submissions --
 * export` alike: the inbox list's (inbox-list.ts SUMMARY_COLUMNS) and where the request came from,
 * then the form's own fields (in the CSV, one column each, from the forms' definitions; in JSON,
 * one object). Known before the first row, so the export is written in one pass as the rows come
 * (no first pass to collect field names, no snapshot held open), and a spreadsheet's columns do
 * not move with the data.
 */
const EXPORT_COLUMNS = [...SUMMARY_COLUMNS, "utm_source", "utm_medium", "utm_campaign", "page_url", "fields"] as const;

/** The columns holding instants: written on New Zealand's clock, as the inbox shows them, the zone named in their headers. */
const TIME_COLUMNS = new Set<string>(["received_at", "updated_at"]);
// sv-SE writes "2026-11-23 22:30:00": sortable, and read as a date and time by spreadsheets.
const nzTime = nzFormatter("sv-SE", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/**
 * The form fields' columns: one form's own, in its order; for several forms, one column per
 * distinct field name across them all (in FORMS order), labelled by the first form defining it,
 * so a shared field such as the e-mail is one column.
 */
function fieldColumns(form: FormName | undefined): { name: string; label: string }[] {
  const columns = new Map<string, string>();
  for (const each of form ? [form] : FORMS) {
    for (const column of csvColumns(each)) if (!columns.has(column.name)) columns.set(column.name, column.label);
  }
  return [...columns].map(([name, label]) => ({ name, label }));
}

/**
 * CSV with a header row, a record at a time as the rows come: memory does not grow with the row
 * count. `form` is the export's form filter, which decides the field columns (fieldColumns).
 */
export function csvExport(rows: AsyncIterable<Row>, form?: FormName): AsyncGenerator<string, void, undefined> {
  const base = EXPORT_COLUMNS.filter((column) => column !== "fields");
  const fields = fieldColumns(form);
  return csvLines(
    [
      ...base.map((column) => (TIME_COLUMNS.has(column) ? `${column} (${NZ_TIME_ZONE})` : column)),
      ...fields.map((f) => f.label),
    ],
    (async function* () {
      for await (const row of rows) {
        const values = JSON.parse(row.fields) as Record<string, unknown>;
        yield [
          ...base.map((column) => {
            const value = row[column];
            return TIME_COLUMNS.has(column) && typeof value === "string" ? nzTime.format(new Date(value)) : value;
          }),
          ...fields.map((f) => displayValue(row.form, f.name, values[f.name])),
        ];
      }
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
