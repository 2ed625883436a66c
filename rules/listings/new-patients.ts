/**
 * Who a practice is taking on (issue 37 item 1): five groups, each a yes or no with the New Zealand
 * date the practice last confirmed it. A yes older than CONFIRMED_RECENTLY_DAYS is "not confirmed
 * recently": shown with its date, never counted as a yes (the directory's filter, the booking
 * form's warning, the profile's Book button). Pages work the state out in their loader, from the
 * load context's `now`, and send the browser the state and its text, not this rule. The words are
 * rules/listings/new-patients-text.ts (kept out of this module: the directory's filter list, in
 * every listing page's chunk, imports this one).
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
