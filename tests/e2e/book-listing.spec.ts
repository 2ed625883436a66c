import type { Page } from "@playwright/test";

import { fillPatientDetails } from "./booking-form";
import { storedFields } from "./e2e-database";
import { expect, screenshots, test, waitForHydration } from "./fixtures";

// A booking that names a dentist or surgeon (issue 22 item 3, issue 24 item 2): the form shows the
// choice as a card that can be removed, finds others from the live listings without carrying them
// all, and the stored request names the listing.

const PRIYA = "dentist/tinakori-smile-studio-wellington";

/**
 * Sends the form and answers the reference the confirmation shows: /booking-success's address, or
 * without JavaScript the status page's receipt.
 */
async function send(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Request Appointment" }).click();
  await expect(page).toHaveURL(/\/booking-success\?ref=BK-|\/requests\/[\w-]{43}\?sent$/);
  const reference = new URL(page.url()).searchParams.get("ref");
  return (
    reference ??
    (await page.getByRole("region", { name: "Your request", exact: true }).locator("strong").textContent())!
  );
}

const choices = (page: Page) => page.getByRole("group", { name: /Dentist or surgeon/ });

test.describe("booking with a chosen dentist", () => {
  test("from a profile's link: the dentist shows as a card, and the stored request names the listing", async ({
    page,
  }) => {
    await page.goto("/book?dentist=tinakori-smile-studio-wellington&location=wellington");
    await waitForHydration(page);
    const card = choices(page).getByRole("radio", { name: /Dr Priya Raman.*Tinakori Smile Studio, Wellington/ });
    await expect(card).toBeChecked();
    await expect(page.getByLabel("Location")).toHaveValue("wellington");
    await screenshots(page, "book-chosen-dentist");
    await fillPatientDetails(page);
    const reference = await send(page);
    expect(await storedFields(reference)).toMatchObject({ listing: PRIYA, location: "wellington" });
  });

  test("removing the card sends a request that names nobody, and keeps what was typed", async ({ page }) => {
    await page.goto("/book?dentist=tinakori-smile-studio-wellington");
    await waitForHydration(page);
    await fillPatientDetails(page);
    await choices(page).getByRole("button", { name: "Remove Dr Priya Raman" }).click();
    await expect(choices(page).getByRole("radio", { name: /Dr Priya Raman/ })).toHaveCount(0);
    await expect(page.getByLabel("Find a dentist by name, practice or city")).toBeFocused();
    await expect(page.getByLabel("First name")).toHaveValue("Aroha");
    const reference = await send(page);
    expect((await storedFields(reference)).listing).toBe("");
  });

  test("a search finds dentists in place, and choosing one keeps what was typed", async ({ page }) => {
    await page.goto("/book");
    await waitForHydration(page);
    await fillPatientDetails(page);
    await page.getByLabel("Find a dentist by name, practice or city").fill("ngata");
    const aroha = choices(page).getByRole("radio", { name: /Dr Aroha Ngata/ });
    await expect(aroha).toBeVisible();
    await screenshots(page, "book-search-results");
    await aroha.check();
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByLabel("First name")).toHaveValue("Aroha");
    // Her city, since none was chosen yet.
    await expect(page.getByLabel("Location")).toHaveValue("auckland");
    const reference = await send(page);
    expect((await storedFields(reference)).listing).toBe("dentist/waitemata-quay-dental-auckland");
  });

  test("the page carries a few matches, never the whole directory", async ({ request }) => {
    const html = await (await request.get("/book?q=dental")).text();
    const radios = html.match(/type="radio" name="listing"/g) ?? [];
    // Six results and "no one in particular".
    expect(radios.length).toBeLessThanOrEqual(7);
    expect(html).toMatch(/The first 6 of \d+ dentists matching/);
  });

  test("a link naming a dentist who is not listed says so and still takes the booking", async ({ page }) => {
    const response = await page.goto("/book?dentist=dr-nobody&service=implants");
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByText("We could not find that dentist in our listings")).toBeVisible();
    await expect(page.getByLabel("Service")).toHaveValue("Dental Implants");
    await page.getByLabel("Location").selectOption({ label: "Nelson" });
    await fillPatientDetails(page);
    const reference = await send(page);
    expect((await storedFields(reference)).listing).toBe("");
  });

  test("a surgeon's Book Consultation names the surgeon, with the service preset", async ({ page }) => {
    await page.goto("/surgical");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Book Consultation with Dr Helen Okafor" }).click();
    await expect(page).toHaveURL(/\/book\?surgeon=dr-helen-okafor-wellington&service=Other&location=wellington$/);
    await waitForHydration(page);
    await expect(choices(page).getByRole("radio", { name: /Dr Helen Okafor.*\(oral surgeon\)/ })).toBeChecked();
    await expect(page.getByLabel("Service")).toHaveValue("Other");
  });

  for (const [where, name] of [
    ["header", "Book Consultation"],
    ["closing band", "Request a consultation"],
  ] as const) {
    test(`the oral surgery page's general consultation (${where}) reaches the form with oral surgery named`, async ({
      page,
    }) => {
      await page.goto("/surgical");
      await waitForHydration(page);
      await page.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(/\/book\?service=Oral\+Surgery$/);
      // The address changes before the form has replaced the page (a client navigation): wait for it.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book an Appointment");
      await waitForHydration(page);
      await expect(page.getByLabel("Service", { exact: true })).toHaveValue("Other");
      await expect(page.getByLabel("Message")).toHaveValue("I would like a consultation about oral surgery.");
    });
  }

  test("each surgical treatment reaches the form with its service", async ({ page }) => {
    await page.goto("/surgical");
    await waitForHydration(page);
    const links = page.getByRole("link", { name: /^Book Consultation for / });
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBe(6);
    for (const href of hrefs) {
      await page.goto(href);
      await waitForHydration(page);
      await expect(page.getByLabel("Service"), href).not.toHaveValue("");
    }
  });
});

test.describe("booking with a chosen dentist, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a search is a page load; choosing a result and sending names that dentist", async ({ page }) => {
    await page.goto("/book?service=implants");
    await page.getByLabel("Find a dentist by name, practice or city").fill("Ngata");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/book\?service=implants&q=Ngata$/);
    await expect(page.getByLabel("Service")).toHaveValue("Dental Implants");
    await choices(page)
      .getByRole("radio", { name: /Dr Aroha Ngata/ })
      .check();
    await fillPatientDetails(page);
    await page.getByLabel("Location").selectOption({ label: "Auckland" });
    const reference = await send(page);
    expect((await storedFields(reference)).listing).toBe("dentist/waitemata-quay-dental-auckland");
  });

  test("the card from a profile's link can be removed without a page load", async ({ page }) => {
    await page.goto("/book?dentist=tinakori-smile-studio-wellington");
    await expect(choices(page).getByRole("radio", { name: /Dr Priya Raman/ })).toBeChecked();
    await fillPatientDetails(page);
    await choices(page)
      .getByRole("radio", { name: /No one in particular/ })
      .check();
    await expect(page.getByLabel("First name")).toHaveValue("Aroha");
    const reference = await send(page);
    expect((await storedFields(reference)).listing).toBe("");
  });
});
