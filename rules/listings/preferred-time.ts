/*
 * Whether a patient's preferred day and time fall when the chosen practice is open (issue 37 item
 * 3): its weekly hours, its closures and the public holidays where it is. The booking form asks it
 * in the browser (with the small `OpenTimes` /book's loader sends for the chosen listing) and the
 * status page's receipt on the server; neither refuses the request, both offer the next open times.
 * Dates are New Zealand calendar dates ("YYYY-MM-DD"), times the form's labels ("6:00 PM").
 */

/** What the check needs of a practice: compact, as it goes to the browser with /book's data. */
export interface OpenTimes {
  practice: string;
  /** Monday first: each day's [opens, closes] in minutes since midnight. */
  week: [number, number][][];
  /** Days it is shut besides its weekly hours: [from, to, why] ("closed for Christmas", "Waitangi Day"). */
  shut: [string, string, string][];
}

/** "6:00 PM" → 1080. */
export function labelMinutes(label: string): number {
  const match = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(label);
  if (!match) return Number.NaN;
  return ((Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0)) * 60 + Number(match[2]);
}

const DAY_MS = 86_400_000;
const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const nextDay = (date: string) => new Date(noon(date).getTime() + DAY_MS).toISOString().slice(0, 10);
/** Monday 0 … Sunday 6. */
const weekdayIndex = (date: string) => (noon(date).getUTCDay() + 6) % 7;

const DAY_TEXT = new Intl.DateTimeFormat("en-NZ", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
/** "Monday 7 December", from Intl's parts (Node's and a browser's sentences differ). */
function dayText(date: string): string {
  const p = Object.fromEntries(DAY_TEXT.formatToParts(noon(date)).map((part) => [part.type, part.value]));
  return `${p.weekday} ${p.day} ${p.month}`;
}

const shutOn = (open: OpenTimes, date: string) => open.shut.find(([from, to]) => from <= date && date <= to);
const openAt = (open: OpenTimes, date: string, minutes: number) =>
  !shutOn(open, date) && (open.week[weekdayIndex(date)] ?? []).some(([o, c]) => o <= minutes && minutes < c);

/**
 * Undefined when the practice is open then; otherwise why not, in words, and the next `count`
 * open times among `labels` (the form's times), searching up to 60 days ahead.
 */
export function preferredTimeNote(
  open: OpenTimes,
  date: string,
  label: string,
  labels: readonly string[],
  count = 3,
): { why: string; next: string[] } | undefined {
  const minutes = labelMinutes(label);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(minutes) || openAt(open, date, minutes)) return undefined;
  const shut = shutOn(open, date);
  const why = shut
    ? `${open.practice} is closed on ${dayText(date)} (${shut[2]}).`
    : `${open.practice} is not open at ${label} on ${dayText(date)}.`;
  const next: string[] = [];
  let day = date;
  for (let n = 0; n < 60 && next.length < count; n++, day = nextDay(day))
    for (const l of labels) {
      const m = labelMinutes(l);
      if ((n > 0 || m > minutes) && openAt(open, day, m) && next.push(`${dayText(day)}, ${l}`) >= count) break;
    }
  return { why, next };
}
