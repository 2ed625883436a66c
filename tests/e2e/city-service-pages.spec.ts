import type { Page } from "@playwright/test";

import { test, expect, waitForHydration } from "./fixtures";
import { SAMPLE_DENTIST_LISTINGS as SAMPLE } from "./sample-listings";

// The pages a search leads to: city pages, the services and their pages, oral surgery and dentist
// profiles. The directory and compare are find-and-compare.spec.ts.

const TOTAL = SAMPLE.length;

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
async function expectEveryServiceWithPrices(page: Page) {
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
