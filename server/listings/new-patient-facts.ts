import type { Kysely } from "kysely";

import { type NewPatientGroup, type NewPatients } from "../../rules/listings/new-patients";
import type { Database } from "../platform/db/schema";
import { getPractice, savePracticeIn } from "./repository";

/**
 * Who a practice is taking on (issue 37 item 1), written in the caller's transaction: each group
 * given is set to its yes or no, confirmed on `today` (New Zealand), the others kept. Written as the
 * practice's own facts (savePracticeIn: versioned, audited, each change in listing_history), so it
 * publishes with the next snapshot and leaves its listings' "Details checked" alone. Used by the
 * practice's listing page, the operators' editor (through its practice) and a decline "not taking
 * new patients" (server/booking). Returns the changed fields, or undefined for no such practice.
 */
/** The listing history's actor for a change made by a decline "not taking new patients". */
export const DECLINE_ACTOR = "practice-decline";

export async function setNewPatientFacts(
  trx: Kysely<Database>,
  practiceId: string,
  answers: Partial<Record<NewPatientGroup, boolean>>,
  today: string,
  actor: string,
): Promise<string[] | undefined> {
  const practice = await getPractice(trx, practiceId);
  if (!practice) return undefined;
  const newPatients: NewPatients = { ...practice.newPatients };
  for (const [group, taking] of Object.entries(answers) as [NewPatientGroup, boolean | undefined][])
    if (taking !== undefined) newPatients[group] = { taking, confirmedOn: today };
  return savePracticeIn(trx, { ...practice, newPatients }, actor);
}
