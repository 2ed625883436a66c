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

/** CSV with a header row; the form's own fields become columns (`field:name`), in first-seen order. */
export function toCsv(rows: Row[]): string {
  const parsed = rows.map((row) => ({ row, fields: JSON.parse(row.fields) as Record<string, unknown> }));
  const fieldNames: string[] = [];
  for (const { fields } of parsed) {
    for (const key of Object.keys(fields)) {
      if (!fieldNames.includes(key) && !(BASE_COLUMNS as readonly string[]).includes(key)) fieldNames.push(key);
    }
  }
  const header = [...BASE_COLUMNS, ...fieldNames.map((f) => `field:${f}`)];
  const lines = [header.map(csvCell).join(",")];
  for (const { row, fields } of parsed) {
    lines.push([...BASE_COLUMNS.map((c) => row[c]), ...fieldNames.map((f) => fields[f])].map(csvCell).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

export function toJson(rows: Row[]): string {
  const records = rows.map((row) => ({
    ...Object.fromEntries(BASE_COLUMNS.map((c) => [c, row[c]])),
    fields: JSON.parse(row.fields) as unknown,
  }));
  return `${JSON.stringify(records, null, 2)}\n`;
}
