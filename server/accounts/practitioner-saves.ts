import type { Kysely } from "kysely";

import type { PracticeListingSave } from "../../rules/api/practice-listing";
import { LISTING_ID, dentistSchema, surgeonSchema } from "../../rules/listings/validate";
import type { DentistRecord } from "../../rules/listings/types";
import { PRACTITIONER_APPROVAL_FIELDS, fieldLabel } from "../../rules/practice-listing";
import { slugify } from "../../rules/text";
import type { Database } from "../platform/db/schema";
import {
  createChangeRequest,
  practiceState,
  changedFields,
  getListing,
  saveListingIn,
  lockListings,
} from "../listings";
import { scheduleConfirmation } from "./confirmation";
import { actorOf, checkedNow, list, type PracticeListingDeps, problemsOf, saving, Stale } from "./listing-saving";

/*
 * A practice's practitioners saved from its listing page (listing-service.ts): one practitioner's
 * details edited, and a new dentist added, under the first free id.
 */

type Db = Kysely<Database>;

/** The first free id for a new dentist at the practice: name-practice, name-2-practice, … */
async function freeDentistId(db: Db, name: string, practiceId: string): Promise<string> {
  const base = slugify(name).replace(/^dr-/, "") || "dentist";
  let id = `${base}-${practiceId}`.slice(0, 110).replace(/-+$/, "");
  for (let n = 2; (await getListing(db, "dentist", id)) && n < 100; n++)
    id = `${base}-${n}-${practiceId}`.slice(0, 120);
  return LISTING_ID.test(id) ? id : `dentist-${Date.now()}`;
}

export async function savePractitioner(
  deps: PracticeListingDeps,
  practiceId: string,
  user: { id: string; email: string },
  values: Record<string, string>,
): Promise<PracticeListingSave> {
  const { db, now } = deps;
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
    ...checkedNow(now),
  };
  if (stored.kind === "dentist") {
    edited.services = list(values.services, /\n/);
  }
  const parsed = (stored.kind === "dentist" ? dentistSchema : surgeonSchema).safeParse(edited);
  if (!parsed.success) return { kind: "invalid", errors: problemsOf(parsed.error), values };
  const { updatedAt: _u, ...wanted } = parsed.data;
  const at = now();
  return saving(deps, practiceId, values, () =>
    db.transaction().execute(async (trx) => {
      await lockListings(trx);
      const fresh = await getListing(trx, stored.kind, stored.listing.id);
      if (!fresh || fresh.kind === "emergency-clinic" || fresh.version !== values.version) throw new Stale();
      const draft = !(await practiceState(trx, practiceId))?.listings.some((l) => l.listing.status === "published");
      const changed = changedFields(fresh.listing, wanted).filter((f) => f !== "checkedOn" && f !== "source");
      const gated = draft ? [] : changed.filter((f) => (PRACTITIONER_APPROVAL_FIELDS as readonly string[]).includes(f));
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

export async function addPractitioner(
  deps: PracticeListingDeps,
  practiceId: string,
  user: { id: string; email: string },
  values: Record<string, string>,
): Promise<PracticeListingSave> {
  const { db, now } = deps;
  const state = await practiceState(db, practiceId);
  if (!state) return { kind: "missing" };
  // Prices and funding are the practice's: taken from a dentist already listed there.
  const model = state.listings.find((l) => l.kind === "dentist")?.listing as DentistRecord | undefined;
  const record = {
    // Checked here as the saved one will be; the id saved is chosen again under the lock below.
    id: await freeDentistId(db, values.name ?? "", practiceId),
    practiceId,
    status: "draft",
    ...checkedNow(now),
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
