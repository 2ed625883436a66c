import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";

import {
  REGISTRATION_CHECK_METHODS,
  type RegistrationCheckMethod,
  type RegistrationCheckView,
} from "../../rules/api/practice-onboarding";
import type { Database } from "../platform/db/schema";

/*
 * Dental Council registration checks (issue 36 item 3): an operator records, per practitioner and
 * registration number, who checked, when (the server's time) and how. A check counts for the
 * number it was made of: a practitioner whose number changes needs a new one. Used when a new
 * practice is published (server/accounts/onboarding.ts) and when an operator approves a
 * new practitioner of a published practice.
 */

type PractitionerKind = "dentist" | "surgeon";

interface RegistrationCheckInput {
  kind: PractitionerKind;
  listingId: string;
  practiceId: string;
  registrationNumber: string;
  method: RegistrationCheckMethod;
  note: string;
  /** The signed-in operator's e-mail. */
  checkedBy: string;
  /** The server's time. */
  at: Date;
}

/** Records one check in the caller's transaction; its id. */
export async function recordRegistrationCheck(trx: Kysely<Database>, input: RegistrationCheckInput): Promise<string> {
  const id = uuidv7();
  await trx
    .insertInto("registration_checks")
    .values({
      id,
      listing_kind: input.kind,
      listing_id: input.listingId,
      practice_id: input.practiceId,
      registration_number: input.registrationNumber.trim(),
      method: input.method,
      note: input.note.trim(),
      checked_by: input.checkedBy,
      checked_at: input.at.toISOString(),
    })
    .execute();
  return id;
}

const isMethod = (value: string): value is RegistrationCheckMethod => value in REGISTRATION_CHECK_METHODS;

/**
 * The latest check of each practitioner's number as it is now (`registrationNumber`): keyed
 * "kind/id"; a practitioner whose current number was never checked is absent.
 */
export async function currentRegistrationChecks(
  db: Kysely<Database>,
  practitioners: readonly { kind: PractitionerKind; id: string; registrationNumber: string }[],
): Promise<Map<string, RegistrationCheckView>> {
  const found = new Map<string, RegistrationCheckView>();
  for (const kind of ["dentist", "surgeon"] as const) {
    const ofKind = practitioners.filter((p) => p.kind === kind);
    if (ofKind.length === 0) continue;
    const rows = await db
      .selectFrom("registration_checks")
      .selectAll()
      .where("listing_kind", "=", kind)
      .where(
        "listing_id",
        "in",
        ofKind.map((p) => p.id),
      )
      .orderBy("checked_at")
      .orderBy("id")
      .execute();
    for (const p of ofKind) {
      const latest = rows
        .filter((r) => r.listing_id === p.id && r.registration_number === p.registrationNumber.trim())
        .at(-1);
      if (!latest) continue;
      const method = isMethod(latest.method) ? latest.method : "other";
      found.set(`${kind}/${p.id}`, {
        registrationNumber: latest.registration_number,
        method,
        methodLabel: REGISTRATION_CHECK_METHODS[method],
        note: latest.note,
        checkedBy: latest.checked_by,
        checkedAt: latest.checked_at,
      });
    }
  }
  return found;
}
