import type { Page } from "@playwright/test";

import { expect, test, waitForHydration } from "./fixtures";

// Issue 24.5: a message that appears as focus leaves a field must not move what the person is
// about to click.

/** Where an element's top is on the page (not the viewport: the page may scroll meanwhile). */
const topOnPage = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

test("a click on a checkbox right after leaving an invalid Website field ticks it", async ({ page }) => {
  await page.goto("/partner-with-us");
  await waitForHydration(page);
  const website = page.getByLabel("Website");
  await website.fill("harbour dental");
  // The mouse goes down on the checkbox (taking focus from the field) and comes up where it went down.
  await page.getByLabel("Dental Implants").click();
  await expect(page.getByLabel("Dental Implants")).toBeChecked();
  await expect(website).toHaveAccessibleDescription("Please enter a website like example.co.nz.");
});

test("the Website message takes the kept line: leaving the field moves nothing below it", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/partner-with-us");
    await waitForHydration(page);
    const checkbox = "#partner-services-0";
    const before = await topOnPage(page, checkbox);
    await page.getByLabel("Website").fill("harbour dental");
    await page.getByLabel("Website").blur();
    await expect(page.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");
    expect(await topOnPage(page, checkbox)).toBe(before);
  }
});

const FORMS = [
  { form: "booking", url: "/book", field: "E-mail", typed: "not-an-address" },
  { form: "contact", url: "/contact", field: "E-mail", typed: "not-an-address" },
  { form: "partner", url: "/partner-with-us", field: "Website", typed: "harbour dental" },
  { form: "newsletter", url: "/blog", field: "E-mail", typed: "not-an-address" },
];

for (const width of [390, 1280]) {
  for (const { form, url, field, typed } of FORMS) {
    test(`at ${width} px, the ${form} form's message on leaving a field does not move the button being pressed`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(url);
      await waitForHydration(page);
      const input = page.locator(`form[name="${form}"]`).getByLabel(field);
      await input.fill(typed);
      // The form's own submit button (a chooser's search button inside it belongs to another form).
      const button = `form[name="${form}"] button[type="submit"]:not([form])`;
      await page.locator(button).scrollIntoViewIfNeeded();
      const box = (await page.locator(button).boundingBox())!;
      const before = await topOnPage(page, button);
      // A slow press: the field has lost focus, the pointer is still down on the button.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      // The field's blur has happened and the page has been drawn twice since: whatever the blur
      // shows has been laid out, and the button has not moved.
      await expect(input).not.toBeFocused();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await topOnPage(page, button)).toBe(before);
      await page.mouse.up();
      // Then the message shows, associated with the field, in a live region that announces it.
      await expect(input).toHaveAttribute("aria-invalid", "true");
      const message = page.locator(`#${(await input.getAttribute("aria-describedby"))!.split(" ").at(-1)}`);
      await expect(message).toBeVisible();
      await expect(message.locator("xpath=ancestor-or-self::*[@aria-live='polite']")).toHaveCount(1);
    });
  }
}
