import { axeViolations, SCAN_WIDTHS } from "./axe";
import { searchFromHome, test, expect, waitForHydration } from "./fixtures";
import { PUBLIC_ROUTES } from "./routes";

const results = (page: import("@playwright/test").Page) => page.getByRole("list", { name: "Dentists" }).first();

test.describe("directory", () => {
  test("shows every dentist, best rated first, each card with 3 services, +N more, profile and booking links", async ({
    page,
  }) => {
    await page.goto("/directory");
    await waitForHydration(page);
    await expect(page.getByRole("status")).toHaveText("59 dentists found");
    const first = results(page).getByRole("listitem").first();
    await expect(first.getByRole("heading", { level: 2 })).toHaveText("Dr Kenji Watanabe");
    const tags = first.getByRole("list", { name: "Services" }).getByRole("listitem");
    await expect(tags).toHaveCount(4);
    await expect(tags.last()).toHaveText("+3 more");
    await expect(first.getByRole("link", { name: "Book with Dr Kenji Watanabe" })).toHaveAttribute(
      "href",
      "/book?dentist=merivale-lane-dental-studio-christchurch",
    );
    await expect(first.getByRole("link", { name: "View profile of Dr Kenji Watanabe" })).toHaveAttribute(
      "href",
      "/dentists/merivale-lane-dental-studio-christchurch",
    );
    await expect(page.getByLabel("Sort by")).toHaveValue("rating");
  });

  test("a patient searches by name, sees the count change, and gets the empty state for no match", async ({ page }) => {
    await page.goto("/directory");
    await waitForHydration(page);
    const search = page.getByLabel("Search by name");
    await search.pressSequentially("NGATA");
    await expect(page.getByRole("status")).toHaveText("1 dentist found");
    await expect(results(page).getByRole("heading", { level: 2 })).toHaveText(["Dr Aroha Ngata"]);
    await expect(page).toHaveURL(/\/directory\?q=NGATA$/);

    await search.fill("zzzz");
    await expect(page.getByText("No dentists found", { exact: true })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("0 dentists found");
    await page.getByRole("button", { name: "Clear all filters" }).click();
    await expect(page.getByRole("status")).toHaveText("59 dentists found");
    await expect(search).toHaveValue("");
  });

  test("the home page search pre-fills the directory and the results match it", async ({ page }) => {
    await searchFromHome(page);
    await expect(page).toHaveURL(/\/directory\?location=whangarei&service=Invisalign$/);
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("whangarei");
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("Invisalign");
    await expect(results(page).getByRole("heading", { level: 2 })).toHaveText(["Dr Salote Vaipulu"]);
  });

  test("a city typed without its macron finds Taupō, and an unlisted service from a link still filters", async ({
    page,
  }) => {
    await page.goto("/directory?location=Taupo");
    await waitForHydration(page);
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("taupo");
    await expect(page.getByRole("status")).toHaveText("3 dentists found");
    for (const heading of await results(page).getByRole("heading", { level: 2 }).all()) {
      await expect(heading).toBeVisible();
    }
    await expect(results(page)).toContainText("Taupō");

    await page.goto("/directory?service=Root%20Canal");
    await waitForHydration(page);
    const service = page.getByLabel("Service", { exact: true });
    await expect(service).toHaveValue("Root Canal");
    await expect(service.locator("option:checked")).toHaveText("Root Canal");
    await expect(page.getByRole("status")).toHaveText("23 dentists found");
  });

  test("every change updates the URL and Back restores the previous state", async ({ page }) => {
    await page.goto("/directory");
    await waitForHydration(page);
    await page.getByLabel("Location", { exact: true }).selectOption({ label: "Auckland" });
    await expect(page).toHaveURL(/location=auckland/);
    await expect(page.getByRole("status")).toHaveText("3 dentists found");

    await page.getByLabel("Service", { exact: true }).selectOption("Emergency Care");
    await expect(page).toHaveURL(/location=auckland&service=Emergency\+Care/);
    await expect(page.getByRole("status")).toHaveText("1 dentist found");

    await page.getByLabel("Sort by").selectOption("name");
    await page.getByRole("button", { name: "List" }).click();
    await expect(page).toHaveURL(/sort=name&view=list/);
    await expect(page.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");

    await page.goBack();
    await expect(page.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "true");
    await page.goBack();
    await expect(page.getByLabel("Sort by")).toHaveValue("rating");
    await page.goBack();
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("auckland");
    await expect(page.getByRole("status")).toHaveText("3 dentists found");
    await page.goBack();
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("");
    await expect(page.getByRole("status")).toHaveText("59 dentists found");
  });

  test("Back restores the name search too", async ({ page }) => {
    await page.goto("/directory");
    await waitForHydration(page);
    await page.getByLabel("Search by name").pressSequentially("chen");
    await page.getByLabel("Location", { exact: true }).selectOption({ label: "Auckland" });
    await expect(page.getByRole("status")).toHaveText("1 dentist found");
    await page.goBack();
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Search by name")).toHaveValue("chen");
    await page.goBack();
    await expect(page.getByLabel("Search by name")).toHaveValue("");
    await expect(page.getByRole("status")).toHaveText("59 dentists found");
  });

  test("sorts by name, reviews and location", async ({ page }) => {
    await page.goto("/directory?sort=name");
    await waitForHydration(page);
    await expect(results(page).getByRole("heading", { level: 2 }).first()).toHaveText("Dr Aisha Rahman");
    await page.getByLabel("Sort by").selectOption("reviews");
    await expect(results(page).getByRole("heading", { level: 2 }).first()).toHaveText("Dr Aroha Ngata");
    await page.getByLabel("Sort by").selectOption("location");
    await expect(results(page).locator(":scope > li").first()).toContainText("Auckland");
    await expect(results(page).locator(":scope > li").last()).toContainText("Whangārei");
  });
});

test.describe("compare", () => {
  test("shows the six columns, a count line and 3 services plus +N more per row", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/compare");
    await waitForHydration(page);
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([
      "Dentist",
      "Rating",
      "Services",
      "Price Range",
      "Contact",
      "Actions",
    ]);
    await expect(page.getByRole("status")).toHaveText("Showing 59 of 59 dentists");
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
    await page.getByLabel("Location", { exact: true }).selectOption("Auckland");
    await expect(page.getByRole("status")).toHaveText("Showing 3 of 59 dentists");
    await page.getByLabel("Service", { exact: true }).selectOption("Emergency Care");
    await page.getByLabel("Price Range", { exact: true }).selectOption("$$$");
    await expect(page.getByText("No dentists found matching your criteria")).toBeVisible();

    const chips = page.getByRole("list", { name: "Active filters" });
    await expect(chips.getByRole("button")).toHaveCount(3);
    await chips.getByRole("button", { name: "Remove filter Price Range: $$$" }).click();
    await expect(page.getByLabel("Price Range", { exact: true })).toHaveValue("");
    await expect(page.getByRole("status")).toHaveText("Showing 1 of 59 dentists");
    await expect(page.getByRole("table")).toContainText("Dr Sione Tupou");

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page.getByRole("status")).toHaveText("Showing 59 of 59 dentists");
    await expect(chips).toHaveCount(0);
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("");
  });

  test("/compare/{city} and /compare/{service} pre-select that filter in the prerendered page", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/compare/auckland")).text();
    expect(html).toContain("Compare Dentists in Auckland");
    await page.goto("/compare/auckland");
    await waitForHydration(page);
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("Auckland");
    await expect(page.getByRole("status")).toHaveText("Showing 3 of 59 dentists");

    await page.goto("/compare/invisalign");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare Invisalign Providers");
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("Invisalign");
    await expect(page.getByRole("status")).toHaveText("Showing 21 of 59 dentists");
  });

  test("on a phone the filter panel opens and closes and no column is clipped", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/compare");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Show filters" });
    await expect(page.getByLabel("Location", { exact: true })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Hide filters" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByLabel("Location", { exact: true })).toBeVisible();
    await page.getByLabel("Location", { exact: true }).selectOption("Wellington");
    await expect(page.getByRole("status")).toHaveText(/^Showing \d+ of 59 dentists$/);
    await page.getByRole("button", { name: "Hide filters" }).click();
    await expect(page.getByLabel("Location", { exact: true })).toBeHidden();

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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dental services and prices");
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
      await expect(page.getByRole("status")).toHaveText("Showing 59 of 59 dentists");
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
    await expect(surgeon).toContainText("204 reviews");
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
      aggregateRating: { ratingValue: 4.9, reviewCount: 512 },
    });

    await page.goto("/dentists/waitemata-quay-dental-auckland");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dr Aroha Ngata");
    for (const text of [
      "Waitematā Quay Dental",
      "212 Queen Street, Auckland Central, Auckland 1010",
      "512 reviews",
      "$240 – $480 per visit",
      "Mon–Fri 7:30am–6pm, Sat 9am–2pm",
      "16 years",
      "Implant dentistry",
      "Crowns and Bridges",
    ]) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
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

test.describe("accessibility", () => {
  const pages = [
    "/directory?view=list",
    "/compare",
    "/locations/palmerston-north",
    "/services/implants",
    "/surgical",
    "/dentists/waitemata-quay-dental-auckland",
  ];
  // accessibility.spec.ts scans the public routes at both widths; here only the states it does not load.
  const scannedElsewhere: readonly string[] = PUBLIC_ROUTES;
  // Sideways scrolling is checked at 320 px too (WCAG 1.4.10's width); axe runs at the scan widths.
  for (const width of [320, ...SCAN_WIDTHS]) {
    for (const path of pages) {
      const scanHere = !scannedElsewhere.includes(path) && (SCAN_WIDTHS as readonly number[]).includes(width);
      const also = scanHere ? " and has no WCAG A/AA violations" : "";
      test(`${path} at ${width}px fits without sideways scrolling${also}`, async ({ page }) => {
        test.setTimeout(120_000); // axe over 59 listings is slow on a busy 2-core machine
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await waitForHydration(page);
        if (scanHere) expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }
});
