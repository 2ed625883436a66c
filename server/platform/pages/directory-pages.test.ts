import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { week } from "../../../rules/listings/hours-editing";
import { TEST_DATABASES } from "../../../tests/server/databases";
import { startApp } from "../../../tests/server/started-app";
import { testConfig } from "../config";
import { publishOnly } from "../../../tests/server/published-dentists";
import { testDentist } from "../../../tests/server/test-listings";
import { pageText } from "../../../tests/server/page-text";

// /directory and /compare as a browser with JavaScript off gets them (issue 21 items 3 and 4):
// searched, filtered, sorted and paged on the server, complete in the HTML, the same size at any
// number of listings. The search runs over the in-memory snapshot of the database's published
// listings, the same on both databases, so SQLite is enough here.

/** Thursday 26 November 2026, 19:30 in New Zealand (NZDT): office hours are over, late ones are not. */
const CLOCK = "2026-11-26T19:30:00+13:00";
const LATE = week("Mon–Wed 08:00–17:00; Thu 12:00–21:00; Fri 08:00–17:00");

/** Ponsonby as the places table has it, and three dentists 1, 3 and 6 km east of it, listed out of order. */
const PONSONBY = { lat: -36.85, lng: 174.73333 };
const kmEast = (km: number) => PONSONBY.lng + km / (111.32 * Math.cos((-PONSONBY.lat * Math.PI) / 180));
const east = (km: number) => ({ lat: PONSONBY.lat, lng: kmEast(km) });

function sampleDentists(count: number) {
  const named = [
    testDentist("far-dental-auckland", { name: "Dr Far Away", ...east(6) }),
    testDentist("near-dental-auckland", { name: "Dr Near By", ...east(1) }),
    testDentist("mid-dental-auckland", {
      name: "Dr Middle Way",
      ...east(3),
      openingHours: LATE,
      languages: ["English", "Samoan"],
      access: { wheelchair: true, accessibleParking: true, hearingLoop: false },
    }),
    testDentist("hine-dental-nelson", { name: "Dr Hine Kereama", citySlug: "nelson" }),
    testDentist("root-dental-taupo", {
      name: "Dr Tama Root",
      citySlug: "taupo",
      services: ["General Dentistry", "Root Canal Treatment"],
    }),
  ];
  // The rest are alike: Wellington, rated 3.5–4.4, so the named ones are easy to find.
  const others = Array.from({ length: count - named.length }, (_, i) =>
    testDentist(`dentist-${String(i).padStart(5, "0")}-wellington`, {
      name: `Dr Person ${String(i).padStart(5, "0")}`,
      citySlug: "wellington",
    }),
  );
  return [...named, ...others];
}

describe.each(TEST_DATABASES.filter((d) => d.name === "sqlite"))("the directory and compare pages", (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp(kind, testConfig({ LISTINGS_CLOCK: new Date(CLOCK) })));
    await publishOnly(app, sampleDentists(45));
  });
  afterAll(() => close());

  const get = (url: string) => app.inject({ method: "GET", url });
  /** The dentists' names in the order the page lists them. */
  const names = (html: string) =>
    [...html.matchAll(/<h2 class="text-lg font-bold"><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

  it("shows 20 a page with a count and page links, in plain HTML", async () => {
    const first = await get("/directory");
    expect(first.statusCode).toBe(200);
    expect(pageText(first.body)).toContain("Showing 1–20 of 45 dentists");
    expect(names(first.body)).toHaveLength(20);
    expect(first.body).toMatch(/<nav aria-label="Pages of results"/);
    expect(first.body).toMatch(
      /<a aria-current="page"[^>]*href="\/directory"[^>]*><span class="sr-only">Page <\/span>1<\/a>/,
    );
    expect(first.body).toMatch(/rel="next" href="\/directory\?page=2"/);
    // A form that works by full page loads: GET to /directory.
    expect(first.body).toMatch(/<form[^>]*action="\/directory" method="get"/);

    const last = await get("/directory?page=3");
    expect(pageText(last.body)).toContain("Showing 41–45 of 45 dentists");
    expect(names(last.body)).toHaveLength(5);
    expect(last.body).toMatch(/rel="prev" href="\/directory\?page=2"/);
    // Past the last page: the last page.
    expect(pageText((await get("/directory?page=99")).body)).toContain("Showing 41–45 of 45 dentists");
  });

  it("filters by name, by city and by a treatment typed into the search", async () => {
    expect(names((await get("/directory?q=kereama")).body)).toEqual(["Dr Hine Kereama"]);
    expect(names((await get("/directory?location=Nelson")).body)).toEqual(["Dr Hine Kereama"]);
    const rootCanal = await get("/directory?q=root+canal");
    expect(names(rootCanal.body)).toEqual(["Dr Tama Root"]);
    expect(pageText(rootCanal.body)).toContain("Showing 1 dentist");
  });

  it("an empty result says so and offers to clear the filters", async () => {
    const none = await get("/directory?q=zzzz&acc=1&view=list");
    expect(pageText(none.body)).toContain("No dentists found");
    expect(none.body).toMatch(/<a [^>]*href="\/directory\?view=list"[^>]*>Clear all filters<\/a>/);
  });

  it("nothing found: the nearest dentist beyond the filters, how far, and what was let go (issue 38 item 6)", async () => {
    const samoanInNelson = await get("/directory?location=nelson&lang=Samoan");
    expect(pageText(samoanInNelson.body)).toMatch(
      /No dentists found .* The nearest match leaves out “in Nelson”: Dr Middle Way ?, mid-dental-auckland Dental, in Auckland, \d+ km away from Nelson\./,
    );
    expect(samoanInNelson.body).toMatch(/href="\/dentists\/mid-dental-auckland"/);
    expect(samoanInNelson.body).toMatch(
      /href="\/directory\?near=Nelson&amp;lang=Samoan"[^>]*>Search without (<!-- -->)?“in Nelson”/,
    );
    // Letting go of the only filter would be no suggestion: the page says only that nobody matched.
    const saturday = await get("/directory?day=sat");
    expect(pageText(saturday.body)).toContain("No dentists found");
    expect(saturday.body).not.toContain("The nearest match");
  });

  it("a city page with no dentist names the nearest one and how far it is", async () => {
    const page = await get("/locations/gisborne");
    expect(page.statusCode).toBe(200);
    expect(pageText(page.body)).toMatch(
      /We do not list a dentist in Gisborne at the moment\. The nearest is Dr Tama Root ?, root-dental-taupo Dental, in Taupō, \d+ km away from Gisborne\./,
    );
    expect(page.body).toMatch(/href="\/directory\?near=Gisborne"[^>]*>Dentists nearest Gisborne/);
  });

  it("open on a weekday (day=), on the directory and on compare, read by the server", async () => {
    // Only Dr Middle Way opens late on Thursdays; everyone opens on Thursdays; nobody on Saturdays.
    expect(pageText((await get("/directory?day=thu")).body)).toContain("Showing 1–20 of 45 dentists");
    expect(names((await get("/directory?day=thu&after5=1")).body)).toEqual(["Dr Middle Way"]);
    const compare = await get("/compare?lang=Samoan&day=thu");
    expect(pageText(compare.body)).toContain("Showing 1 dentist");
    expect(pageText(compare.body)).toContain("Dr Middle Way");
    expect(pageText((await get("/compare?day=sat")).body)).toContain("No dentists found matching your criteria");
    expect(pageText((await get("/compare?lang=Tongan")).body)).toContain("No dentists found matching your criteria");
  });

  it("near a place: nearest first, each with its distance", async () => {
    const near = await get("/directory?near=Ponsonby&location=auckland");
    expect(names(near.body)).toEqual(["Dr Near By", "Dr Middle Way", "Dr Far Away"]);
    expect(pageText(near.body)).toMatch(/1\.0 km away .*3\.0 km away .*6\.0 km away/);
    expect(pageText(near.body)).toContain("Distances from Ponsonby, nearest first.");
    // 'Use my location' coordinates.
    expect(names((await get(`/directory?near=-36.850,${kmEast(6).toFixed(3)}&location=auckland`)).body)[0]).toBe(
      "Dr Far Away",
    );
    // Asked for best rated instead, with the distances still shown.
    expect(names((await get("/directory?near=Ponsonby&location=auckland&sort=rating")).body)).toEqual([
      "Dr Far Away",
      "Dr Middle Way",
      "Dr Near By",
    ]);
  });

  it("a place it cannot find is said plainly, beside the field", async () => {
    const page = await get("/directory?near=Atlantis");
    expect(page.statusCode).toBe(200);
    expect(pageText(page.body)).toContain("We could not find “Atlantis”. Try a town, suburb or postcode");
    expect(page.body).toMatch(/aria-invalid="true"[^>]*aria-describedby="directory-near-message"/);
  });

  it("open now at the server's clock, open after 5 pm, languages and wheelchair access", async () => {
    for (const query of ["open=now", "after5=1", "lang=Samoan", "wheelchair=1", "open=now&lang=samoan&wheelchair=1"]) {
      const page = await get(`/directory?${query}`);
      expect(names(page.body), query).toEqual(["Dr Middle Way"]);
    }
    const open = await get("/directory?open=now");
    expect(pageText(open.body)).toContain("Open now Hours: Mon–Wed 8am–5pm, Thu 12pm–9pm, Fri 8am–5pm");
    // Every card says its hours; only the open one says "Open now".
    const all = await get("/directory?location=auckland");
    expect(pageText(all.body).match(/Open now/g)).toHaveLength(2); // the filter's label and the one card
  });

  it("the HTML does not grow with the number of listings", async () => {
    const before = (await get("/directory")).body.length;
    await publishOnly(app, sampleDentists(2000));
    const after = await get("/directory");
    expect(pageText(after.body)).toContain("Showing 1–20 of 2,000 dentists");
    // The same 20 cards; only the count and the page links differ by a few characters.
    expect(Math.abs(after.body.length - before) / before).toBeLessThan(0.02);
    await publishOnly(app, sampleDentists(45));
  });

  it("a listing page carries what it shows and no more, in its HTML and in its data for the browser", async () => {
    // The loaders' data is sent a second time for hydration: a card's listing must not bring the
    // description, the source of the details or the practice's booking address along with it.
    for (const url of ["/", "/directory", "/locations/auckland", "/compare"]) {
      const { body, statusCode } = await get(url);
      expect(statusCode, url).toBe(200);
      expect(body, url).toContain("Dr Middle Way");
      for (const unshown of ["A fictional dentist.", "Practice website", "bookings@"])
        expect(body, url).not.toContain(unshown);
    }
    const profile = await get("/dentists/mid-dental-auckland");
    expect(pageText(profile.body)).toContain("Nearby dentists");
    expect(profile.body).toContain("Dr Near By");
    expect(profile.body).not.toContain("bookings@");
  });

  it("suggests places for the Near box from a small resource route", async () => {
    const response = await get("/directory/places?q=ponso");
    expect(response.statusCode).toBe(200);
    expect(response.json().places[0]).toMatchObject({
      name: "Ponsonby",
      label: expect.stringMatching(/^Ponsonby, Auckland/),
    });
    expect((await get("/directory/places?q=p")).json()).toEqual({ places: [] });
  });

  it("compare pages 20 at a time and shows two chosen dentists side by side", async () => {
    const page = await get("/compare?pick=hine-dental-nelson&pick=mid-dental-auckland");
    expect(page.statusCode).toBe(200);
    const words = pageText(page.body);
    expect(words).toContain("Showing 1–20 of 45 dentists");
    expect(page.body).toMatch(/<h2 id="side-by-side"/);
    expect(words).toMatch(/Side by side .*Dr Hine Kereama .*Dr Middle Way .*Rating/);
    // Each cell names its row too (shown on a phone, where the row names give way: issue 38 item 6).
    expect(words).toContain("Wheelchair access Wheelchair access No Wheelchair access Yes");
    expect(words).toContain("Languages Languages English Languages English, Samoan");
    expect(page.body).toContain('href="/compare?pick=mid-dental-auckland"'); // removes Dr Hine Kereama
  });

  it("compare's filters: all 22 cities and every service; an unknown /compare/{filter} is 404 but still compares", async () => {
    const page = await get("/compare/nelson");
    expect(pageText(page.body)).toContain("Compare Dentists in Nelson");
    expect(pageText(page.body)).toContain("Showing 1 dentist");
    const locations = page.body.match(/<select id="compare-location"[\s\S]*?<\/select>/)![0];
    expect(locations.match(/<option /g)).toHaveLength(23);
    const services = page.body.match(/<select id="compare-service"[\s\S]*?<\/select>/)![0];
    expect(services).toContain("Root Canal Treatment");
    expect(services).toContain("Children&#x27;s Dentistry");

    const unknown = await get("/compare/atlantis");
    expect(unknown.statusCode).toBe(404);
    expect(pageText(unknown.body)).toContain("We did not recognise “atlantis” as a city or a service");
    expect(pageText(unknown.body)).toContain("Showing 1–20 of 45 dentists");
  });
});
