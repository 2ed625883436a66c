import type { Kysely } from "kysely";

import type { ListingKind } from "../../rules/listings/types";
import { PRACTICE_CONFIRM_SOURCE } from "../../rules/practice-listing";
import type { Database } from "../platform/db/schema";
import { listingTarget, recordHistory } from "./history";
import { bumpListingsVersion } from "./listings-version";
import { LISTING_TABLES } from "./rows";

/*
 * What the practice account changes in a practice's listings, through the listings' own writes
 * (the listings own their tables): its details confirmed by the practice, its practitioners
 * published when an operator publishes a new practice. Each in the caller's transaction, which
 * holds the listings lock (lockListings) and bumps nothing else.
 */

/**
 * Every listing of the practice checked today by the practice itself (PRACTICE_CONFIRM_SOURCE),
 * each change in its history as `actor`'s, and the listings version bumped.
 */
export async function confirmPracticeListings(
  trx: Kysely<Database>,
  input: { practiceId: string; today: string; at: string; actor: string },
): Promise<void> {
  const { practiceId, today, at, actor } = input;
  const changes = [];
  for (const [kind, table] of Object.entries(LISTING_TABLES) as [ListingKind, "dentists"][]) {
    const rows = await trx
      .selectFrom(table)
      .select(["id", "checked_on", "source"])
      .where("practice_id", "=", practiceId)
      .execute();
    for (const row of rows) {
      const target = listingTarget(kind, row.id);
      if (row.checked_on !== today) changes.push({ target, field: "checkedOn", before: row.checked_on, after: today });
      if (row.source !== PRACTICE_CONFIRM_SOURCE)
        changes.push({ target, field: "source", before: row.source, after: PRACTICE_CONFIRM_SOURCE });
    }
    if (rows.length)
      await trx
        .updateTable(table)
        .set((eb) => ({
          checked_on: today,
          source: PRACTICE_CONFIRM_SOURCE,
          updated_at: at,
          version: eb("version", "+", 1),
        }))
        .where("practice_id", "=", practiceId)
        .execute();
  }
  await bumpListingsVersion(trx);
  await recordHistory(trx, { practiceId, actor, at, changes });
}

/** The practice's dentists and surgeons published, checked today, and the listings version bumped. */
export async function publishPractitioners(
  trx: Kysely<Database>,
  input: { practiceId: string; today: string; at: string },
): Promise<void> {
  for (const table of ["dentists", "surgeons"] as const) {
    await trx
      .updateTable(table as "dentists")
      .set((eb) => ({
        status: "published",
        checked_on: input.today,
        updated_at: input.at,
        version: eb("version", "+", 1),
      }))
      .where("practice_id", "=", input.practiceId)
      .execute();
  }
  await bumpListingsVersion(trx);
}
