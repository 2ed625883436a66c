import { nzToday } from "../../forms";
import { nzDateTime } from "../../rules/nz-time";
import { expectAccessible } from "./axe";
import { postBooking } from "./booking-post";
import { expect, test } from "./fixtures";
import { linkIn, mailsTo } from "./mailbox";
import { signInAs } from "./practice-sign-in";
import { LOOP_BASE_URL } from "./servers";

// Issue 36's check of roles: the owner invites a receptionist, who can answer a request but not
// edit the listing. On the server that sends through a real SMTP server on loopback.
test.use({ baseURL: LOOP_BASE_URL });

/** Octagon Dental Studio's listed address: the sample practice's owner. */
const OWNER = "hello@octagondentalstudio.co.nz";
const LISTING = "dentist/octagon-dental-studio-dunedin";

const inDays = (days: number) => nzDateTime(new Date(Date.now() + days * 86_400_000)).date;

test("an owner invites a receptionist, who answers a request but cannot edit the listing or manage people", async ({
  page,
  browser,
}) => {
  const reception = `reception.${Date.now()}@example.test`;
  const { reference } = await postBooking(page.request, {
    lastName: "Rolecheck",
    email: `aroha.${Date.now()}@example.test`,
    preferredDate: nzToday(new Date(Date.now() + 4 * 86_400_000)),
    listing: LISTING,
  });

  await signInAs(page, OWNER, (await mailsTo(OWNER, /sign-in link/, 0)).length);
  await page.getByRole("link", { name: "People" }).click();
  await page.getByLabel("Their e-mail address").fill(reception);
  await page.getByRole("radio", { name: /^Reception/ }).check();
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByText(reception, { exact: true })).toBeVisible();

  // The receptionist, in a browser of their own, accepts the e-mailed invitation.
  const [invitation] = await mailsTo(reception, /invited/);
  const context = await browser.newContext({ baseURL: LOOP_BASE_URL });
  const desk = await context.newPage();
  await desk.goto(linkIn(invitation!, /^\/practice\/sign-in\//));
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText("Accept your invitation");
  await desk.getByRole("button", { name: /Sign in|Accept/ }).click();
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText("Booking requests");

  // Reception answers the request…
  await desk.getByRole("link", { name: reference }).click();
  await desk.getByLabel("Date", { exact: true }).fill(inDays(6));
  await desk.getByLabel("Time (NZ)", { exact: true }).fill("09:45");
  await desk.getByRole("button", { name: "Confirm this appointment" }).click();
  await expect(desk.getByRole("status")).toContainText("You confirmed");
  await expectAccessible(desk);

  // …but is not offered the listing or the people page, and the server refuses both when asked directly.
  await expect(desk.getByRole("link", { name: "Listing" })).toHaveCount(0);
  await expect(desk.getByRole("link", { name: "People" })).toHaveCount(0);
  await desk.goto("/practice/listing");
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText("Not available to your role");
  await expect(desk.getByRole("alert")).toHaveText("Only the practice's owners and managers can change its listing.");
  await desk.goto("/practice/team");
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText("Not available to your role");
  await expect(desk.getByRole("alert")).toHaveText("Only the practice's owners can manage its people.");
  await context.close();
});
