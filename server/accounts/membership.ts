import type { Kysely } from "kysely";

import type { PracticeRole } from "../../rules/practice-account";
import type { Database } from "../platform/db/schema";

/*
 * One person's place in one practice, as a signed link checks it when used (confirmation,
 * settings, contact changes). Apart from repository.ts, which schedules the 90-day confirmation
 * when a member is added (confirmation.ts), so confirmation.ts can check its links without a circle.
 */

/** The user's role in the practice and the practice's name, or null when they are not in it (a signed link's check). */
export async function membershipIn(
  db: Kysely<Database>,
  userId: string,
  practiceId: string,
): Promise<{ role: PracticeRole; practiceName: string } | null> {
  const row = await db
    .selectFrom("practice_memberships as m")
    .innerJoin("practices as p", "p.id", "m.practice_id")
    .select(["p.name", "m.role"])
    .where("m.user_id", "=", userId)
    .where("m.practice_id", "=", practiceId)
    .executeTakeFirst();
  return row ? { role: row.role as PracticeRole, practiceName: row.name } : null;
}
