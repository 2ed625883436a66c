import type { Page } from "@playwright/test";

import { axeViolations, SCAN_WIDTHS } from "./axe";
import { test, expect, waitForHydration, wrappedLabels } from "./fixtures";
import { OTHER_SCANNED_PAGES, PUBLIC_ROUTES } from "./routes";

// Every page a fresh load reaches, once per width (issue 47): one visit checks all a browser alone
// can show at that width. It loads, with its one main heading; it fits the screen without sideways
// scrolling (WCAG 1.4.10 names 320 px); it has no WCAG 2.2 A/AA violation (axe); and at 1280 px no
// button label or phone number breaks onto a second line. Pages behind a flow are scanned in their
// own specs; tests/unit/axe-coverage.test.ts checks that every route of the app is scanned somewhere.

/** What one visit at `width` checks on the page as it stands. */
async function expectFitsAndAccessible(page: Page, width: number) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "sideways scrolling").toBeLessThanOrEqual(
    width,
  );
  if (width === 1280) expect(await wrappedLabels(page), "labels on two lines").toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
}

for (const width of SCAN_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of PUBLIC_ROUTES) {
      test(`${route} answers 200 with its heading in the HTML, fits and has no WCAG A/AA violations`, async ({
        page,
      }) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        // The heading is in the HTML the server sends, not only drawn once the app has started.
        expect(await response?.text()).toMatch(/<h1[^>]*>[^<]+/);
        await waitForHydration(page);
        await expectFitsAndAccessible(page, width);
      });
    }

    test.describe(() => {
      test.use({ allowedConsoleErrors: [/status of 404/] });
      for (const { route, status } of OTHER_SCANNED_PAGES) {
        test(`${route} answers ${status}, fits and has no WCAG A/AA violations`, async ({ page }) => {
          const response = await page.goto(route);
          expect(response?.status()).toBe(status);
          await waitForHydration(page);
          await expectFitsAndAccessible(page, width);
        });
      }
    });
  });
}
