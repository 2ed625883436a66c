import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";

import type { ConfirmLinkState } from "../../rules/api/practice-listing";
import { confirmationDue } from "../../rules/listings/confirmation";
import { weekdayLabel } from "../../rules/listings/hours";
import { WEEKDAYS } from "../../rules/listings/types";
import { nzInstant, nzToday } from "../../rules/nz-time";
import { can, PRACTICE_ROLES, type PracticeRole } from "../../rules/practice-account";
import { dayText, newPatientsText } from "../../rules/practice-listing";
import { audit } from "../platform/audit/audit";
import type { Database } from "../platform/db/schema";
import { practiceState, confirmPracticeListings, lockListings, LISTING_TABLES } from "../listings";
import type { JobKind } from "../platform/outbox/job-kinds";
import { emailJob, enqueue, type NewJob } from "../platform/outbox/jobs";
import { membershipIn } from "./membership";
import { readSignedToken, signedToken } from "./signed-token";

/*
 * Details confirmed every 90 days (issue 37 item 6). A practice's last confirmation is the oldest
 * "Details checked" date among its published listings (every confirmation and every save of the
 * practice sets them all to the same day). 90 days after it, at 09:00 New Zealand time, job
 * `practice-confirm-details` (unique per practice and due date) e-mails the practice's owners and
 * managers what the listing says, with a one-click link that confirms it (a signed token, as the
 * monthly report's stop link: who, which practice, which due date) and a link to change it. The job
 * is added when the practice confirms or saves, and by a daily sweep (`practice-confirm-sweep`) for
 * every practice with a published listing, so an import, a publication or an operator's check is
 * asked about too; the unique key makes the sweep's additions no-ops for practices already waiting.
 * A job that finds the details confirmed since (a later due date) only makes sure the next one exists.
 */

export const CONFIRM_DETAILS = "practice-confirm-details";
const CONFIRM_SWEEP = "practice-confirm-sweep";

/** The ask goes out at this New Zealand time on its due date; the sweep runs at SWEEP_TIME. */
const ASK_TIME = "09:00";
const SWEEP_TIME = "06:00";

type Db = Kysely<Database>;

interface AskPayload {
  practiceId: string;
  /** The due date (YYYY-MM-DD) the ask is for. */
  due: string;
}
const isoDate = z.iso.date();
export const CONFIRM_DETAILS_JOB: JobKind<AskPayload> = {
  kind: CONFIRM_DETAILS,
  payload: z.object({ practiceId: z.string().min(1), due: isoDate }),
};
export const CONFIRM_SWEEP_JOB: JobKind<{ date: string }> = {
  kind: CONFIRM_SWEEP,
  payload: z.object({ date: isoDate }),
};

export function askJob(practiceId: string, due: string): NewJob {
  const payload: AskPayload = { practiceId, due };
  return {
    kind: CONFIRM_DETAILS,
    payload,
    runAt: nzInstant(due, ASK_TIME)!,
    uniqueKey: `${CONFIRM_DETAILS}:${practiceId}:${due}`,
  };
}

/** Each practice's last confirmation: the oldest "Details checked" of its published listings. */
async function lastConfirmations(db: Db, practiceId?: string): Promise<Map<string, string>> {
  const oldest = new Map<string, string>();
  for (const table of Object.values(LISTING_TABLES)) {
    let query = db
      .selectFrom(table as "dentists")
      .select(["practice_id"])
      .select((eb) => eb.fn.min("checked_on").as("checked_on"))
      .where("status", "=", "published")
      .groupBy("practice_id");
    if (practiceId) query = query.where("practice_id", "=", practiceId);
    for (const row of await query.execute()) {
      const checked = String(row.checked_on);
      const known = oldest.get(row.practice_id);
      if (known === undefined || checked < known) oldest.set(row.practice_id, checked);
    }
  }
  return oldest;
}

/** The practice's last confirmation and its next due date, or null when nothing of it is published. */
export async function confirmationOf(db: Db, practiceId: string): Promise<{ checkedOn: string; due: string } | null> {
  const checkedOn = (await lastConfirmations(db, practiceId)).get(practiceId);
  return checkedOn ? { checkedOn, due: confirmationDue(checkedOn) } : null;
}

/** Adds the practice's next ask (in the caller's transaction), when it has a published listing. */
export async function scheduleConfirmation(trx: Db, practiceId: string, now: Date): Promise<void> {
  const current = await confirmationOf(trx, practiceId);
  if (current) await enqueue(trx, askJob(practiceId, current.due), now);
}

const sweepJob = (date: string): NewJob => ({
  kind: CONFIRM_SWEEP,
  payload: { date },
  runAt: nzInstant(date, SWEEP_TIME)!,
  uniqueKey: `${CONFIRM_SWEEP}:${date}`,
});

/** The roles asked to confirm: those who may change the listing (owners and managers). */
const EDITOR_ROLES = PRACTICE_ROLES.filter((role) => can(role, "edit-listing"));

/**
 * The ask of every practice with a published listing and someone to ask, an owner or a manager (a
 * no-op for those already waiting for theirs). A practice with no account is left out: its ask
 * would find nobody to e-mail, and at 10,000 listings imported with old check dates those empty
 * asks were thousands of jobs run at once on the main thread (D657). Its ask is added when its first
 * owner or manager joins (addMembership).
 */
export async function sweepConfirmations(db: Db, now: Date): Promise<number> {
  const withEditors = new Set(
    (
      await db
        .selectFrom("practice_memberships")
        .select("practice_id")
        .distinct()
        .where("role", "in", EDITOR_ROLES)
        .execute()
    ).map((row) => row.practice_id),
  );
  const jobs = [...(await lastConfirmations(db))]
    .filter(([practiceId]) => withEditors.has(practiceId))
    .map(([practiceId, checkedOn]) => askJob(practiceId, confirmationDue(checkedOn)));
  for (let start = 0; start < jobs.length; start += 500) await enqueue(db, jobs.slice(start, start + 500), now);
  return jobs.length;
}

// ---- The e-mail's one-click link

const LINK_LABEL = "confirm-details:";

/** The token of an ask's "These details are right" link: who, which practice, which due date, signed. */
function confirmToken(auditKey: string, userId: string, practiceId: string, due: string): string {
  return signedToken(auditKey, LINK_LABEL, [userId, practiceId, due]);
}

function readConfirmToken(auditKey: string, token: string) {
  const names = readSignedToken(auditKey, LINK_LABEL, token, 3);
  return names && { userId: names[0]!, practiceId: names[1]!, due: names[2]! };
}

async function linkTarget(db: Db, auditKey: string, token: string) {
  const named = readConfirmToken(auditKey, token);
  if (!named) return null;
  const member = await membershipIn(db, named.userId, named.practiceId);
  if (!member || !can(member.role, "edit-listing")) return null;
  const current = await confirmationOf(db, named.practiceId);
  if (!current) return null;
  return { ...named, practiceName: member.practiceName, current };
}

export async function confirmLinkState(db: Db, auditKey: string, token: string): Promise<ConfirmLinkState> {
  const target = await linkTarget(db, auditKey, token);
  if (!target) return { kind: "missing" };
  // Confirmed (or saved) since this e-mail was sent: the link has done its work.
  const kind = target.current.due > target.due ? "confirmed" : "ready";
  return { kind, practiceName: target.practiceName, checkedOn: target.current.checkedOn };
}

/**
 * The practice confirms its details today: every listing at it says "Details checked" today, by the
 * practice (PRACTICE_CONFIRM_SOURCE), recorded in its history as who and when, audited, the listings
 * version bumped, and the next ask added, in one transaction. Returns the date.
 */
export async function confirmDetails(
  db: Db,
  input: { practiceId: string; userId: string; now: Date },
): Promise<string> {
  const today = nzToday(input.now);
  const at = input.now.toISOString();
  const actor = `practice-user:${input.userId}`;
  await db.transaction().execute(async (trx) => {
    await lockListings(trx);
    await confirmPracticeListings(trx, { practiceId: input.practiceId, today, at, actor });
    await audit(trx, {
      actor,
      action: "listing-confirmed",
      target: `practice:${input.practiceId}`,
      details: { today },
    });
    await scheduleConfirmation(trx, input.practiceId, input.now);
  });
  return today;
}

/** Confirms through an e-mailed link (a POST from its page); what the link answers afterwards. */
export async function confirmByLink(db: Db, auditKey: string, token: string, now: Date): Promise<ConfirmLinkState> {
  const target = await linkTarget(db, auditKey, token);
  if (!target) return { kind: "missing" };
  if (target.current.due > target.due)
    return { kind: "confirmed", practiceName: target.practiceName, checkedOn: target.current.checkedOn };
  const today = await confirmDetails(db, { practiceId: target.practiceId, userId: target.userId, now });
  return { kind: "confirmed", practiceName: target.practiceName, checkedOn: today };
}

// ---- The ask

/** What the listing says, in lines, for the e-mail: public facts only. */
async function summaryOf(db: Db, practiceId: string): Promise<{ practiceName: string; lines: string[] } | null> {
  const state = await practiceState(db, practiceId);
  if (!state) return null;
  const p = state.practice;
  const lines = [
    `Name: ${p.name}`,
    `Address: ${p.address}`,
    `Phone: ${p.phone}`,
    `E-mail: ${p.email}`,
    `Website: ${p.website}`,
    `Booking requests go to: ${p.bookingEmail}`,
    ...WEEKDAYS.map((d) => `${weekdayLabel(d)}: ${dayText(p.openingHours[d]) || "closed"}`),
    `Languages: ${p.languages.join(", ") || "none listed"}`,
    `New patients: ${newPatientsText(p.newPatients)}`,
    ...state.listings
      .filter((l) => l.listing.status === "published")
      .map((l) =>
        l.kind === "emergency-clinic"
          ? "Emergency clinic"
          : `${l.listing.name} (registration ${l.listing.registrationNumber})`,
      ),
  ];
  return { practiceName: p.name, lines };
}

async function editorsOf(db: Db, practiceId: string) {
  const rows = await db
    .selectFrom("practice_memberships as m")
    .innerJoin("practice_users as u", "u.id", "m.user_id")
    .select(["u.id", "u.email", "m.role"])
    .where("m.practice_id", "=", practiceId)
    .orderBy("u.id")
    .execute();
  return rows.filter((r) => can(r.role as PracticeRole, "edit-listing"));
}

interface ConfirmationDeps {
  db: Db;
  auditKey: string;
  sealKey: Buffer;
  now: () => Date;
  enqueued: () => void;
}

/** The ask's handler: e-mails the owners and managers, unless the details were confirmed since. */
function askHandler(deps: ConfirmationDeps) {
  return async ({ practiceId, due }: AskPayload) => {
    const now = deps.now();
    const current = await confirmationOf(deps.db, practiceId);
    if (!current) return "nothing published";
    if (current.due !== due) {
      await enqueue(deps.db, askJob(practiceId, current.due), now);
      return `confirmed since: next ask ${current.due}`;
    }
    const summary = await summaryOf(deps.db, practiceId);
    const editors = await editorsOf(deps.db, practiceId);
    if (!summary || editors.length === 0) return "nobody to ask";
    await enqueue(
      deps.db,
      editors.map((editor) =>
        emailJob(
          {
            template: "practice-confirm-details",
            to: editor.email,
            practiceName: summary.practiceName,
            checkedOn: current.checkedOn,
            summary: summary.lines,
            linkToken: confirmToken(deps.auditKey, editor.id, practiceId, due),
          },
          { uniqueKey: `${CONFIRM_DETAILS}:${practiceId}:${due}:${editor.id}`, sealKey: deps.sealKey },
        ),
      ),
      now,
    );
    deps.enqueued();
    return `asked ${editors.length}`;
  };
}

/** The handlers, and today's sweep added at start (once across instances, by its key). */
export function scheduleConfirmations(app: FastifyInstance, deps: ConfirmationDeps) {
  app.outbox.handle(CONFIRM_DETAILS_JOB, askHandler(deps));
  app.outbox.handle(CONFIRM_SWEEP_JOB, async ({ date }) => {
    const now = deps.now();
    const count = await sweepConfirmations(deps.db, now);
    const tomorrow = new Date(nzInstant(date, "12:00")!.getTime() + 24 * 60 * 60 * 1000);
    await enqueue(deps.db, sweepJob(nzToday(tomorrow)), now);
    deps.enqueued();
    return `practices with an ask: ${count}`;
  });
  app.addHook("onReady", async () => {
    try {
      const now = deps.now();
      await enqueue(deps.db, { ...sweepJob(nzToday(now)), runAt: now }, now);
    } catch (error) {
      app.log.error(
        { error: error instanceof Error ? error.message : String(error) },
        "could not schedule the practices' confirmation sweep",
      );
    }
  });
}
