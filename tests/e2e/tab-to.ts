import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Presses Tab until `target` (a CSS selector or a locator) has the focus, as a keyboard user would
 * reach it, and checks that its focus is visible (an outline of at least 2 px). Fails when Tab
 * never reaches it.
 */
export async function tabTo(page: Page, target: string | Locator): Promise<void> {
  const name = typeof target === "string" ? target : String(target);
  const focused = () =>
    typeof target === "string"
      ? page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, target)
      : target.evaluate((element) => element === document.activeElement);
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press("Tab");
    if (!(await focused())) continue;
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style, `focus on ${name} is visible`).not.toBe("none");
    expect(outline.width, `focus on ${name} is visible`).toBeGreaterThanOrEqual(2);
    return;
  }
  throw new Error(`Tab never reached ${name}`);
}
