import type { Kysely } from "kysely";

import type {
  MissingItem,
  OnboardingDetail,
  OnboardingPrefill,
  OnboardingState,
  OnboardingSummary,
  OnboardingView,
  RegistrationCheckMethod,
  SubmitListingResult,
} from "../../rules/api/practice-onboarding";
import { missingForPublication, type Practitioner } from "../../rules/listings/publish-ready";
import { nzToday } from "../../rules/nz-time";
import { paths } from "../../rules/paths";
import { can, INVITATION_DAYS, type PracticeRole } from "../../rules/practice-account";
import { audit } from "../platform/audit/audit";
import type { Database } from "../platform/db/schema";
import { normaliseEmail } from "../platform/operators/operators";
import {
  publishPractitioners,
  lockListings,
  currentRegistrationChecks,
  recordRegistrationCheck,
  dentistFromRow,
  practiceFromRow,
  surgeonFromRow,
  type DraftedPractice,
} from "../listings";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import type { OnboardingEmailSpec } from "./onboarding-email-specs";
import * as repo from "./repository";

/*
 * A new practice's way from approved partner application to published listing (issue 36 item 3,
 * D-practice-onboarding-*): approval makes the draft practice and invites its contact as owner;
 * the owner completes the listing and submits it; an operator checks every practitioner's Dental
 * Council registration number and publishes it, or returns it with a reason. Each step e-mails the
 * practice's owners in its own transaction. States: draft → submitted → published, or submitted →
 * returned → submitted.
 */

type Db = Kysely<Database>;

const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

/** A refusal the caller shows as it is (409 to an operator, a message to the owner). */
export class OnboardingRefused extends Error {
  constructor(
    message: string,
    readonly missing: MissingItem[] = [],
  ) {
    super(message);
  }
}

// ---- Approval

/**
 * In the approval's transaction: the practice's onboarding row (draft), its contact added as owner
 * and e-mailed the invitation that says the application was approved and what comes next.
 */
export async function startOnboarding(trx: Db, input: DraftedPractice): Promise<void> {
  const at = input.now.toISOString();
  await trx
    .insertInto("practice_onboarding")
    .values({
      practice_id: input.practiceId,
      application_reference: input.reference,
      prefill: JSON.stringify(input.prefill),
      state: "draft",
      state_at: at,
      state_by: input.actor,
      submitted_at: null,
      submitted_by: null,
      published_at: null,
      published_by: null,
      returned_at: null,
      returned_by: null,
      return_reason: null,
      created_at: at,
    })
    .execute();
  const userId = await repo.ensureUser(trx, input.contactEmail, input.now);
  await repo.addMembership(trx, {
    userId,
    practiceId: input.practiceId,
    role: "owner",
    addedBy: input.actor,
    now: input.now,
  });
  const linkToken = await repo.createLink(trx, {
    userId,
    purpose: "invitation",
    practiceId: input.practiceId,
    now: input.now,
    validMs: INVITATION_MS,
  });
  await enqueue(
    trx,
    emailJob(
      {
        template: "practice-invitation",
        to: normaliseEmail(input.contactEmail),
        practiceName: input.practiceName,
        role: "owner",
        linkToken,
        expiresAt: new Date(input.now.getTime() + INVITATION_MS).toISOString(),
        approvedApplication: input.reference,
      },
      { sealKey: input.sealKey },
    ),
    input.now,
  );
  await audit(trx, {
    actor: input.actor,
    action: "practice-member-added",
    target: input.practiceId,
    details: { userId, role: "owner", application: input.reference },
  });
}

// ---- Reading

/** The practice and its practitioners (dentists and surgeons, drafts included), as stored. */
export async function practiceListing(db: Db, practiceId: string) {
  const row = await db.selectFrom("practices").selectAll().where("id", "=", practiceId).executeTakeFirst();
  if (!row) return undefined;
  const dentists = await db
    .selectFrom("dentists")
    .selectAll()
    .where("practice_id", "=", practiceId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const surgeons = await db
    .selectFrom("surgeons")
    .selectAll()
    .where("practice_id", "=", practiceId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const practitioners: Practitioner[] = [
    ...dentists.map((r) => ({ kind: "dentist" as const, record: dentistFromRow(r) })),
    ...surgeons.map((r) => ({ kind: "surgeon" as const, record: surgeonFromRow(r) })),
  ];
  return { practice: practiceFromRow(row), practitioners };
}

async function onboardingRow(db: Db, practiceId: string) {
  return db.selectFrom("practice_onboarding").selectAll().where("practice_id", "=", practiceId).executeTakeFirst();
}

function prefillOf(json: string): OnboardingPrefill | null {
  try {
    const value = JSON.parse(json) as OnboardingPrefill;
    return value && typeof value === "object" ? value : null;
  } catch {
    return null;
  }
}

/** The public page a published practice is seen on: its first dentist's profile, else the surgeons' page. */
function profilePathOf(practitioners: readonly Practitioner[]): string | null {
  const dentist = practitioners.find((p) => p.kind === "dentist" && p.record.status === "published");
  if (dentist) return paths.dentist(dentist.record.id);
  return practitioners.some((p) => p.kind === "surgeon" && p.record.status === "published") ? paths.surgical() : null;
}

/** The listing's state for the practice's home page; null for a practice that never went through onboarding. */
export async function onboardingView(db: Db, practiceId: string, role: PracticeRole): Promise<OnboardingView | null> {
  const row = await onboardingRow(db, practiceId);
  const listing = row && (await practiceListing(db, practiceId));
  if (!row || !listing) return null;
  return {
    practiceId,
    state: row.state,
    submittedAt: row.submitted_at,
    publishedAt: row.published_at,
    returnedAt: row.returned_at,
    returnReason: row.return_reason,
    missing: missingForPublication(listing.practice, listing.practitioners),
    practitioners: listing.practitioners.map((p) => ({
      name: p.record.name,
      registrationNumber: p.record.registrationNumber,
    })),
    prefill: prefillOf(row.prefill),
    profilePath: row.state === "published" ? profilePathOf(listing.practitioners) : null,
    canSubmit: can(role, "submit-listing"),
  };
}

// ---- The owner submits

/** Moves the row from one of `from` to `to`; false when another change got there first. */
async function moveState(
  trx: Db,
  practiceId: string,
  from: readonly OnboardingState[],
  values: Partial<Record<string, string | null>> & { state: OnboardingState; state_at: string; state_by: string },
): Promise<boolean> {
  const result = await trx
    .updateTable("practice_onboarding")
    .set(values)
    .where("practice_id", "=", practiceId)
    .where("state", "in", [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The practice's owners' addresses: every step's e-mail goes to each. */
async function ownersOf(db: Db, practiceId: string): Promise<string[]> {
  return (await repo.membersOf(db, practiceId)).filter((m) => m.role === "owner").map((m) => m.email);
}

async function tellOwners(trx: Db, practiceId: string, spec: (to: string) => OnboardingEmailSpec, now: Date) {
  const owners = await ownersOf(trx, practiceId);
  await enqueue(
    trx,
    owners.map((to) => emailJob(spec(to))),
    now,
  );
}

/** The owner submits the draft (or the returned listing) for checking; refused with what is missing. */
export async function submitListing(
  db: Db,
  input: { practiceId: string; actor: string; now: Date },
): Promise<SubmitListingResult> {
  return db.transaction().execute(async (trx) => {
    await lockListings(trx);
    const row = await onboardingRow(trx, input.practiceId);
    if (!row) return { kind: "refused", message: "This practice's listing is not waiting to be submitted." };
    if (row.state === "submitted") return { kind: "refused", message: "The listing is already with our team." };
    if (row.state === "published") return { kind: "refused", message: "The listing is already published." };
    const listing = await practiceListing(trx, input.practiceId);
    if (!listing) return { kind: "refused", message: "There is no such practice." };
    const missing = missingForPublication(listing.practice, listing.practitioners);
    if (missing.length > 0) return { kind: "incomplete", missing };
    const at = input.now.toISOString();
    const moved = await moveState(trx, input.practiceId, ["draft", "returned"], {
      state: "submitted",
      state_at: at,
      state_by: input.actor,
      submitted_at: at,
      submitted_by: input.actor,
    });
    if (!moved) return { kind: "refused", message: "The listing is already with our team." };
    await tellOwners(
      trx,
      input.practiceId,
      (to) => ({ template: "practice-listing-submitted", to, practiceName: listing.practice.name }),
      input.now,
    );
    await audit(trx, { actor: input.actor, action: "practice-listing-submitted", target: input.practiceId });
    return { kind: "submitted", at };
  });
}

// ---- Operators

async function summaryOf(
  db: Db,
  row: NonNullable<Awaited<ReturnType<typeof onboardingRow>>>,
): Promise<(OnboardingSummary & { listing: NonNullable<Awaited<ReturnType<typeof practiceListing>>> }) | null> {
  const listing = await practiceListing(db, row.practice_id);
  if (!listing) return null;
  const checks = await currentRegistrationChecks(
    db,
    listing.practitioners.map((p) => ({
      kind: p.kind,
      id: p.record.id,
      registrationNumber: p.record.registrationNumber,
    })),
  );
  return {
    practiceId: row.practice_id,
    practiceName: listing.practice.name,
    citySlug: listing.practice.citySlug,
    state: row.state,
    stateAt: row.state_at,
    applicationReference: row.application_reference,
    practitioners: listing.practitioners.length,
    checked: listing.practitioners.filter((p) => checks.has(`${p.kind}/${p.record.id}`)).length,
    listing,
  };
}

/** The operators' queue: practices in `state` (every state when null), oldest change first. */
export async function onboardingList(db: Db, state: OnboardingState | null): Promise<OnboardingSummary[]> {
  let query = db.selectFrom("practice_onboarding").selectAll().orderBy("state_at").orderBy("practice_id");
  if (state) query = query.where("state", "=", state);
  const out: OnboardingSummary[] = [];
  for (const row of await query.limit(500).execute()) {
    const summary = await summaryOf(db, row);
    if (!summary) continue;
    const { listing: _listing, ...rest } = summary;
    out.push(rest);
  }
  return out;
}

/** One practice for the operators' check screen. */
export async function onboardingDetail(db: Db, practiceId: string): Promise<OnboardingDetail | null> {
  const row = await onboardingRow(db, practiceId);
  const summary = row && (await summaryOf(db, row));
  if (!row || !summary) return null;
  const { listing, ...rest } = summary;
  const checks = await currentRegistrationChecks(
    db,
    listing.practitioners.map((p) => ({
      kind: p.kind,
      id: p.record.id,
      registrationNumber: p.record.registrationNumber,
    })),
  );
  return {
    ...rest,
    address: listing.practice.address,
    phone: listing.practice.phone,
    email: listing.practice.email,
    website: listing.practice.website,
    submittedAt: row.submitted_at,
    publishedAt: row.published_at,
    returnedAt: row.returned_at,
    returnReason: row.return_reason,
    missing: missingForPublication(listing.practice, listing.practitioners),
    practitionerList: listing.practitioners.map((p) => ({
      kind: p.kind,
      id: p.record.id,
      name: p.record.name,
      registrationNumber: p.record.registrationNumber,
      check: checks.get(`${p.kind}/${p.record.id}`) ?? null,
    })),
    profilePath: row.state === "published" ? profilePathOf(listing.practitioners) : null,
    prefill: prefillOf(row.prefill),
  };
}

/** An operator records the check of one practitioner's current registration number. */
export async function checkRegistration(
  db: Db,
  input: {
    practiceId: string;
    kind: "dentist" | "surgeon";
    listingId: string;
    method: RegistrationCheckMethod;
    note: string;
    operator: string;
    now: Date;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const listing = await practiceListing(trx, input.practiceId);
    const practitioner = listing?.practitioners.find((p) => p.kind === input.kind && p.record.id === input.listingId);
    if (!practitioner) throw new OnboardingRefused("That practitioner is not at this practice.");
    const registrationNumber = practitioner.record.registrationNumber;
    if (!registrationNumber.trim())
      throw new OnboardingRefused("This practitioner has no registration number to check yet.");
    await recordRegistrationCheck(trx, {
      kind: input.kind,
      listingId: input.listingId,
      practiceId: input.practiceId,
      registrationNumber,
      method: input.method,
      note: input.note,
      checkedBy: input.operator,
      at: input.now,
    });
    await audit(trx, {
      actor: input.operator,
      action: "registration-checked",
      target: `${input.kind}:${input.listingId}`,
      details: { registrationNumber, method: input.method },
    });
  });
}

/**
 * Publishes a submitted practice: every practitioner's current number must have a check, and the
 * listing must have everything publishing needs. Its listings go public in this transaction; the
 * caller refreshes the snapshot once it has committed.
 */
export async function publishPractice(
  db: Db,
  input: { practiceId: string; operator: string; now: Date },
): Promise<{ profilePath: string }> {
  return db.transaction().execute(async (trx) => {
    await lockListings(trx);
    const row = await onboardingRow(trx, input.practiceId);
    if (!row) throw new OnboardingRefused("There is no new practice with this id.");
    if (row.state !== "submitted") throw new OnboardingRefused("Only a submitted listing can be published.");
    const listing = await practiceListing(trx, input.practiceId);
    if (!listing) throw new OnboardingRefused("There is no such practice.");
    const missing = missingForPublication(listing.practice, listing.practitioners);
    if (missing.length > 0) throw new OnboardingRefused("The listing is not complete.", missing);
    const checks = await currentRegistrationChecks(
      trx,
      listing.practitioners.map((p) => ({
        kind: p.kind,
        id: p.record.id,
        registrationNumber: p.record.registrationNumber,
      })),
    );
    const unchecked = listing.practitioners.filter((p) => !checks.has(`${p.kind}/${p.record.id}`));
    if (unchecked.length > 0) {
      throw new OnboardingRefused(
        `Record the registration check of ${unchecked.map((p) => `${p.record.name} (${p.record.registrationNumber})`).join(", ")} first.`,
      );
    }
    const at = input.now.toISOString();
    await publishPractitioners(trx, { practiceId: input.practiceId, today: nzToday(input.now), at });
    await moveState(trx, input.practiceId, ["submitted"], {
      state: "published",
      state_at: at,
      state_by: input.operator,
      published_at: at,
      published_by: input.operator,
      return_reason: null,
    });
    const firstDentist = listing.practitioners.find((p) => p.kind === "dentist");
    const profilePath = firstDentist ? paths.dentist(firstDentist.record.id) : paths.surgical();
    await tellOwners(
      trx,
      input.practiceId,
      (to) => ({ template: "practice-listing-published", to, practiceName: listing.practice.name, profilePath }),
      input.now,
    );
    await audit(trx, {
      actor: input.operator,
      action: "practice-listing-published",
      target: input.practiceId,
      details: { listings: listing.practitioners.map((p) => `${p.kind}:${p.record.id}`) },
    });
    return { profilePath };
  });
}

/** Returns a submitted listing to the owner with the operator's reason. */
export async function returnListing(
  db: Db,
  input: { practiceId: string; operator: string; reason: string; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await onboardingRow(trx, input.practiceId);
    if (!row) throw new OnboardingRefused("There is no new practice with this id.");
    const at = input.now.toISOString();
    const moved = await moveState(trx, input.practiceId, ["submitted"], {
      state: "returned",
      state_at: at,
      state_by: input.operator,
      returned_at: at,
      returned_by: input.operator,
      return_reason: input.reason,
    });
    if (!moved) throw new OnboardingRefused("Only a submitted listing can be returned.");
    const name = (await repo.practiceName(trx, input.practiceId)) ?? input.practiceId;
    await tellOwners(
      trx,
      input.practiceId,
      (to) => ({ template: "practice-listing-returned", to, practiceName: name, reason: input.reason }),
      input.now,
    );
    await audit(trx, {
      actor: input.operator,
      action: "practice-listing-returned",
      target: input.practiceId,
      details: { reason: input.reason },
    });
  });
}
