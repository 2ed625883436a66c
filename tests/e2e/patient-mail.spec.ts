import { nzToday } from "../../forms";
import { expect, test } from "./fixtures";
import { linkIn, mailTo } from "./mailbox";
import { LOOP_BASE_URL } from "./servers";

// On the server that sends through a real SMTP server on loopback.
test.use({ baseURL: LOOP_BASE_URL });

test("a booking e-mails the patient through SMTP, and the e-mail's link opens their status page", async ({ page }) => {
  const email = `mere.${Date.now()}@example.test`;
  const response = await page.request.post("/", {
    headers: { accept: "application/json" },
    form: {
      "form-name": "booking",
      firstName: "Mere",
      lastName: "Mailtest",
      email,
      phone: "021 555 0143",
      service: "General Checkup",
      location: "nelson",
      preferredDate: nzToday(new Date(Date.now() + 2 * 86_400_000)),
      preferredTime: "10:00 AM",
      urgency: "routine",
      insurance: "",
      dentistPreference: "",
      message: "zq-health-canary",
      utm_source: "",
      utm_medium: "",
      utm_campaign: "",
      page_url: "/book",
      "bot-field": "",
    },
  });
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };

  const received = await mailTo(email, new RegExp(`booking request ${reference}`));
  expect(received.text).not.toContain("zq-health-canary");
  expect(received.html).toContain(reference);
  await page.goto(linkIn(received, /^\/requests\//));
  await expect(page.getByText(reference)).toBeVisible();
});
