import type { Page, Request } from "@playwright/test";

import { VALID, encode } from "../server/form-fixtures";
import { expectAccessible } from "./axe";
import { fillPatientDetails, NEXT_WEEK } from "./booking-form";
import { expect, test, waitForHydration } from "./fixtures";

/** 10:05 AM on Tuesday 24 November 2026 in New Zealand, for tests that set the browser's clock. */
const NZ_MORNING = new Date("2026-11-23T21:05:00Z");
const NZ_MORNING_DATE = "2026-11-24";
// One pattern: Playwright reads a two-element array of objects as a [value, options] fixture tuple.
const FAILED = [/status of 500|net::ERR_FAILED|Failed to fetch/];

/** Catches the form post; answers it as told. Returns the requests seen. */
async function interceptPost(page: Page, answer: "ok" | 500 | "abort" | "slow", reference = "BK-TEST01") {
  const seen: Request[] = [];
  await page.route("/", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    seen.push(route.request());
    if (answer === "abort") return route.abort("failed");
    if (answer === 500) return route.fulfill({ status: 500, json: { ok: false } });
    if (answer === "slow") await new Promise((r) => setTimeout(r, 800));
    return route.fulfill({ status: 201, json: { ok: true, reference } });
  });
  return seen;
}

async function fillBooking(page: Page) {
  await fillPatientDetails(page);
  await page.getByLabel("Location").selectOption({ label: "Nelson" });
  await page.getByLabel("Message").fill("Sharp pain, lower left & right?");
}

function bookingBody(origin: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    "form-name": "booking",
    firstName: "Aroha",
    lastName: "Ngata",
    email: "aroha@example.co.nz",
    phone: "021 123 4567",
    service: "Root Canal",
    location: "nelson",
    preferredDate: NEXT_WEEK,
    preferredTime: "9:30 AM",
    urgency: "routine",
    insurance: "",
    dentistPreference: "",
    listing: "",
    message: "Sharp pain, lower left & right?",
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    page_url: `${origin}/book`,
    "bot-field": "",
    ...extra,
  }).toString();
}

test.describe("booking request", () => {
  test("a patient books a root canal in Nelson: the exact body is sent and they land on the confirmation", async ({
    page,
    baseURL,
  }) => {
    const seen = await interceptPost(page, "ok");
    await page.goto("/book");
    await waitForHydration(page);
    await fillBooking(page);
    await page.getByRole("button", { name: "Request Appointment" }).click();
    await expect(page).toHaveURL(/\/booking-success\?ref=BK-TEST01$/);
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.postData()).toBe(bookingBody(baseURL!));
    const headers = await request.allHeaders();
    expect(headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(headers.accept).toBe("application/json");
    expect(headers["idempotency-key"]).toMatch(/^[\w-]{8,}$/);
  });

  for (const [what, answer] of [
    ["a server error", 500],
    ["a network failure", "abort"],
  ] as const) {
    test.describe(() => {
      test.use({ allowedConsoleErrors: FAILED });
      test(`on ${what} the patient sees the exact message, stays, keeps everything and can retry with the same key`, async ({
        page,
      }) => {
        const seen = await interceptPost(page, answer);
        await page.goto("/book");
        await waitForHydration(page);
        await fillBooking(page);
        await page.getByRole("button", { name: "Request Appointment" }).click();
        await expect(page.getByRole("alert")).toHaveText(
          "There was an error submitting your booking. Please try again.",
        );
        await expect(page).toHaveURL(/\/book$/);
        await expect(page.getByLabel("First name")).toHaveValue("Aroha");
        await expect(page.getByLabel("Message")).toHaveValue("Sharp pain, lower left & right?");
        await expect(page.getByLabel("Preferred date")).toHaveValue(NEXT_WEEK);
        await page.getByRole("button", { name: "Request Appointment" }).click();
        await expect.poll(() => seen.length).toBe(2);
        const [first, second] = await Promise.all(seen.map((r) => r.allHeaders()));
        expect(second!["idempotency-key"]).toBe(first!["idempotency-key"]);
      });
    });
  }

  test("the button shows progress and a double click sends once", async ({ page }) => {
    const seen = await interceptPost(page, "slow");
    await page.goto("/book");
    await waitForHydration(page);
    await fillBooking(page);
    const button = page.getByRole("button", { name: "Request Appointment" });
    await button.dblclick();
    await expect(page.getByRole("button", { name: "Sending your request…" })).toBeDisabled();
    await expect(page).toHaveURL(/\/booking-success/);
    expect(seen).toHaveLength(1);
  });

  test("empty required fields get inline messages tied to each field, and nothing is sent", async ({ page }) => {
    const seen = await interceptPost(page, "ok");
    await page.goto("/book");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Request Appointment" }).click();
    const firstName = page.getByLabel("First name");
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription("Please enter your first name.");
    await expect(page.getByLabel("E-mail")).toHaveAttribute("required", "");
    await expect(page.getByLabel("E-mail")).toHaveAttribute("type", "email");
    expect(seen).toHaveLength(0);
  });

  test("phone numbers are read as New Zealanders write them, and an unreadable one is explained", async ({ page }) => {
    await page.goto("/book");
    await waitForHydration(page);
    const phone = page.getByLabel("Phone");
    await phone.fill("+64 21 123 4567");
    await phone.blur();
    await expect(phone).toHaveValue("021 123 4567");
    await phone.fill("(09) 555 0123");
    await phone.blur();
    await expect(phone).toHaveValue("09 555 0123");
    await phone.fill("12");
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription(/Please enter a phone number we can call, such as 021 123 4567/);
  });

  test("choosing emergency shows 111, Healthline and the nearest clinic first, and sending still works", async ({
    page,
  }) => {
    const seen = await interceptPost(page, "ok");
    await page.clock.setFixedTime(NZ_MORNING); // same day means today: a time still ahead today
    await page.goto("/book");
    await waitForHydration(page);
    await fillBooking(page);
    await page.getByLabel("Preferred date").fill(NZ_MORNING_DATE);
    await page.getByLabel("Preferred time").selectOption("2:00 PM");
    await expect(page.getByRole("heading", { name: "Need help right now?" })).toHaveCount(0);
    await page.getByLabel("Urgency").selectOption("emergency");
    const advice = page.getByRole("region", { name: "Need help right now?" });
    await expect(advice.getByRole("link", { name: "111" })).toHaveAttribute("href", "tel:111");
    await expect(advice.getByRole("link", { name: "0800 611 116" })).toHaveAttribute("href", "tel:+64800611116");
    // Nelson is nearest Wellington.
    await expect(advice.getByRole("listitem").filter({ hasText: "km away" }).first()).toContainText(
      "Capital After-Hours Dental",
    );
    await expect(advice.getByRole("link", { name: "(04) 555 0300" })).toHaveAttribute("href", "tel:+6445550300");
    await page.getByLabel("Location").selectOption({ label: "Auckland" });
    await expect(advice.getByRole("listitem").filter({ hasText: "km away" }).first()).toContainText(
      "Queen City Urgent Dental",
    );
    await page.getByRole("button", { name: "Request Appointment" }).click();
    await expect(page).toHaveURL(/\/booking-success\/emergency/);
    expect(seen[0]!.postData()).toContain("urgency=emergency");
  });

  test("arriving from a dentist's profile or a service page pre-fills the form", async ({ page }) => {
    await page.goto("/book?dentist=tinakori-smile-studio-wellington&service=implants");
    await waitForHydration(page);
    await expect(page.getByRole("radio", { name: /Dr Priya Raman.*Tinakori Smile Studio/ })).toBeChecked();
    await expect(page.getByLabel("Location")).toHaveValue("wellington");
    await expect(page.getByLabel("Service")).toHaveValue("Dental Implants");
    await page.goto("/book?location=palmerston-north");
    await waitForHydration(page);
    await expect(page.getByLabel("Location")).toHaveValue("palmerston-north");
  });

  test("at 11:30 PM UTC the earliest date is already tomorrow in New Zealand", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-23T23:30:00Z"));
    await page.goto("/book");
    await waitForHydration(page);
    await expect(page.getByLabel("Preferred date")).toHaveAttribute("min", "2026-11-24");
  });

  test("the sidebar explains what to expect, support hours, and its emergency box calls rather than loops", async ({
    page,
  }) => {
    await page.goto("/book");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "What to Expect" })).toBeVisible();
    await expect(page.getByText("8am–6pm")).toBeVisible();
    const sidebar = page.getByRole("complementary", { name: "About booking" });
    // Our 0800 line is not an emergency line: the box calls Healthline, which answers at any hour.
    await expect(sidebar.getByRole("link", { name: /^Get Emergency Care/ })).toHaveAttribute(
      "href",
      "tel:+64800611116",
    );
    await expect(sidebar.locator('a[href="/emergency"]')).toHaveCount(0);
  });
});

// A booking posted through the real form service and its confirmation's reference: the patient's
// journey in request-status.spec.ts. The phone stored as E.164 (021 123 4567, (09) 555 0123,
// +64 21 123 4567): forms/forms.test.ts and server/booking/forms.test.ts. A filled honeypot answered
// like a person: server/booking/forms.test.ts ("answers a filled honeypot like a success").
test.describe("against the real form service", () => {
  test("UTM values from the landing page travel with the visitor to the form", async ({ page }) => {
    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring-smiles");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Book Now" }).first().click();
    await expect(page).toHaveURL(/\/book$/);
    await fillBooking(page);
    const request = page.waitForRequest((r) => r.method() === "POST");
    await page.getByRole("button", { name: "Request Appointment" }).click();
    const body = new URLSearchParams((await request).postData() ?? "");
    expect(body.get("utm_source")).toBe("newsletter");
    expect(body.get("utm_medium")).toBe("email");
    expect(body.get("utm_campaign")).toBe("spring-smiles");
    expect(body.get("page_url")).toMatch(/\/book$/);
    await expect(page).toHaveURL(/\/booking-success/);
  });
});

test.describe("contact message", () => {
  async function fillContact(page: Page) {
    await page.getByLabel("Name", { exact: true }).fill("Mere Smith");
    await page.getByLabel("E-mail").fill("mere@example.co.nz");
    await page.getByLabel("Subject").fill("Changing a booking");
    await page.getByLabel("Category").selectOption("booking");
    await page.getByLabel("Message", { exact: true }).fill("Can I move my appointment?");
  }

  test("sends the exact body and goes to the contact confirmation", async ({ page, baseURL }) => {
    const seen = await interceptPost(page, "ok", "CT-TEST01");
    await page.goto("/contact");
    await waitForHydration(page);
    await fillContact(page);
    await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("rows", "6");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact-success\?ref=CT-TEST01$/);
    await expect(page.getByRole("region", { name: "Your message" })).toContainText("Reference: CT-TEST01");
    expect(seen[0]!.postData()).toBe(encode("contact", { ...VALID.contact, page_url: `${baseURL}/contact` }));
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: FAILED });
    test("on a server error shows the exact message and keeps the message", async ({ page }) => {
      await interceptPost(page, 500);
      await page.goto("/contact");
      await waitForHydration(page);
      await fillContact(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("alert")).toHaveText("There was an error sending your message. Please try again.");
      await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Can I move my appointment?");
    });
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/net::ERR_FAILED|Failed to fetch|dynamically imported module/] });
    test("posts as plain HTML when its checks cannot load, and the service stores it", async ({ page }) => {
      await page.goto("/contact");
      await waitForHydration(page);
      // The form's definition loads on first focus; here nothing more can load on this page.
      await page.route("**/assets/**", (route) =>
        new URL(page.url()).pathname === "/contact" ? route.abort("failed") : route.fallback(),
      );
      await fillContact(page);
      const response = page.waitForResponse((r) => r.request().method() === "POST");
      await page.getByRole("button", { name: "Send Message" }).click();
      expect((await response).status()).toBe(303);
      await expect(page).toHaveURL(/\/contact-success\?ref=CT-[0-9A-Z]{6}$/);
      const reference = new URL(page.url()).searchParams.get("ref")!;
      await expect(page.getByRole("region", { name: "Your message" })).toContainText(`Reference: ${reference}`);
    });
  });

  test("is stored by the real form service", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await fillContact(page);
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();
    const answer = await response;
    expect(answer.status()).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    await expect(page).toHaveURL(`/contact-success?ref=${reference}`);
    await expect(page.getByRole("region", { name: "Your message" })).toContainText(reference);
  });
});

test.describe("partner application", () => {
  async function fillPartner(page: Page) {
    await page.getByLabel("Practice name").fill("Harbour Dental");
    await page.getByLabel("Contact name").fill("Dr Lee");
    await page.getByLabel("E-mail").fill("lee@harbour.co.nz");
    await page.getByLabel("Phone").fill("(09) 555 0123");
    await page.getByLabel("Practice address").fill("1 Queen Street, Auckland");
    await page.getByLabel("Dental Council registration number").fill("12345");
    await page.getByLabel("City").selectOption({ label: "Auckland" });
    await page.getByLabel("Practice type").selectOption("Orthodontics");
    await page.getByLabel("Years in practice").selectOption("11-15");
    await page.getByLabel("Teeth Cleaning").check();
    await page.getByLabel("Dental Implants").check();
  }

  test("sends the exact body, services as repeated keys, and lands on the practices' own confirmation", async ({
    page,
    baseURL,
  }) => {
    const seen = await interceptPost(page, "ok", "PA-TEST01");
    await page.goto("/partner-with-us");
    await waitForHydration(page);
    await expect(page.getByRole("group", { name: /Services you offer/ }).getByRole("checkbox")).toHaveCount(12);
    await fillPartner(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(/\/partner-success\?ref=PA-TEST01$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Received");
    await expect(page.getByRole("region", { name: "Your application" })).toContainText("Reference: PA-TEST01");
    // Written for a practice: no patient's questions about dental problems or our reply times to patients.
    await expect(page.getByRole("heading", { name: "Questions from practices" })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/dental problem|Urgent matters/);
    expect(seen[0]!.postData()).toBe(
      [
        "form-name=partner",
        "practiceName=Harbour+Dental",
        "contactName=Dr+Lee",
        "email=lee%40harbour.co.nz",
        "phone=09+555+0123",
        "address=1+Queen+Street%2C+Auckland",
        "registrationNumber=12345",
        "city=auckland",
        "website=",
        "practiceType=Orthodontics",
        "services=Teeth+Cleaning",
        "services=Dental+Implants",
        "experience=11-15",
        "currentPatients=",
        "message=",
        "utm_source=",
        "utm_medium=",
        "utm_campaign=",
        `page_url=${encodeURIComponent(`${baseURL}/partner-with-us`)}`,
        "bot-field=",
      ].join("&"),
    );
  });

  test("a website that is not an address is explained inline", async ({ page }) => {
    await page.goto("/partner-with-us");
    await waitForHydration(page);
    await page.getByLabel("Website").fill("harbour dental");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: FAILED });
    test("on a network failure shows the exact message and keeps the ticks", async ({ page }) => {
      await interceptPost(page, "abort");
      await page.goto("/partner-with-us");
      await waitForHydration(page);
      await fillPartner(page);
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "There was an error submitting your application. Please try again.",
      );
      await expect(page.getByLabel("Dental Implants")).toBeChecked();
      await expect(page.getByLabel("Practice name")).toHaveValue("Harbour Dental");
    });
  });

  test("is stored by the real form service", async ({ page }) => {
    await page.goto("/partner-with-us");
    await waitForHydration(page);
    await fillPartner(page);
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Submit Application" }).click();
    const answer = await response;
    expect(answer.status()).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    expect(reference).toMatch(/^PA-[0-9A-Z]{6}$/);
    await expect(page).toHaveURL(`/partner-success?ref=${reference}`);
    await expect(page.getByRole("region", { name: "Your application" })).toContainText(reference);
  });
});

test("the built pages carry static form definitions for a static host's form service", async ({ request }) => {
  for (const [path, name] of [
    ["/book", "booking"],
    ["/contact", "contact"],
    ["/partner-with-us", "partner"],
  ]) {
    const html = await (await request.get(path!)).text();
    expect(html).toMatch(new RegExp(`<form name="${name}" data-netlify="true" netlify-honeypot="bot-field"`));
    expect(html).toContain(`<input type="hidden" name="form-name" value="${name}"/>`);
  }
});

for (const [path, button] of [
  ["/book", "Request Appointment"],
  ["/contact", "Send Message"],
  ["/partner-with-us", "Submit Application"],
] as const) {
  test(`${path} passes an accessibility scan with its inline messages showing`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    if (path === "/book") await page.getByLabel("Urgency").selectOption("emergency");
    await page.locator("form[data-netlify]").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: button }).click();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    await expectAccessible(page);
  });
}
