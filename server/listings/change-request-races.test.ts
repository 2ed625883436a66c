import { describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { startedForTests } from "../../tests/server/started-app";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import { testConfig } from "../platform/config";
import { createChangeRequest } from "./change-requests";

// Issue 48 item 2: operators deciding practices' changes at once. Many decisions of one change give
// one decision and a 409 for the rest; many approvals of new practitioners asking for the same
// listing id give one listing and a 400 naming the id for the rest: never a 500, never a listing
// written over. Each race runs ROUNDS times with PARALLEL decisions at once.

const A = "tinakori-smile-studio-wellington";
const PARALLEL = 20;
const ROUNDS = 3;
const APPROVE = { decision: "approve", checkMethod: "register" };
const DECLINE = { decision: "decline", reason: "Not on the register." };

describe.each(TEST_DATABASES)("deciding listing changes at once on $name", (kind) => {
  const config = testConfig({ OUTBOX_POLL_MS: 3_600_000, LOGIN_RATE_LIMIT: 100_000 });
  const started = startedForTests(() => startSignedInApp(kind, config), 60_000);

  const decide = (id: string, body: object) =>
    started.app.inject({
      method: "POST",
      url: `/admin/api/listing-changes/${id}/decision`,
      headers: started.operator,
      payload: body,
    });
  const times = <T>(n: number, each: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => each(i)));
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

  /** A practice's pending request for a new dentist with the listing id `id`, as its page records it. */
  async function newDentistAsked(id: string, name: string): Promise<string> {
    const { app } = started;
    const model = await app.db
      .selectFrom("dentists")
      .select("id")
      .where("practice_id", "=", A)
      .executeTakeFirstOrThrow();
    const stored = await app.listingsStore.getListing("dentist", model.id);
    const { updatedAt: _u, ...listing } = stored!.listing;
    const after = { ...listing, id, name, registrationNumber: "61234", status: "published" };
    return app.db.transaction().execute((trx) =>
      createChangeRequest(trx, {
        practiceId: A,
        subject: "new-practitioner",
        listingKind: "dentist",
        listingId: id,
        before: {},
        after,
        requestedBy: "test",
        requestedByEmail: "manager@example.test",
        at: new Date().toISOString(),
      }),
    );
  }
  const dentistRows = (id: string) =>
    started.app.db.selectFrom("dentists").select(["id", "name"]).where("id", "=", id).execute();

  it("decides one change once when many operators decide it at once: the rest a 409", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = `dr-once-${round}-${A}`;
      const change = await newDentistAsked(id, `Dr Once ${round}`);
      const answers = await times(PARALLEL, (i) => decide(change, i % 2 ? DECLINE : APPROVE));
      expect(statuses(answers)).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
      const decided = answers.find((a) => a.statusCode === 200)!.json<{ item: { status: string } }>().item;
      expect(await dentistRows(id)).toHaveLength(decided.status === "approved" ? 1 : 0);
      const audits = await started.app.db
        .selectFrom("audit_log")
        .select("id")
        .where("action", "in", ["listing-change-approved", "listing-change-declined"])
        .where("details", "like", `%${change}%`)
        .execute();
      expect(audits).toHaveLength(1);
    }
  });

  it("makes one listing when many new practitioners asking for one id are approved at once: the rest a 400", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = `dr-same-${round}-${A}`;
      const changes = await times(PARALLEL, (i) => newDentistAsked(id, `Dr Same ${round}-${i}`));
      const answers = await times(PARALLEL, (i) => decide(changes[i]!, APPROVE));
      expect(statuses(answers)).toEqual([200, ...Array(PARALLEL - 1).fill(400)]);
      for (const refused of answers.filter((a) => a.statusCode === 400)) {
        expect(refused.json<{ fields: { id: string } }>().fields.id).toContain("already has the id");
      }
      // The one listing is the approved request's, not written over by another.
      const approved = answers.findIndex((a) => a.statusCode === 200);
      expect(await dentistRows(id)).toEqual([{ id, name: `Dr Same ${round}-${approved}` }]);
    }
  });
});
