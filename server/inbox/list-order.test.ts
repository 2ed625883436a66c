import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ListResponse } from "../../rules/api/inbox";
import { TEST_DATABASES } from "../../tests/server/databases";
import { operatorSession } from "../../tests/server/operator-session";
import { buildApp } from "../app";
import { testConfig } from "../platform/config";
import { practiceTarget, sentPracticeRequest } from "../../tests/server/practice-requests";
import { statusLinkSealKey } from "../platform/private-links/status-link-seal";
import { insertSubmission } from "../../tests/server/inbox-fixtures";
import { addOperator } from "../platform/operators/operators";

const PASSWORD = "a-long-operator-password";
const minutesAgo = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 12) - minutes * 60_000).toISOString();

describe.each(TEST_DATABASES)("the inbox list's order and pages on $name", (kind) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let headers: Record<string, string>;

  const list = async (query: string) => {
    const response = await app.inject({ url: `/admin/api/submissions?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListResponse>();
  };

  beforeAll(async () => {
    const database = await kind.open({ seeded: true });
    cleanup = database.cleanup;
    await addOperator(database.db, "ops@example.test", PASSWORD);
    // Older routine requests, a closed emergency, an urgent, an emergency, and the newest: a routine one.
    await insertSubmission(database.db, { reference: "BK-ROUT01", received_at: minutesAgo(300) });
    await insertSubmission(database.db, { reference: "BK-ROUT02", received_at: minutesAgo(200) });
    await insertSubmission(database.db, {
      reference: "BK-DONE01",
      urgency: "emergency",
      status: "closed",
      received_at: minutesAgo(400),
    });
    await insertSubmission(database.db, { reference: "BK-URGE01", urgency: "urgent", received_at: minutesAgo(20) });
    await insertSubmission(database.db, { reference: "BK-EMER01", urgency: "emergency", received_at: minutesAgo(10) });
    await insertSubmission(database.db, { reference: "BK-ROUT03", received_at: minutesAgo(5) });
    // Open work that is no longer "new": an emergency sent to a practice that has not answered, and
    // a routine booking whose practice never answered (flagged: needs re-matching).
    await insertSubmission(database.db, {
      reference: "BK-EMIP01",
      urgency: "emergency",
      status: "in_progress",
      received_at: minutesAgo(60),
    });
    const stalled = await insertSubmission(database.db, {
      reference: "BK-REMA01",
      status: "in_progress",
      received_at: minutesAgo(30),
    });
    const { row: flagged } = sentPracticeRequest(
      practiceTarget("slow-practice"),
      stalled.id,
      new Date(minutesAgo(29)),
      statusLinkSealKey("list-order-test"),
    );
    await database.db
      .insertInto("practice_requests")
      .values({ ...flagged, escalated_at: minutesAgo(1) })
      .execute();
    // A routine booking a practice holds (sent, waiting): open, but after every new one.
    await insertSubmission(database.db, {
      reference: "BK-ROIP01",
      status: "in_progress",
      received_at: minutesAgo(500),
    });
    // 120 more routine requests with the same time: only the id tells them apart.
    for (let i = 0; i < 120; i++) {
      await insertSubmission(database.db, {
        reference: `BK-SAME${String(i).padStart(2, "0")}`,
        received_at: minutesAgo(100),
      });
    }
    app = await buildApp(testConfig(), { database, failureDelayMs: 0 });
    headers = await operatorSession(app, "ops@example.test", PASSWORD);
  }, 30_000);
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it("puts the most urgent open work first by default: open emergencies, re-matching, urgent, new routine, then waiting longest, handled last", async () => {
    const first = await list("");
    expect(first.items.slice(0, 6).map((i) => i.reference)).toEqual([
      "BK-EMIP01",
      "BK-EMER01",
      "BK-REMA01",
      "BK-URGE01",
      "BK-ROUT01",
      "BK-ROUT02",
    ]);
    expect(first.sort).toBe("urgent");
    const last = await list(`page=${first.pages}`);
    expect(last.items.slice(-2).map((i) => i.reference)).toEqual(["BK-ROIP01", "BK-DONE01"]);
  });

  it("lists newest first when asked", async () => {
    const newest = await list("sort=newest");
    expect(newest.items.slice(0, 5).map((i) => i.reference)).toEqual([
      "BK-ROUT03",
      "BK-EMER01",
      "BK-URGE01",
      "BK-REMA01",
      "BK-EMIP01",
    ]);
    expect(newest.items[5]?.reference).toMatch(/^BK-SAME/);
  });

  it.each(["urgent", "newest"])(
    "pages through every row exactly once (sort=%s), with the filters kept",
    async (sort) => {
      const seen: string[] = [];
      // Following the pages until one comes back empty (at most 10): each row once, none left out.
      for (let page = 1; page <= 10; page++) {
        const answer = await list(`sort=${sort}&page=${page}`);
        if (answer.items.length === 0) break;
        seen.push(...answer.items.map((i) => i.reference));
      }
      expect(seen).toHaveLength(129);
      expect(new Set(seen).size).toBe(129);
      const first = await list(`sort=${sort}`);
      expect(first.total).toBe(129);
      expect(first.pages).toBe(Math.ceil(129 / first.pageSize));
      expect(first.items).toHaveLength(first.pageSize);

      const filtered = await list(`sort=${sort}&urgency=emergency`);
      // The open emergencies before the handled one in both orders.
      expect(filtered.items.map((i) => i.reference)).toEqual(
        sort === "urgent" ? ["BK-EMIP01", "BK-EMER01", "BK-DONE01"] : ["BK-EMER01", "BK-EMIP01", "BK-DONE01"],
      );
      expect(filtered.total).toBe(3);
    },
  );

  it("refuses an unknown order or a page below 1", async () => {
    for (const query of ["sort=oldest-first", "page=0", "page=two"]) {
      const response = await app.inject({ url: `/admin/api/submissions?${query}`, headers });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
