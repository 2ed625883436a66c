import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { RESPONSE_WINDOW_DAYS } from "../../rules/response-bands";
import { TEST_DATABASES } from "../../tests/server/databases";
import { bandsOf, figuresByPractice } from "./figures";
import { requestSamples } from "./repository";
import { insertPracticeRequests, practiceRequestRow } from "../../tests/server/response-time-requests";

const NOW = new Date("2026-11-25T12:00:00.000Z");
const windowStart = new Date(NOW.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000);

describe.each(TEST_DATABASES)("response times read from practice_requests on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.open>>;
  beforeEach(async () => {
    handle = await testDb.open();
  });
  afterEach(async () => handle.cleanup());

  it("counts the last 30 days' requests per practice, and gives the same bands on both databases", async () => {
    const days = (d: number) => d * 24;
    await insertPracticeRequests(handle.db, [
      // Fast: three answered within two hours this week.
      practiceRequestRow("fast", NOW, 5, 0.5),
      practiceRequestRow("fast", NOW, 30, 1.25),
      practiceRequestRow("fast", NOW, days(3), 2),
      // Fast long ago, slow lately: the old answers are outside the window.
      practiceRequestRow("lately-slow", NOW, days(31), 0.1),
      practiceRequestRow("lately-slow", NOW, days(40), 0.1),
      practiceRequestRow("lately-slow", NOW, days(2), 30),
      practiceRequestRow("lately-slow", NOW, days(3), 40),
      practiceRequestRow("lately-slow", NOW, days(4), 20),
      // Two requests only: no band however fast.
      practiceRequestRow("new", NOW, 3, 0.2),
      practiceRequestRow("new", NOW, 4, 0.2),
    ]);
    const samples = await requestSamples(handle.db, windowStart);
    expect(samples).toHaveLength(8);
    const figures = figuresByPractice(samples, NOW);
    expect(figures.get("fast")).toEqual({ requests: 3, percentileMs: 2 * 3_600_000, band: "2h" });
    expect(figures.get("lately-slow")).toMatchObject({ requests: 3, band: "3d" });
    expect(figures.get("new")).toMatchObject({ requests: 2 });
    expect([...bandsOf(figures)]).toEqual([
      ["fast", "2h"],
      ["lately-slow", "3d"],
    ]);
  });

  it("reads one practice's requests when asked", async () => {
    await insertPracticeRequests(handle.db, [
      practiceRequestRow("a", NOW, 1, null),
      practiceRequestRow("b", NOW, 1, 0.5),
    ]);
    const samples = await requestSamples(handle.db, windowStart, "a");
    expect(samples).toEqual([expect.objectContaining({ practiceId: "a", status: "waiting", firstAnswerAt: null })]);
  });
});
