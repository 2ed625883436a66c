import type { OpeningHours } from "../../rules/listings/types";

/*
 * What the site says about the phone lines, in one place, apart from app/content/site.ts so that
 * only the pages that show them carry it (every page carries site.ts).
 */

const WEEKDAY_HOURS = [{ opens: "08:00", closes: "18:00" }];

/**
 * The one truth about our 0800 line (docs/decisions/D0552-the-2-am-emergency-one-truth.md): the directory's support
 * line (finding a dentist, booking requests), answered by our team in these hours, New Zealand
 * time. It is not an emergency line and gives no dental advice. Pages say it from here.
 */
export const SUPPORT_LINE: { hours: OpeningHours; serves: string; notFor: string } = {
  hours: {
    mon: WEEKDAY_HOURS,
    tue: WEEKDAY_HOURS,
    wed: WEEKDAY_HOURS,
    thu: WEEKDAY_HOURS,
    fri: WEEKDAY_HOURS,
    sat: [{ opens: "09:00", closes: "15:00" }],
    sun: [],
  },
  serves: "help finding a dentist and with your booking requests",
  notFor: "It is not an emergency line and can't give dental advice.",
};

/**
 * The support line's hours as a table's rows (support-line.test.ts checks they say what SUPPORT_LINE.hours
 * says: written out so that pages showing the table carry no code to work them out).
 */
export const SUPPORT_HOURS = [
  { days: "Monday – Friday", hours: "8am–6pm" },
  { days: "Saturday", hours: "9am–3pm" },
  { days: "Sunday", hours: "Closed" },
] as const;

/** The same hours in one line, for a sentence. */
export const SUPPORT_HOURS_LINE = "Mon–Fri 8am–6pm, Sat 9am–3pm";

// Healthline: in rules/, as the server's e-mails give it too.
export { HEALTHLINE } from "../../rules/help-lines";
