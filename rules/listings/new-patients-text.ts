import {
  NEW_PATIENT_GROUPS,
  type NewPatientGroup,
  type NewPatients,
  type NewPatientState,
  newPatientState,
} from "./new-patients";

/*
 * Who a practice is taking on, in words (issue 37 item 1): each group's name, its yes and no, and a
 * fact's state on a day as a page shows it ("confirmed 3 November 2026"). Loaders, the server and
 * the practice's and operators' forms use it; public pages get the words in their loader data.
 */

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

const DAY_MONTH_YEAR = new Intl.DateTimeFormat("en-NZ", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-11-03" → "3 November 2026", read as a calendar date (no zone can move it). */
function confirmedDateText(date: string): string {
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
