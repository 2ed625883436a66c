import {
  latestAnswerDate,
  MAX_OFFERED_TIMES,
  type PracticeAnswer,
  PracticeAnswerSchema,
  sameTimeOfferedMessage,
  tooFarAheadMessage,
} from "../../rules/booking-loop";
import type { PracticeAnswerValues } from "../../rules/api/practice-request";
import { nzInstant } from "../../rules/nz-time";

/*
 * The practice page's flat form (answer, date, time, minutes; date1/time1 … date3/time3; reason),
 * checked with the shared PracticeAnswerSchema and then against the server's clock: every time
 * must be a real New Zealand time, in the future, no more than a year ahead, and offered once.
 * Errors are keyed by the form's own field names, so the page can show each beside its field.
 */

type ParsedAnswer =
  | { ok: true; answer: PracticeAnswer; instants: Date[] }
  | { ok: false; answer: string; errors: Record<string, string>; values: PracticeAnswerValues };

const PAST = "Choose a time in the future.";
const NO_SUCH_TIME = "That time does not exist in New Zealand (the clocks change then).";

/** The offered rows the practice filled in (a row with neither date nor time is left out). */
function offeredRows(values: PracticeAnswerValues) {
  const rows: { row: number; date: string; time: string }[] = [];
  for (let row = 1; row <= MAX_OFFERED_TIMES; row += 1) {
    const date = values[`date${row}`]?.trim() ?? "";
    const time = values[`time${row}`]?.trim() ?? "";
    if (date || time) rows.push({ row, date, time });
  }
  return rows;
}

/** The form's field a schema issue is about. */
function fieldOf(path: readonly PropertyKey[], rows: { row: number }[]): string {
  const [first, index, inner] = path;
  if (first === "times" && typeof index === "number") return `${String(inner ?? "date")}${rows[index]?.row ?? 1}`;
  if (first === "times") return "date1";
  return String(first ?? "answer");
}

export function parsePracticeAnswer(values: PracticeAnswerValues, now: Date): ParsedAnswer {
  const answer = values.answer ?? "";
  const rows = offeredRows(values);
  const input =
    answer === "offer"
      ? { answer, times: rows.map(({ date, time }) => ({ date, time })) }
      : { ...values, minutes: values.minutes || undefined };
  const parsed = PracticeAnswerSchema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = answer === "" ? "answer" : fieldOf(issue.path, rows);
      errors[field] ??= field === "answer" ? "Choose an answer." : issue.message;
    }
    return { ok: false, answer, errors, values };
  }
  const slots =
    parsed.data.answer === "confirm"
      ? [{ row: 0, dateField: "date", field: "time", date: parsed.data.date, time: parsed.data.time }]
      : parsed.data.answer === "offer"
        ? parsed.data.times.map((slot, i) => {
            const row = rows[i]?.row ?? i + 1;
            return { row, dateField: `date${row}`, field: `time${row}`, ...slot };
          })
        : [];
  const latest = latestAnswerDate(now);
  const instants: Date[] = [];
  // Each offered instant and the row that offered it first: "9:00" twice is one time to the patient.
  const offeredBy = new Map<number, number>();
  for (const slot of slots) {
    const at = nzInstant(slot.date, slot.time);
    const first = at ? offeredBy.get(at.getTime()) : undefined;
    if (!at) errors[slot.field] = NO_SUCH_TIME;
    else if (at.getTime() <= now.getTime()) errors[slot.field] = PAST;
    else if (slot.date > latest) errors[slot.dateField] = tooFarAheadMessage(now);
    else if (first !== undefined) errors[slot.field] = sameTimeOfferedMessage(first);
    else {
      offeredBy.set(at.getTime(), slot.row);
      instants.push(at);
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, answer, errors, values };
  return { ok: true, answer: parsed.data, instants };
}
