import { type Kysely, PostgresAdapter, sql } from "kysely";

import type { Database } from "../db/schema";
import { samplePlans } from "../practice-accounts/plan";
import { addMembership, ensureUser } from "../practice-accounts/repository";
import { bumpListingsVersion, inArrivalOrder, upsertRows } from "./repository";
import { clinicToRow, dentistToRow, practiceToRow, surgeonToRow } from "./rows";
import { nzToday } from "../../rules/nz-time";
import { SAMPLE_LISTINGS, samplePracticeAsOf } from "./sample";

/** Any number that only this lock uses: pg_advisory_xact_lock takes a bigint key. */
const SEED_LOCK_KEY = 2126_0001;

/**
 * Loads the sample listings into a database with no practices, in one transaction (with an owner
 * for each sample practice's account at its listed e-mail address), so
 * `npm install && npm start` shows the directory with nothing to set up. Returns whether it did.
 *
 * Safe when several instances start together on one PostgreSQL: each takes the same
 * transaction-level advisory lock before looking, so the first loads the sample and the others,
 * let in after its commit, find practices and load nothing. On SQLite the transaction holds the
 * write lock from its start (BEGIN IMMEDIATE), which does the same.
 */
export async function seedSampleListings(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  const seeded = await db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const any = await trx.selectFrom("practices").select("id").limit(1).executeTakeFirst();
    if (any) return false;
    const stamp = now.toISOString();
    const { practices, dentists, surgeons, emergencyClinics } = SAMPLE_LISTINGS;
    const inOrder = inArrivalOrder(now, practices.length + dentists.length);
    const asOf = (p: (typeof practices)[number]) => practiceToRow(samplePracticeAsOf(p, nzToday(now)));
    await upsertRows(trx, "practices", practices.map(asOf), stamp, inOrder);
    await upsertRows(trx, "dentists", dentists.map(dentistToRow), stamp, inOrder);
    await upsertRows(trx, "surgeons", surgeons.map(surgeonToRow), stamp, inOrder);
    await upsertRows(trx, "emergency_clinics", emergencyClinics.map(clinicToRow), stamp, inOrder);
    await bumpListingsVersion(trx);
    // Each sample practice's account has an owner at its listed address, so practice sign-in can be
    // tried at once (issue 36): made as an owner's invitation would make them, without the e-mail.
    for (const practice of practices) {
      const userId = await ensureUser(trx, practice.email, now);
      await addMembership(trx, { userId, practiceId: practice.id, role: "owner", addedBy: "seed", now });
    }
    return true;
  });
  // Their plans: each account opened with its owner, so each has a plan (issue 36 item 7).
  if (seeded)
    await samplePlans(
      db,
      SAMPLE_LISTINGS.practices.map((p) => p.id),
      now,
    );
  return seeded;
}
