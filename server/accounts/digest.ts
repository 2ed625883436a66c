import type { Kysely } from "kysely";
import { z } from "zod";

import type { Closure } from "../../rules/listings/types";
import type { WorkingHours } from "../../rules/booking-loop";
import { type DigestMode, isDigestMode, nextSummaryTime, waitsForSummary } from "../../rules/practice-settings";
import type { HeldRequest, SentRequest } from "../booking";
import { openStatusToken } from "../platform/private-links/status-link-seal";
import type { Database } from "../platform/db/schema";
import { isPostgres } from "../platform/db/transactions";
import { bringPendingJobsForward } from "../platform/outbox/job-keys";
import type { JobKind } from "../platform/outbox/job-kinds";
import { emailJob, enqueue, type NewJob } from "../platform/outbox/jobs";

/*
 * The practice's summary of new requests (issue 36 item 5's digest setting). A practice that chose
 * "summary" is not e-mailed each routine request at once: in the transaction that sends the
 * request (the booking's batch, or an operator's sending), `holdForSummaries` (subscribed to the
 * booking's requestsSent) records it in practice_digest_items for the next summary time, adds that
 * summary's job (one per practice and time, by its unique key) and answers the summary time, from
 * which the booking starts the reminder and the escalation instead of from now, and holds the
 * request's own e-mail: the practice is not chased about a request it has not been told of. Urgent and emergency requests go at once as before.
 *
 * Once, never twice, never lost, with several instances: the summary's job is claimed by one worker
 * and, in one transaction, locks the practice's settings row (PostgreSQL; SQLite runs one writer at
 * a time), records the summary time in `digest_sent_through`, marks the requests it lists as told
 * and enqueues the one e-mail (its own unique key besides). A sending holds the same row (FOR
 * SHARE) while it reads it, so it either committed before the summary read the waiting requests (it
 * is in this summary) or reads `digest_sent_through` after it and waits for the next one.
 */

export const PRACTICE_DIGEST = "practice-digest";

interface DigestPayload {
  practiceId: string;
  /** The summary time (ISO): the requests due by then. */
  at: string;
}
export const PRACTICE_DIGEST_JOB: JobKind<DigestPayload> = {
  kind: PRACTICE_DIGEST,
  payload: z.object({ practiceId: z.string().min(1), at: z.iso.datetime() }),
};

function digestJob(practiceId: string, at: Date): NewJob {
  const payload: DigestPayload = { practiceId, at: at.toISOString() };
  return { kind: PRACTICE_DIGEST, payload, runAt: at, uniqueKey: `${PRACTICE_DIGEST}:${practiceId}:${payload.at}` };
}

/**
 * Of these requests being sent, those of practices that chose a summary: recorded for their next
 * summary time, with that summary's job (one per practice and time, by its unique key); the
 * booking then holds their e-mails and counts their timers from that time (booking/practice-notices.ts).
 * Runs in the sending's transaction, after or before its rows are written.
 */
export async function holdForSummaries(
  trx: Kysely<Database>,
  { sent, hours }: { sent: readonly SentRequest[]; hours: WorkingHours },
): Promise<HeldRequest[]> {
  const candidates = sent.filter((s) => s.row.emergency === 0 && waitsForSummary("summary", s.urgency));
  if (candidates.length === 0) return [];
  const practiceIds = [...new Set(candidates.map((s) => s.row.practice_id))];
  let query = trx
    .selectFrom("practice_settings")
    // The practice's city, for its region's holidays in the timers (server/platform/nz-holidays.ts).
    .leftJoin("practices", "practices.id", "practice_settings.practice_id")
    .select([
      "practice_settings.practice_id",
      "digest",
      "digest_sent_through",
      "practices.city_slug",
      "practices.closures",
    ])
    .where("practice_settings.practice_id", "in", practiceIds)
    .where("digest", "=", "summary");
  if (isPostgres(trx)) query = query.forShare("practice_settings");
  const summaries = new Map((await query.execute()).map((row) => [row.practice_id, row]));
  if (summaries.size === 0) return [];
  const held: HeldRequest[] = [];
  const items = [];
  const summaryJobs: NewJob[] = [];
  for (const { row } of candidates) {
    const setting = summaries.get(row.practice_id);
    if (!setting) continue;
    const sentAt = new Date(row.sent_at);
    const through = setting.digest_sent_through ? new Date(setting.digest_sent_through) : null;
    const at = nextSummaryTime(through && through > sentAt ? through : sentAt, hours);
    held.push({
      practiceRequestId: row.id,
      until: at,
      citySlug: setting.city_slug ?? "",
      closures: JSON.parse(setting.closures ?? "[]") as Closure[],
    });
    summaryJobs.push(digestJob(row.practice_id, at));
    items.push({ practice_request_id: row.id, practice_id: row.practice_id, due_at: at.toISOString(), told_at: null });
  }
  if (items.length > 0) {
    await trx.insertInto("practice_digest_items").values(items).execute();
    await enqueue(trx, summaryJobs);
  }
  return held;
}

interface DigestDeps {
  db: Kysely<Database>;
  sealKey: Buffer;
  now: () => Date;
}

/**
 * The summary's job: every request of the practice due by its time and not yet told, in one
 * e-mail per booking address (each with its own link), the still-waiting ones only. Run again
 * (its worker died after the commit), it finds nothing left to tell.
 */
export function digestHandler(deps: DigestDeps) {
  return async ({ practiceId, at }: DigestPayload): Promise<string> => {
    return deps.db.transaction().execute(async (trx) => {
      const now = deps.now();
      let lock = trx
        .selectFrom("practice_settings")
        .select("digest_sent_through")
        .where("practice_id", "=", practiceId);
      if (isPostgres(trx)) lock = lock.forUpdate();
      const setting = await lock.executeTakeFirst();
      if (setting && (!setting.digest_sent_through || setting.digest_sent_through < at)) {
        await trx
          .updateTable("practice_settings")
          .set({ digest_sent_through: at })
          .where("practice_id", "=", practiceId)
          .execute();
      }
      const due = await trx
        .selectFrom("practice_digest_items as d")
        .innerJoin("practice_requests as r", "r.id", "d.practice_request_id")
        .innerJoin("submissions as s", "s.id", "r.submission_id")
        .select([
          "d.practice_request_id as id",
          "r.status",
          "r.token_sealed",
          "r.expires_at",
          "r.practice_email",
          "r.practice_name",
          "r.sent_at",
          "s.reference",
        ])
        .where("d.practice_id", "=", practiceId)
        .where("d.told_at", "is", null)
        .where("d.due_at", "<=", at)
        .orderBy("r.sent_at")
        .execute();
      // Requests erased meanwhile (the booking deleted) have no row to join: told, with nothing to say.
      await trx
        .updateTable("practice_digest_items")
        .set({ told_at: now.toISOString() })
        .where("practice_id", "=", practiceId)
        .where("told_at", "is", null)
        .where("due_at", "<=", at)
        .execute();
      const waiting = due.filter((r) => r.status === "waiting" && r.expires_at > now.toISOString());
      const byAddress = new Map<string, typeof waiting>();
      for (const r of waiting) byAddress.set(r.practice_email, [...(byAddress.get(r.practice_email) ?? []), r]);
      for (const [to, requests] of byAddress) {
        await enqueue(
          trx,
          emailJob(
            {
              template: "practice-digest",
              to,
              practiceName: requests[requests.length - 1]!.practice_name,
              requests: requests.map((r) => ({
                reference: r.reference,
                sentAt: r.sent_at,
                expiresAt: r.expires_at,
                linkToken: openStatusToken(r.token_sealed, deps.sealKey) ?? "",
              })),
            },
            { uniqueKey: `${PRACTICE_DIGEST}-email:${practiceId}:${at}:${to}`, sealKey: deps.sealKey },
          ),
          now,
        );
      }
      return `summary of ${waiting.length} request${waiting.length === 1 ? "" : "s"} (${due.length - waiting.length} answered or closed meanwhile)`;
    });
  };
}

/** A practice's digest setting; "each" when it never chose. */
export async function digestModeOf(db: Kysely<Database>, practiceId: string): Promise<DigestMode> {
  const row = await db
    .selectFrom("practice_settings")
    .select("digest")
    .where("practice_id", "=", practiceId)
    .executeTakeFirst();
  return row && isDigestMode(row.digest) ? row.digest : "each";
}

/**
 * Sets the practice's digest setting in the caller's transaction. Switching back to "each" brings
 * the practice's pending summaries forward to now: nobody waits for a summary they no longer want.
 */
export async function setDigestMode(
  trx: Kysely<Database>,
  practiceId: string,
  mode: DigestMode,
  by: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto("practice_settings")
    .values({ practice_id: practiceId, digest: mode, digest_sent_through: null, updated_at: at, updated_by: by })
    .onConflict((oc) => oc.column("practice_id").doUpdateSet({ digest: mode, updated_at: at, updated_by: by }))
    .execute();
  if (mode === "each") {
    await bringPendingJobsForward(trx, { kind: PRACTICE_DIGEST, keyPrefix: `${PRACTICE_DIGEST}:${practiceId}:`, at });
  }
}
