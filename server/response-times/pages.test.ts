import { describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { startApp, startedForTests } from "../../tests/server/started-app";
import { testConfig } from "../platform/config";
import { insertPracticeRequests, practiceRequestRow } from "../../tests/server/response-time-requests";
import { pageText } from "../../tests/server/page-text";

// Response times as a patient with JavaScript off sees them (issue 22 item 5): the band on the
// profile and the cards, the directory's "Fastest to reply" order, from the recorded answers. The
// figure is worked out the same way on both databases (repository.test.ts), so SQLite is enough.

/** Sample listings in Wellington, one practice each, rated 4.3 and 4.5 (Dr Priya Raman's 4.9 leads). */
const TAMA = { id: "johnsonville-hub-dental-wellington", name: "Dr Tama Parata" };
const JAMES = { id: "cuba-quarter-dental-wellington", name: "Dr James Whitfield" };

describe.each(TEST_DATABASES.filter((d) => d.name === "sqlite"))("response times on the pages", (kind) => {
  const started = startedForTests(() => startApp(kind, testConfig()));

  const get = async (url: string) => pageText((await started.app.inject({ method: "GET", url })).body);
  /** The profile's own band (the first on the page; the nearby dentists' cards come after it). */
  const profileBand = async (id: string) => {
    const html = (await started.app.inject({ method: "GET", url: `/dentists/${id}` })).body;
    const badge = /data-testid="response-band">([\s\S]*?)<\/p>/.exec(html)?.[1];
    return badge === undefined ? undefined : pageText(badge).trim();
  };
  /** The practice's requests as the loop recorded them, then the minute's refresh. */
  async function record(practiceId: string, answeredAfterHours: (number | null)[]) {
    const now = new Date();
    await insertPracticeRequests(
      started.app.db,
      answeredAfterHours.map((after, i) => practiceRequestRow(practiceId, now, 10 + i, after)),
    );
    await started.app.responseTimes.refresh();
  }

  it("a profile with 2 answered requests shows no band; with a third, all within 2 hours, 'Usually replies within 2 hours'", async () => {
    const before = await get(`/dentists/${TAMA.id}`);
    expect(before).toContain(TAMA.name);
    expect(await profileBand(TAMA.id)).toBeUndefined();

    await record(TAMA.id, [0.5, 1.5]);
    expect(await profileBand(TAMA.id)).toBeUndefined();

    // The page above is in the page cache: a changed band must not wait for it to expire.
    await record(TAMA.id, [2]);
    expect(await profileBand(TAMA.id)).toBe("Usually replies within 2 hours");
    expect(await get(`/dentists/${TAMA.id}`)).toContain("booking requests sent through this site in the last 30 days");
  });

  it("a practice that has not answered its requests shows no fast band", async () => {
    await record(JAMES.id, [0.2, null, null]);
    // Two requests still waiting after 11 and 12 hours: the 80th percentile is 12 hours.
    expect(await profileBand(JAMES.id)).toBe("Usually replies within a day");
  });

  it("the directory sorts fastest to reply first, in its URL, and the cards show the band", async () => {
    const page = await started.app.inject({ method: "GET", url: "/directory?location=wellington&sort=response" });
    const names = [...page.body.matchAll(/<h2 class="text-lg font-bold"><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(names.slice(0, 2)).toEqual([TAMA.name, JAMES.name]);
    expect(page.body).toMatch(/<option value="response" selected="">Fastest to reply<\/option>/);
    const cards = pageText(page.body);
    expect(cards).toContain(
      "Fastest to reply to booking requests first (last 30 days), then dentists without a figure yet.",
    );
    expect(cards).toContain("Usually replies within 2 hours");
    expect(cards).toContain("Usually replies within a day");
    // The default order does not put them first.
    const byRating = await started.app.inject({ method: "GET", url: "/directory?location=wellington" });
    const first = /<h2 class="text-lg font-bold"><a [^>]*>([^<]+)<\/a>/.exec(byRating.body)?.[1];
    // Without published reviews here, the rating order is the name order (issue 35).
    const [best] = (await started.app.listings.findDentists({ location: "wellington", sort: "rating", pageSize: 1 }))
      .items;
    expect(first).toBe(best!.name);
    expect(first).not.toBe(TAMA.name);
  });

  it("a profile says how soon the practice usually offers a time once 5 requests got one, and the directory sorts by it", async () => {
    const KERI = { id: "tinakori-smile-studio-wellington" };
    const now = new Date();
    /** Requests sent 20 days ago, each confirmed for `days` after it was sent. */
    const confirmedAfter = (days: number[]) =>
      insertPracticeRequests(
        started.app.db,
        days.map((d) =>
          practiceRequestRow(KERI.id, now, 480, 1, {
            appointment_start: new Date(now.getTime() - 480 * 3_600_000 + d * 86_400_000).toISOString(),
          }),
        ),
      );
    const offerBadge = async () => {
      const html = (await started.app.inject({ method: "GET", url: `/dentists/${KERI.id}` })).body;
      const badge = /data-testid="offer-speed">([\s\S]*?)<\/p>/.exec(html)?.[1];
      return badge === undefined ? undefined : pageText(badge).trim();
    };

    await confirmedAfter([1.5, 2, 3, 6]);
    await started.app.responseTimes.refresh();
    expect(await offerBadge()).toBeUndefined();

    await confirmedAfter([2.5]);
    await started.app.responseTimes.refresh();
    // 4 of the 5 within 3 days.
    expect(await offerBadge()).toBe("Usually offers a time within 3 days");
    expect(await get(`/dentists/${KERI.id}`)).toContain("in the last 90 days that got a time");

    const page = await started.app.inject({ method: "GET", url: "/directory?location=wellington&sort=soonest" });
    const first = /<h2 class="text-lg font-bold"><a [^>]*>([^<]+)<\/a>/.exec(page.body)?.[1];
    const keri = await started.app.listings.dentist(KERI.id);
    expect(first).toBe(keri!.name);
    expect(page.body).toMatch(/<option value="soonest" selected="">Soonest time offered<\/option>/);
    expect(pageText(page.body)).toContain("Usually offers a time within 3 days");
  });
});
