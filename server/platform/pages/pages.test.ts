import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Dentist } from "../../../rules/listings/types";
import { TEST_DATABASES } from "../../../tests/server/databases";
import { startApp } from "../../../tests/server/started-app";
import { testConfig } from "../config";
import { type ListingInput, saveListing, setListingStatus } from "../../listings/repository";
import { testDentist } from "../../../tests/server/test-listings";
import { pageText } from "../../../tests/server/page-text";

// Pages rendered on the server from the live listings (issue 21 item 2), read as a browser with
// JavaScript off would: complete HTML, the listings in it; public pages cached as the same bytes for
// everyone (their inline scripts allowed by hashes), private ones with a nonce for each response.

/** Thursday 26 November 2026, 10:30 in New Zealand (NZDT, +13:00). */
const CLOCK = "2026-11-26T10:30:00+13:00";

const HINE = testDentist("hine-dental-nelson", {
  name: "Dr Hine Kereama",
  practice: "Tui Street Dental",
  citySlug: "nelson",
  address: "14 Tui Street, Nelson 7010",
  phone: "(03) 555 0101",
  registrationNumber: "DC-40123",
  languages: ["English", "Te reo Māori"],
  access: { wheelchair: true, accessibleParking: false, hearingLoop: true },
  services: ["General Dentistry", "Emergency Care"],
  emergency: true,
  checkedOn: "2026-10-14",
  source: "Confirmed by phone with the practice",
});
const OTHER_NELSON = testDentist("rata-dental-nelson", { name: "Dr Rata Moana", citySlug: "nelson" });

/** A dentist as the editor saves it: its own record and its practice. */
function dentistInput(dentist: Dentist): ListingInput {
  const { practiceId, practice, citySlug, address, lat, lng, phone, email, website, bookingEmail } = dentist;
  const {
    openingHours,
    languages,
    access,
    newPatients,
    emergency: _emergency,
    updatedAt: _updatedAt,
    ...own
  } = dentist;
  return {
    kind: "dentist",
    listing: { ...own, practiceId },
    practice: {
      ...{ id: practiceId, name: practice, citySlug, address, lat, lng, phone, email, website, bookingEmail },
      ...{ openingHours, languages, access, newPatients },
    },
  };
}

/** Waits until `check` passes, as a visitor reloading would, and says how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - start;
}

describe.each(TEST_DATABASES)("pages from the live listings on $name", (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  /** The pages' clock: CLOCK, except while a test moves it. */
  let clock = new Date(CLOCK);

  beforeAll(async () => {
    // The sample listings, as loaded at a first start (a seeded test database); two test dentists join them.
    ({ app, close } = await startApp(kind, testConfig({ LISTINGS_CLOCK: new Date(CLOCK) }), {
      pagesClock: () => clock,
    }));
    for (const dentist of [HINE, OTHER_NELSON]) await app.listingsStore.saveListing(dentistInput(dentist), "test");
  });
  afterAll(() => close());

  const get = (url: string) => app.inject({ method: "GET", url });

  it("serves a profile as complete HTML: hours with today marked, open now, languages, access, registration, checked", async () => {
    const response = await get("/dentists/hine-dental-nelson");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toMatch(/<h1[^>]*>Dr Hine Kereama<\/h1>/);
    const words = pageText(html);
    expect(words).toContain("Open now until 5pm");
    expect(html).toMatch(/<tr aria-current="date"[^>]*><th scope="row"[^>]*>Thursday/);
    expect(words).toContain("Te reo Māori");
    expect(words).toContain("Wheelchair access: Yes");
    expect(words).toContain("Accessible parking: No");
    expect(words).toContain("Hearing loop: Yes");
    expect(words).toContain("DC-40123");
    expect(html).toContain('<time dateTime="2026-10-14">October 2026</time>');
    expect(words).toContain("Confirmed by phone with the practice");
    // JSON-LD from the loader's data, with the structured hours.
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({ "@type": "Dentist", name: "Tui Street Dental", telephone: "(03) 555 0101" });
    expect(jsonLd.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: "https://schema.org/Thursday",
      opens: "08:00",
      closes: "17:00",
    });
  });

  it("serves city, home, about, service, oral surgery and emergency pages with their listings in the HTML", async () => {
    const inNelson = await app.listings.findDentists({ location: "nelson", pageSize: 50 });
    const city = await get("/locations/nelson");
    expect(city.statusCode).toBe(200);
    expect(pageText(city.body)).toContain("Dr Hine Kereama");
    expect(pageText(city.body)).toContain("Dr Rata Moana");
    expect(pageText(city.body)).not.toContain("Dr Aroha Ngata"); // Auckland's
    expect(city.body).toContain('href="/directory?location=nelson"');
    expect(pageText(city.body)).toContain(`See all ${inNelson.total} dentists in Nelson`);

    // The headline figures are the published listings' own, not a claim written in the code.
    const stats = await app.listings.stats();
    const home = await get("/");
    const [best] = (await app.listings.findDentists({ sort: "rating", pageSize: 1 })).items;
    expect(pageText(home.body)).toContain(best!.name); // the best rated (by verified reviews)
    expect(pageText(home.body)).toContain(`Verified Dentists ${stats.dentists}`);
    expect(home.body).toMatch(new RegExp(`>${stats.dentists}</dd>`));
    expect(pageText(home.body)).not.toContain("1,200+");
    expect(home.body).toContain(`Search ${stats.dentists} verified dentists in ${stats.cities} New Zealand cities`);

    expect((await get("/partner-with-us")).body).toMatch(
      new RegExp(`>dentists listed</dt><dd[^>]*>${stats.dentists}</dd>`),
    );

    const about = await get("/about");
    expect(pageText(about.body)).toContain(`Verified Dentists ${stats.dentists} Cities Covered ${stats.cities}`);
    // No published reviews here: no average rating is claimed (issue 35).
    expect(stats.averageRating).toBeUndefined();
    expect(pageText(about.body)).not.toContain("Average Rating");

    const service = await get("/services/emergency-dentist");
    expect(service.statusCode).toBe(200);
    const [topEmergency] = (await app.listings.findDentists({ service: "Emergency Care", sort: "rating", pageSize: 1 }))
      .items;
    expect(pageText(service.body)).toContain(topEmergency!.name);

    const [surgeon] = (await app.listings.findSurgeons({})).items;
    expect(pageText((await get("/surgical")).body)).toContain(surgeon!.name);

    const [clinic] = (await app.listings.findEmergencyClinics({})).items;
    expect(pageText((await get("/emergency")).body)).toContain(clinic!.practice);
  });

  it("answers an unknown dentist, city or service with that section's own not-found page and 404", async () => {
    for (const [url, heading] of [
      ["/dentists/no-such-dentist", "Dentist not found"],
      ["/locations/atlantis", "City not found"],
      ["/no-such-page", "Page not found"],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(heading);
    }
    const data = await get("/dentists/no-such-dentist.data");
    expect(data.statusCode).toBe(404);
  });

  it("serves a public page from the cache as the same bytes for everyone, allowing exactly its inline scripts by their hashes", async () => {
    const first = await get("/locations/nelson");
    const second = await get("/locations/nelson");
    expect(second.body).toBe(first.body);
    expect(first.body).not.toContain("nonce=");
    const csp = String(first.headers["content-security-policy"]);
    expect(second.headers["content-security-policy"]).toBe(csp);
    // Computed here from the body: every inline script, and nothing else, is allowed.
    const inline = [...first.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`,
    );
    expect(inline.length).toBeGreaterThan(1);
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(csp)![1]!.split(" ");
    expect(new Set(scriptSrc)).toEqual(new Set(["'self'", ...inline]));
    expect(first.headers.etag).toBeTruthy();
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(app.pageCache.stats().hits).toBeGreaterThan(0);
  });

  it("sends a cached page as brotli or gzip as the browser asks, the same HTML either way, and 304 when it has it", async () => {
    const plain = await app.inject({ url: "/dentists/hine-dental-nelson", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    const br = await app.inject({ url: "/dentists/hine-dental-nelson", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
    const gzip = await app.inject({
      url: "/dentists/hine-dental-nelson",
      headers: { "accept-encoding": "gzip, deflate, br;q=0" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(plain.body);
    expect(Number(gzip.headers["content-length"])).toBe(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const etag = String(plain.headers.etag);
    for (const ifNoneMatch of [etag, `"other", ${etag}`, etag.replace(/^W\//, "")]) {
      const again = await app.inject({
        url: "/dentists/hine-dental-nelson",
        headers: { "accept-encoding": "gzip, br", "if-none-match": ifNoneMatch },
      });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await app.inject({ url: "/dentists/hine-dental-nelson", headers: { "if-none-match": 'W/"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(plain.body);
  });

  it("says 'open now' as of the minute, cache or not: closed at 5 pm sharp where it closes at 5 pm", async () => {
    try {
      clock = new Date("2026-11-26T16:59:59+13:00");
      expect(pageText((await get("/dentists/hine-dental-nelson")).body)).toContain("Open now until 5pm");
      clock = new Date("2026-11-26T17:00:00+13:00");
      expect(pageText((await get("/dentists/hine-dental-nelson")).body)).toContain("Closed now, opens tomorrow 8am");
    } finally {
      clock = new Date(CLOCK);
    }
  });

  it("keeps per-request nonces for pages rendered for one visitor, fresh in every response", async () => {
    const first = await get("/requests/some-token");
    const second = await get("/requests/some-token");
    const nonceOf = (response: typeof first) =>
      /script-src 'self' 'nonce-([A-Za-z0-9_-]{22})';/.exec(String(response.headers["content-security-policy"]))?.[1];
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
    for (const [response, nonce] of [
      [first, a],
      [second, b],
    ] as const) {
      const scripts = [...response.body.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [tag] of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it("shows a listing changed in the database on its profile and city page within 5 s", async () => {
    expect((await get("/dentists/hine-dental-nelson")).body).toContain("(03) 555 0101");
    expect((await get("/locations/nelson")).body).toContain("(03) 555 0101");
    // Written straight to the database, as another server instance or the import would.
    await saveListing(app.db, dentistInput({ ...HINE, phone: "(03) 555 0199" }), "test");
    const profile = await within(5_000, async () => (await get("/dentists/hine-dental-nelson")).body.includes("0199"));
    const city = await within(5_000, async () => (await get("/locations/nelson")).body.includes("(03) 555 0199"));
    expect(profile + city).toBeLessThan(5_000);
  });

  it("takes an unpublished listing off its profile (404), the lists and the sitemap", async () => {
    const before = await get("/sitemap.xml");
    expect(before.body).toContain("/dentists/rata-dental-nelson</loc>");
    expect(before.body).toContain("/locations/nelson</loc>");
    expect(before.body).toContain("/blog</loc>");
    expect((await get("/dentists/rata-dental-nelson")).statusCode).toBe(200);
    await setListingStatus(app.db, "dentist", "rata-dental-nelson", "draft", "test");
    await within(5_000, async () => (await get("/dentists/rata-dental-nelson")).statusCode === 404);
    expect(pageText((await get("/locations/nelson")).body)).not.toContain("Dr Rata Moana");
    expect((await get("/sitemap.xml")).body).not.toContain("rata-dental-nelson");
    expect((await app.listings.findDentists({ text: "Rata Moana" })).total).toBe(0);
  });

  it("shows on a treatment's page the three best-rated dentists who offer it, and the cities it is offered in", async () => {
    const best = await app.listings.findDentists({ service: "Dental Implants", sort: "rating", pageSize: 4 });
    const html = (await get("/services/implants")).body;
    const providers = html.slice(html.indexOf('data-testid="service-providers"'));
    for (const dentist of best.items.slice(0, 3)) expect(pageText(providers), dentist.name).toContain(dentist.name);
    expect(pageText(providers.slice(0, providers.indexOf("</ul>")))).not.toContain(best.items[3]!.name);
    const byCity = html.slice(
      html.indexOf('id="service-cities"'),
      html.indexOf("</section>", html.indexOf('id="service-cities"')),
    );
    expect(byCity).toContain(`href="/locations/${best.items[0]!.citySlug}"`);
  });

  it("answers HEAD like GET, without the body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/locations/nelson" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toBe("");
  });

  it("hands a loader's failure to the server's error handler: 500 with the request id, nothing cached", async () => {
    const original = app.listings.dentist;
    app.listings.dentist = async () => {
      throw new Error("listings unreadable");
    };
    try {
      const response = await get("/dentists/hine-dental-nelson?failure");
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ requestId: expect.any(String) });
    } finally {
      app.listings.dentist = original;
    }
    expect((await get("/dentists/hine-dental-nelson?failure")).statusCode).toBe(200);
  });

  it("keeps serving pages that show no listings from the build's files, with their scripts' hashes", async () => {
    const response = await get("/costs");
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["content-security-policy"])).toMatch(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/,
    );
  });

  it("keeps a booking's status page private: noindex, no referrer, never cached", async () => {
    const response = await get("/requests/some-token");
    // Rendered on the server from the link's request: none has this token.
    expect(response.statusCode).toBe(404);
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const cached = app.pageCache.stats().entries;
    await get("/requests/another-token");
    expect(app.pageCache.stats().entries).toBe(cached);
  });
});
