import type { Page } from "@playwright/test";

import { SAMPLE_LISTINGS } from "../../server/listings/sample";
import { expectAccessible } from "./axe";
import { createDraftDentist } from "./draft-dentist";
import { expect, SHOTS_DIR, screenshots, test, waitForHydration } from "./fixtures";
import { signInAsOperator } from "./operator";

/**
 * Issue 38 item 9: te reo Māori beside English in the main navigation and on the main headings,
 * marked lang="mi" so screen readers say it in Māori; the directory's language filter finds
 * practices that speak Samoan or New Zealand Sign Language, and the listing editor takes them.
 */

const results = (page: Page) => page.getByRole("list", { name: "Dentists" }).first();
const headings = (page: Page) => results(page).getByRole("heading", { level: 2 });

/** The published sample dentists who speak `language`, or whose practice does, by name. */
function speaking(language: string): string[] {
  const practices = new Set(SAMPLE_LISTINGS.practices.filter((p) => p.languages.includes(language)).map((p) => p.id));
  return SAMPLE_LISTINGS.dentists
    .filter((d) => d.status === "published")
    .filter((d) => practices.has(d.practiceId) || d.practitionerLanguages?.includes(language))
    .map((d) => d.name)
    .sort();
}

/** 320 px as well as the helper's 390 and 1280: the narrowest phone the header must not break at. */
async function shotsWith320(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  await page.setViewportSize({ width: 320, height: 700 });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-320.png`, fullPage: true });
  await screenshots(page, name);
}

test.describe("te reo Māori beside English", () => {
  test("the emergency page's heading carries its te reo name, marked lang=mi, after the English", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/emergency");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Emergency Dental CareOhotata");
    await expect(heading.locator('[lang="mi"]')).toHaveText("Ohotata");
    // English first: the Māori name is the heading's last part.
    expect(await heading.evaluate((h) => h.lastElementChild?.getAttribute("lang"))).toBe("mi");
    // Scanned by axe at each width in pages.spec.ts.
    await shotsWith320(page, "te-reo-emergency");
  });

  test("the main navigation is bilingual where the term is certain, English alone elsewhere", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    for (const [english, mi, href] of [
      ["Find Dentists", "Rata niho", "/directory"],
      ["Services", "Ratonga", "/services"],
      ["Emergency", "Ohotata", "/emergency"],
    ] as const) {
      const link = nav.getByRole("link", { name: `${english} ${mi}` });
      await expect(link).toHaveAttribute("href", href);
      await expect(link.locator('[lang="mi"]')).toHaveText(mi);
    }
    for (const english of ["Compare", "Blog", "Book Now"]) {
      await expect(nav.getByRole("link", { name: english, exact: true }).locator("[lang]")).toHaveCount(0);
    }
    // The phone menu says the same.
    await page.setViewportSize({ width: 320, height: 700 });
    await waitForHydration(page);
    await page.getByRole("banner").locator("summary").click();
    const menu = page.getByRole("navigation", { name: "Main" }).last();
    await expect(menu.getByRole("link", { name: "Emergency Ohotata" }).locator('[lang="mi"]')).toBeVisible();
    await expectAccessible(page);
    await shotsWith320(page, "te-reo-home-menu");
  });
});

// A link written NZSL finds the same practices: rules/listings/directory-url.test.ts reads lang=NZSL,
// server/listings/snapshot-reader.test.ts finds New Zealand Sign Language's practices by it.
test.describe("languages: te reo Māori, Pacific languages, New Zealand Sign Language", () => {
  test("the directory's language filter finds the practices that speak Samoan, and New Zealand Sign Language", async ({
    page,
  }) => {
    const samoan = speaking("Samoan");
    const nzsl = speaking("New Zealand Sign Language");
    expect(samoan.length).toBeGreaterThan(1);
    expect(nzsl.length).toBeGreaterThan(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/directory");
    await waitForHydration(page);
    const filter = page.getByRole("group", { name: "Languages spoken" });
    for (const language of ["Te reo Māori", "Samoan", "Tongan", "Cook Islands Māori", "Niuean", "Fijian"]) {
      await expect(filter.getByRole("checkbox", { name: language, exact: true })).toBeVisible();
    }
    await expect(filter.getByRole("checkbox", { name: "Tokelauan" })).toBeVisible();
    await expect(filter.getByRole("checkbox", { name: "Tuvaluan" })).toBeVisible();

    await filter.getByRole("checkbox", { name: "Samoan" }).check();
    await expect(page).toHaveURL(/lang=Samoan/);
    await expect.poll(async () => (await headings(page).allInnerTexts()).sort()).toEqual(samoan);
    await filter.getByRole("checkbox", { name: "Samoan" }).uncheck();
    await filter.getByRole("checkbox", { name: "New Zealand Sign Language" }).check();
    await expect(page).toHaveURL(/lang=New\+Zealand\+Sign\+Language/);
    await expect.poll(async () => (await headings(page).allInnerTexts()).sort()).toEqual(nzsl);
    await expectAccessible(page);
    await shotsWith320(page, "te-reo-directory-nzsl");
  });
});

test.describe("the listing editor and languages", () => {
  test.use({ allowedConsoleErrors: [/status of 40[049] /] });

  test("takes te reo Māori, Pacific languages and NZSL, saved under the names the filter offers", async ({ page }) => {
    await page.goto("/admin/login");
    await signInAsOperator(page);
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
    const id = `e2e-languages-${Date.now().toString(36)}`;
    await createDraftDentist(page.request, {
      id,
      name: "Dr Languages Test",
      practice: "Languages Test Practice",
      registrationNumber: "54322",
    });

    await page.goto(`/admin/listings/dentist/${id}`);
    const languages = page.getByLabel("Languages spoken");
    await expect(languages).toHaveAccessibleDescription(/New Zealand Sign Language.*Cook Islands Māori/);
    await page.getByLabel("Languages this practitioner speaks").fill("Gagana Tokelau");
    await languages.fill(
      "English\nte reo Māori\nGagana Samoa\nTongan\nCook Islands Maori\nNiuean\nFijian\nTokelauan\nTuvaluan\nNZSL",
    );
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. Changed: practitionerLanguages, languages.");
    const stored = await (await page.request.get(`/admin/api/listings/dentist/${id}`)).json();
    expect(stored.listing.languages).toEqual([
      "English",
      "Te reo Māori",
      "Samoan",
      "Tongan",
      "Cook Islands Māori",
      "Niuean",
      "Fijian",
      "Tokelauan",
      "Tuvaluan",
      "New Zealand Sign Language",
    ]);
    expect(stored.listing.practitionerLanguages).toEqual(["Tokelauan"]);
    // The form shows what was saved.
    await expect(languages).toHaveValue(/^English\nTe reo Māori\nSamoan/);
  });
});
