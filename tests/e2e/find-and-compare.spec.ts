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

test.describe("city pages", () => {
  test("Palmerston North: proper name, its own dentists, counts from the data, quick actions, map, FAQ", async ({
    page,
  }) => {
    await page.goto("/locations/palmerston-north");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dentists in Palmerston North");
    const dentists = page.locator("#city-dentists + ul > li");
    await expect(dentists).toHaveCount(3);
    for (const name of ["Dr Ana Fifita", "Dr Thomas Reid", "Dr Nikita Sharma"]) {
      await expect(dentists.getByRole("heading", { name })).toBeVisible();
    }
    const counts = page.getByTestId("service-counts");
    await expect(counts.getByRole("link", { name: /General Dentistry/ })).toContainText("3 providers");
    await expect(counts.getByRole("link", { name: /General Dentistry/ })).toHaveAttribute(
      "href",
      "/directory?location=palmerston-north&service=General+Dentistry",
    );
    const actions = page.getByRole("list", { name: "Quick actions" });
    await expect(actions.getByRole("link")).toHaveCount(3);
    await expect(actions.locator('a[href="/emergency"]')).toHaveCount(1);
    await expect(actions.locator('a[href="/book?location=palmerston-north"]')).toHaveCount(1);
    await expect(actions.locator('a[href="/compare/palmerston-north"]')).toHaveCount(1);
    await expect(page.getByRole("img", { name: "Map of New Zealand showing where Palmerston North is" })).toBeVisible();

    await page.getByText("How much does a dental check-up cost in Palmerston North?").click();
    await expect(page.getByText(/\$150-\$300/)).toBeVisible();
    await expect(page.getByText("Can I see an emergency dentist in Palmerston North?")).toBeVisible();
    await expect(page.getByText("Does insurance cover dental treatment?")).toBeVisible();
  });

  test("the map dot sits further south for Invercargill than for Auckland", async ({ page }) => {
    const dotY = async (slug: string) => {
      await page.goto(`/locations/${slug}`);
      return Number(await page.getByTestId("city-map-dot").getAttribute("cy"));
    };
    expect(await dotY("invercargill")).toBeGreaterThan((await dotY("auckland")) + 150);
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test("an unknown city answers 404 and offers the real cities", async ({ page }) => {
      const response = await page.goto("/locations/atlantis");
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("City not found");
      await expect(page.getByRole("link", { name: "Palmerston North" }).first()).toHaveAttribute(
        "href",
        "/locations/palmerston-north",
      );
      await expect(page.getByRole("list", { name: "Cities we cover" }).getByRole("link")).toHaveCount(22);
    });
  });
});

/** The services index: every treatment and every oral-surgery service, each with its price and page. */
async function expectEveryServiceWithPrices(page: import("@playwright/test").Page) {
  const treatments = page.getByRole("list", { name: "Treatments" });
  await expect(treatments.getByRole("listitem")).toHaveCount(4);
  const implants = treatments.getByRole("listitem").filter({ hasText: "Dental Implants" });
  await expect(implants).toContainText("$3,500 - $6,000");
  await expect(implants.getByRole("link", { name: "Dental Implants" })).toHaveAttribute("href", "/services/implants");
  await expect(treatments.getByRole("listitem").filter({ hasText: "Emergency" })).toContainText("From $150");
  const surgery = page.getByRole("list", { name: "Oral surgery" });
  await expect(surgery.getByRole("listitem")).toHaveCount(6);
  const wisdom = surgery.getByRole("listitem").filter({ hasText: "Wisdom Tooth Removal" });
  await expect(wisdom).toContainText("$300 - $800");
  await expect(wisdom.getByRole("link", { name: "Wisdom Tooth Removal" })).toHaveAttribute(
    "href",
    "/services/wisdom-tooth-removal",
  );
}

test.describe("services index", () => {
  test("the header's Services opens every treatment with its price", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dental services and pricesRatonga");
    await expectEveryServiceWithPrices(page);
  });
});

test.describe("service pages", () => {
  test("implants: spec facts, three real providers, city links, FAQ and the two actions", async ({ page }) => {
    await page.goto("/services/implants");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dental Implants");
    await expect(page.getByText("$3,500 - $6,000")).toBeVisible();
    await expect(page.getByText("3-6 months")).toBeVisible();
    await expect(page.getByText("95% success rate")).toBeVisible();
    // The three highest-rated dentists whose records list Dental Implants.
    await expect(page.getByTestId("service-providers").getByRole("heading", { level: 3 })).toHaveText([
      "Dr Kenji Watanabe",
      "Dr Aroha Ngata",
      "Dr Mereana Walker",
    ]);
    await expect(page.locator('#service-cities + ul a[href="/locations/auckland"]')).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Book Consultation" })).toHaveAttribute(
      "href",
      "/book?service=Dental+Implants",
    );
    await expect(page.getByRole("link", { name: "Compare Providers" })).toHaveAttribute(
      "href",
      "/compare/dental-implants",
    );
    await page.getByText("How much does a dental implant cost?").click();
    await expect(page.getByText(/usually costs \$3,500 to \$6,000/)).toBeVisible();
  });

  test("invisalign and teeth whitening show the spec's prices and durations", async ({ page }) => {
    await page.goto("/services/invisalign");
    await expect(page.getByText("$6,000 - $9,000")).toBeVisible();
    await expect(page.getByText("12-18 months")).toBeVisible();
    await page.goto("/services/teeth-whitening");
    await expect(page.getByText("$400 - $800")).toBeVisible();
    await expect(page.getByText("1-2 hours")).toBeVisible();
  });

  test("every service the site links to has its own page", async ({ page, request }) => {
    const pages = [
      ["/services/emergency-dentist", "Emergency Dental Care"],
      ["/services/wisdom-tooth-removal", "Wisdom Tooth Removal"],
      ["/services/corrective-jaw-surgery", "Corrective Jaw Surgery"],
    ] as const;
    for (const [path, title] of pages) {
      const raw = await request.get(path);
      expect(raw.status()).toBe(200);
      expect(await raw.text()).toContain(title);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    }
  });

  test("the emergency dentist page points people in pain to the emergency page", async ({ page }) => {
    await page.goto("/services/emergency-dentist");
    await expect(page.getByText("From $150").first()).toBeVisible();
    await page.getByRole("link", { name: "See emergency dental help and after-hours clinics" }).click();
    await expect(page).toHaveURL(/\/emergency$/);
  });

  test.describe(() => {
    // The app asks for the slug's prerendered data; the 404 is how it learns there is no such page.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("an unknown service answers 404 and leads to every treatment with its price", async ({ page }) => {
      const response = await page.goto("/services/space-dentistry");
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service not found");
      await expect(page.getByText("We do not have a page for “space-dentistry”.")).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await page.getByRole("main").getByRole("link", { name: "All services and prices" }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expectEveryServiceWithPrices(page);
    });

    test("an unknown compare filter answers 404, says so and still compares every dentist", async ({ page }) => {
      const response = await page.goto("/compare/atlantis");
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByText("We did not recognise “atlantis” as a city or a service")).toBeVisible();
      await expect(page.getByRole("status")).toHaveText(`Showing 1–20 of ${TOTAL} dentists`);
    });
  });
});

test.describe("oral surgery", () => {
  for (const path of ["/surgical", "/services/oral-surgery"]) {
    test(`${path}: six services, four steps, three surgeons, five FAQs, links to /book and /compare`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oral Surgery");
      const services = page.locator("#surgical-services + ul > li");
      await expect(services).toHaveCount(6);
      await expect(services.first().getByRole("link", { name: "Wisdom Tooth Removal", exact: true })).toHaveAttribute(
        "href",
        "/services/wisdom-tooth-removal",
      );
      await expect(services.first()).toContainText("$300 - $800");
      await expect(page.locator("#surgical-process + ol > li")).toHaveCount(4);
      await expect(page.locator("#surgical-surgeons + ul > li")).toHaveCount(3);
      await expect(page.locator("#surgical-faq + div details")).toHaveCount(5);
      await expect(page.locator('main a[href^="/book"]').first()).toBeVisible();
      await expect(page.locator('main a[href="/compare"]').first()).toBeVisible();
    });
  }

  test("View Profile opens the surgeon's full profile and Book Consultation goes to the booking form", async ({
    page,
  }) => {
    await page.goto("/surgical");
    await waitForHydration(page);
    const surgeon = page.getByRole("article", { name: "Dr Helen Okafor" });
    await expect(surgeon).toContainText("4.8");
    await expect(surgeon).toContainText("204 verified reviews"); // the spec's count, from the sample reviews
    await expect(surgeon).toContainText("22 years");
    await expect(surgeon.getByText("MBChB (Otago)")).toBeHidden();
    await surgeon.getByRole("button", { name: "View Profile of Dr Helen Okafor" }).click();
    await expect(surgeon.getByText("MBChB (Otago)")).toBeVisible();
    await expect(surgeon.getByRole("link", { name: "(04) 555 0422" })).toHaveAttribute("href", "tel:+6445550422");
    await surgeon.getByRole("link", { name: "Book Consultation with Dr Helen Okafor" }).click();
    await expect(page).toHaveURL(/\/book\?surgeon=dr-helen-okafor-wellington&service=Other&location=wellington$/);
  });
});

test.describe("dentist profiles", () => {
  test("shows every field, contact links, booking and nearby dentists, with Dentist JSON-LD in the HTML", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/dentists/waitemata-quay-dental-auckland")).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const dentistLd = ld.find((d) => d["@type"] === "Dentist");
    expect(dentistLd).toMatchObject({
      name: "Waitematā Quay Dental",
      telephone: "(09) 555 0123",
      // Computed from the sample reviews: the spec's rating and its 512 reviews.
      aggregateRating: { ratingValue: 4.9, reviewCount: 512 },
    });

    await page.goto("/dentists/waitemata-quay-dental-auckland");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dr Aroha Ngata");
    for (const text of [
      "Waitematā Quay Dental",
      "212 Queen Street, Auckland Central, Auckland 1010",
      "512 verified reviews",
      "$240 – $480 per visit",
      "16 years",
      "Implant dentistry",
      "Crowns and Bridges",
    ]) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
    // The week's hours, from the structured hours: Mon–Fri 7:30am–6pm, Sat 9am–2pm.
    const hours = page.getByRole("table", { name: "Opening hours this week, New Zealand time" });
    await expect(hours.getByRole("row", { name: /Monday\s*7:30am–6pm/ })).toBeVisible();
    await expect(hours.getByRole("row", { name: /Saturday\s*9am–2pm/ })).toBeVisible();
    await expect(hours.getByRole("row", { name: /Sunday\s*Closed/ })).toBeVisible();
    await expect(page.getByText(/^No – see our emergency page/)).toBeVisible();
    await expect(page.getByRole("list", { name: "All services" }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByRole("link", { name: "(09) 555 0123", exact: true })).toHaveAttribute(
      "href",
      "tel:+6495550123",
    );
    await expect(page.getByRole("link", { name: "hello@waitemataquaydental.co.nz" })).toHaveAttribute(
      "href",
      "mailto:hello@waitemataquaydental.co.nz",
    );
    await expect(page.getByRole("link", { name: /waitemataquaydental\.co\.nz \(opens/ })).toHaveAttribute(
      "href",
      "https://waitemataquaydental.co.nz",
    );
    await expect(page.getByRole("link", { name: "Book with this dentist" })).toHaveAttribute(
      "href",
      "/book?dentist=waitemata-quay-dental-auckland&location=auckland",
    );
    const nearby = page.locator("#dentist-nearby + ul > li");
    await expect(nearby).toHaveCount(3);
    await expect(nearby.first()).toContainText("Auckland");
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test("an unknown dentist answers 404 with a way back to the directory", async ({ page }) => {
      const response = await page.goto("/dentists/dr-nobody");
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dentist not found");
      await expect(page.getByRole("link", { name: "Search the directory" })).toHaveAttribute("href", "/directory");
    });
  });
});

// Each of these pages (and the directory as a list) at 320, 390 and 1280 px, fitting the screen and
// scanned by axe: pages.spec.ts.
