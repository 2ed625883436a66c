import { opensOnWeekends, isOpenAt } from "../../rules/listings/hours";
import { SERVICE_NAMES } from "../../rules/listings/services";
import { E2E_LISTINGS_CLOCK } from "./clock";
import { screenshots, searchFromHome, test, expect, waitForHydration } from "./fixtures";
import { SAMPLE_DENTIST_LISTINGS as SAMPLE } from "./sample-listings";

const TOTAL = SAMPLE.length;

const results = (page: import("@playwright/test").Page) => page.getByRole("list", { name: "Dentists" }).first();
const headings = (page: import("@playwright/test").Page) => results(page).getByRole("heading", { level: 2 });
const count = (page: import("@playwright/test").Page) => page.getByTestId("directory-count");

test.describe("directory", () => {
  test("shows the first 20 dentists, best rated first, each card with 3 services, +N more, hours, profile and booking links", async ({
    page,
  }) => {
    await page.goto("/directory");
    await waitForHydration(page);
    await expect(count(page)).toHaveText(`Showing 1–20 of ${TOTAL} dentists`);
    await expect(headings(page)).toHaveCount(20);
    const first = results(page).getByRole("listitem").first();
    await expect(first.getByRole("heading", { level: 2 })).toHaveText("Dr Kenji Watanabe");
    const tags = first.getByRole("list", { name: "Services" }).getByRole("listitem");
    await expect(tags).toHaveCount(4);
    await expect(tags.last()).toHaveText("+3 more");
    await expect(first).toContainText(/Mon–Fri \d/);
    await expect(first.getByRole("link", { name: "Book with Dr Kenji Watanabe" })).toHaveAttribute(
      "href",
      "/book?dentist=merivale-lane-dental-studio-christchurch",
    );
    await expect(first.getByRole("link", { name: "View profile of Dr Kenji Watanabe" })).toHaveAttribute(
      "href",
      "/dentists/merivale-lane-dental-studio-christchurch",
    );
    await expect(page.getByLabel("Sort by")).toHaveValue("");
    await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Highest rated");
    const pages = page.getByRole("navigation", { name: "Pages of results" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Page 3" })).toBeVisible();
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("filters by name and by city, and pages through the results, by plain page loads", async ({ page }) => {
      await page.goto("/directory");
      await page.getByLabel("Search by name, place or treatment").fill("ngata");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/\/directory\?q=ngata/);
      await expect(headings(page)).toHaveText(["Dr Aroha Ngata"]);
      await expect(count(page)).toHaveText("Showing 1 dentist");

      await page.goto("/directory");
      await page.getByLabel("Location", { exact: true }).selectOption({ label: "Auckland" });
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/location=auckland/);
      const auckland = SAMPLE.filter((d) => d.citySlug === "auckland").length;
      await expect(count(page)).toHaveText(`Showing 1–${auckland} of ${auckland} dentists`);
      for (const card of await results(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading") })
        .all())
        await expect(card).toContainText("Auckland");

      await page.goto("/directory");
      const pages = page.getByRole("navigation", { name: "Pages of results" });
      await pages.getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(/\/directory\?page=2$/);
      await expect(count(page)).toHaveText(`Showing 21–40 of ${TOTAL} dentists`);
      await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await pages.getByRole("link", { name: "Page 3" }).click();
      await expect(count(page)).toHaveText(`Showing 41–${TOTAL} of ${TOTAL} dentists`);
      await pages.getByRole("link", { name: "Previous page" }).click();
      await expect(count(page)).toHaveText(`Showing 21–40 of ${TOTAL} dentists`);
    });
  });

  test("near a place, nearest first, with each dentist's distance", async ({ page }) => {
    await page.goto("/directory?location=auckland");
    await waitForHydration(page);
    await page.getByLabel("Near (town, suburb or postcode)").fill("Ponsonby");
    await page.getByLabel("Near (town, suburb or postcode)").press("Enter");
    await expect(page).toHaveURL(/near=Ponsonby/);
    await expect(page.getByText("Distances from Ponsonby, nearest first.")).toBeVisible();
    await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Nearest first");
    const distances = (await results(page).getByTestId("distance").allTextContents()).map((text) => {
      const [, value, unit] = /([\d.,]+) (m|km) away/.exec(text)!;
      return Number(value!.replace(",", "")) / (unit === "m" ? 1000 : 1);
    });
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  test("'Use my location' sorts by distance from the device, and says so plainly when it is refused", async ({
    page,
    context,
  }) => {
    await page.goto("/directory");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByText("Your browser did not allow us to use your location.")).toBeVisible();

    // Near Waitematā Quay Dental, 212 Queen Street, Auckland.
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: -36.8497, longitude: 174.7645 });
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page).toHaveURL(/near=-36\.850%2C174\.76\d$/);
    await expect(page.getByText("Distances from your location, nearest first.")).toBeVisible();
    await expect(headings(page).first()).toHaveText("Dr Aroha Ngata");
    await expect(results(page).getByTestId("distance").first()).toHaveText(/^\d+ m away$/);
  });

  test("open now at the server's fixed clock: only practices open then, each saying so", async ({ page }) => {
    const open = SAMPLE.filter((d) => isOpenAt(d.openingHours, new Date(E2E_LISTINGS_CLOCK)));
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(TOTAL);
    await page.goto("/directory");
    await waitForHydration(page);
    await page.getByRole("checkbox", { name: "Open now" }).check();
    await expect(page).toHaveURL(/\/directory\?open=now$/);
    await expect(count(page)).toHaveText(
      open.length === 1 ? "Showing 1 dentist" : `Showing 1–${Math.min(20, open.length)} of ${open.length} dentists`,
    );
    const cards = results(page).locator(":scope > li");
    for (const card of await cards.all()) await expect(card.getByText("Open now", { exact: true })).toBeVisible();
  });

  test("with scripts, filters update the list in place (no page load) and focus stays in the control", async ({
    page,
  }) => {
    await page.goto("/directory");
    await waitForHydration(page);
    // A full page load would wipe this.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    const service = page.getByLabel("Service", { exact: true });
    await service.focus();
    await service.selectOption("Dental Implants");
    await expect(page).toHaveURL(/service=Dental\+Implants/);
    const implants = SAMPLE.filter((d) => d.services.includes("Dental Implants")).length;
    await expect(count(page)).toHaveText(`Showing 1–${Math.min(20, implants)} of ${implants} dentists`);
    await expect(service).toBeFocused();

    const search = page.getByLabel("Search by name, place or treatment");
    await search.pressSequentially("ngata");
    await expect(headings(page)).toHaveText(["Dr Aroha Ngata"]);
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("ngata");
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

    // Back restores the previous search, fields and all.
    await page.goBack();
    await expect(search).toHaveValue("");
    await expect(service).toHaveValue("Dental Implants");
  });

  test("'root canal' typed in the search finds the dentists who list Root Canal Treatment", async ({ page }) => {
    await page.goto("/directory?q=root+canal");
    await waitForHydration(page);
    const rootCanal = SAMPLE.filter((d) => d.services.includes("Root Canal Treatment")).length;
    expect(rootCanal).toBeGreaterThan(0);
    await expect(count(page)).toHaveText(`Showing 1–${Math.min(20, rootCanal)} of ${rootCanal} dentists`);
    await expect(page.getByLabel("Service", { exact: true }).locator("option")).toHaveText([
      "All services",
      ...SERVICE_NAMES,
    ]);
  });

  test("keyboard only: search, open a filter and tick it, then page on", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/directory");
    await waitForHydration(page);
    await page.getByLabel("Search by name, place or treatment").focus();
    await page.keyboard.type("auckland");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/q=auckland/);
    // The folded filters open from the keyboard.
    const summary = page.getByText("Filters", { exact: true });
    await summary.focus();
    await page.keyboard.press("Enter");
    const weekends = page.getByRole("checkbox", { name: "Open weekends" });
    await expect(weekends).toBeVisible();
    await weekends.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/weekends=1/);
    await expect(weekends).toBeFocused();
    await expect(weekends).toBeChecked();
    const weekend = SAMPLE.filter((d) => opensOnWeekends(d.openingHours) && d.citySlug === "auckland");
    await expect(count(page)).toHaveText(
      weekend.length === 1 ? "Showing 1 dentist" : `Showing 1–${weekend.length} of ${weekend.length} dentists`,
    );
  });

  test("a box ticked before the scripts have loaded is not lost", async ({ page }) => {
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Module scripts held back keep DOMContentLoaded waiting too: the page is there once it commits.
    await page.goto("/directory", { waitUntil: "commit" });
    await page.getByRole("checkbox", { name: "ACC registered" }).check();
    release();
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/directory\?acc=1$/);
    const acc = SAMPLE.filter((d) => d.funding.acc).length;
    await expect(count(page)).toHaveText(`Showing 1–${Math.min(20, acc)} of ${acc} dentists`);
  });

  test("the home page search pre-fills the directory and the results match it", async ({ page }) => {
    await searchFromHome(page);
    await expect(page).toHaveURL(/\/directory\?location=whangarei&service=Invisalign$/);
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("whangarei");
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("Invisalign");
    await expect(headings(page)).toHaveText(["Dr Salote Vaipulu"]);
  });

  test("at 390 px the filters fold away, so the first result is near the top after a search from home", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await searchFromHome(page);
    await waitForHydration(page);
    await expect(page.getByLabel("Location", { exact: true })).toBeHidden();
    await expect(page.getByText("Filters (2 on)", { exact: true })).toBeVisible();
    const top = await results(page).getByRole("heading", { level: 2 }).first().boundingBox();
    expect(top!.y).toBeLessThan(1100);
    await page.getByText("Filters (2 on)", { exact: true }).click();
    await expect(page.getByLabel("Location", { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshots(page, "directory-after-home-search");
  });

  test("a city typed without its macron finds Taupō, and an unlisted service from a link still filters", async ({
    page,
  }) => {
    await page.goto("/directory?location=Taupo");
    await waitForHydration(page);
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("taupo");
    const taupo = SAMPLE.filter((d) => d.citySlug === "taupo").length;
    await expect(count(page)).toHaveText(`Showing 1–${taupo} of ${taupo} dentists`);
    await expect(results(page)).toContainText("Taupō");

    await page.goto("/directory?service=Root%20Canal");
    await waitForHydration(page);
    const service = page.getByLabel("Service", { exact: true });
    await expect(service).toHaveValue("Root Canal");
    await expect(service.locator("option:checked")).toHaveText("Root Canal");
    const rootCanal = SAMPLE.filter((d) => d.services.some((s) => s.includes("Root Canal"))).length;
    await expect(count(page)).toHaveText(`Showing 1–${Math.min(20, rootCanal)} of ${rootCanal} dentists`);
  });

  test("sorts by name and reviews, and the list view", async ({ page }) => {
    await page.goto("/directory?sort=name");
    await waitForHydration(page);
    await expect(headings(page).first()).toHaveText("Dr Aisha Rahman");
    await page.getByLabel("Sort by").selectOption("reviews");
    await expect(headings(page).first()).toHaveText("Dr Aroha Ngata");
    await page.getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/sort=reviews&view=list/);
    await expect(page.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "true");
    await expect(headings(page).first()).toHaveText("Dr Aroha Ngata");
  });

  test("screenshots: distance, hours and page links at 390 and 1280 px", async ({ page }) => {
    await page.goto("/directory?near=Ponsonby");
    await waitForHydration(page);
    await expect(results(page).getByTestId("distance").first()).toBeVisible();
    await screenshots(page, "directory-near");
  });
});

test.describe("compare", () => {
  test("shows the six columns, a count line and 3 services plus +N more per row", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/compare");
    await waitForHydration(page);
    const table = page.getByRole("table", { name: /compared by rating/ });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Dentist",
      "Rating",
      "Services",
      "Price Range",
      "Contact",
      "Actions",
    ]);
    await expect(page.getByRole("status")).toHaveText(`Showing 1–20 of ${TOTAL} dentists`);
    const firstRow = table.getByRole("row").nth(1);
    await expect(firstRow.getByRole("list", { name: "Services" }).getByRole("listitem")).toHaveText([
      "Dental Implants",
      "Invisalign",
      "Cosmetic Dentistry",
      "+3 more",
    ]);
    await expect(firstRow.getByRole("link", { name: "(03) 555 0131" })).toHaveAttribute("href", /^tel:\+64/);
  });

  test("filters by location, service and price, with removable chips, Clear Filters and the empty state", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/compare");
    await waitForHydration(page);
    await expect(page.getByLabel("Location", { exact: true }).locator("option")).toHaveCount(23);
    const auckland = SAMPLE.filter((d) => d.citySlug === "auckland");
    await page.getByLabel("Location", { exact: true }).selectOption("Auckland");
    await expect(page.getByRole("status")).toHaveText(`Showing 1–${auckland.length} of ${auckland.length} dentists`);
    await page.getByLabel("Service", { exact: true }).selectOption("Emergency Care");
    await page.getByLabel("Price Range", { exact: true }).selectOption("$$$");
    await expect(page.getByText("No dentists found matching your criteria")).toBeVisible();

    const chips = page.getByRole("list", { name: "Active filters" });
    await expect(chips.getByRole("link")).toHaveCount(3);
    await chips.getByRole("link", { name: "Remove filter Price Range: $$$" }).click();
    await expect(page.getByLabel("Price Range", { exact: true })).toHaveValue("");
    await expect(page.getByRole("status")).toHaveText("Showing 1 dentist");
    await expect(page.getByRole("table")).toContainText("Dr Sione Tupou");

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page.getByRole("status")).toHaveText(`Showing 1–20 of ${TOTAL} dentists`);
    await expect(chips).toHaveCount(0);
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("");
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("filters apply, two dentists go side by side, and the next page opens, by plain page loads", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/compare");
      await page.getByLabel("Location", { exact: true }).selectOption("Auckland");
      await page.getByRole("button", { name: "Apply filters" }).click();
      const auckland = SAMPLE.filter((d) => d.citySlug === "auckland").length;
      await expect(page.getByRole("status")).toHaveText(`Showing 1–${auckland} of ${auckland} dentists`);
      // A chosen dentist's link becomes "Remove …", so the first "Compare …" link is then the next dentist.
      const compareLink = page.getByRole("link", { name: /^Compare .* side by side$/ }).first();
      await compareLink.click();
      await compareLink.click();
      await expect(
        page.getByRole("region", { name: "Chosen dentists side by side" }).getByRole("columnheader"),
      ).toHaveCount(2);
      await expect(page).toHaveURL(/location=Auckland&pick=.+&pick=/);

      await page.goto("/compare");
      await page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: "Next page" }).click();
      await expect(page.getByRole("status")).toHaveText(`Showing 21–40 of ${TOTAL} dentists`);
    });
  });

  test("choose two dentists and see them side by side; remove one", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/compare/auckland");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Compare Dr Aroha Ngata side by side" }).click();
    const sideBySide = page.getByRole("region", { name: "Chosen dentists side by side" });
    await expect(sideBySide.getByRole("columnheader")).toHaveCount(1);
    const second = page.getByRole("link", { name: /^Compare .* side by side$/ }).first();
    const secondName = (await second.getAttribute("aria-label"))!.replace(/^Compare | side by side$/g, "");
    await second.click();
    await expect(sideBySide.getByRole("columnheader")).toHaveCount(2);
    await expect(sideBySide.getByRole("columnheader").first()).toContainText("Dr Aroha Ngata");
    await expect(sideBySide.getByRole("columnheader").last()).toContainText(secondName);
    for (const row of ["Rating", "Price range", "Hours", "Services", "Languages", "Wheelchair access", "Contact"])
      await expect(sideBySide.getByRole("rowheader", { name: row })).toBeVisible();
    await expect(page).toHaveURL(/pick=waitemata-quay-dental-auckland&pick=/);
    await screenshots(page, "compare-side-by-side");
    // On a phone the chosen dentists scroll sideways inside their box; the page itself does not.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    await sideBySide.getByRole("link", { name: "Remove Dr Aroha Ngata from the side-by-side comparison" }).click();
    await expect(sideBySide.getByRole("columnheader")).toHaveCount(1);
    await expect(sideBySide.getByRole("columnheader")).toContainText(secondName);
  });

  test("/compare/{city} and /compare/{service} pre-select that filter, in the HTML", async ({ page, request }) => {
    const html = await (await request.get("/compare/auckland")).text();
    expect(html).toContain("Compare Dentists in Auckland");
    await page.goto("/compare/auckland");
    await waitForHydration(page);
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("Auckland");
    const auckland = SAMPLE.filter((d) => d.citySlug === "auckland").length;
    await expect(page.getByRole("status")).toHaveText(`Showing 1–${auckland} of ${auckland} dentists`);

    await page.goto("/compare/invisalign");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare Invisalign Providers");
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("Invisalign");
    const invisalign = SAMPLE.filter((d) => d.services.includes("Invisalign")).length;
    await expect(page.getByRole("status")).toHaveText(`Showing 1–20 of ${invisalign} dentists`);
  });

  test("on a phone the filters fold behind 'Filters' and no column is clipped", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/compare");
    await waitForHydration(page);
    await expect(page.getByLabel("Location", { exact: true })).toBeHidden();
    await page.getByText("Filters", { exact: true }).click();
    await expect(page.getByLabel("Location", { exact: true })).toBeVisible();
    await page.getByLabel("Location", { exact: true }).selectOption("Wellington");
    await expect(page.getByRole("status")).toHaveText(/^Showing (\d+–)?\d+ (of \d+ )?dentists?$/);
    await expect(page).toHaveURL(/location=Wellington/);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const card = page.getByRole("list", { name: "Dentists compared" }).getByRole("listitem").first();
    for (const label of ["Rating", "Services", "Price Range", "Contact"]) {
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(card.getByRole("link", { name: /^Book with/ })).toBeVisible();
  });
});

test.describe("compare on phones", () => {
  for (const width of [320, 390]) {
    test(`at ${width} px an e-mail address breaks only after its @ or before a dot, never mid-word`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/compare");
      await waitForHydration(page);
      // Cards far off screen skip layout (content-visibility: auto); lay them out as a visitor scrolling sees them.
      await page.addStyleTag({ content: ".render-when-visible { content-visibility: visible !important; }" });
      const cards = page.getByRole("list", { name: "Dentists compared" });
      // Where each address is cut between lines, shown as "before|after".
      const breaks = await cards.locator('a[href^="mailto:"]').evaluateAll((links) =>
        links.flatMap((link) => {
          const chars: { char: string; top: number }[] = [];
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = 0; i < node.textContent!.length; i++) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              chars.push({ char: node.textContent![i]!, top: range.getBoundingClientRect().top });
            }
          }
          const text = chars.map((c) => c.char).join("");
          return chars
            .map((c, i) => (i > 0 && c.top - chars[i - 1]!.top > 8 ? `${text.slice(0, i)}|${text.slice(i)}` : ""))
            .filter(Boolean);
        }),
      );
      expect(breaks.filter((cut) => !/@\||\|\./.test(cut))).toEqual([]);
    });
  }
});

// The directory (also as a list), compare and every other public page at 320, 390 and 1280 px, fitting
// the screen and scanned by axe: pages.spec.ts. City, service, oral surgery and profile pages:
// city-service-pages.spec.ts.
