import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { buildApp } from "../app";
import { testConfig } from "../config";
import { listSubmissions } from "../submissions/repository";
import { encode, VALID } from "./form-fixtures";

// A booking that names a listing (issue 22 item 3): the form service keeps the listing's id only
// when it is published, and the inbox shows the request beside the listing it names. The app runs
// on the sample listings its first start loads.

const PRIYA = "tinakori-smile-studio-wellington";

describe.each(TEST_DATABASES)("a booking that names a listing, on $name", (kind) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const database = await kind.open();
    cleanup = database.cleanup;
    app = await buildApp(testConfig({ FORM_RATE_LIMIT: 1000 }), { database });
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });
  beforeEach(async () => {
    await app.db.deleteFrom("submission_events").execute();
    await app.db.deleteFrom("submissions").execute();
  });

  const book = (listing: string) =>
    app.inject({
      method: "POST",
      url: "/",
      payload: encode("booking", { ...VALID.booking!, listing }),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    });

  it("stores the chosen dentist's listing with the request, and the inbox shows whom it names", async () => {
    const response = await book(`dentist/${PRIYA}`);
    expect(response.statusCode).toBe(201);
    const [row] = await listSubmissions(app.db);
    expect(JSON.parse(row!.fields).listing).toBe(`dentist/${PRIYA}`);

    const detail = await app.submissions.detail(row!.id, "operator@example.test");
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
    const [row] = await listSubmissions(app.db);
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
    expect(await listSubmissions(app.db)).toEqual([]);
  });

  it("refuses a listing an operator has set back to draft, and takes it once published again", async () => {
    await app.listingsStore.setListingStatus("dentist", PRIYA, "draft", "ops@example.test");
    try {
      const response = await book(`dentist/${PRIYA}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(["listing"]);
      expect(await listSubmissions(app.db)).toEqual([]);
    } finally {
      await app.listingsStore.setListingStatus("dentist", PRIYA, "published", "ops@example.test");
    }
    expect((await book(`dentist/${PRIYA}`)).statusCode).toBe(201);
  });

  it("shows the refusal beside the schema's own messages, all at once", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/",
      payload: encode("booking", { ...VALID.booking!, listing: "dentist/dr-nobody", firstName: "" }),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(["firstName", "listing"]);
  });

  it("takes a booking that names no listing, as before", async () => {
    expect((await book("")).statusCode).toBe(201);
    const [row] = await listSubmissions(app.db);
    const detail = await app.submissions.detail(row!.id, "operator@example.test");
    expect(detail?.listing).toBeNull();
  });
});
