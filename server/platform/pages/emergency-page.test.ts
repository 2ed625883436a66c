import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { week } from "../../../rules/listings/hours-editing";
import { TEST_DATABASES } from "../../../tests/server/databases";
import { pageText } from "../../../tests/server/page-text";
import { buildApp } from "../../app";
import { testConfig } from "../config";
import { SAMPLE_EMERGENCY_CLINICS } from "../../listings/sample/emergency-clinics";
import { SAMPLE_PRACTICES } from "../../listings/sample/practices";

// /emergency at night, as a browser with JavaScript off reads it (issue 38 item 1): each clinic
// says whether it is open now and until when, from its recorded hours; open ones lead.

/** Thursday 26 November 2026 in New Zealand (NZDT, +13:00). */
const LATE_EVENING = "2026-11-26T22:30:00+13:00";
const MORNING = "2026-11-26T10:30:00+13:00";

const AUCKLAND = SAMPLE_EMERGENCY_CLINICS[0]!;

/** The practice cards' text, in page order: the practice's name and what follows it up to the next card. */
function cards(html: string): string[] {
  return [...html.matchAll(/data-testid="emergency-provider"[\s\S]*?(?=data-testid="emergency-provider"|<\/ol>)/g)].map(
    (m) => pageText(`<li ${m[0]}`),
  );
}

describe("the emergency page's clinics, open now first", () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let clock = new Date(LATE_EVENING);

  beforeAll(async () => {
    const database = await TEST_DATABASES[0]!.open();
    cleanup = database.cleanup;
    app = await buildApp(testConfig(), { database, pagesClock: () => clock });
    // The first clinic listed (Auckland's) keeps office hours in this test: closed at 10:30 pm.
    const practice = SAMPLE_PRACTICES.find((p) => p.id === AUCKLAND.practiceId)!;
    await app.listingsStore.saveListing(
      {
        kind: "emergency-clinic",
        listing: AUCKLAND,
        practice: { ...practice, openingHours: week("Mon–Fri 08:00–17:00") },
      },
      "test",
    );
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it("at 10:30 pm leads with a clinic that is open, says until when, and puts the closed ones after it", async () => {
    clock = new Date(LATE_EVENING);
    const response = await app.inject({ url: "/emergency" });
    expect(response.statusCode).toBe(200);
    const shown = cards(response.body);
    expect(shown).toHaveLength(3);
    expect(shown[0]).toContain("Capital After-Hours Dental Open now until 11pm");
    expect(shown[1]).toContain("Queen City Urgent Dental Closed now, opens tomorrow 8am");
    expect(shown[2]).toContain("Ōtautahi Urgent Dental Care Closed now, opens tomorrow 7am");
    const words = pageText(response.body);
    expect(words).toContain("Open or closed at 10:30pm on Thursday (New Zealand time)");
    // Our 0800 line says what it is and when it answers, and that it is closed now.
    expect(words).toContain("Mon–Fri 8am–6pm, Sat 9am–3pm, New Zealand time (closed now)");
    expect(words).not.toMatch(/24\/7 line/);
    expect(response.body).toContain('href="tel:111"');
  });

  it("in the morning shows every clinic open, in the listed order, and the support line open", async () => {
    clock = new Date(MORNING);
    const response = await app.inject({ url: "/emergency" });
    const shown = cards(response.body);
    expect(shown[0]).toContain("Queen City Urgent Dental Open now until 5pm");
    expect(shown[1]).toContain("Capital After-Hours Dental Open now until 11pm");
    expect(pageText(response.body)).toContain("(open now)");
  });
});
