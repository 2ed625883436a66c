import { test, expect, waitForHydration } from "./fixtures";

test.describe("blog", () => {
  test("a reader filters by category, sorts and loads more articles", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await expect(page.getByTestId("featured-article")).toHaveCount(1);
    const cards = page.getByTestId("article-card");
    await expect(cards).toHaveCount(6);

    await page.getByRole("button", { name: "Load More" }).click();
    await expect(cards).toHaveCount(9);
    await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);

    await page.getByLabel("Sort by").selectOption({ label: "Oldest First" });
    await expect(cards.first()).toContainText("How Much Does a Dentist Cost in New Zealand?");
    await expect(cards).toHaveCount(6);
    await page.getByLabel("Sort by").selectOption({ label: "Most Popular" });
    await expect(cards.first()).toContainText("What to Do in a Dental Emergency");

    await page.getByRole("button", { name: "Costs & Funding" }).click();
    await expect(page.getByRole("button", { name: "Costs & Funding" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("featured-article")).toHaveCount(0);
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card).toContainText("Costs & Funding");
    await expect(page).toHaveURL(/category=Costs/);

    // The choice survives a reload: it lives in the address.
    await page.reload();
    await waitForHydration(page);
    await expect(cards).toHaveCount(3);
    await expect(page.getByLabel("Sort by")).toHaveValue("popular");
  });

  test("a popular topic lists the matching articles", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Gum health" }).click();
    await expect(page).toHaveURL(/\/blog\/search\?q=gum-health/);
    await expect(page.getByRole("heading", { level: 2, name: /2 articles about “Gum health”/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Looking After Your Gums: Preventing Gum Disease" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Wisdom Teeth: When Do They Need to Come Out?" })).toBeVisible();
  });

  test("searching by keyword from a direct link, and a search with no results", async ({ page }) => {
    await page.goto("/blog/search?q=invisalign");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Invisalign vs Braces: Which Is Right for You?" })).toBeVisible();
    await page.getByLabel("Search articles").fill("zzqx");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "No articles found for “zzqx”" })).toBeVisible();
  });

  test("an article shows its author, date, read time, related articles and a call to book", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/blog/acc-and-dental-injuries-what-is-covered")).text();
    expect(html).toContain('"@type":"Article"');
    await page.goto("/blog/acc-and-dental-injuries-what-is-covered");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ACC and Dental Injuries: What Is Covered");
    await expect(page.getByText("16 July 2024").first()).toBeVisible();
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
    await page.getByRole("link", { name: "Book an Appointment" }).click();
    await expect(page).toHaveURL(/\/book$/);
  });

  test.describe(() => {
    // The app asks for the article's prerendered data; the 404 is how it learns there is none.
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test("an unknown article answers 404 with the blog's way onwards, not the crash page", async ({ page }) => {
      const response = await page.goto("/blog/no-such-article");
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article not found");
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
      await page.getByRole("link", { name: "Browse the blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dental Health Blog");
    });
  });
});

test.describe("emergency", () => {
  test("tells people to call 111, with tel: links and directions for every clinic", async ({ page }) => {
    await page.goto("/emergency");
    await waitForHydration(page);
    await expect(page.getByText("Life-threatening emergency?")).toBeVisible();
    await expect(page.getByRole("link", { name: "Call 111" })).toHaveAttribute("href", "tel:111");
    const providers = page.getByTestId("emergency-provider");
    await expect(providers).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Call (04) 555 0300" })).toHaveAttribute("href", "tel:+6445550300");
    await expect(page.getByRole("link", { name: /Get Directions to Capital After-Hours Dental/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=-41.287,174.7747",
    );
    for (const level of ["Immediate", "Urgent", "Soon"]) {
      await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^${level}:`) })).toBeVisible();
    }
  });

  test("Find Nearest with the position granted puts the nearest clinic first", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: -45.8788, longitude: 170.5028 }); // Dunedin
    await page.goto("/emergency");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Find Nearest" }).click();
    await expect(page.getByText("Sorted by distance from your location")).toBeVisible();
    const providers = page.getByTestId("emergency-provider");
    await expect(providers.first()).toContainText("Ōtautahi Urgent Dental Care");
    await expect(providers.first()).toContainText(/\d+ km away/);
    await expect(providers.last()).toContainText("Queen City Urgent Dental");
  });

  test("Find Nearest without permission says so and offers a city choice", async ({ page }) => {
    await page.goto("/emergency");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Find Nearest" }).click();
    await expect(page.getByRole("alert")).toContainText("We couldn't get your location");
    await page.getByLabel("Or choose your city").selectOption({ label: "Palmerston North" });
    await expect(page.getByTestId("emergency-provider").first()).toContainText("Capital After-Hours Dental");
    await expect(page.getByText("Sorted by distance from Palmerston North")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("contact", () => {
  test("shows contact details, four FAQs and the rest on View All FAQs", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("link", { name: "0800 336 825" })).toHaveAttribute(
      "href",
      "tel:+64800336825",
    );
    await expect(page.getByRole("main").locator('a[href^="mailto:"]')).toHaveCount(4);
    await expect(page.getByRole("row", { name: /Sunday Closed/ })).toBeVisible();
    const faqs = page.getByRole("region", { name: "Frequently asked questions" });
    const questions = faqs.getByRole("heading", { level: 3 });
    await expect(questions).toHaveCount(4);
    await expect(page.getByText("Does ACC pay for dental treatment?")).toBeHidden();
    await page.getByRole("button", { name: "View All FAQs" }).click();
    await expect(page.getByText("Does ACC pay for dental treatment?")).toBeVisible();
    expect(await questions.count()).toBeGreaterThan(4);
    await expect(page.getByRole("button", { name: "Show Fewer FAQs" })).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("static content", () => {
  test("legal pages carry the date, the age limit, the retention period and a link to /contact", async ({ page }) => {
    await page.goto("/privacy-policy");
    // New Zealand order, as every other date on the site.
    await expect(page.getByText("Last updated 15 January 2024")).toBeVisible();
    await expect(page.getByText(/kept for 24 months after they are closed/)).toBeVisible();
    await expect(page.getByText(/within 30 days/)).toBeVisible();
    await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
    await page.goto("/terms");
    await expect(page.getByText("Last updated 15 January 2024")).toBeVisible();
    await expect(page.getByText(/at least 18 years old/)).toBeVisible();
    await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
  });

  test("the partner page shows the price box", async ({ page }) => {
    await page.goto("/partner-with-us");
    const pricing = page.getByRole("complementary").filter({ hasText: "Simple pricing" });
    await expect(pricing).toContainText("$299");
    await expect(pricing).toContainText("30-day free trial");
    await expect(pricing).toContainText("No setup fees");
    await expect(pricing).toContainText("Cancel anytime");
  });

  test("confirmation pages link onwards", async ({ page }) => {
    await page.goto("/booking-success");
    for (const href of ["/contact", "/emergency", "/", "/directory", "/blog"])
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    // No testimonial: none is a recorded review (issue 35 item 9).
    await expect(page.locator("main blockquote")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText("Sarah T., Hamilton");
    await page.goto("/contact-success");
    await expect(page.getByRole("row", { name: /Urgent matters within 2-4 hours/ })).toBeVisible();
    for (const href of ["/", "/directory", "/blog", "/emergency"])
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  });
});
