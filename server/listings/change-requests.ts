import type { Kysely, Selectable } from "kysely";
import { v7 as uuidv7 } from "uuid";

import type { ChangeRequestView } from "../../rules/api/practice-listing";
import { REGISTRATION_CHECK_METHODS, type RegistrationCheckMethod } from "../../rules/api/practice-onboarding";
import type { DentistRecord, ListingKind, Practice } from "../../rules/listings/types";
import { nzToday } from "../../rules/nz-time";
import {
  type ChangeStatus,
  type ChangeSubject,
  fieldLabel,
  PRACTICE_UPDATE_SOURCE,
  valueText,
} from "../../rules/practice-listing";
import { dentistSchema, fieldProblems, practiceSchema, surgeonSchema } from "../../rules/listings/validate";
import type { Database } from "../platform/db/schema";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import type { ListingChangeRequestsTable } from "./history-tables";
import { recordRegistrationCheck } from "./registration-checks";
import { LISTING_TABLES } from "./rows";
import {
  getListing,
  getPractice,
  type ListingInput,
  saveListingIn,
  savePracticeIn,
  type StoredListing,
} from "./repository";
import { lockListings } from "./listings-version";

/*
 * The changes a practice asks for that wait for an operator (issue 36 item 4), and what a practice's
 * listing is made of: its practice row and the listings at it. Approving applies the change through
 * the repository (saveListingIn: audited, history, listings version), in the decision's transaction.
 */

type Db = Kysely<Database>;

/** The practice's facts, its row version and every listing at it, in the order added. */
export interface PracticeState {
  practice: Practice;
  version: string;
  listings: StoredListing[];
  /** No listing at the practice is published: a draft, checked by an operator before it goes public. */
  draft: boolean;
}

export async function practiceState(db: Db, practiceId: string): Promise<PracticeState | undefined> {
  const row = await db.selectFrom("practices").select(["version"]).where("id", "=", practiceId).executeTakeFirst();
  const practice = row && (await getPractice(db, practiceId));
  if (!row || !practice) return undefined;
  const refs: { kind: ListingKind; id: string; created_at: string }[] = [];
  for (const kind of Object.keys(LISTING_TABLES) as ListingKind[]) {
    const rows = await db
      .selectFrom(LISTING_TABLES[kind] as "dentists")
      .select(["id", "created_at"])
      .where("practice_id", "=", practiceId)
      .execute();
    refs.push(...rows.map((r) => ({ kind, id: r.id, created_at: r.created_at })));
  }
  refs.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  const listings: StoredListing[] = [];
  for (const ref of refs) {
    const stored = await getListing(db, ref.kind, ref.id);
    if (stored) listings.push(stored);
  }
  return {
    practice,
    version: String(Number(row.version)),
    listings,
    draft: !listings.some((l) => l.listing.status === "published"),
  };
}

/** A stored listing as a save's input, at `practice` (its facts as they are to be). */
export const inputOf = (stored: StoredListing, practice: Practice) =>
  ({ kind: stored.kind, listing: stored.listing, practice }) as ListingInput;

// ---- Change requests

const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

function viewOf(row: Selectable<ListingChangeRequestsTable>, practiceName: string): ChangeRequestView {
  return {
    id: row.id,
    practiceId: row.practice_id,
    practiceName,
    subject: row.subject,
    listingKind: row.listing_kind,
    listingId: row.listing_id,
    before: json(row.before_values),
    after: json(row.after_values),
    requestedByEmail: row.requested_by_email,
    requestedAt: row.requested_at,
    status: row.status,
    decidedAt: row.decided_at,
    reason: row.reason,
    checkMethod: row.check_method,
    checkNote: row.check_note,
  };
}

interface NewChangeRequest {
  practiceId: string;
  subject: ChangeSubject;
  listingKind: ListingKind | null;
  listingId: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  requestedBy: string;
  requestedByEmail: string;
  at: string;
}

/**
 * Records a change to wait for an operator. A later request about the same thing (the practice's
 * name and address, or one practitioner) replaces a pending one: the practice's latest word counts.
 */
/** What a change asks for, in words: "Name to …; Address to …", "New practitioner: Dr …". */
export function changeInWords(view: Pick<ChangeRequestView, "subject" | "after">): string {
  if (view.subject === "new-practitioner") return `New practitioner: ${String(view.after.name ?? "")}`;
  return Object.entries(view.after)
    .map(([field, value]) => `${fieldLabel(field)} to ${valueText(field, value)}`)
    .join("; ");
}

/**
 * Records a practice's change for an operator to check (a later change of the same thing replaces a
 * pending one), and e-mails the operators that it is waiting (as the other operator notices go), in
 * the caller's transaction.
 */
export async function createChangeRequest(trx: Db, input: NewChangeRequest): Promise<string> {
  if (input.subject !== "new-practitioner") {
    let superseded = trx
      .updateTable("listing_change_requests")
      .set({ status: "declined", decided_by: "practice", decided_at: input.at, reason: "Replaced by a later change." })
      .where("practice_id", "=", input.practiceId)
      .where("subject", "=", input.subject)
      .where("status", "=", "pending");
    if (input.listingId) superseded = superseded.where("listing_id", "=", input.listingId);
    await superseded.execute();
  }
  const id = uuidv7();
  await trx
    .insertInto("listing_change_requests")
    .values({
      id,
      practice_id: input.practiceId,
      subject: input.subject,
      listing_kind: input.listingKind,
      listing_id: input.listingId,
      before_values: JSON.stringify(input.before),
      after_values: JSON.stringify(input.after),
      requested_by: input.requestedBy,
      requested_by_email: input.requestedByEmail,
      requested_at: input.at,
      status: "pending",
      decided_by: null,
      decided_at: null,
      reason: null,
      check_method: null,
      check_note: null,
    })
    .execute();
  const practice = await trx
    .selectFrom("practices")
    .select("name")
    .where("id", "=", input.practiceId)
    .executeTakeFirst();
  await enqueue(
    trx,
    emailJob(
      {
        template: "operator-listing-change",
        practiceName: practice?.name ?? input.practiceId,
        change: changeInWords(input),
      },
      { uniqueKey: `operator-listing-change:${id}` },
    ),
    new Date(input.at),
  );
  return id;
}

async function withNames(db: Db, rows: Selectable<ListingChangeRequestsTable>[]): Promise<ChangeRequestView[]> {
  const ids = [...new Set(rows.map((r) => r.practice_id))];
  const names = new Map(
    ids.length
      ? (await db.selectFrom("practices").select(["id", "name"]).where("id", "in", ids).execute()).map((p) => [
          p.id,
          p.name,
        ])
      : [],
  );
  return rows.map((row) => viewOf(row, names.get(row.practice_id) ?? row.practice_id));
}

/** A practice's changes waiting for an operator, oldest first. */
export async function pendingChangesOf(db: Db, practiceId: string): Promise<ChangeRequestView[]> {
  const rows = await db
    .selectFrom("listing_change_requests")
    .selectAll()
    .where("practice_id", "=", practiceId)
    .where("status", "=", "pending")
    .orderBy("id")
    .execute();
  return withNames(db, rows);
}

/** The operators' queue: pending oldest first; decided newest first (the last 200). */
export async function listChangeRequests(db: Db, status: ChangeStatus): Promise<ChangeRequestView[]> {
  const rows = await db
    .selectFrom("listing_change_requests")
    .selectAll()
    .where("status", "=", status)
    .where("decided_by", "is distinct from", "practice")
    .orderBy("id", status === "pending" ? "asc" : "desc")
    .limit(200)
    .execute();
  return withNames(db, rows);
}

type Decision =
  | { decision: "approve"; checkMethod?: RegistrationCheckMethod; checkNote?: string }
  | { decision: "decline"; reason: string };

type DecisionResult =
  | { kind: "decided"; view: ChangeRequestView }
  | { kind: "missing" }
  | { kind: "already"; status: ChangeStatus }
  | { kind: "invalid"; errors: Record<string, string> };

/** Whether approving the request needs a registration check recorded. */
function needsRegistrationCheck(subject: ChangeSubject, after: Record<string, unknown>): boolean {
  return subject === "new-practitioner" || "registrationNumber" in after;
}

const problems = (error: Parameters<typeof fieldProblems>[0]) =>
  Object.fromEntries(fieldProblems(error).map((p) => [p.field, p.message]));

/**
 * Applies an approved change through the repository, as `actor` (the operator): the practice's name
 * and address, a practitioner's fields, or a new practitioner's listing (published when the
 * practice is public). Checked with the listings' one validation first: a change the listing no
 * longer takes (an id taken since) is refused, nothing written.
 */
async function applyChange(
  trx: Db,
  row: Selectable<ListingChangeRequestsTable>,
  actor: string,
  now: Date,
): Promise<Record<string, string> | null> {
  const after = json(row.after_values);
  const state = await practiceState(trx, row.practice_id);
  if (!state) return { form: "The practice no longer exists." };
  const checked = { checkedOn: nzToday(now), source: PRACTICE_UPDATE_SOURCE };
  if (row.subject === "practice") {
    const practice = practiceSchema.safeParse({ ...state.practice, ...after });
    if (!practice.success) return problems(practice.error);
    const anchor = state.listings[0];
    if (anchor) await saveListingIn(trx, inputOf(anchor, practice.data), actor);
    else await savePracticeIn(trx, practice.data, actor);
    return null;
  }
  if (row.subject === "practitioner") {
    const stored = state.listings.find((l) => l.kind === row.listing_kind && l.listing.id === row.listing_id);
    if (!stored || stored.kind === "emergency-clinic") return { form: "The practitioner's listing no longer exists." };
    const { updatedAt: _ignored, ...record } = stored.listing;
    const schema = stored.kind === "dentist" ? dentistSchema : surgeonSchema;
    const parsed = schema.safeParse({ ...record, ...after, ...checked });
    if (!parsed.success) return problems(parsed.error);
    const { updatedAt: _u, ...listing } = parsed.data;
    await saveListingIn(trx, { kind: stored.kind, listing, practice: state.practice } as ListingInput, actor);
    return null;
  }
  // A new practitioner: a dentist's listing, public when the practice's listings are.
  const id = String(after.id ?? "");
  if (await getListing(trx, "dentist", id)) return { id: `Another listing already has the id ${id}.` };
  const parsed = dentistSchema.safeParse({
    ...after,
    ...checked,
    status: state.draft ? "draft" : "published",
  });
  if (!parsed.success) return problems(parsed.error);
  const { updatedAt: _u, ...listing } = parsed.data;
  await saveListingIn(
    trx,
    { kind: "dentist", listing: listing as DentistRecord, practice: state.practice },
    actor,
    null,
  );
  return null;
}

/**
 * An operator's decision, in one transaction: the change applied (approve) or not (decline), the
 * request marked with who, when, the reason and how a registration was checked, and `then` (the
 * e-mail to the person who asked, enqueued in this same transaction).
 */
export async function decideChangeRequest(
  db: Db,
  input: { id: string; operator: string; now: Date; decision: Decision },
  then: (trx: Db, view: ChangeRequestView) => Promise<void>,
): Promise<DecisionResult> {
  return db.transaction().execute(async (trx) => {
    await lockListings(trx);
    const row = await trx
      .selectFrom("listing_change_requests")
      .selectAll()
      .where("id", "=", input.id)
      .executeTakeFirst();
    if (!row) return { kind: "missing" as const };
    if (row.status !== "pending") return { kind: "already" as const, status: row.status };
    const at = input.now.toISOString();
    const decision = input.decision;
    let values: Partial<Selectable<ListingChangeRequestsTable>>;
    if (decision.decision === "approve") {
      const after = json(row.after_values);
      const method = decision.checkMethod;
      const note = decision.checkNote?.trim() ?? "";
      const needsCheck = needsRegistrationCheck(row.subject, after);
      if (needsCheck && !method)
        return { kind: "invalid" as const, errors: { checkMethod: "Say how the registration number was checked." } };
      if (needsCheck && method === "other" && !note)
        return { kind: "invalid" as const, errors: { checkNote: "Say how the registration number was checked." } };
      const refused = await applyChange(trx, row, input.operator, input.now);
      if (refused) return { kind: "invalid" as const, errors: refused };
      if (needsCheck && method) {
        // The same record as a new practice's checks (registration-checks.ts): who, when, how, of which number.
        await recordRegistrationCheck(trx, {
          kind: row.listing_kind === "surgeon" ? "surgeon" : "dentist",
          listingId: row.subject === "new-practitioner" ? String(after.id ?? "") : (row.listing_id ?? ""),
          practiceId: row.practice_id,
          registrationNumber: String(after.registrationNumber ?? ""),
          method,
          note,
          checkedBy: input.operator,
          at: input.now,
        });
      }
      values = {
        status: "approved",
        check_method: needsCheck && method ? REGISTRATION_CHECK_METHODS[method] : null,
        check_note: note || null,
      };
    } else {
      values = { status: "declined", reason: decision.reason.trim() };
    }
    await trx
      .updateTable("listing_change_requests")
      .set({ ...values, decided_by: input.operator, decided_at: at })
      .where("id", "=", input.id)
      .execute();
    const [view] = await withNames(trx, [{ ...row, ...values, decided_by: input.operator, decided_at: at }]);
    await then(trx, view!);
    return { kind: "decided" as const, view: view! };
  });
}
