import type { Kysely } from "kysely";

import type { PracticeListingSave, PracticeListingView } from "../../rules/api/practice-listing";
import { fieldProblems } from "../../rules/listings/validate";
import { nzToday } from "../../rules/nz-time";
import { PRACTICE_UPDATE_SOURCE } from "../../rules/practice-listing";
import type { Database } from "../platform/db/schema";
import { pendingChangesOf, practiceState, type PracticeState } from "../listings";
import { confirmationOf } from "./confirmation";

/*
 * What the practice's listing saves share (listing-service.ts): the service's dependencies, the
 * form's lists and problems, the view a form is read from, who a practice's change is by, and a
 * save's transaction answered as saved, or as stale with the typed values beside the saved ones.
 */

type Db = Kysely<Database>;
export interface PracticeListingDeps {
  db: Db;
  now: () => Date;
  /**
   * The public pages' clock (LISTINGS_CLOCK when a test fixes it): closures are judged by the day the
   * profile shows, so the account never accepts a closure the profile would call over, or the reverse.
   */
  pagesNow: () => Date;
  /** Signs and checks the confirm links (confirmation.ts, contact-change-links.ts). */
  auditKey: string;
  /** Seals the links' tokens in e-mail jobs (contact-changes.ts). */
  sealKey: Buffer;
  /** Brings this instance's snapshot up to date after a write (others follow within a second). */
  refreshListings: () => Promise<void>;
}

export const list = (text: string | undefined, separator: RegExp) =>
  (text ?? "")
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** A field problem of the practice's schema as the form names it. */
function formField(field: string): string {
  const [head, second] = field.split(".");
  if (head === "openingHours") return second ? `hours.${second}` : "hours.mon";
  if (head === "languages" || head === "access" || head === "services" || head === "specialties") return head;
  return head ?? field;
}

export const problemsOf = (error: Parameters<typeof fieldProblems>[0], hoursByDay = false) => {
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldProblems(error, { hoursByDay })) errors[formField(field)] ??= message;
  return errors;
};

function viewOf(
  state: PracticeState,
  pending: PracticeListingView["pending"],
  today: string,
  confirmation: PracticeListingView["confirmation"],
): PracticeListingView {
  return {
    today,
    confirmation,
    practice: state.practice,
    version: state.version,
    draft: state.draft,
    practitioners: state.listings.flatMap((stored) =>
      stored.kind === "emergency-clinic"
        ? []
        : [
            {
              kind: stored.kind,
              id: stored.listing.id,
              name: stored.listing.name,
              registrationNumber: stored.listing.registrationNumber,
              specialties: stored.listing.specialties,
              services: stored.kind === "dentist" ? stored.listing.services : [],
              status: stored.listing.status,
              version: stored.version,
            },
          ],
    ),
    pending,
  };
}

/** Stale: the form was read at another version. Thrown inside the transaction to write nothing. */
export class Stale extends Error {}

export const actorOf = (userId: string) => `practice-user:${userId}`;

/** The listing meta a practice's save writes: "Details checked" today, by the practice. */
export const checkedNow = (now: () => Date) => ({ checkedOn: nzToday(now()), source: PRACTICE_UPDATE_SOURCE });

/** The listing page's view of the practice now, or undefined when it has no listing. */
export async function current(deps: PracticeListingDeps, practiceId: string): Promise<PracticeListingView | undefined> {
  const { db } = deps;
  const state = await practiceState(db, practiceId);
  return (
    state &&
    viewOf(
      state,
      await pendingChangesOf(db, practiceId),
      nzToday(deps.pagesNow()),
      await confirmationOf(db, practiceId),
    )
  );
}

/**
 * A save's transaction (which throws Stale when the form was read at another version): the
 * listings refreshed when something was published, and a stale form answered with the typed
 * values beside the saved ones.
 */
export async function saving(
  deps: PracticeListingDeps,
  practiceId: string,
  values: Record<string, string>,
  save: () => Promise<{ kind: "saved"; applied: string[]; pending: string[]; held?: string[] }>,
): Promise<PracticeListingSave> {
  try {
    const outcome = await save();
    if (outcome.applied.length) await deps.refreshListings();
    return outcome;
  } catch (error) {
    if (!(error instanceof Stale)) throw error;
    const view = await current(deps, practiceId);
    return view ? { kind: "conflict", values, current: view } : { kind: "missing" };
  }
}
