import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../../tests/server/databases";
import { migrateTo } from "../../../tests/server/migrate-to";
import { openedEmail } from "../../../tests/server/email-jobs";
import { buildApp } from "../../app";
import { testConfig } from "../config";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";
import { newStatusToken } from "../private-links/status-token";
import type { PracticeRequestsTable } from "../../booking/practice-request-tables";
import type { SubmissionsTable } from "../../booking/submission-tables";
import { NOT_SENT_NO_SMTP } from "./jobs";
import type { JobStatus, JobsTable } from "./tables";

// A database upgraded from before link tokens were sealed in job payloads (issue 33 item 4): its
// e-mail jobs hold tokens in clear, and erasures left practice requests and decline reasons behind.

/** Back to the last migration before link tokens were sealed (later ones are undone too). */
const migrateToBeforeSealing = (db: Kysely<Database>, postgres: boolean) =>
  migrateTo(db, postgres, "2026-11-25T0500-practice-requests");

const at = "2026-11-20T01:00:00.000Z";

function job(id: string, payload: object, status: JobStatus, result: string | null): JobsTable {
  return {
    id,
    kind: "email",
    payload: JSON.stringify(payload),
    unique_key: null,
    submission_id: null,
    status,
    run_at: at,
    attempts: status === "pending" ? 0 : 1,
    max_attempts: 8,
    lease_until: null,
    locked_by: null,
    last_error: null,
    result,
    created_at: at,
    updated_at: at,
  };
}

function submission(id: string, email: string): SubmissionsTable {
  return {
    id,
    reference: `BK-${id}`,
    form: "booking",
    status: "closed",
    spam: 0,
    received_at: at,
    updated_at: at,
    email,
    name: "",
    city: null,
    urgency: null,
    fields: "{}",
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    page_url: null,
    idempotency_key: null,
    body_hash: null,
    status_token_hash: null,
    status_token_sealed: null,
  };
}

/** A row as the code of that time wrote it (before the dentist's name was kept). */
function practiceRequest(
  id: string,
  submissionId: string,
  declineReason: string | null,
): Omit<PracticeRequestsTable, "dentist_name"> {
  const { hash } = newStatusToken();
  return {
    id,
    submission_id: submissionId,
    listing_ref: "dentist/x",
    practice_id: "p",
    practice_name: "Practice",
    practice_phone: "+6441234567",
    practice_address: "1 Street, Wellington",
    practice_email: "book@practice.example",
    token_hash: hash,
    token_sealed: "v1.x",
    status: declineReason ? "declined" : "waiting",
    emergency: 0,
    sent_at: at,
    expires_at: at,
    first_answer_at: null,
    appointment_start: null,
    appointment_minutes: null,
    offered_times: null,
    decline_reason: declineReason,
    reminded_at: null,
    escalated_at: null,
    cancelled_at: null,
    updated_at: at,
  };
}

describe.each(TEST_DATABASES)("a database upgraded from before link tokens were sealed, on $name", (kind) => {
  it("keeps no link token in clear: dropped from sent e-mails, sealed in those that may still run, which still carry a working link", async () => {
    const database = await kind.open();
    const db = database.db;
    try {
      await migrateToBeforeSealing(db, kind.name === "postgres");
      const tokens = Array.from({ length: 4 }, () => newStatusToken().token);
      const base = { to: "aroha@example.test", firstName: "Aroha", reference: "BK-OLD" };
      await db
        .insertInto("jobs")
        .values([
          job("sent", { template: "booking-received", ...base, statusToken: tokens[0] }, "done", "sent"),
          job(
            "sent-practice",
            { template: "practice-request", ...base, practiceName: "P", linkToken: tokens[1], expiresAt: at },
            "done",
            "sent",
          ),
          job("kept", { template: "patient-rematching", ...base, statusToken: tokens[2] }, "done", NOT_SENT_NO_SMTP),
          job(
            "waiting",
            { template: "practice-reminder", ...base, practiceName: "P", linkToken: tokens[3], expiresAt: at },
            "pending",
            null,
          ),
        ])
        .execute();
      await db
        .insertInto("submissions")
        .values([submission("erased", ""), submission("kept", "someone@example.test")])
        .execute();
      await db
        .insertInto("practice_requests")
        .values([
          practiceRequest("orphan", "deleted-long-ago", null),
          practiceRequest("of-erased", "erased", "Sorry Aroha, call 021 555 0101"),
          practiceRequest("of-kept", "kept", "Fully booked"),
        ])
        .execute();

      await migrateToLatest(db as never);
      const sent = await db.selectFrom("jobs").select(["id", "payload"]).where("id", "like", "sent%").execute();
      expect(sent.map((j) => JSON.parse(j.payload) as object)).toEqual([
        expect.objectContaining({ statusToken: null }),
        expect.objectContaining({ linkToken: null }),
      ]);
      expect(await db.selectFrom("practice_requests").select(["id", "decline_reason"]).orderBy("id").execute()).toEqual(
        [
          { id: "of-erased", decline_reason: null },
          { id: "of-kept", decline_reason: "Fully booked" },
        ],
      );

      // The server starts: what may still run is sealed before its worker claims anything.
      const config = testConfig({ OUTBOX_POLL_MS: 60_000 });
      const app = await buildApp(config, { database, failureDelayMs: 0 });
      await app.ready();
      const all = await db.selectFrom("jobs").select(["id", "payload"]).where("kind", "=", "email").execute();
      const stored = all.map((j) => j.payload).join("\n");
      expect(tokens.filter((token) => stored.includes(token))).toEqual([]);
      const opened = (id: string) => openedEmail(all.find((j) => j.id === id)!.payload, config);
      expect(opened("kept")).toMatchObject({ statusToken: tokens[2] });
      expect(opened("waiting")).toMatchObject({ linkToken: tokens[3] });
      await app.close();
    } finally {
      await database.cleanup();
    }
  });
});
