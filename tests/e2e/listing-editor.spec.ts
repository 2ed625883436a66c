import type { APIRequestContext, Page } from "@playwright/test";

import { expectAccessible } from "./axe";
import { createDraftDentist } from "./draft-dentist";
import { expect, screenshots, test, waitForHydration } from "./fixtures";
import { operatorCsrf, signInAsOperator } from "./operator";
import { SAMPLE_DENTIST_LISTINGS as SAMPLE } from "./sample-listings";

/**
 * Operators manage listings in the inbox (issue 21 item 5): a change shows on the public pages
 * within 5 seconds, without a rebuild or a restart. The server is shared with every other spec,
 * which count the sample's published dentists: so new listings here stay drafts except for a
 * moment, and a sample listing's changed phone number is put back.
 */

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await signInAsOperator(page);
  // Checking a password takes a while on a busy machine.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
}

/** A draft dentist of the test's own in Greymouth. */
const createDraft = (request: APIRequestContext, id: string, name: string) =>
  createDraftDentist(request, { id, name, practice: `${name} Practice`, registrationNumber: "54321" });

/** Sets a listing's phone through the API (to put a sample listing back as it was). */
async function setPhone(request: APIRequestContext, path: string, phone: string) {
  const { listing, version } = (await (await request.get(`/admin/api/listings/${path}`)).json()) as {
    listing: Record<string, unknown>;
    version: string;
  };
  const { updatedAt: _stored, ...edited } = listing;
  const response = await request.put(`/admin/api/listings/${path}`, {
    headers: { "x-csrf-token": await operatorCsrf(request) },
    data: { ...edited, phone, version },
  });
  expect(response.status()).toBe(200);
}

test.describe("listings in the inbox", () => {
  // Chromium logs the 400 of a refused save, the 409 of a stale one and the profile’s 404 as console errors.
  test.use({ allowedConsoleErrors: [/status of 40[049] /] });

  test("an operator changes a phone number and the profile, directory card and city page show it within 5 s", async ({
    page,
  }) => {
    // A sample dentist in Greymouth, whose number no other spec looks for.
    const dentist = SAMPLE.find((d) => d.id === "cobden-bridge-dental-greymouth")!;
    await signIn(page);
    try {
      await page.goto(`/admin/listings?q=${encodeURIComponent("Cobden Bridge")}`);
      await page.getByRole("link", { name: dentist.name }).click();
      await expect(page.getByRole("heading", { level: 1, name: dentist.name })).toBeVisible();
      await expect(page.getByLabel("Phone")).toHaveValue("(03) 555 0116");
      await page.getByLabel("Phone").fill("(03) 768 0199");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByRole("status")).toHaveText("Saved. Changed: phone.");
      const saved = Date.now();

      // Each page is asked again every 250 ms, all three at once, until it has the new number.
      const pages = [
        `/dentists/${dentist.id}`,
        `/directory?q=${encodeURIComponent(dentist.name)}`,
        "/locations/greymouth",
      ];
      await Promise.all(
        pages.map((path) =>
          expect(async () => {
            const html = await (await page.request.get(path)).text();
            expect(html).toContain("(03) 768 0199");
            expect(html).not.toContain("(03) 555 0116");
          }, path).toPass({ timeout: 5_000 - (Date.now() - saved), intervals: [250] }),
        ),
      );

      // As a visitor sees them: on the profile, and on the dentist's card in the directory and on the city page.
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: dentist.name }) });
      await page.goto(pages[0]!);
      await expect(page.getByRole("main")).toContainText("(03) 768 0199");
      for (const path of pages.slice(1)) {
        await page.goto(path);
        await expect(card.getByRole("link", { name: `Call ${dentist.name} on (03) 768 0199` })).toBeVisible();
      }
    } finally {
      await setPhone(page.request, `dentist/${dentist.id}`, "(03) 555 0116");
    }
  });

  test("a refused change keeps what was typed and says what is wrong beside the field", async ({ page }) => {
    const id = `e2e-errors-${Date.now().toString(36)}`;
    await signIn(page);
    await createDraft(page.request, id, "Dr Errors Test");
    await page.goto(`/admin/listings/dentist/${id}`);
    await page.getByLabel("Phone").fill("12");
    await page.getByLabel("Latitude").fill("51.5");
    await page.getByRole("textbox", { name: "Monday closes" }).fill("07:00");
    await page.getByRole("button", { name: "Save changes" }).click();

    const phone = page.getByLabel("Phone");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(/phone number we can call/);
    await expect(phone).toHaveValue("12");
    await expect(page.getByLabel("Latitude")).toHaveAccessibleDescription(/outside New Zealand/);
    await expect(page.getByLabel("Latitude")).toHaveValue("51.5");
    // The first field named, reading down the page, has focus, so its message is read out.
    await expect(page.getByLabel("Latitude")).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Monday closes" })).toHaveValue("07:00");
    await expect(page.getByRole("textbox", { name: "Monday closes" })).toHaveAccessibleDescription(
      "Monday: closing must come after opening.",
    );
    await screenshots(page, "listing-editor-errors");
    await expectAccessible(page);

    // Nothing was saved.
    const stored = await (await page.request.get(`/admin/api/listings/dentist/${id}`)).json();
    expect(stored.listing.phone).toBe("(03) 768 0101");
  });

  // One draft, one visit: its hours edited, then published and unpublished, the profile following.
  test("opening hours: a second interval is added to a day and a day is closed; then it is published and unpublished", async ({
    page,
  }) => {
    const id = `e2e-hours-${Date.now().toString(36)}`;
    await signIn(page);
    await createDraft(page.request, id, "Dr Hours Test");
    expect((await page.request.get(`/dentists/${id}`)).status()).toBe(404);
    await page.goto(`/admin/listings/dentist/${id}`);
    await page.getByRole("button", { name: "Add opening hours on Tuesday" }).click();
    await page.getByRole("textbox", { name: "Tuesday opens" }).fill("08:00");
    await page.getByRole("textbox", { name: "Tuesday closes" }).fill("12:00");
    await page.getByRole("button", { name: "Add opening hours on Tuesday" }).click();
    await page.getByRole("textbox", { name: "Tuesday opens" }).nth(1).fill("13:00");
    await page.getByRole("textbox", { name: "Tuesday closes" }).nth(1).fill("17:30");
    await page.getByRole("button", { name: /^Remove Monday/ }).click();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. Changed: openingHours.");
    const stored = await (await page.request.get(`/admin/api/listings/dentist/${id}`)).json();
    expect(stored.listing.openingHours.tue).toEqual([
      { opens: "08:00", closes: "12:00" },
      { opens: "13:00", closes: "17:30" },
    ]);
    expect(stored.listing.openingHours.mon).toEqual([]);
    await screenshots(page, "listing-editor");

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Published: it is on the site now.");
    await expect(async () => {
      expect((await page.request.get(`/dentists/${id}`)).status()).toBe(200);
    }).toPass({ timeout: 5_000, intervals: [250] });

    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByRole("status")).toHaveText("Unpublished: it is off the site now.");
    await expect(async () => {
      expect((await page.request.get(`/dentists/${id}`)).status()).toBe(404);
    }).toPass({ timeout: 5_000, intervals: [250] });
    await page.goto(`/dentists/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Dr Hours Test");
  });

  test("a save from a stale editor is refused: it shows what someone else changed, keeps what was typed, and re-applies it on theirs", async ({
    page,
  }) => {
    const id = `e2e-conflict-${Date.now().toString(36)}`;
    await signIn(page);
    await createDraft(page.request, id, "Dr Conflict Test");
    await page.goto(`/admin/listings/dentist/${id}`);
    await page.getByLabel("Phone").fill("(03) 768 0222");
    await page.getByLabel("Experience").fill("12 years");

    // Meanwhile another operator saves the same listing from the version this editor opened.
    const { listing, version } = (await (await page.request.get(`/admin/api/listings/dentist/${id}`)).json()) as {
      listing: Record<string, unknown>;
      version: string;
    };
    const theirs = await page.request.put(`/admin/api/listings/dentist/${id}`, {
      headers: { "x-csrf-token": await operatorCsrf(page.request) },
      data: { ...listing, version, phone: "(03) 768 0333", description: "Changed by another operator." },
    });
    expect(theirs.status()).toBe(200);

    await page.getByRole("button", { name: "Save changes" }).click();
    const conflict = page.getByRole("region", { name: "Someone else changed this listing since you opened it" });
    await expect(conflict).toBeVisible();
    // Its heading has focus, so it is read out first.
    await expect(conflict.getByRole("heading", { level: 2 })).toBeFocused();
    // What they changed, theirs beside yours; the phone both changed is marked.
    const row = (field: string) =>
      conflict.getByRole("row").filter({ has: page.getByRole("rowheader", { name: field }) });
    await expect(row("Phone")).toContainText("(03) 768 0333");
    await expect(row("Phone")).toContainText("(03) 768 0222");
    await expect(row("Phone")).toContainText("You changed it too");
    await expect(row("Description")).toContainText("Changed by another operator.");
    await expect(row("Description")).toContainText("A practice made for a test.");
    await expect(conflict.getByRole("rowheader", { name: "Experience" })).toHaveCount(0);
    // Nothing typed is lost.
    await expect(page.getByLabel("Phone")).toHaveValue("(03) 768 0222");
    await expect(page.getByLabel("Experience")).toHaveValue("12 years");
    await screenshots(page, "listing-editor-conflict");
    await expectAccessible(page);
    const stored = await (await page.request.get(`/admin/api/listings/dentist/${id}`)).json();
    expect(stored.listing).toMatchObject({ phone: "(03) 768 0333", experience: "10 years" });

    // Theirs with the operator's own changes on top, then saved on purpose.
    await conflict.getByRole("button", { name: "Put my changes on theirs" }).click();
    await expect(conflict).toBeHidden();
    await expect(page.getByLabel("Phone")).toHaveValue("(03) 768 0222");
    await expect(page.getByLabel("Experience")).toHaveValue("12 years");
    await expect(page.getByLabel("Description")).toHaveValue("Changed by another operator.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. Changed: experience, phone.");
    const after = await (await page.request.get(`/admin/api/listings/dentist/${id}`)).json();
    expect(after.listing).toMatchObject({
      phone: "(03) 768 0222",
      experience: "12 years",
      description: "Changed by another operator.",
    });
  });

  test("after a refused stale save, the operator can drop their changes, load the saved version and save from it", async ({
    page,
  }) => {
    const id = `e2e-reload-${Date.now().toString(36)}`;
    await signIn(page);
    await createDraft(page.request, id, "Dr Reload Test");
    await page.goto(`/admin/listings/dentist/${id}`);
    await page.getByLabel("Phone").fill("(03) 768 0444");
    await setPhone(page.request, `dentist/${id}`, "(03) 768 0555");
    await page.getByRole("button", { name: "Save changes" }).click();
    const conflict = page.getByRole("region", { name: "Someone else changed this listing since you opened it" });
    await expect(conflict).toBeVisible();

    await conflict.getByRole("button", { name: "Discard mine and load theirs" }).click();
    await expect(conflict).toBeHidden();
    await expect(page.getByLabel("Phone")).toHaveValue("(03) 768 0555");
    await page.getByLabel("Experience").fill("11 years");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. Changed: experience.");
    const stored = await (await page.request.get(`/admin/api/listings/dentist/${id}`)).json();
    expect(stored.listing).toMatchObject({ phone: "(03) 768 0555", experience: "11 years" });
  });

  test("a visitor's Report a change opens in the inbox beside the listing it names", async ({ page }) => {
    const dentist = SAMPLE.find((d) => d.id === "mackay-street-dental-greymouth")!;
    await page.goto(`/dentists/${dentist.id}`);
    await page.getByRole("link", { name: "Report a change" }).click();
    await expect(page).toHaveURL(/\/contact\?/);
    await waitForHydration(page);
    await page.getByLabel("Name", { exact: true }).fill("Hemi Walker");
    await page.getByLabel("E-mail").fill("hemi@example.co.nz");
    await page.getByLabel("Message", { exact: true }).fill("The practice now opens on Saturdays.");
    const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/");
    await page.getByRole("button", { name: "Send Message" }).click();
    const { reference } = (await (await answer).json()) as { reference: string };

    await signIn(page);
    await page.goto(`/admin?q=${encodeURIComponent("hemi@example.co.nz")}`);
    await page.getByRole("link", { name: reference }).click();
    const panel = page.getByRole("region", { name: "The listing this is about" });
    await expect(panel).toContainText(dentist.name);
    await expect(panel).toContainText(dentist.practice);
    await screenshots(page, "report-a-change");
    await panel.getByRole("link", { name: "Edit this listing" }).click();
    await expect(page).toHaveURL(`/admin/listings/dentist/${dentist.id}`);
    await expect(page.getByLabel("Phone")).toBeVisible();
  });
});
