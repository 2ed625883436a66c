import { bookingsErased, personDataAsked, personDeleted, timeFreed } from "../booking";
import { freedTimeOf, freeTime } from "./freed-times";
import { eraseWaitlistByEmail, eraseWaitlistOf } from "./list";

/**
 * What the waitlist does when a booking's life moves (issue 37 item 5): a freed time is offered to
 * those waiting, an erased booking's place on the list goes, and a person's entries from practices'
 * profiles are in their data and go with it.
 */
export function subscribeWaitlist(): void {
  timeFreed.subscribe("waitlist", (trx, { request, sealKey, now }) =>
    freeTime(trx, freedTimeOf(request), { sealKey, now }),
  );
  bookingsErased.subscribe("waitlist", (trx, { submissionIds }) => eraseWaitlistOf(trx, submissionIds));
  personDataAsked.subscribe("waitlist", async (db, { email }) => {
    const entries = await db
      .selectFrom("waitlist_entries")
      .select(["scope", "practice_id", "city_slug", "until_date", "created_at", "confirmed_at", "fields"])
      .where("email", "=", email)
      .orderBy("created_at")
      .execute();
    return { waitlist: entries.map((entry) => ({ ...entry, fields: JSON.parse(entry.fields ?? "{}") as unknown })) };
  });
  personDeleted.subscribe("waitlist", async (trx, { email }) => ({
    waitlistEntries: await eraseWaitlistByEmail(trx, email),
  }));
}
