import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * What erasures and finished e-mails left behind before issue 33 (docs/decisions/D0504-e-mail-jobs-store-link-tokens.md):
 * - e-mail jobs that were sent kept the patient's status-link token or the practice's link
 *   token in clear for 30 days: the token is dropped (set to null) from every done job that
 *   can never run again. Jobs that may still run (waiting, running, failed, or kept unsent
 *   without SMTP, which an operator can retry) keep theirs: the server seals them when its
 *   outbox starts (server/platform/outbox/link-tokens.ts), as it has the key and a migration does not;
 * - practice requests of deleted or purged submissions were left behind: deleted;
 * - a withdrawn (erased) request kept its practices' decline reasons, which may quote the
 *   patient: cleared. An erased request is the only one with an empty e-mail address.
 * Nothing to undo: a dropped token or reason cannot be given back.
 */

/** A done e-mail job's result when it was kept, not sent (server/platform/outbox/jobs.ts NOT_SENT_NO_SMTP). */
const KEPT_NOT_SENT = "not sent (no SMTP)";
const TOKEN_FIELDS = ["statusToken", "linkToken"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const jobs: { id: string; payload: string }[] = await db
    .selectFrom("jobs")
    .select(["id", "payload"])
    .where("kind", "=", "email")
    .where("status", "=", "done")
    .where((eb) => eb.or([eb("result", "is", null), eb("result", "<>", KEPT_NOT_SENT)]))
    .where((eb) =>
      eb.or(
        TOKEN_FIELDS.map((field) =>
          eb.and([eb("payload", "like", `%"${field}":"%`), eb("payload", "not like", `%"${field}":"v1.%`)]),
        ),
      ),
    )
    .execute();
  for (const job of jobs) {
    const payload = JSON.parse(job.payload) as Record<string, unknown>;
    for (const field of TOKEN_FIELDS) if (typeof payload[field] === "string") payload[field] = null;
    await db
      .updateTable("jobs")
      .set({ payload: JSON.stringify(payload) })
      .where("id", "=", job.id)
      .execute();
  }
  await db
    .deleteFrom("practice_requests")
    .where("submission_id", "not in", db.selectFrom("submissions").select("id"))
    .execute();
  await db
    .updateTable("practice_requests")
    .set({ decline_reason: null })
    .where("decline_reason", "is not", null)
    .where("submission_id", "in", db.selectFrom("submissions").select("id").where("email", "=", ""))
    .execute();
}

export async function down(): Promise<void> {}
