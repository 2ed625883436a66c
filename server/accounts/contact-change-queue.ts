import type { Kysely } from "kysely";

import type {
  ContactChangeList,
  OperatorContactChangeList,
  OperatorContactChangeView,
} from "../../rules/api/contact-changes";
import type { Database } from "../platform/db/schema";
import { BOOKING_ADDRESS } from "./contact-change-links";
import { CONTACT_FIELDS, type ContactChangeRow } from "./contact-changes";
import { practiceListing } from "./onboarding";

/*
 * The operators' queue of changes of where health details go, across every practice (D728): the
 * held ones an operator may approve, soonest to expire first, and the latest others with what became
 * of them. Without it an operator could approve only a practice they already knew had one waiting.
 */

type Db = Kysely<Database>;

/** How many of each list the screen shows: held changes are one per practice at most. */
const HELD_SHOWN = 200;
const RECENT_SHOWN = 50;

const waiting = (db: Db, at: string) =>
  db.selectFrom("practice_contact_changes").where("status", "=", "held").where("expires_at", ">", at);

/** Who decided, in words: a practice user's e-mail, "operator <e-mail>", or "the old booking address". */
async function deciders(db: Db, rows: ContactChangeRow[]): Promise<Map<string, string>> {
  const userIds = [
    ...new Set(
      rows.flatMap((r) =>
        r.decided_by?.startsWith("practice-user:") ? [r.decided_by.slice("practice-user:".length)] : [],
      ),
    ),
  ];
  const users = userIds.length
    ? await db.selectFrom("practice_users").select(["id", "email"]).where("id", "in", userIds).execute()
    : [];
  const emails = new Map(users.map((u) => [`practice-user:${u.id}`, u.email]));
  return new Map(
    rows.flatMap((r) => {
      const by = r.decided_by;
      if (!by) return [];
      if (by === BOOKING_ADDRESS) return [[by, "the old booking address"]];
      if (by.startsWith("operator:")) return [[by, `operator ${by.slice("operator:".length)}`]];
      // A practice user erased since is named by what they were.
      return [[by, emails.get(by) ?? "a practice user"]];
    }),
  );
}

/** Each practice's name and its first practitioner's listing, for the link to the listing screen. */
async function practicesOf(db: Db, rows: ContactChangeRow[]) {
  const found = new Map<string, { name: string; listing: OperatorContactChangeView["listing"] }>();
  for (const id of new Set(rows.map((r) => r.practice_id))) {
    const stored = await practiceListing(db, id);
    const first = stored?.practitioners[0];
    found.set(id, {
      name: stored?.practice.name ?? id,
      listing: first ? { kind: first.kind, id: first.record.id } : null,
    });
  }
  return found;
}

function fieldsOf(row: ContactChangeRow): OperatorContactChangeView["fields"] {
  const before = JSON.parse(row.before_values) as Record<string, string | undefined>;
  const after = JSON.parse(row.after_values) as Record<string, string | undefined>;
  return CONTACT_FIELDS.filter((field) => field in after).map((field) => ({
    field,
    before: before[field] ?? "",
    after: after[field] ?? "",
  }));
}

/** The list the operators' screen asks for, at `now`, with how many wait. */
export async function operatorContactChanges(
  db: Db,
  list: ContactChangeList,
  now: Date,
): Promise<OperatorContactChangeList> {
  const at = now.toISOString();
  const rows =
    list === "held"
      ? await waiting(db, at).selectAll().orderBy("expires_at").orderBy("id").limit(HELD_SHOWN).execute()
      : await db
          .selectFrom("practice_contact_changes")
          .selectAll()
          .where((eb) => eb.or([eb("status", "!=", "held"), eb("expires_at", "<=", at)]))
          .orderBy("requested_at", "desc")
          .orderBy("id", "desc")
          .limit(RECENT_SHOWN)
          .execute();
  const counted = await waiting(db, at)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .executeTakeFirstOrThrow();
  const practices = await practicesOf(db, rows);
  const decided = await deciders(db, rows);
  return {
    heldCount: Number(counted.count),
    items: rows.map((row) => {
      const practice = practices.get(row.practice_id)!;
      return {
        id: row.id,
        practiceId: row.practice_id,
        practiceName: practice.name,
        listing: practice.listing,
        status: row.status === "held" && row.expires_at <= at ? "expired" : row.status,
        fields: fieldsOf(row),
        requestedByEmail: row.requested_by_email,
        requestedAt: row.requested_at,
        expiresAt: row.expires_at,
        decidedBy: row.decided_by ? (decided.get(row.decided_by) ?? null) : null,
        decidedAt: row.decided_at,
      };
    }),
  };
}
