import { describe, expect, it, vi } from "vitest";

import { TEST_DATABASES } from "../../../tests/server/databases";
import { patientWithdraws } from "../../../tests/server/patient-withdraws";
import { bookWithPracticeLink } from "../../../tests/server/private-booking";
import { startSignedInApp } from "../../../tests/server/signed-in-app";
import { startedForTests } from "../../../tests/server/started-app";
import { testConfig } from "../config";

// Issue 33 item 2, its second line of defence: a rendering whose loader read a person's request is
// private whatever path it was asked for by. Here the route policies are made to know no private
// page at all (as if a new private route, or a new way of writing an address, were missed), so
// every address reaches the public page cache's path: what the loader read must still keep it out.
vi.mock(import("../route-policies"), async (importOriginal) => ({
  ...(await importOriginal()),
  isPrivatePage: () => false,
  canonicalUrl: (url: string) => url,
}));

describe.each(TEST_DATABASES)("a rendering that read a person's request, on $name", (kind) => {
  const started = startedForTests(() => startSignedInApp(kind, testConfig({ FORM_RATE_LIMIT: 10_000 })));

  it("is never stored in the page cache, is sent private, and shows nothing of the patient after they withdrew", async () => {
    const { statusToken, practiceToken, markers } = await bookWithPracticeLink(started.app);
    // Addresses Fastify's own routes do not take (case): they reach the site's catch-all.
    const practicePage = `/Practice/requests/${practiceToken}`;
    const urls = [practicePage, `${practicePage}.data`, `/Requests/${statusToken}`, `/Requests/${statusToken}.data`];
    const entriesBefore = started.app.pageCache.stats().entries;
    for (const url of urls) {
      const response = await started.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
    }
    const practice = await started.app.inject({ url: practicePage });
    for (const marker of markers) expect(practice.body).toContain(marker);
    expect(practice.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(started.app.pageCache.stats().entries).toBe(entriesBefore);

    const withdrawn = await patientWithdraws(started.app, statusToken);
    expect(withdrawn.statusCode).toBe(200);
    for (const url of [practicePage, `${practicePage}.data`]) {
      const after = await started.app.inject({ url });
      for (const marker of markers) expect(after.body, url).not.toContain(marker);
    }
  });
});
