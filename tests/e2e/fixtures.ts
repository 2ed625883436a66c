import { mkdirSync } from "node:fs";

import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every page test fails on a console error or an uncaught exception: a user would see a broken
 * page, and we would not know.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  /** Console errors a test expects, e.g. Chromium's log line for a page answered 404. */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The one longer limit than the config's 30 s, for a feature's whole journey across several pages:
 * e-mails read from the SMTP server on loopback (each waits for the outbox's poll) and each page the
 * journey alone reaches scanned by axe at three widths. docs/testing.md names the tests that use it.
 */
export const JOURNEY_TIMEOUT = 60_000;

/** Where screenshots go when SHOTS_DIR is set (they are looked at, not compared). */
export const SHOTS_DIR = process.env.SHOTS_DIR;

/** The default widths and 320 px, the narrowest phone the account and review pages are made for. */
export const WITH_320 = [320, 390, 1280] as const;

/**
 * Screenshots of the whole page at a phone's width and a laptop's (or at `widths`), named
 * `${name}-${width}.png`, when SHOTS_DIR is set.
 */
export async function screenshots(page: Page, name: string, widths: readonly number[] = [390, 1280]) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const size = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** Waits until React has hydrated the prerendered page, so clicks reach React handlers. */
export async function waitForHydration(page: Page) {
  // Parts that load after the page (the newsletter box) mark themselves until they have hydrated.
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === "true" && !document.querySelector("[data-hydrating]"),
  );
}

/** Searches from the home page, as a visitor does: Invisalign in Whangārei. */
export async function searchFromHome(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByLabel("Location", { exact: true }).selectOption({ label: "Whangārei" });
  await page.getByLabel("Service", { exact: true }).selectOption("Invisalign");
  await page.getByRole("button", { name: "Search Dentists" }).click();
}

/** A computed CSS colour as [r, g, b] in 0–255; handles rgb() and the oklch() Tailwind 4 uses. */
export function rgbOf(cssColour: string): [number, number, number] {
  const numbers = (cssColour.match(/-?[\d.]+/g) ?? []).map(Number);
  if (!cssColour.startsWith("oklch")) return [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0];
  const [L = 0, C = 0, h = 0] = numbers;
  const a = C * Math.cos((h * Math.PI) / 180);
  const b = C * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const [r = 0, g = 0, bl = 0] = linear.map((x) => {
    const v = x <= 0.0031308 ? 12.92 * x : 1.055 * Math.max(x, 0) ** (1 / 2.4) - 0.055;
    return Math.round(Math.min(1, Math.max(0, v)) * 255);
  });
  return [r, g, bl];
}

/**
 * Labels that break onto a second line: every visible button (or link drawn as one) and phone
 * number, by the lines its text is laid out on. Text only screen readers get (sr-only) is left out.
 */
export async function wrappedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Lines are counted per element holding the text, so a label laid out on purpose as two
    // stacked lines (a title and a phone number in their own spans) is not taken for a wrap.
    const wraps = (element: Element) => {
      const tops = new Map<Element, number[]>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || parent.closest(".sr-only")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.width > 0) tops.set(parent, [...(tops.get(parent) ?? []), rect.top]);
      }
      return [...tops.values()].some((list) => {
        list.sort((a, b) => a - b);
        // Pieces of one line share a top, give or take a few pixels of baseline alignment.
        return list.filter((top, i) => i === 0 || top - list[i - 1]! > 8).length > 1;
      });
    };
    const labels = document.querySelectorAll('button, a[class*="btn"], a[href^="tel:"]');
    return [...labels].filter(wraps).map((label) => label.textContent?.trim() ?? "");
  });
}
