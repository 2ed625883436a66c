import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ResponseTimesResponse } from "../../rules/api/response-times";
import { TEST_DATABASES } from "../../tests/server/databases";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import { testConfig } from "../platform/config";
import { insertPracticeRequests, practiceRequestRow } from "../../tests/server/response-time-requests";
import { chartWeeks, practiceResponseTimes } from "./weekly";

const HOUR = 3_600_000;

describe("the chart's weeks", () => {
  it("are twelve, Monday to Monday in New Zealand, ending with this one", () => {
    // Wednesday 25 November 2026, 1 am in New Zealand (Tuesday, noon UTC).
    const weeks = chartWeeks(new Date("2026-11-24T12:00:00Z"));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ start: "2026-11-23", from: new Date("2026-11-22T11:00:00Z") });
    expect(weeks[0]?.start).toBe("2026-09-07");
    // Before daylight saving began (27 September), midnight was 12 hours ahead of UTC.
    expect(weeks[0]?.from).toEqual(new Date("2026-09-06T12:00:00Z"));
  });

  it("hold each week's own requests, and the current figure the last 30 days'", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    const rows = [
      practiceRequestRow("p", now, 1, 0.5),
      practiceRequestRow("p", now, 2, 1),
      practiceRequestRow("p", now, 3, 1.5),
      practiceRequestRow("p", now, 24 * 20, 30),
      practiceRequestRow("p", now, 24 * 60, 50),
    ];
    const samples = rows.map((r) => ({
      practiceId: r.practice_id,
      status: r.status,
      sentAt: r.sent_at,
      firstAnswerAt: r.first_answer_at,
      remindedAt: r.reminded_at,
      escalatedAt: r.escalated_at,
      updatedAt: r.updated_at,
      appointmentStart: r.appointment_start,
      offeredTimes: r.offered_times,
    }));
    const [practice] = practiceResponseTimes(samples, new Map([["p", "Practice P"]]), now);
    expect(practice).toMatchObject({ practiceName: "Practice P", requests: 4, percentileMs: 30 * HOUR, band: "3d" });
    const busy = practice?.weeks.filter((w) => w.requests > 0);
    expect(busy).toEqual([
      { start: "2026-09-21", requests: 1, percentileMs: 50 * HOUR },
      { start: "2026-11-02", requests: 1, percentileMs: 30 * HOUR },
      { start: "2026-11-23", requests: 3, percentileMs: 1.5 * HOUR },
    ]);
  });
});

describe.each(TEST_DATABASES)("GET /admin/api/response-times on $name", (kind) => {
  let started: Awaited<ReturnType<typeof startSignedInApp>>;
  beforeAll(async () => {
    started = await startSignedInApp(kind, testConfig());
    const now = new Date();
    await insertPracticeRequests(started.app.db, [
      practiceRequestRow("harbour", now, 5, 1),
      practiceRequestRow("harbour", now, 6, 1),
      practiceRequestRow("harbour", now, 7, 1),
      practiceRequestRow("quay", now, 5, null),
    ]);
  });
  afterAll(async () => started.close());

  it("shows operators every practice's figures, or one practice's", async () => {
    const all = await started.app.inject({
      method: "GET",
      url: "/admin/api/response-times",
      headers: started.operator,
    });
    expect(all.statusCode).toBe(200);
    const { practices } = all.json<ResponseTimesResponse>();
    expect(practices.map((p) => [p.practiceName, p.requests, p.band])).toEqual([
      ["harbour Dental", 3, "2h"],
      ["quay Dental", 1, null],
    ]);
    expect(practices[0]?.weeks).toHaveLength(12);

    const one = await started.app.inject({
      method: "GET",
      url: "/admin/api/response-times?practice=quay",
      headers: started.operator,
    });
    expect(one.json<ResponseTimesResponse>().practices.map((p) => p.practiceId)).toEqual(["quay"]);
  });

  it("is for operators only", async () => {
    const anonymous = await started.app.inject({ method: "GET", url: "/admin/api/response-times" });
    expect(anonymous.statusCode).toBe(401);
  });
});
