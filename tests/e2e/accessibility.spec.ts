import { axeViolations, SCAN_WIDTHS } from "./axe";
import { test, expect, waitForHydration } from "./fixtures";
import { OTHER_SCANNED_PAGES, PUBLIC_ROUTES } from "./routes";

// WCAG 2.x A and AA rules (up to 2.2) on every page, loaded at a phone's and at a desktop's width.
// Pages behind a flow (the inbox signed in, a booking's status page) are scanned in their own specs;
// tests/unit/axe-coverage.test.ts checks that every route of the app is scanned somewhere.

for (const width of SCAN_WIDTHS) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // axe over a page with every listing takes long on a busy 2-core machine.
    test.setTimeout(120_000);
    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no WCAG A/AA violations`, async ({ page }) => {
        await page.goto(route);
        await waitForHydration(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test.describe(() => {
      test.use({ allowedConsoleErrors: [/status of 404/] });
      for (const { route, status } of OTHER_SCANNED_PAGES) {
        test(`${route} (${status}) has no WCAG A/AA violations`, async ({ page }) => {
          const response = await page.goto(route);
          expect(response?.status()).toBe(status);
          await waitForHydration(page);
          // Drawn in the browser: the app has started before the page itself has rendered.
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  });
}
