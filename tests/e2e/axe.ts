import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { expect } from "./fixtures";

/** WCAG 2.x levels A and AA, up to 2.2: the rules issue 7 holds every page to. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Two rules axe files under best practice, not WCAG, which issue 7 asks for by name: headings in
 * order (no level skipped going down) and one main heading per page.
 */
const ALSO_ENABLED = { "heading-order": { enabled: true }, "page-has-heading-one": { enabled: true } };

/** WCAG 1.4.10's narrowest width, a common phone's and a desktop's: every page is scanned at each. */
export const SCAN_WIDTHS = [320, 390, 1280] as const;

/** The page's WCAG A/AA violations (and heading order) as it stands, one line each: rule, then the elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Long lists skip layout of items far off screen (content-visibility: auto), and axe would
  // measure those boxes unlaid. Lay every item out, as a visitor scrolling to it sees it.
  await page.addStyleTag({ content: ".render-when-visible { content-visibility: visible !important; }" });
  // options() replaces axe's options, so it comes before withTags(); an enabled rule runs beside the tags.
  // resultTypes: every rule still runs and every violation is reported in full; axe only stops
  // collecting each passing element, which is most of its time on a page of 59 listings.
  const results = await new AxeBuilder({ page })
    .options({ rules: ALSO_ENABLED, resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Scans the page in its current state at each of SCAN_WIDTHS, for pages reached by a flow (signed
 * in, after a submission) that a fresh load at each width cannot reach: call it once per state of
 * the page, as each call scans three times. The viewport is put back afterwards.
 */
export async function expectAccessible(page: Page) {
  const size = page.viewportSize();
  const found: string[] = [];
  for (const width of SCAN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await axeViolations(page)).map((line) => `at ${width}px ${line}`));
  }
  if (size) await page.setViewportSize(size);
  expect(found).toEqual([]);
}
