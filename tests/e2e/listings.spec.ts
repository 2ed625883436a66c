import type { Page } from "@playwright/test";

import { formatCheckedOn } from "../../app/lib/dentist-display";
import { PAYMENT_FILTERS } from "../../rules/listings/funding";
import { meetsPaymentFilters } from "../../rules/listings/payment-match";
import { nzToday } from "../../rules/nz-time";
import { seededCheckedOn } from "../../server/listings/seed";
import { ABOUT_RATINGS } from "../../rules/reviews/about-ratings";
import { ABOUT_RATINGS_IN_SHORT } from "../../rules/reviews/figures";
import { test, expect, waitForHydration } from "./fixtures";
import { SAMPLE_DENTIST_LISTINGS as SAMPLE, showingFirstPage } from "./sample-listings";

const TOTAL = SAMPLE.length;
const results = (page: Page) => page.getByRole("list", { name: "Dentists" }).first();
const cards = (page: Page) => results(page).locator(":scope > li");
const countWith = (...params: Parameters<typeof meetsPaymentFilters>[1][number][]) =>
  SAMPLE.filter((d) => meetsPaymentFilters(d, params, nzToday())).length;
/** Ticks or unticks a box and waits for the URL-driven state to show it (the change is a navigation). */
async function setBox(box: ReturnType<Page["getByRole"]>, on: boolean) {
  await box.click();
  await expect(box).toBeChecked({ checked: on });
}
const found = showingFirstPage;

test.describe("ways to pay in the directory", () => {
  // One visit: each box in turn, ticked and unticked; the cards and the ratings line first.
  test("each way to pay narrows the list to dentists showing its badge; cards say when their details were checked", async ({
    page,
  }) => {
    await page.goto("/directory");
    await waitForHydration(page);
    await expect(page.getByRole("status")).toHaveText(found(TOTAL));
    await expect(cards(page).first()).toContainText(
      /Details checked (January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d/,
    );
    await expect(page.getByText(ABOUT_RATINGS_IN_SHORT)).toHaveCount(1);
    // The one line links to the method in full.
    await expect(page.getByRole("link", { name: "How ratings are worked out" })).toHaveAttribute(
      "href",
      "/reviews-policy#ratings",
    );

    for (const filter of PAYMENT_FILTERS) {
      const expected = countWith(filter.param);
      expect(expected, filter.label).toBeLessThan(TOTAL);
      await setBox(page.getByRole("checkbox", { name: filter.label }), true);
      await expect(page.getByRole("status")).toHaveText(found(expected));
      await expect(page).toHaveURL(new RegExp(`[?&]${filter.param}=1$`));
      await expect(cards(page)).toHaveCount(Math.min(20, expected));
      const badges = results(page).getByRole("list", { name: "Ways to pay and availability" });
      // The dated filter is no badge: each card says it with the date the practice confirmed it.
      const shown =
        "test" in filter
          ? badges.getByText(filter.badge, { exact: true })
          : results(page).getByText(new RegExp(`^${filter.badge} · confirmed `));
      await expect(shown).toHaveCount(Math.min(20, expected));
      // The help text describes the box to screen readers too.
      await expect(page.getByRole("checkbox", { name: filter.label })).toHaveAccessibleDescription(filter.help);

      await setBox(page.getByRole("checkbox", { name: filter.label }), false);
      await expect(page.getByRole("status")).toHaveText(found(TOTAL));
    }
  });

  test("the costs page's ACC link arrives ticked; another way to pay combines with it, and Back restores", async ({
    page,
  }) => {
    await page.goto("/costs");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Find ACC-registered dentists" }).click();
    await expect(page).toHaveURL(/\/directory\?acc=1$/);
    const acc = page.getByRole("checkbox", { name: "ACC registered" });
    const under18 = page.getByRole("checkbox", { name: "Free care for under-18s" });
    await expect(acc).toBeChecked();
    await expect(page.getByRole("status")).toHaveText(found(countWith("acc")));

    await setBox(under18, true);
    await expect(page).toHaveURL(/\/directory\?acc=1&under18=1$/);
    await expect(page.getByRole("status")).toHaveText(found(countWith("acc", "under18")));
    await page.getByLabel("Location", { exact: true }).selectOption({ label: "Auckland" });
    const aucklandBoth = SAMPLE.filter(
      (d) => d.citySlug === "auckland" && meetsPaymentFilters(d, ["acc", "under18"], nzToday()),
    ).length;
    await expect(page.getByRole("status")).toHaveText(found(aucklandBoth));

    await page.goBack();
    await expect(page).toHaveURL(/\/directory\?acc=1&under18=1$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/directory\?acc=1$/);
    await expect(acc).toBeChecked();
    await expect(under18).not.toBeChecked();
    await expect(page.getByRole("status")).toHaveText(found(countWith("acc")));
  });

  test("a direct visit to /directory?acc=1&nib=1 is filtered, and Clear all filters in the empty state unticks them", async ({
    page,
  }) => {
    await page.goto("/directory?acc=1&nib=1&q=zzzz");
    await waitForHydration(page);
    await expect(page.getByRole("checkbox", { name: "nib First Choice" })).toBeChecked();
    await expect(page.getByRole("heading", { name: "No dentists found" })).toBeVisible();
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page.getByRole("status")).toHaveText(found(TOTAL));
    await expect(page.getByRole("checkbox", { name: "nib First Choice" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "ACC registered" })).not.toBeChecked();
  });
});

test.describe("official place names", () => {
  // One visit, three searches typed in turn.
  test("searching “Taupo” or “Taupō” finds the Taupō dentists, shown as Taupō; “Whangarei” finds Whangārei's", async ({
    page,
  }) => {
    const taupo = SAMPLE.filter((d) => d.citySlug === "taupo");
    const whangarei = SAMPLE.filter((d) => d.citySlug === "whangarei");
    await page.goto("/directory");
    await waitForHydration(page);
    const search = page.getByLabel("Search by name, place or treatment");
    for (const typed of ["Taupo", "Taupō"]) {
      // From the whole list each time, so the second search's results are its own, not the first's.
      await search.fill("");
      await expect(page.getByRole("status")).toHaveText(found(TOTAL));
      await search.fill(typed);
      await expect(page.getByRole("status")).toHaveText(found(taupo.length));
      await expect(cards(page)).toHaveCount(taupo.length);
      const names = await results(page).getByRole("heading", { level: 2 }).allTextContents();
      expect(names.sort(), typed).toEqual(taupo.map((d) => d.name).sort());
      for (const card of await cards(page).all()) await expect(card).toContainText("Taupō");
      await expect(cards(page).first()).not.toContainText(/Taupo\b/);
    }
    await search.fill("Whangarei");
    await expect(page.getByRole("status")).toHaveText(found(whangarei.length));
    await expect(cards(page).first()).toContainText("Whangārei");
  });
});

test.describe("ways to pay on the compare page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("filtering by a way to pay adds a chip; removing the chip, or Clear Filters, unticks it", async ({ page }) => {
    await page.goto("/compare");
    await waitForHydration(page);
    const nib = page.getByRole("checkbox", { name: "nib First Choice" });
    await setBox(nib, true);
    const withNib = countWith("nib");
    await expect(page.getByRole("status")).toHaveText(found(withNib));
    await expect(page).toHaveURL(/\/compare\?nib=1$/);
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(Math.min(20, withNib) + 1);
    await expect(page.getByRole("table").getByText("nib First Choice", { exact: true })).toHaveCount(
      Math.min(20, withNib),
    );
    await expect(page.getByText(ABOUT_RATINGS_IN_SHORT)).toBeVisible();

    const chips = page.getByRole("list", { name: "Active filters" });
    await chips.getByRole("link", { name: "Remove filter nib First Choice" }).click();
    await expect(nib).not.toBeChecked();
    await expect(page.getByRole("status")).toHaveText(found(TOTAL));
    await expect(page).toHaveURL(/\/compare$/);

    await page.getByLabel("Location", { exact: true }).selectOption("Auckland");
    await setBox(page.getByRole("checkbox", { name: "Work and Income quotes" }), true);
    await expect(page).toHaveURL(/\/compare\?location=Auckland&winz=1$/);
    await expect(chips.getByRole("link")).toHaveCount(2);
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page.getByRole("checkbox", { name: "Work and Income quotes" })).not.toBeChecked();
    await expect(page.getByRole("status")).toHaveText(found(TOTAL));
  });

  test("arriving at /compare?under18=1 is filtered, and Back restores the previous filters", async ({ page }) => {
    await page.goto("/compare?under18=1");
    await waitForHydration(page);
    const under18 = page.getByRole("checkbox", { name: "Free care for under-18s" });
    await expect(under18).toBeChecked();
    await expect(page.getByRole("status")).toHaveText(found(countWith("under18")));
    await setBox(page.getByRole("checkbox", { name: "Southern Cross Affiliated Provider" }), true);
    await expect(page).toHaveURL(/\/compare\?under18=1&southern-cross=1$/);
    await page.goBack();
    await expect(page.getByRole("checkbox", { name: "Southern Cross Affiliated Provider" })).not.toBeChecked();
    await expect(under18).toBeChecked();
  });
});

test.describe("a dentist's profile", () => {
  const dentist = SAMPLE.find((d) => d.id === "waitemata-quay-dental-auckland")!;

  test("shows its ways to pay, when and how its details were checked, and a way to report a change", async ({
    page,
  }) => {
    await page.goto(`/dentists/${dentist.id}`);
    await waitForHydration(page);
    const badges = page.getByRole("main").getByRole("list", { name: "Ways to pay and availability" }).first();
    const expected = PAYMENT_FILTERS.filter((f) => "test" in f && f.test(dentist)).map((f) => f.badge);
    await expect(badges.getByRole("listitem")).toHaveText(expected.map((b) => new RegExp(b)));
    // The sample's dates are counted back from the day the server loaded them (issue 37 item 6).
    const checked = formatCheckedOn(seededCheckedOn(dentist.checkedOn, new Date()));
    await expect(page.getByText(`Details checked ${checked}`).first()).toBeVisible();
    await expect(page.getByText(`Source: ${dentist.source}`)).toBeVisible();
    await expect(page.getByText(ABOUT_RATINGS)).toHaveCount(1);

    const report = page.getByRole("link", { name: "Report a change" });
    await expect(report).toHaveAttribute(
      "href",
      "/contact?category=feedback&subject=Change+to+listing%3A+Waitemat%C4%81+Quay+Dental&listing=dentist%2Fwaitemata-quay-dental-auckland",
    );
    await report.click();
    await expect(page).toHaveURL(/\/contact\?category=feedback/);
    await expect(page.getByLabel("Category")).toHaveValue("feedback");
    await expect(page.getByLabel("Category").locator("option:checked")).toHaveText("Feedback");
    const subject = page.getByLabel("Subject");
    await expect(subject).toHaveValue("Change to listing: Waitematā Quay Dental");
    await subject.fill("Change to listing: new phone number");
    await expect(subject).toHaveValue("Change to listing: new phone number");
    await page.getByLabel("Category").selectOption("general");
    await expect(page.getByLabel("Category")).toHaveValue("general");
  });
});

test("every service page links to what it costs and help to pay", async ({ page }) => {
  for (const slug of ["invisalign", "implants", "teeth-whitening", "emergency-dentist"]) {
    await page.goto(`/services/${slug}`);
    await expect(page.getByRole("link", { name: "What it costs and help to pay" })).toHaveAttribute("href", "/costs");
  }
});

test.describe("page weight", () => {
  // A dentist far from Auckland and Taupō: its id appears only if the whole list was shipped.
  const elsewhere = "bank-street-dental-whangarei";

  for (const path of ["/dentists/lakefront-dental-taupo", "/locations/taupo"]) {
    test(`${path} ships only its own listings to the browser, not the whole directory`, async ({ page }) => {
      const scripts: Promise<string>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response.text());
      });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByText("Taupō").first()).toBeVisible();
      const bodies = await Promise.all(scripts);
      expect(bodies.length).toBeGreaterThan(0);
      for (const body of bodies) expect(body).not.toContain(elsewhere);
    });
  }

  test("a profile and a city page opened from inside the site load their listings", async ({ page }) => {
    await page.goto("/directory?q=taupo");
    await waitForHydration(page);
    await cards(page)
      .first()
      .getByRole("link", { name: /View profile/ })
      .click();
    await expect(page).toHaveURL(/\/dentists\/[a-z-]+-taupo$/);
    await expect(page.getByText(/Details checked \w+ 20\d\d/).first()).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Taupō", exact: true }).first().click();
    await expect(page).toHaveURL(/\/locations\/taupo$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dentists in Taupō");
    await expect(
      page
        .getByRole("list")
        .filter({ has: page.getByRole("link", { name: /View profile/ }) })
        .first(),
    ).toBeVisible();
  });
});
