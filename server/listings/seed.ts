import { type Kysely, PostgresAdapter, sql } from "kysely";

import { addDays } from "../../rules/listings/confirmation";
import { nzToday } from "../../rules/nz-time";
import type { Database } from "../platform/db/schema";
import { sampleListingsSeeded } from "./events";
import { bumpListingsVersion } from "./listings-version";
import { inArrivalOrder, upsertRows } from "./row-writes";
import { clinicToRow, dentistToRow, practiceToRow, surgeonToRow } from "./rows";
import { SAMPLE_LISTINGS, samplePracticeAsOf } from "./sample";

/** The day the sample's "Details checked" dates were written as of (the newest is 2026-11-17). */
const SAMPLE_WRITTEN_ON = "2026-11-27";

/**
 * A sample listing's "Details checked" date at a seed on `now` (issue 37 item 6: it is the last
 * confirmation, asked for every 90 days). The sample's dates are fictional; as written they would
 * put every listing past its confirmation a few months after any install. Each keeps its order
 * and a third of its age as written, counted back from the seed day: 3 to 58 days old, so a fresh
 * install shows every sample listing confirmed and the first asks go out about a month later.
 */
export function seededCheckedOn(checkedOn: string, now: Date): string {
  const age = Math.max(0, Math.round((Date.parse(SAMPLE_WRITTEN_ON) - Date.parse(checkedOn)) / 86_400_000));
  return addDays(nzToday(now), -Math.floor(age / 3));
}

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
    const { practices } = SAMPLE_LISTINGS;
    const dated = <T extends { checkedOn: string }>(list: readonly T[]) =>
      list.map((l) => ({ ...l, checkedOn: seededCheckedOn(l.checkedOn, now) }));
    const dentists = dated(SAMPLE_LISTINGS.dentists);
    const surgeons = dated(SAMPLE_LISTINGS.surgeons);
    const emergencyClinics = dated(SAMPLE_LISTINGS.emergencyClinics);
    const inOrder = inArrivalOrder(now, practices.length + dentists.length);
    const asOf = (p: (typeof practices)[number]) => practiceToRow(samplePracticeAsOf(p, nzToday(now)));
    await upsertRows(trx, "practices", practices.map(asOf), stamp, inOrder);
    await upsertRows(trx, "dentists", dentists.map(dentistToRow), stamp, inOrder);
    await upsertRows(trx, "surgeons", surgeons.map(surgeonToRow), stamp, inOrder);
    await upsertRows(trx, "emergency_clinics", emergencyClinics.map(clinicToRow), stamp, inOrder);
    await bumpListingsVersion(trx);
    // Each sample practice's account has an owner at its listed address, and a plan (issue 36).
    await sampleListingsSeeded.publish(trx, { practices, now });
    return true;
  });
  return seeded;
}
