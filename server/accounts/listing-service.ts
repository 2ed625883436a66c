import type { Kysely } from "kysely";

import type { ContactChangeCalls } from "../../rules/api/contact-changes";
import type {
  HistoryEntryView,
  PracticeListingCalls,
  PracticeListingSave,
  PracticeListingView,
} from "../../rules/api/practice-listing";
import { LISTING_ID, dentistSchema, fieldProblems, practiceSchema, surgeonSchema } from "../../rules/listings/validate";
import type { DentistRecord, Practice } from "../../rules/listings/types";
import { NEW_PATIENT_GROUPS, newPatientField, type NewPatientGroup } from "../../rules/listings/new-patients";
import { NEW_PATIENT_LABELS } from "../../rules/listings/new-patients-text";
import { nzToday } from "../../rules/nz-time";
import {
  PRACTICE_APPROVAL_FIELDS,
  PRACTICE_UPDATE_SOURCE,
  PRACTITIONER_APPROVAL_FIELDS,
  fieldLabel,
  readHoursLines,
  valueText,
} from "../../rules/practice-listing";
import { slugify } from "../../rules/text";
import type { Database } from "../platform/db/schema";
import {
  createChangeRequest,
  inputOf,
  pendingChangesOf,
  practiceState,
  type PracticeState,
} from "../listings/change-requests";
import { PRACTICE_TARGET, readHistory } from "../listings/history";
import { DECLINE_ACTOR, setNewPatientFacts } from "../listings/new-patient-facts";
import { changedFields } from "../listings/row-writes";
import { getListing, saveListingIn, savePracticeIn } from "../listings/repository";
import { lockListings } from "../listings/listings-version";
import type { PracticeRole } from "../../rules/practice-account";
import { closuresAfter } from "./closures";
import { recordContactChange } from "./contact-changes";
import { confirmationOf, confirmByLink, confirmDetails, confirmLinkState, scheduleConfirmation } from "./confirmation";
import { practiceGuard } from "./practice-guard";

type Service = Omit<PracticeListingCalls, keyof ContactChangeCalls>;
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

const list = (text: string | undefined, separator: RegExp) =>
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

const problemsOf = (error: Parameters<typeof fieldProblems>[0], hoursByDay = false) => {
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
class Stale extends Error {}

/** The first free id for a new dentist at the practice: name-practice, name-2-practice, … */
async function freeDentistId(db: Db, name: string, practiceId: string): Promise<string> {
  const base = slugify(name).replace(/^dr-/, "") || "dentist";
  let id = `${base}-${practiceId}`.slice(0, 110).replace(/-+$/, "");
  for (let n = 2; (await getListing(db, "dentist", id)) && n < 100; n++)
    id = `${base}-${n}-${practiceId}`.slice(0, 120);
  return LISTING_ID.test(id) ? id : `dentist-${Date.now()}`;
}

/**
 * The practice's own listing (issue 36 item 4), for owners and managers ("edit-listing"), always in
 * the practice the session is working in. Opening hours, services, languages, access, contact
 * details and the booking address publish at once through the repository's save (audited, with
 * history, the listings version bumped); the practice's name and address and a practitioner's name,
 * registration number and specialist title wait for an operator (change-requests.ts), unless no
 * listing at the practice is public yet (a draft: everything applies at once). Every form carries
 * the version it was read at; a save against another version writes nothing.
 */
export function practiceListingService(deps: PracticeListingDeps): Service {
  const { db, now } = deps;
  const { allowed } = practiceGuard(deps);
  const actorOf = (userId: string) => `practice-user:${userId}`;

  async function current(practiceId: string): Promise<PracticeListingView | undefined> {
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
  async function saving(
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
      const view = await current(practiceId);
      return view ? { kind: "conflict", values, current: view } : { kind: "missing" };
    }
  }

  /** The listing meta a practice's save writes: "Details checked" today, by the practice. */
  const checkedNow = () => ({ checkedOn: nzToday(now()), source: PRACTICE_UPDATE_SOURCE });

  async function saveFacts(
    practiceId: string,
    user: { id: string; email: string; role: PracticeRole },
    values: Record<string, string>,
  ): Promise<PracticeListingSave> {
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
    return saving(practiceId, values, () =>
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
              { ...input, listing: { ...input.listing, ...checkedNow() } } as typeof input,
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
  async function saveClosures(
    practiceId: string,
    user: { id: string; email: string },
    values: Record<string, string>,
  ): Promise<PracticeListingSave> {
    const state = await practiceState(db, practiceId);
    if (!state) return { kind: "missing" };
    const change = closuresAfter(state.practice.closures ?? [], values, nzToday(deps.pagesNow()));
    if (!change.ok) return { kind: "invalid", errors: change.errors, values };
    const closures = change.closures;
    return saving(practiceId, values, () =>
      db.transaction().execute(async (trx) => {
        await lockListings(trx);
        const fresh = await practiceState(trx, practiceId);
        if (!fresh || fresh.version !== values.version) throw new Stale();
        await savePracticeIn(trx, { ...fresh.practice, closures }, actorOf(user.id));
        return { kind: "saved" as const, applied: [change.what], pending: [] };
      }),
    );
  }

  async function savePractitioner(
    practiceId: string,
    user: { id: string; email: string },
    values: Record<string, string>,
  ): Promise<PracticeListingSave> {
    const kind = values.kind === "surgeon" ? "surgeon" : values.kind === "dentist" ? "dentist" : null;
    const stored = kind ? await getListing(db, kind, values.id ?? "") : undefined;
    // Another practice's listing is answered as no listing at all.
    if (!stored || stored.kind === "emergency-clinic" || stored.listing.practiceId !== practiceId) {
      return { kind: "missing" };
    }
    const { updatedAt: _ignored, ...record } = stored.listing;
    const edited: Record<string, unknown> = {
      ...record,
      name: values.name ?? "",
      registrationNumber: values.registrationNumber ?? "",
      specialties: list(values.specialties, /[,\n]/),
      ...checkedNow(),
    };
    if (stored.kind === "dentist") {
      edited.services = list(values.services, /\n/);
    }
    const parsed = (stored.kind === "dentist" ? dentistSchema : surgeonSchema).safeParse(edited);
    if (!parsed.success) return { kind: "invalid", errors: problemsOf(parsed.error), values };
    const { updatedAt: _u, ...wanted } = parsed.data;
    const at = now();
    return saving(practiceId, values, () =>
      db.transaction().execute(async (trx) => {
        await lockListings(trx);
        const fresh = await getListing(trx, stored.kind, stored.listing.id);
        if (!fresh || fresh.kind === "emergency-clinic" || fresh.version !== values.version) throw new Stale();
        const draft = !(await practiceState(trx, practiceId))?.listings.some((l) => l.listing.status === "published");
        const changed = changedFields(fresh.listing, wanted).filter((f) => f !== "checkedOn" && f !== "source");
        const gated = draft
          ? []
          : changed.filter((f) => (PRACTITIONER_APPROVAL_FIELDS as readonly string[]).includes(f));
        const applied = changed.filter((f) => !gated.includes(f));
        const before = fresh.listing as unknown as Record<string, unknown>;
        if (applied.length) {
          const listing = { ...wanted, ...Object.fromEntries(gated.map((f) => [f, before[f]])) };
          await saveListingIn(
            trx,
            { kind: fresh.kind, listing, practice: fresh.practice } as Parameters<typeof saveListingIn>[1],
            actorOf(user.id),
            fresh.version,
          );
          await scheduleConfirmation(trx, practiceId, at);
        }
        if (gated.length) {
          await createChangeRequest(trx, {
            practiceId,
            subject: "practitioner",
            listingKind: fresh.kind,
            listingId: fresh.listing.id,
            before: Object.fromEntries(gated.map((f) => [f, before[f]])),
            after: Object.fromEntries(gated.map((f) => [f, (wanted as Record<string, unknown>)[f]])),
            requestedBy: user.id,
            requestedByEmail: user.email,
            at: at.toISOString(),
          });
        }
        return { kind: "saved" as const, applied: applied.map(fieldLabel), pending: gated.map(fieldLabel) };
      }),
    );
  }

  async function addPractitioner(
    practiceId: string,
    user: { id: string; email: string },
    values: Record<string, string>,
  ): Promise<PracticeListingSave> {
    const state = await practiceState(db, practiceId);
    if (!state) return { kind: "missing" };
    // Prices and funding are the practice's: taken from a dentist already listed there.
    const model = state.listings.find((l) => l.kind === "dentist")?.listing as DentistRecord | undefined;
    const record = {
      // Checked here as the saved one will be; the id saved is chosen again under the lock below.
      id: await freeDentistId(db, values.name ?? "", practiceId),
      practiceId,
      status: "draft",
      ...checkedNow(),
      name: values.name ?? "",
      registrationNumber: values.registrationNumber ?? "",
      specialties: list(values.specialties, /[,\n]/),
      services: list(values.services, /\n/),
      description: values.description ?? "",
      experience: values.experience ?? "",
      priceTier: model?.priceTier ?? "$$",
      priceRange: model?.priceRange ?? "Ask the practice",
      funding: model?.funding ?? {
        acc: false,
        workAndIncome: false,
        under18: false,
        southernCross: false,
        nibFirstChoice: false,
      },
    };
    const parsed = dentistSchema.safeParse(record);
    if (!parsed.success) return { kind: "invalid", errors: problemsOf(parsed.error), values };
    const { updatedAt: _u, ...checked } = parsed.data;
    const at = now();
    const outcome = await db.transaction().execute(async (trx) => {
      await lockListings(trx);
      // Under the listings lock: an add at the same moment has taken its id by now, so this one
      // takes the next free one instead of failing on it (a 500, D727).
      const listing = { ...checked, id: await freeDentistId(trx, values.name ?? "", practiceId) };
      const fresh = await practiceState(trx, practiceId);
      if (!fresh) return { kind: "missing" as const };
      if (fresh.draft) {
        await saveListingIn(trx, { kind: "dentist", listing, practice: fresh.practice }, actorOf(user.id), null);
        return { kind: "saved" as const, applied: [`New practitioner: ${listing.name}`], pending: [] };
      }
      await createChangeRequest(trx, {
        practiceId,
        subject: "new-practitioner",
        listingKind: "dentist",
        listingId: listing.id,
        before: {},
        after: listing,
        requestedBy: user.id,
        requestedByEmail: user.email,
        at: at.toISOString(),
      });
      return { kind: "saved" as const, applied: [], pending: [`New practitioner: ${listing.name}`] };
    });
    if (outcome.kind === "saved" && outcome.applied.length) await deps.refreshListings();
    return outcome;
  }

  /**
   * Who the practice is taking on (issue 37 item 1): each group answered yes or no is saved and
   * confirmed today, even when unchanged (a re-confirmation); published at once, in the history.
   */
  async function saveNewPatients(
    practiceId: string,
    user: { id: string; email: string },
    values: Record<string, string>,
  ): Promise<PracticeListingSave> {
    const answers: Partial<Record<NewPatientGroup, boolean>> = {};
    const errors: Record<string, string> = {};
    for (const group of NEW_PATIENT_GROUPS) {
      const answer = values[newPatientField(group)];
      if (answer === "yes" || answer === "no") answers[group] = answer === "yes";
      else if (answer) errors[newPatientField(group)] = "Choose yes or no.";
    }
    if (Object.keys(errors).length) return { kind: "invalid", errors, values };
    return saving(practiceId, values, () =>
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

  return {
    confirmLinkState: (token) => confirmLinkState(db, deps.auditKey, token),
    async confirmByLink(token) {
      const state = await confirmByLink(db, deps.auditKey, token, now());
      if (state.kind === "confirmed") await deps.refreshListings();
      return state;
    },

    async listingPage(request) {
      return allowed(request, "edit-listing", async (me) => {
        const listing = await current(me.current.practiceId);
        if (!listing) throw new Error(`practice ${me.current.practiceId} has no listing`);
        return { listing };
      });
    },

    async listingHistory(request) {
      return allowed(request, "edit-listing", async (me) => {
        const practiceId = me.current.practiceId;
        const rows = await readHistory(db, { practiceId });
        const state = await practiceState(db, practiceId);
        const names = new Map(
          (state?.listings ?? []).map((l) => [
            `${l.kind}:${l.listing.id}`,
            l.kind === "emergency-clinic" ? "Emergency clinic" : l.listing.name,
          ]),
        );
        const userIds = [
          ...new Set(rows.filter((r) => r.actor.startsWith("practice-user:")).map((r) => r.actor.slice(14))),
        ];
        const emails = new Map(
          userIds.length
            ? (await db.selectFrom("practice_users").select(["id", "email"]).where("id", "in", userIds).execute()).map(
                (u) => [u.id, u.email],
              )
            : [],
        );
        const entries: HistoryEntryView[] = rows.map((row) => ({
          id: row.id,
          at: row.at,
          what: row.target === PRACTICE_TARGET ? "Practice" : (names.get(row.target) ?? row.target),
          field: fieldLabel(row.field),
          before: valueText(row.field, row.before),
          after: valueText(row.field, row.after),
          who: row.actor.startsWith("practice-user:")
            ? (emails.get(row.actor.slice(14)) ?? "A former member of the practice")
            : row.actor === DECLINE_ACTOR
              ? "Your practice, declining a request as not taking new patients"
              : "Our team",
        }));
        return { entries };
      });
    },

    async saveListing(request, values) {
      return allowed(request, "edit-listing", async (me, session) => {
        const user = { id: session.userId, email: me.email, role: me.current.role };
        const practiceId = me.current.practiceId;
        if (values.intent === "confirm") {
          const on = await confirmDetails(db, { practiceId, userId: session.userId, now: now() });
          await deps.refreshListings();
          return { result: { kind: "confirmed" as const, on } };
        }
        const result =
          values.intent === "practitioner"
            ? await savePractitioner(practiceId, user, values)
            : values.intent === "new-practitioner"
              ? await addPractitioner(practiceId, user, values)
              : values.intent === "closure-add" || values.intent === "closure-remove"
                ? await saveClosures(practiceId, user, values)
                : values.intent === "new-patients"
                  ? await saveNewPatients(practiceId, user, values)
                  : await saveFacts(practiceId, user, values);
        return { result };
      });
    },
  };
}
