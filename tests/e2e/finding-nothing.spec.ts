import { SAMPLE_LISTINGS } from "../../server/listings/sample";
import { findCity } from "../../rules/listings/cities";
import { expectAccessible } from "./axe";
import { SHOTS_DIR, test, expect, waitForHydration } from "./fixtures";
import { SAMPLE_DENTIST_LISTINGS as SAMPLE, showingFirstPage } from "./sample-listings";

/** Issue 38 item 6: finding, when the first search finds nothing. */

const practiceOf = (d: (typeof SAMPLE)[number]) => SAMPLE_LISTINGS.practices.find((p) => p.id === d.practiceId)!;
const speaks = (d: (typeof SAMPLE)[number], language: string) => practiceOf(d).languages.includes(language);
const count = (page: import("@playwright/test").Page) => page.getByTestId("directory-count");

/** Straight-line km, as the directory works it out (server/places/distance.ts). */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (x: number) => (x * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

async function shot(page: import("@playwright/test").Page, name: string, widths: readonly number[], fullPage = true) {
  if (!SHOTS_DIR) return;
  const size = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage });
  }
  if (size) await page.setViewportSize(size);
}

test.describe("zero results", () => {
  test("no Samoan-speaking dentist in Gisborne: the nearest one, how far, what was let go, and a link", async ({
    page,
  }) => {
    const gisborne = findCity("gisborne")!;
    expect(SAMPLE.some((d) => d.citySlug === "gisborne" && speaks(d, "Samoan"))).toBe(false);
    const nearest = SAMPLE.filter((d) => speaks(d, "Samoan"))
      .map((d) => ({ d, km: km(gisborne, practiceOf(d)) }))
      .sort((a, b) => a.km - b.km)[0]!;
    const city = findCity(nearest.d.citySlug)!;

    await page.goto("/directory?location=gisborne&lang=Samoan");
    await waitForHydration(page);
    await expect(count(page)).toHaveText("No dentists found");
    const suggestion = page.getByTestId("beyond-filters");
    await expect(suggestion).toContainText(
      new RegExp(
        `The nearest match leaves out “in Gisborne”: ${nearest.d.name}, .*, in ${city.name}, \\d+ km away from Gisborne\\.`,
      ),
    );
    // The figure is the straight-line distance from Gisborne, within the few km a place's centre may differ by.
    const shown = Number((await suggestion.textContent())!.match(/(\d+) km away/)![1]);
    expect(Math.abs(shown - nearest.km)).toBeLessThan(10);
    await expect(suggestion.getByRole("link", { name: nearest.d.name })).toHaveAttribute(
      "href",
      `/dentists/${nearest.d.id}`,
    );
    await shot(page, "directory-nothing-found", [320, 390, 1280]);
    await expectAccessible(page);

    // The search without the place: Samoan speakers, nearest Gisborne first.
    await suggestion.getByRole("link", { name: "Search without “in Gisborne”" }).click();
    await expect(page).toHaveURL(/\/directory\?near=Gisborne&lang=Samoan$/);
    const samoan = SAMPLE.filter((d) => speaks(d, "Samoan")).length;
    await expect(count(page)).toHaveText(showingFirstPage(samoan));
    await expect(page.getByRole("list", { name: "Dentists" }).getByRole("heading", { level: 2 }).first()).toHaveText(
      nearest.d.name,
    );
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("open on Sunday in Dunedin finds nobody; the suggestion is the one dentist open on Sundays", async ({
      page,
    }) => {
      const sunday = SAMPLE.filter((d) => d.openingHours.sun.length > 0);
      expect(sunday.filter((d) => d.citySlug === "dunedin")).toEqual([]);
      await page.goto("/directory?location=dunedin&day=sun");
      await expect(count(page)).toHaveText("No dentists found");
      const suggestion = page.getByTestId("beyond-filters");
      await expect(suggestion).toContainText(`leaves out “in Dunedin”: ${sunday[0]!.name}`);
      await suggestion.getByRole("link", { name: "Search without “in Dunedin”" }).click();
      await expect(page).toHaveURL(/\/directory\?near=Dunedin&day=sun$/);
      await expect(count(page)).toHaveText(showingFirstPage(sunday.length));
    });
  });
});

test.describe("open on a weekday", () => {
  const saturday = SAMPLE.filter((d) => d.openingHours.sat.length > 0);

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("'Open on Saturday' is a plain form field, read by the server", async ({ page }) => {
      expect(saturday.length).toBeGreaterThan(0);
      expect(saturday.length).toBeLessThan(SAMPLE.length);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/directory");
      await page.getByRole("combobox", { name: "Open on" }).selectOption({ label: "Saturday" });
      await page.getByRole("button", { name: "Search", exact: true }).click();
      // The form sends its empty fields too; the page (and its cache key) reads only what is set.
      await expect(page).toHaveURL(/\/directory\?.*day=sat/);
      await expect(count(page)).toHaveText(showingFirstPage(saturday.length));
      await expect(page.getByRole("combobox", { name: "Open on" })).toHaveValue("sat");
      // Every card shown is open on Saturdays, by its own hours line.
      const cards = page.getByRole("list", { name: "Dentists" }).getByRole("listitem").filter({ hasText: "Hours:" });
      for (const text of await cards.allTextContents()) expect(text).toMatch(/Sat|Open 24\/7/);
    });
  });

  test("with scripts, choosing a day updates the list in place, and a day off the list is ignored", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/directory");
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Open on" }).selectOption({ label: "Saturday" });
    await expect(page).toHaveURL(/\/directory\?day=sat$/);
    await expect(count(page)).toHaveText(showingFirstPage(saturday.length));
    await page.goto("/directory?day=someday");
    await expect(count(page)).toHaveText(showingFirstPage(SAMPLE.length));
  });
});

test.describe("compare's language and hours filters", () => {
  test("Samoan speakers open on Saturday, as chips, in the URL, and both read by the server", async ({ page }) => {
    const expected = SAMPLE.filter((d) => speaks(d, "Samoan") && d.openingHours.sat.length > 0);
    expect(expected.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/compare");
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Open on" }).selectOption({ label: "Saturday" });
    await expect(page).toHaveURL(/day=sat/);
    await page.getByRole("checkbox", { name: "Samoan" }).check();
    await expect(page).toHaveURL(/\/compare\?lang=Samoan&day=sat$/);
    await expect(page.getByRole("status")).toHaveText(showingFirstPage(expected.length));
    const chips = page.getByRole("list", { name: "Active filters" });
    await expect(chips.getByRole("link")).toHaveText(["Open on Saturday×", "Speaks Samoan×"]);
    const rows = page.getByRole("table", { name: /compared by rating/ }).getByRole("row");
    await expect(rows).toHaveCount(expected.length + 1);
    // The same address loaded afresh (the server's rendering) says the same.
    await page.reload();
    await expect(page.getByRole("status")).toHaveText(showingFirstPage(expected.length));
    await expect(page.getByRole("checkbox", { name: "Samoan" })).toBeChecked();
    await chips.getByRole("link", { name: "Remove filter Open on Saturday" }).click();
    await expect(page).toHaveURL(/\/compare\?lang=Samoan$/);
  });
});

test.describe("compare's side by side on a phone", () => {
  for (const width of [320, 390]) {
    test(`at ${width} px the second dentist shows at the edge, columns say "1 of 3", and picking scrolls to the comparison`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/compare/auckland");
      await waitForHydration(page);
      const sideBySide = page.getByRole("region", { name: "Chosen dentists side by side" });
      const pickLinks = page.getByRole("link", { name: /^Compare .* side by side$/ });
      await pickLinks.first().click();
      await expect(sideBySide.getByRole("columnheader")).toHaveCount(1);
      // One chosen: no comparison yet, the page stays where the person is.
      await expect(page).not.toHaveURL(/#side-by-side/);
      await pickLinks.first().click();
      await expect(page).toHaveURL(/pick=.*&pick=.*#side-by-side$/);
      await expect(sideBySide.getByRole("columnheader")).toHaveCount(2);
      await expect(page.getByRole("heading", { name: "Side by side" })).toBeInViewport();
      await pickLinks.first().click();
      await expect(sideBySide.getByRole("columnheader")).toHaveCount(3);
      await expect(page.getByRole("heading", { name: "Side by side" })).toBeInViewport();
      await expect(sideBySide.getByRole("columnheader").first()).toContainText("1 of 3");
      await expect(page.getByText("3 dentists, one column each: swipe sideways to see them all.")).toBeVisible();
      // The second column starts inside the box, so part of it is seen; the page itself never scrolls sideways.
      const box = (await sideBySide.boundingBox())!;
      const second = (await sideBySide.getByRole("columnheader").nth(1).boundingBox())!;
      expect(second.x).toBeLessThan(box.x + box.width - 30);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      // Each cell names its row on a phone, under its own dentist's name.
      const languages = sideBySide.getByRole("cell").filter({ hasText: /^Languages/ });
      await expect(languages).toHaveCount(3);
      for (const i of [0, 1]) {
        const header = (await sideBySide.getByRole("columnheader").nth(i).boundingBox())!;
        const cell = (await languages.nth(i).boundingBox())!;
        expect(Math.abs(cell.x - header.x)).toBeLessThan(2);
      }
      await expect(languages.first()).toBeVisible();
      if (width === 390) await expectAccessible(page);
      // What the person sees once the page has gone to the comparison.
      await shot(page, `compare-side-by-side-phone`, [width], false);
    });
  }
});
