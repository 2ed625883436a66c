import { postBooking } from "./booking-post";
import { expect, test } from "./fixtures";
import { linkIn, mailTo } from "./mailbox";
import { LOOP_BASE_URL } from "./servers";

// On the server that sends through a real SMTP server on loopback.
test.use({ baseURL: LOOP_BASE_URL });

test("a booking e-mails the patient through SMTP, and the e-mail's link opens their status page", async ({ page }) => {
  const email = `mere.${Date.now()}@example.test`;
  const { reference } = await postBooking(page.request, {
    firstName: "Mere",
    lastName: "Mailtest",
    email,
    location: "nelson",
  });

  const received = await mailTo(email, new RegExp(`booking request ${reference}`));
  expect(received.text).not.toContain("zq-health-canary");
  expect(received.html).toContain(reference);
  await page.goto(linkIn(received, /^\/requests\//));
  await expect(page.getByText(reference)).toBeVisible();
});
