import type { Kysely } from "kysely";

import type { Database } from "../db/schema";
import { erasePersonalDetails } from "../inbox/submissions";
import { storedStatusTokenHashes } from "../submissions/status-token";
import { CITY_OPTIONS } from "../../forms/options";
import { type PublicStatus, publicStatusOf, type RequestStatusView } from "../../rules/request-status";

class ChangedMeanwhile extends Error {}

/** The history entry a patient's withdrawal leaves. */
export const WITHDRAWN_ACTION = "withdrawn";

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

async function findByToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("submissions")
    .select(["id", "reference", "status", "received_at", "city", "fields"])
    .where("status_token_hash", "in", storedStatusTokenHashes(token))
    .executeTakeFirst();
}

/** A status page's view of one request, or undefined when no request has this token. */
export async function requestStatus(db: Kysely<Database>, token: string): Promise<RequestStatusView | undefined> {
  const row = await findByToken(db, token);
  if (!row) return undefined;
  // Only what changed the status, and only when: never who, never notes.
  const events = await db
    .selectFrom("submission_events")
    .select(["at", "action", "to_status"])
    .where("submission_id", "=", row.id)
    .where("to_status", "is not", null)
    .orderBy("at")
    .orderBy("id")
    .execute();
  const timeline: { status: PublicStatus; at: string }[] = [];
  for (const event of events) {
    const status = event.action === WITHDRAWN_ACTION ? "withdrawn" : publicStatusOf(event.to_status ?? "");
    if (timeline.at(-1)?.status !== status) timeline.push({ status, at: event.at });
  }
  const withdrawn = events.some((e) => e.action === WITHDRAWN_ACTION);
  const fields = JSON.parse(row.fields) as Record<string, unknown>;
  return {
    reference: row.reference,
    receivedAt: row.received_at,
    service: text(fields.service),
    city: CITY_OPTIONS.find((c) => c.value === row.city)?.label ?? null,
    preferredDate: text(fields.preferredDate),
    preferredTime: text(fields.preferredTime),
    status: withdrawn ? "withdrawn" : publicStatusOf(row.status),
    timeline,
  };
}

/**
 * The patient withdraws their request: it is closed, its personal details are erased and the
 * history records it (actor "patient"), in one transaction. Repeating it changes nothing.
 * Returns the reference, whether this call did it, or undefined for an unknown token.
 */
export async function withdrawRequest(
  db: Kysely<Database>,
  token: string,
): Promise<{ reference: string; from: string; withdrawn: boolean } | undefined> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await withdrawOnce(db, token);
    } catch (error) {
      // An operator (or a second click) moved it at the same moment: look again.
      if (!(error instanceof ChangedMeanwhile) || attempt >= 2) throw error;
    }
  }
}

async function withdrawOnce(db: Kysely<Database>, token: string) {
  return db.transaction().execute(async (trx) => {
    const row = await findByToken(trx, token);
    if (!row) return undefined;
    const earlier = await trx
      .selectFrom("submission_events")
      .select("id")
      .where("submission_id", "=", row.id)
      .where("action", "=", WITHDRAWN_ACTION)
      .executeTakeFirst();
    if (earlier) return { reference: row.reference, from: row.status, withdrawn: false };
    const at = new Date().toISOString();
    const moved = await trx
      .updateTable("submissions")
      .set({ status: "closed", updated_at: at })
      .where("id", "=", row.id)
      .where("status", "=", row.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ChangedMeanwhile();
    await erasePersonalDetails(trx, row.id, at);
    await trx
      .insertInto("submission_events")
      .values({
        submission_id: row.id,
        at,
        actor: "patient",
        action: WITHDRAWN_ACTION,
        from_status: row.status,
        to_status: "closed",
        note: null,
      })
      .execute();
    return { reference: row.reference, from: row.status, withdrawn: true };
  });
}
