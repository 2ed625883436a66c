import { nzFormatter } from "./nz-time";

/*
 * How an appointment's time is written, in the e-mails (to patients and practices) and on the
 * status page alike: "Thursday 3 December 2026, 10:30 am", on a New Zealand clock wherever the
 * reader is. Built from Intl's parts rather than its own sentence, which differs between Node's
 * and a browser's data.
 */

const parts = nzFormatter("en-NZ", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

function pieces(iso: string): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
}

/** "Thursday 3 December 2026" (New Zealand date). */
export function nzLongDate(iso: string): string {
  const p = pieces(iso);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** "10:30 am" (New Zealand time). */
export function nzClockTime(iso: string): string {
  const p = pieces(iso);
  return `${p.hour}:${p.minute} ${(p.dayPeriod ?? "").toLowerCase()}`;
}

/** "Thursday 3 December 2026, 10:30 am" (New Zealand date and time). */
export function nzAppointmentTime(iso: string): string {
  return `${nzLongDate(iso)}, ${nzClockTime(iso)}`;
}
