import type { Page } from "@playwright/test";

import { test, expect, rgbOf, searchFromHome, waitForHydration } from "./fixtures";
import { COUNTS_SOURCE } from "../../app/lib/headline-stats";

/** The phone menu: a native disclosure, whose toggle is named "Open menu" or "Close menu". */
const phoneMenu = (page: Page) => {
  const menu = page.getByRole("banner").locator("details");
  return { menu, toggle: menu.locator("summary") };
};

// Every public page loading with its heading, fitting 320, 390 and 1280 px and its labels on one line
// at 1280 px: pages.spec.ts, one visit per page and width.
test.describe("pages not found", () => {
  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test("an unknown address answers 404 with a page that leads home, or to its section", async ({ page }) => {
      for (const [address, link, href] of [
        ["/no-such-page", "Go to the home page", "/"],
        ["/blog/2024/no-such-article", "Browse the blog", "/blog"],
        ["/services/implants/no-such-page", "All services and prices", "/services"],
        ["/locations/auckland/no-such-suburb", "Find a dentist near you", "/directory"],
        ["/compare/auckland/no-such-filter", "Compare dentists", "/compare"],
      ] as const) {
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
        await expect(page.getByRole("main").getByRole("link", { name: link })).toHaveAttribute("href", href);
      }
    });
  });
});

test.describe("header and footer", () => {
  // One visit to the home page at 1280 px: the footer and the layout are checked before the header's
  // Compare link leads away.
  test("the header links lead where the spec says, with Emergency in red; the footer; the home page's layout", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");

    // The footer lists each city once, the support line and the copyright.
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Taupō" })).toHaveCount(1);
    await expect(footer.getByRole("link", { name: "Palmerston North" })).toHaveAttribute(
      "href",
      "/locations/palmerston-north",
    );
    await expect(footer.getByRole("link", { name: "View All Locations" })).toHaveAttribute("href", "/directory");
    for (const href of [
      "/services/implants",
      "/services/teeth-whitening",
      "/emergency",
      "/about",
      "/contact",
      "/partner-with-us",
      "/privacy-policy",
      "/terms",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer).toContainText("Contact for Support");
    await expect(footer).toContainText(/© \d{4} NZ Dental Directory/);

    // 'Top-rated dentists' follows the stats without a large empty gap. The stats end with the lines
    // saying what they count (issue 35 item 9), the average rating's last.
    await expect(page.getByText("Verified Dentists", { exact: true })).toBeVisible();
    await expect(page.getByText(COUNTS_SOURCE, { exact: true })).toBeVisible();
    const statsBottom = await page
      .getByText(/^Average rating: the mean overall score of/)
      .evaluate((source) => source.getBoundingClientRect().bottom);
    const headingTop = await page
      .getByRole("heading", { name: "Top-rated dentists" })
      .evaluate((heading) => heading.getBoundingClientRect().top);
    // About one section's padding (48 px), as between the home page's other sections.
    expect(headingTop - statsBottom).toBeLessThanOrEqual(64);

    const nav = page.getByRole("navigation", { name: "Main" }).first();
    const expected = [
      // Te reo Māori beneath the English where the term is certain (te-reo-languages.spec.ts).
      ["Find Dentists Rata niho", "/directory"],
      ["Services Ratonga", "/services"],
      ["Compare", "/compare"],
      ["Blog", "/blog"],
      ["Emergency Ohotata", "/emergency"],
      ["Book Now", "/book"],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    const emergencyColour = await nav
      .getByRole("link", { name: "Emergency" })
      .evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = rgbOf(emergencyColour);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);

    await nav.getByRole("link", { name: "Compare" }).click();
    await expect(page).toHaveURL(/\/compare$/);
  });

  test("on a phone the menu opens, closes with Escape and closes on navigation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    const { toggle, menu } = phoneMenu(page);
    await expect(toggle).toHaveAccessibleName("Open menu");
    await expect(menu).not.toHaveAttribute("open");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Find Dentists" })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Close menu");
    await expect(menu).toHaveAttribute("open");
    await expect(header.getByRole("link", { name: "Find Dentists" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAccessibleName("Open menu");
    await expect(header.getByRole("link", { name: "Find Dentists" })).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await header.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).not.toHaveAttribute("open");
    await expect(header.getByRole("link", { name: "Blog" })).toBeHidden();
  });

  test("with the keyboard alone, the phone menu traps nothing and a chosen page gets the focus", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    const { toggle, menu } = phoneMenu(page);
    // innerText: the toggle's words as read, without the hidden other state's; a link's te reo line
    // (beneath the English) joined with a space.
    const focused = () =>
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.replace(/\s+/g, " ").trim() ?? "");
    const focusIn = (selector: string) => page.evaluate((s) => document.activeElement?.closest(s) !== null, selector);

    await page.keyboard.press("Tab"); // the skip link
    await page.keyboard.press("Tab"); // the logo
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("Open menu");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAccessibleName("Close menu");
    await expect(toggle).toBeFocused();

    // Tab runs through the menu's six links and on into the page: nothing holds it in the menu.
    const visited: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      visited.push(await focused());
    }
    expect(visited).toEqual([
      "Find Dentists Rata niho",
      "Services Ratonga",
      "Compare",
      "Blog",
      "Emergency Ohotata",
      "Book Now",
    ]);
    await page.keyboard.press("Tab");
    expect(await focusIn("main")).toBe(true);

    // Back into the menu, and Enter on a link: the menu closes, the new page's content has focus
    // (not the top of the document) and its title is announced.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await focused()).toBe("Emergency Ohotata");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/emergency$/);
    await expect(menu).not.toHaveAttribute("open");
    await expect(page.locator("main")).toBeFocused();
    await expect(page.locator("[aria-live=polite]").filter({ hasText: /^Dental emergency/ })).toHaveCount(1);
    await page.keyboard.press("Tab");
    expect(await focusIn("main")).toBe(true);
  });

  test.describe("JavaScript off", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test("on a phone the menu still opens and closes, with the keyboard too, and its links lead on", async ({
      page,
    }) => {
      await page.goto("/");
      const { toggle } = phoneMenu(page);
      const header = page.getByRole("banner");
      await expect(toggle).toHaveAccessibleName("Open menu");
      await expect(header.getByRole("link", { name: "Compare" })).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAccessibleName("Close menu");
      await expect(header.getByRole("link", { name: "Compare" })).toBeVisible();
      await toggle.press("Enter");
      await expect(header.getByRole("link", { name: "Compare" })).toBeHidden();
      await toggle.press("Enter");
      await expect(header.getByRole("link", { name: "Compare" })).toBeVisible();

      await header.getByRole("link", { name: "Compare" }).click();
      await expect(page).toHaveURL(/\/compare$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(header.getByRole("link", { name: "Compare" })).toBeHidden();
    });
  });
});

test.describe("home page", () => {
  test("search sends the chosen location and service to the directory", async ({ page }) => {
    await searchFromHome(page);
    await expect(page).toHaveURL(/\/directory\?location=whangarei&service=Invisalign$/);
  });

  test("shows the headline figures of the listings, four top-rated dentists and four popular services", async ({
    page,
  }) => {
    // Arrive by navigating inside the app, so the page's data is fetched the way a visitor's browser does.
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "NZ Dental Directory" }).click();
    await expect(page).toHaveURL(/\/$/);
    // The sample listings: 59 published dentists in all 22 cities (the figures follow the data).
    const stats = page.locator("dl").first();
    for (const [value, label] of [
      ["59", "Verified Dentists"],
      ["22", "Cities Covered"],
    ] as const) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(stats.getByText("Average Rating", { exact: true })).toBeVisible();
    await expect(page.getByText("1,200+")).toHaveCount(0);
    // Our 0800 line is a support line with office hours, not a 24/7 emergency line (issue 38 item 1).
    await expect(stats.getByText("Emergency Line")).toHaveCount(0);
    await expect(page.locator("#top-rated + ul > li")).toHaveCount(4);
    const popular = page.locator("#popular-services + ul");
    await expect(popular.getByRole("link")).toHaveCount(4);
    await expect(popular.locator('a[href="/services/invisalign"]')).toContainText("From $6,000");
    await expect(popular.locator('a[href="/services/implants"]')).toContainText("From $3,500");
    await expect(popular.locator('a[href="/services/teeth-whitening"]')).toContainText("From $400");
    await expect(popular.locator('a[href="/services/emergency-dentist"]')).toContainText("From $150");
  });
});

test.describe("when the app cannot start", () => {
  test("logs the error and shows the Loading fallback with a refresh hint", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.route(/\/assets\/root-[^/]+\.js$/, (route) => route.abort());
    await page.goto("/");
    const fallback = page.locator("#startup-fallback");
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText("NZ Dental Directory");
    await expect(fallback).toContainText("Loading");
    await expect(fallback).toContainText(/refresh/i);
    expect(errors.some((e) => e.includes("failed to start"))).toBe(true);
    await context.close();
  });
});
