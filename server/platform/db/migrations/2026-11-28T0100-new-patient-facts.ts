import type { Kysely } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * Who a practice is taking on, dated and by group (issue 37 item 1): one JSON column on the
 * practice, `new_patients` ({ adult: { taking, confirmedOn }, under18, acc, workAndIncome, urgent },
 * a group left out when not said). Each dentist's undated `accepting_new_patients` goes: it becomes
 * the practice's "new adult patients", confirmed on the listing's `checked_on` (the only date it was
 * ever looked at). Where a practice's dentists disagreed, a yes wins (what its cards showed for at
 * least one dentist), dated by the latest check among the dentists that said it. A practice with no
 * dentist listing says nothing ("{}").
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("practices")
    .addColumn("new_patients", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  const rows = (await db
    .selectFrom("dentists")
    .select(["practice_id", "accepting_new_patients", "checked_on"])
    .execute()) as { practice_id: string; accepting_new_patients: boolean | number; checked_on: string }[];
  const adult = new Map<string, { taking: boolean; confirmedOn: string }>();
  for (const row of rows) {
    const taking = row.accepting_new_patients === true || row.accepting_new_patients === 1;
    const held = adult.get(row.practice_id);
    if (!held || (taking && !held.taking) || (taking === held.taking && row.checked_on > held.confirmedOn))
      adult.set(row.practice_id, { taking, confirmedOn: row.checked_on });
  }
  for (const [practiceId, fact] of adult)
    await db
      .updateTable("practices")
      .set({ new_patients: JSON.stringify({ adult: fact }) })
      .where("id", "=", practiceId)
      .execute();
  await db.schema.alterTable("dentists").dropColumn("accepting_new_patients").execute();
}

/** Back to the dentist's flag (tests that migrate back): each dentist takes its practice's adult yes/no. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("dentists")
    .addColumn("accepting_new_patients", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  const practices = (await db.selectFrom("practices").select(["id", "new_patients"]).execute()) as {
    id: string;
    new_patients: string;
  }[];
  for (const p of practices) {
    const adult = (JSON.parse(p.new_patients) as { adult?: { taking: boolean } }).adult;
    if (adult?.taking)
      await db.updateTable("dentists").set({ accepting_new_patients: 1 }).where("practice_id", "=", p.id).execute();
  }
  await db.schema.alterTable("practices").dropColumn("new_patients").execute();
}
