import { beforeEach, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { postForm } from "../../tests/server/form-posts";
import { startApp, startedForTests } from "../../tests/server/started-app";
import { testConfig } from "../platform/config";
import { listSubmissions } from "./submission-store";
import { VALID } from "../../tests/server/form-fixtures";

// A booking that names a listing (issue 22 item 3): the form service keeps the listing's id only
// when it is published, and the inbox shows the request beside the listing it names. The app runs
// on the sample listings its first start loads.

const PRIYA = "tinakori-smile-studio-wellington";

describe.each(TEST_DATABASES)("a booking that names a listing, on $name", (kind) => {
  const started = startedForTests(() => startApp(kind, testConfig({ FORM_RATE_LIMIT: 1000 })));
  beforeEach(async () => {
    await started.app.db.deleteFrom("submission_events").execute();
    await started.app.db.deleteFrom("submissions").execute();
  });

  const book = (listing: string) => postForm(started.app, "booking", { ...VALID.booking!, listing });

  it("stores the chosen dentist's listing with the request, and the inbox shows whom it names", async () => {
    const response = await book(`dentist/${PRIYA}`);
    expect(response.statusCode).toBe(201);
    const [row] = await listSubmissions(started.app.db);
    expect(JSON.parse(row!.fields).listing).toBe(`dentist/${PRIYA}`);

    const detail = await started.app.submissions.detail(row!.id, "operator@example.test");
    expect(detail?.listing).toMatchObject({
      ref: `dentist/${PRIYA}`,
      kind: "dentist",
      id: PRIYA,
      listed: { name: "Dr Priya Raman", practice: "Tinakori Smile Studio", citySlug: "wellington" },
    });
    expect(detail?.listing?.listed?.bookingEmail).toMatch(/^bookings@/);
  });

  it("takes a surgeon the same way", async () => {
    expect((await book("surgeon/dr-helen-okafor-wellington")).statusCode).toBe(201);
    const [row] = await listSubmissions(started.app.db);
    expect(JSON.parse(row!.fields).listing).toBe("surgeon/dr-helen-okafor-wellington");
  });

  it.each([
    ["an unknown dentist", "dentist/dr-nobody"],
    ["a dentist's id given as a surgeon", `surgeon/${PRIYA}`],
    ["a value that names no listing", PRIYA],
  ])("refuses %s with a field error, storing nothing", async (_what, listing) => {
    const response = await book(listing);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      ok: false,
      errors: { listing: expect.stringMatching(/cannot find that dentist or surgeon/) },
    });
    expect(await listSubmissions(started.app.db)).toEqual([]);
  });

  it("refuses a listing an operator has set back to draft, and takes it once published again", async () => {
    await started.app.listingsStore.setListingStatus("dentist", PRIYA, "draft", "ops@example.test");
    try {
      const response = await book(`dentist/${PRIYA}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(["listing"]);
      expect(await listSubmissions(started.app.db)).toEqual([]);
    } finally {
      await started.app.listingsStore.setListingStatus("dentist", PRIYA, "published", "ops@example.test");
    }
    expect((await book(`dentist/${PRIYA}`)).statusCode).toBe(201);
  });

  it("shows the refusal beside the schema's own messages, all at once", async () => {
    const response = await postForm(started.app, "booking", {
      ...VALID.booking!,
      listing: "dentist/dr-nobody",
      firstName: "",
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(["firstName", "listing"]);
  });

  it("takes a booking that names no listing, as before", async () => {
    expect((await book("")).statusCode).toBe(201);
    const [row] = await listSubmissions(started.app.db);
    const detail = await started.app.submissions.detail(row!.id, "operator@example.test");
    expect(detail?.listing).toBeNull();
  });
});
