import { randomInt } from "node:crypto";

import { describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../../tests/server/databases";
import { patientWithdraws } from "../../../tests/server/patient-withdraws";
import { pageText } from "../../../tests/server/page-text";
import { bookWithPracticeLink } from "../../../tests/server/private-booking";
import { startSignedInApp } from "../../../tests/server/signed-in-app";
import { startedForTests } from "../../../tests/server/started-app";
import { buildApp } from "../../app";
import { testConfig } from "../config";

// Issue 33 item 2: a private page (a booking's status page, a practice's request page) is private
// by whatever address reaches it. React Router matches paths whatever their case, with or without
// trailing slashes, with `.data` for a client navigation; every such variant must be answered as
// the canonical address is: never from or into the public page cache, never indexed, never sent on
// as a Referer, rate limited, and showing nothing of the person once they withdrew.

/** Every way of writing a private page's address that React Router still matches to it. */
function variants(canonical: string): string[] {
  const [, first = "", rest = ""] = /^\/([^/]+)(\/.*)$/.exec(canonical)!;
  const upper = `/${first[0]!.toUpperCase()}${first.slice(1)}${rest}`;
  const shout = canonical.replace(/^\/([a-z/]+)\//, (prefix) => prefix.toUpperCase());
  const encoded = `/%${first.toUpperCase().charCodeAt(0).toString(16)}${first.slice(1)}${rest}`;
  return [
    `${canonical}/`,
    `${canonical}//`,
    upper,
    `${upper}/`,
    `${upper}.data`,
    `${upper}/.data`,
    shout,
    `${shout}.data`,
    `${canonical}/?utm_source=x`,
    `${upper}?confirm=withdraw`,
    encoded,
    `/x/..${upper}`,
  ];
}

/** A fresh client address, so limits counted in PostgreSQL by earlier runs or tests never meet it. */
const someClient = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}`;

describe.each(TEST_DATABASES)("private pages by any address on $name", (kind) => {
  const started = startedForTests(() => startSignedInApp(kind, testConfig({ FORM_RATE_LIMIT: 10_000 })));

  const book = () => bookWithPracticeLink(started.app);

  const get = (url: string) => started.app.inject({ url });

  /** What a private answer must carry, whatever its address. */
  function expectPrivateHeaders(url: string, response: Awaited<ReturnType<typeof get>>) {
    expect(response.headers["cache-control"], url).toBe("no-store");
    expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
    expect(response.headers["referrer-policy"], url).toBe("no-referrer");
    expect(response.headers.etag, url).toBeUndefined();
  }

  /**
   * Asks for a private page at its canonical address and at every variant: each answers 200 with
   * the private headers; `check` reads the body.
   */
  async function everyAddress(canonical: string, check: (url: string, body: string) => void) {
    for (const url of [canonical, ...variants(canonical)]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      check(url, response.body);
      expectPrivateHeaders(url, response);
    }
  }

  it("answers every variant of the practice's page privately, and none shows the patient after they withdrew", async () => {
    const { statusToken, practiceToken, markers } = await book();
    const canonical = `/practice/requests/${practiceToken}`;
    const entriesBefore = started.app.pageCache.stats().entries;
    await everyAddress(canonical, (url, body) => {
      // The page (or its data) is the patient's: the test would see a leak.
      for (const marker of markers) expect(body, url).toContain(marker);
      if (!url.includes(".data")) expect(body, url).toContain('<meta name="robots" content="noindex, nofollow"/>');
    });
    expect(started.app.pageCache.stats().entries).toBe(entriesBefore);

    const withdrawn = await patientWithdraws(started.app, statusToken);
    expect(withdrawn.statusCode).toBe(200);
    await everyAddress(canonical, (url, body) => {
      for (const marker of markers) expect(body, url).not.toContain(marker);
    });
  });

  it("answers every variant of the status page privately, and shows the withdrawal at once on each", async () => {
    const { reference, statusToken } = await book();
    const canonical = `/requests/${statusToken}`;
    const entriesBefore = started.app.pageCache.stats().entries;
    await everyAddress(canonical, (url, body) => {
      expect(body, url).toContain(reference);
      expect(body, url).not.toContain('"withdrawn"');
    });
    expect(started.app.pageCache.stats().entries).toBe(entriesBefore);

    const withdrawn = await patientWithdraws(started.app, statusToken);
    expect(withdrawn.statusCode).toBe(200);
    await everyAddress(canonical, (url, body) => {
      if (url.includes(".data")) expect(body, url).toContain('"withdrawn"');
      else expect(pageText(body), url).toContain("You withdrew this request");
    });
  });

  it("counts every variant against the same per-client limit as the canonical address", async () => {
    const limited = await buildApp(testConfig({ FORM_RATE_LIMIT: 3 }), {
      database: { db: started.app.db, dialect: started.app.dbDialect },
    });
    try {
      for (const canonical of [`/requests/${"C".repeat(43)}`, `/practice/requests/${"D".repeat(43)}`]) {
        const all = variants(canonical);
        // Four groups of four requests, each from its own client: the canonical address or variants.
        for (const urls of [
          [canonical, canonical, canonical, canonical],
          all.slice(0, 4),
          all.slice(4, 8),
          all.slice(8, 12),
        ]) {
          const client = someClient();
          const codes: number[] = [];
          for (const url of urls) codes.push((await limited.inject({ url, remoteAddress: client })).statusCode);
          expect(codes, `${urls.join(" ")}`).toEqual([404, 404, 404, 429]);
        }
      }
    } finally {
      await limited.close();
    }
  });
});
