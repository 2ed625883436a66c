import AxeBuilder from "@axe-core/playwright";

import { test, expect, waitForHydration } from "./fixtures";
import { PUBLIC_ROUTES } from "./routes";

// WCAG 2.x A and AA rules (plus 2.2 AA) on every public page, on a phone and on a desktop.
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const width of [390, 1280]) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // axe over a page with every listing takes long on a busy 2-core machine.
    test.setTimeout(120_000);
    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no WCAG A/AA violations`, async ({ page }) => {
        await page.goto(route);
        await waitForHydration(page);
        // Long lists skip layout of items far off screen (content-visibility: auto), and axe would
        // measure those boxes unlaid. Lay every item out, as a visitor scrolling to it sees it.
        await page.addStyleTag({ content: ".render-when-visible { content-visibility: visible !important; }" });
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
