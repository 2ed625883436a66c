import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../../tests/server/databases";
import { startApp } from "../../../tests/server/started-app";
import { pageText } from "../../../tests/server/page-text";
import { testConfig } from "../config";
import { publishOnly } from "../../../tests/server/published-dentists";
import { testDentist } from "../../../tests/server/test-listings";

// Who is taking new patients, dated (issue 37 item 1), as the pages show it under a controlled
// clock: a yes older than 30 days (New Zealand dates) says "not confirmed recently" and leaves
// the directory's "Taking new adult patients" filter; the booking form warns and offers others.

/** 27 November 2026, 10 am in New Zealand. */
const CLOCK = "2026-11-26T21:00:00Z";

const fresh = testDentist("fresh", {
  name: "Dr Fresh Yes",
  practice: "Fresh Dental",
  newPatients: { adult: { taking: true, confirmedOn: "2026-11-20" } },
});
const lapsed = testDentist("lapsed", {
  name: "Dr Lapsed Yes",
  practice: "Lapsed Dental",
  // 31 days before the clock's New Zealand date.
  newPatients: { adult: { taking: true, confirmedOn: "2026-10-27" } },
});
const full = testDentist("full", {
  name: "Dr Full Book",
  practice: "Full Dental",
  newPatients: { adult: { taking: false, confirmedOn: "2026-11-25" } },
});

describe("new patients on the pages, under a controlled clock", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let clock = new Date(CLOCK);

  beforeAll(async () => {
    ({ app, close } = await startApp(TEST_DATABASES[0]!, testConfig(), { pagesClock: () => clock }));
    await publishOnly(app, [fresh, lapsed, full]);
  });
  afterAll(() => close());

  const text = async (url: string) => {
    const response = await app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return pageText(response.body);
  };

  it("a yes older than 30 days leaves the filter and shows as not confirmed recently", async () => {
    clock = new Date(CLOCK);
    const filtered = await text("/directory?new-patients=1");
    expect(filtered).toContain("Dr Fresh Yes");
    expect(filtered).not.toContain("Dr Lapsed Yes");
    expect(filtered).not.toContain("Dr Full Book");

    const all = await text("/directory");
    expect(all).toContain("Taking new adult patients · confirmed 20 November 2026");
    expect(all).toContain("New adult patients: not confirmed recently · last said yes on 27 October 2026");
    expect(all).toContain("Not taking new adult patients · confirmed 25 November 2026");
  });

  it("the day before, the same yes (30 days old) is still in the filter", async () => {
    clock = new Date("2026-11-25T21:00:00Z");
    const filtered = await text("/directory?new-patients=1");
    expect(filtered).toContain("Dr Lapsed Yes");
    clock = new Date(CLOCK);
  });

  it("the profile of a practice not taking new patients says so, and its Book button is for existing patients", async () => {
    clock = new Date(CLOCK);
    const profile = await text("/dentists/full");
    expect(profile).toContain("Who the practice is taking on");
    expect(profile).toContain("Not taking new adult patients confirmed 25 November 2026");
    expect(profile).toContain("Not taking new patients Book as an existing patient");
    expect(profile).not.toContain("Book with this dentist");
    expect(await text("/dentists/fresh")).toContain("Book with this dentist");
  });

  it("the booking form warns of a practice not confirmed recently and offers one nearby that is taking them", async () => {
    clock = new Date(CLOCK);
    const book = await text("/book?dentist=lapsed");
    expect(book).toContain("Lapsed Dental has not confirmed recently that it is taking new patients");
    expect(book).toContain("Book with Dr Fresh Yes, Fresh Dental (confirmed 20 November 2026)");
    expect(book).not.toContain("Book with Dr Full Book");
    expect(await text("/book?dentist=fresh")).not.toContain("not taking new patients");
  });
});
