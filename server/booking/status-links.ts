import type { Kysely } from "kysely";

import { historyOf, retriedWhenChanged } from "./booking-history";
import { patientWithdraws } from "./patient-steps";
import { timeFreed } from "./events";
import type { Database } from "../platform/db/schema";
import { lockSubmission } from "../platform/db/transactions";
import { storedStatusTokenHashes } from "../platform/private-links/status-token";

/*
 * What a patient's status link opens: their request with its status changes, and its withdrawal.
 * Apart from the inbox's SQL, as the patient is the one asking, by a token, not an operator.
 */

async function findByToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("submissions")
    .select(["id", "reference", "status", "received_at", "city", "fields"])
    .where("status_token_hash", "in", storedStatusTokenHashes(token))
    .executeTakeFirst();
}

/**
 * The request a status-link token opens, with its status changes in order (only what changed and
 * when: never who, never notes), or undefined when no request has this token.
 */
export async function findStatusByToken(db: Kysely<Database>, token: string) {
  const row = await findByToken(db, token);
  if (!row) return undefined;
  const events = await historyOf(db, [row.id])
    .select(["at", "action", "to_status"])
    .where("to_status", "is not", null)
    .execute();
  return { row, events };
}

/**
 * The patient withdraws their request: it is closed, its personal details are erased and the
 * history records it (actor "patient"), in one transaction. Repeating it changes nothing.
 * Returns the reference, whether this call did it, or undefined for an unknown token.
 */
export async function withdrawRequest(
  db: Kysely<Database>,
  token: string,
  options: { sealKey: Buffer; now?: Date },
): Promise<{ reference: string; from: string; withdrawn: boolean } | undefined> {
  const now = options.now ?? new Date();
  // An operator (or a second click) moved it at the same moment: look again.
  return retriedWhenChanged(() =>
    db.transaction().execute(async (trx) => {
      const row = await findByToken(trx, token);
      if (!row) return undefined;
      // Before its practice requests (LOCK ORDER, server/platform/db/transactions.ts); a status changed
      // meanwhile fails the withdrawal's guarded move, and it looks again.
      await lockSubmission(trx, row.id);
      const withdrawn = await patientWithdraws(trx, row, now);
      // A cancelled appointment's time is free again: the waitlist hears of it, as on a cancellation.
      for (const cancelled of withdrawn?.cancelled ?? []) {
        await timeFreed.publish(trx, { request: cancelled, sealKey: options.sealKey, now });
      }
      return { reference: row.reference, from: row.status, withdrawn: withdrawn !== null };
    }),
  );
}
