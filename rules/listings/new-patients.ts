/**
 * Who a practice is taking on (issue 37 item 1): five groups, each a yes or no with the New Zealand
 * date the practice last confirmed it. A yes older than CONFIRMED_RECENTLY_DAYS is "not confirmed
 * recently": shown with its date, never counted as a yes (the directory's filter, the booking
 * form's warning, the profile's Book button). Pages work the state out in their loader, from the
 * load context's `now`, and send the browser the state and its text, not this rule.
 */

export const NEW_PATIENT_GROUPS = ["adult", "under18", "acc", "workAndIncome", "urgent"] as const;
export type NewPatientGroup = (typeof NEW_PATIENT_GROUPS)[number];

/** What the practice said of one group, and the New Zealand date (YYYY-MM-DD) it said it. */
export interface NewPatientFact {
  taking: boolean;
  confirmedOn: string;
}

/** A practice's facts; a group it has not said anything about is left out. */
export type NewPatients = Partial<Record<NewPatientGroup, NewPatientFact>>;

/** The practice form's field for a group's answer ("yes" or "no"). */
export const newPatientField = (group: NewPatientGroup) => `newPatients.${group}`;

/** How long a yes counts without being confirmed again. */
export const CONFIRMED_RECENTLY_DAYS = 30;

/** Each group as the practice's form and the profile name it. */
export const NEW_PATIENT_LABELS: Record<NewPatientGroup, { label: string; yes: string; no: string }> = {
  adult: { label: "New adult patients", yes: "Taking new adult patients", no: "Not taking new adult patients" },
  under18: {
    label: "Funded under-18 patients",
    yes: "Taking new funded under-18 patients",
    no: "Not taking new funded under-18 patients",
  },
  acc: { label: "ACC patients", yes: "Taking new ACC patients", no: "Not taking new ACC patients" },
  workAndIncome: {
    label: "Work and Income quotes",
    yes: "Giving Work and Income quotes to new patients",
    no: "Not giving Work and Income quotes to new patients",
  },
  urgent: {
    label: "Urgent appointments",
    yes: "Taking urgent appointments for new patients",
    no: "Not taking urgent appointments for new patients",
  },
};

/** "yes" (confirmed recently), "no", "stale" (a yes not confirmed recently), "unknown" (not said). */
export type NewPatientState = "yes" | "no" | "stale" | "unknown";

/** Whole days from `from` to `to`, both New Zealand dates (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The state of one fact on New Zealand date `today` (nzToday(now)). */
export function newPatientState(fact: NewPatientFact | undefined, today: string): NewPatientState {
  if (!fact) return "unknown";
  if (!fact.taking) return "no";
  return daysBetween(fact.confirmedOn, today) > CONFIRMED_RECENTLY_DAYS ? "stale" : "yes";
}

/** True when the practice said yes for the group within the last CONFIRMED_RECENTLY_DAYS days. */
export function takingNow(facts: NewPatients, group: NewPatientGroup, today: string): boolean {
  return newPatientState(facts[group], today) === "yes";
}

const DAY_MONTH_YEAR = new Intl.DateTimeFormat("en-NZ", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-11-03" → "3 November 2026", read as a calendar date (no zone can move it). */
export function confirmedDateText(date: string): string {
  return DAY_MONTH_YEAR.format(new Date(`${date}T12:00:00Z`));
}

/** One group's state as a page shows it: the state, its words and the date they rest on. */
export interface NewPatientView {
  group: NewPatientGroup;
  state: Exclude<NewPatientState, "unknown">;
  /** "Taking new adult patients", "Not taking …", "New adult patients: not confirmed recently". */
  text: string;
  /** "confirmed 3 November 2026" (for a stale yes: "last said yes on 3 October 2026"). */
  since: string;
  confirmedOn: string;
}

/** One group as a page shows it, or undefined when the practice has not said. */
export function newPatientView(facts: NewPatients, group: NewPatientGroup, today: string): NewPatientView | undefined {
  const fact = facts[group];
  const state = newPatientState(fact, today);
  if (!fact || state === "unknown") return undefined;
  const words = NEW_PATIENT_LABELS[group];
  const date = confirmedDateText(fact.confirmedOn);
  return {
    group,
    state,
    text: state === "yes" ? words.yes : state === "no" ? words.no : `${words.label}: not confirmed recently`,
    since: state === "stale" ? `last said yes on ${date}` : `confirmed ${date}`,
    confirmedOn: fact.confirmedOn,
  };
}

/** Every group the practice has said something about, in NEW_PATIENT_GROUPS order. */
export function newPatientViews(facts: NewPatients, today: string): NewPatientView[] {
  return NEW_PATIENT_GROUPS.flatMap((group) => newPatientView(facts, group, today) ?? []);
}
