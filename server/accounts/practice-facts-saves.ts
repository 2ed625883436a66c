import type { PracticeListingSave } from "../../rules/api/practice-listing";
import { practiceSchema } from "../../rules/listings/validate";
import type { Practice } from "../../rules/listings/types";
import { NEW_PATIENT_GROUPS, newPatientField, type NewPatientGroup } from "../../rules/listings/new-patients";
import { NEW_PATIENT_LABELS } from "../../rules/listings/new-patients-text";
import { nzToday } from "../../rules/nz-time";
import { PRACTICE_APPROVAL_FIELDS, fieldLabel, readHoursLines } from "../../rules/practice-listing";
import type { PracticeRole } from "../../rules/practice-account";
import {
  createChangeRequest,
  inputOf,
  practiceState,
  setNewPatientFacts,
  changedFields,
  saveListingIn,
  savePracticeIn,
  lockListings,
} from "../listings";
import { closuresAfter } from "./closures";
import { recordContactChange } from "./contact-changes";
import { scheduleConfirmation } from "./confirmation";
import { actorOf, checkedNow, list, type PracticeListingDeps, problemsOf, saving, Stale } from "./listing-saving";

/*
 * The practice's own facts saved from its listing page (listing-service.ts): its details, hours and
 * contacts, a closure added or removed, and who it is taking on as new patients.
 */

export async function saveFacts(
  deps: PracticeListingDeps,
  practiceId: string,
  user: { id: string; email: string; role: PracticeRole },
  values: Record<string, string>,
): Promise<PracticeListingSave> {
  const { db, now } = deps;
  const state = await practiceState(db, practiceId);
  if (!state) return { kind: "missing" };
  const hours = readHoursLines(values);
  const typed = (field: string) => values[field] ?? "";
  const candidate = {
    ...state.practice,
    ...Object.fromEntries(["name", "address", "phone", "email", "website", "bookingEmail"].map((f) => [f, typed(f)])),
    openingHours: hours.ok ? hours.hours : state.practice.openingHours,
    languages: list(values.languages, /[,\n]/),
    access: {
      wheelchair: values.wheelchair === "on",
      accessibleParking: values.accessibleParking === "on",
      hearingLoop: values.hearingLoop === "on",
    },
  };
  const parsed = practiceSchema.safeParse(candidate);
  const errors = { ...(parsed.success ? {} : problemsOf(parsed.error, true)), ...(hours.ok ? {} : hours.errors) };
  if (!parsed.success || Object.keys(errors).length) return { kind: "invalid", errors, values };
  const wanted: Practice = parsed.data;
  const at = now();
  return saving(deps, practiceId, values, () =>
    db.transaction().execute(async (trx) => {
      await lockListings(trx);
      const fresh = await practiceState(trx, practiceId);
      if (!fresh || fresh.version !== values.version) throw new Stale();
      const changed = changedFields(fresh.practice, wanted);
      const gated = fresh.draft
        ? []
        : changed.filter((f) => (PRACTICE_APPROVAL_FIELDS as readonly string[]).includes(f));
      // Where health details go: a non-owner's change waits for an owner (contact-changes.ts).
      const contact = { practiceId, user, before: fresh.practice, after: wanted, changed, draft: fresh.draft, at };
      const held: string[] = await recordContactChange(trx, deps, contact);
      const kept = [...gated, ...held];
      const applied = changed.filter((f) => !kept.includes(f));
      if (applied.length) {
        const practice = {
          ...wanted,
          ...Object.fromEntries(kept.map((f) => [f, fresh.practice[f as keyof Practice]])),
        };
        // Every listing at the practice shows these facts: each says it was updated by the practice today.
        if (fresh.listings.length === 0) await savePracticeIn(trx, practice as Practice, actorOf(user.id));
        for (const stored of fresh.listings) {
          const input = inputOf(stored, practice as Practice);
          await saveListingIn(
            trx,
            { ...input, listing: { ...input.listing, ...checkedNow(now) } } as typeof input,
            actorOf(user.id),
          );
        }
      }
      if (gated.length) {
        await createChangeRequest(trx, {
          practiceId,
          subject: "practice",
          listingKind: null,
          listingId: null,
          before: Object.fromEntries(gated.map((f) => [f, fresh.practice[f as keyof Practice]])),
          after: Object.fromEntries(gated.map((f) => [f, wanted[f as keyof Practice]])),
          requestedBy: user.id,
          requestedByEmail: user.email,
          at: at.toISOString(),
        });
      }
      // A save is a confirmation: the next ask moves 90 days on (confirmation.ts).
      if (applied.length) await scheduleConfirmation(trx, practiceId, at);
      const pending = gated.map(fieldLabel);
      return { kind: "saved" as const, applied: applied.map(fieldLabel), pending, held: held.map(fieldLabel) };
    }),
  );
}

/**
 * A closure added or removed (closures.ts): the practice's closures written at once, without
 * touching its listings' "Details checked" (a closure confirms nothing else), in the history.
 */
export async function saveClosures(
  deps: PracticeListingDeps,
  practiceId: string,
  user: { id: string; email: string },
  values: Record<string, string>,
): Promise<PracticeListingSave> {
  const { db } = deps;
  const state = await practiceState(db, practiceId);
  if (!state) return { kind: "missing" };
  const change = closuresAfter(state.practice.closures ?? [], values, nzToday(deps.pagesNow()));
  if (!change.ok) return { kind: "invalid", errors: change.errors, values };
  const closures = change.closures;
  return saving(deps, practiceId, values, () =>
    db.transaction().execute(async (trx) => {
      await lockListings(trx);
      const fresh = await practiceState(trx, practiceId);
      if (!fresh || fresh.version !== values.version) throw new Stale();
      await savePracticeIn(trx, { ...fresh.practice, closures }, actorOf(user.id));
      return { kind: "saved" as const, applied: [change.what], pending: [] };
    }),
  );
}

/**
 * Who the practice is taking on (issue 37 item 1): each group answered yes or no is saved and
 * confirmed today, even when unchanged (a re-confirmation); published at once, in the history.
 */
export async function saveNewPatients(
  deps: PracticeListingDeps,
  practiceId: string,
  user: { id: string; email: string },
  values: Record<string, string>,
): Promise<PracticeListingSave> {
  const { db, now } = deps;
  const answers: Partial<Record<NewPatientGroup, boolean>> = {};
  const errors: Record<string, string> = {};
  for (const group of NEW_PATIENT_GROUPS) {
    const answer = values[newPatientField(group)];
    if (answer === "yes" || answer === "no") answers[group] = answer === "yes";
    else if (answer) errors[newPatientField(group)] = "Choose yes or no.";
  }
  if (Object.keys(errors).length) return { kind: "invalid", errors, values };
  return saving(deps, practiceId, values, () =>
    db.transaction().execute(async (trx) => {
      await lockListings(trx);
      const fresh = await practiceState(trx, practiceId);
      if (!fresh || fresh.version !== values.version) throw new Stale();
      const changed = await setNewPatientFacts(trx, practiceId, answers, nzToday(now()), actorOf(user.id));
      const confirmed = Object.keys(answers).map((g) => NEW_PATIENT_LABELS[g as NewPatientGroup].label);
      return { kind: "saved" as const, applied: changed?.length ? confirmed : [], pending: [] };
    }),
  );
}
