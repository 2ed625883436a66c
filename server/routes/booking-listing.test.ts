import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { buildApp } from "../app";
import { testConfig } from "../config";
import { createSnapshotReader } from "../listings/snapshot-reader";
import type { ListingsSnapshot } from "../listings/snapshot-types";
import { testDentist, testSnapshot, testSurgeon } from "../listings/test-listings";
import { createPlaceDirectory } from "../places/directory";
import { listSubmissions } from "../submissions/repository";
import { encode, VALID } from "./form-fixtures";

// A booking that names a listing (issue 22 item 3): the form service keeps the listing's id only
// when it is published, and the inbox shows the request beside the listing it names.

const HINE = testDentist("tui-street-dental-nelson", {
  name: "Dr Hine Kereama",
  practice: "Tui Street Dental",
  citySlug: "nelson",
  phone: "(03) 555 0101",
  bookingEmail: "bookings@tuistreetdental.co.nz",
});
const SURGEON = testSurgeon("jaw-surgery-wellington", { name: "Dr Mere Tane", citySlug: "wellington" });
// A draft is never in the published snapshot: the pages and the form service do not see it.
const DRAFT = "new-practice-draft-nelson";

describe.each(TEST_DATABASES)("a booking that names a listing, on $name", (kind) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let snapshot: ListingsSnapshot;

  beforeAll(async () => {
    const database = await kind.open();
    cleanup = database.cleanup;
    snapshot = testSnapshot({ dentists: [HINE], surgeons: [SURGEON] });
    const current = async () => snapshot;
    app = await buildApp(testConfig({ FORM_RATE_LIMIT: 1000 }), {
      database,
      listings: {
        reader: createSnapshotReader({ snapshot: current, places: createPlaceDirectory([]) }),
        snapshot: current,
      },
    });
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
    const response = await book("dentist/tui-street-dental-nelson");
    expect(response.statusCode).toBe(201);
    const [row] = await listSubmissions(app.db);
    expect(JSON.parse(row!.fields).listing).toBe("dentist/tui-street-dental-nelson");

    const detail = await app.submissions.detail(row!.id, "operator@example.test");
    expect(detail?.listing).toEqual({
      ref: "dentist/tui-street-dental-nelson",
      kind: "dentist",
      id: "tui-street-dental-nelson",
      listed: {
        name: "Dr Hine Kereama",
        practice: "Tui Street Dental",
        citySlug: "nelson",
        phone: "(03) 555 0101",
        bookingEmail: "bookings@tuistreetdental.co.nz",
      },
    });
  });

  it("takes a surgeon the same way", async () => {
    expect((await book("surgeon/jaw-surgery-wellington")).statusCode).toBe(201);
    const [row] = await listSubmissions(app.db);
    expect(JSON.parse(row!.fields).listing).toBe("surgeon/jaw-surgery-wellington");
  });

  it.each([
    ["a draft listing", `dentist/${DRAFT}`],
    ["an unknown dentist", "dentist/dr-nobody"],
    ["a dentist's id given as a surgeon", "surgeon/tui-street-dental-nelson"],
    ["a value that names no listing", "tui-street-dental-nelson"],
  ])("refuses %s with a field error, storing nothing", async (_what, listing) => {
    const response = await book(listing);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      ok: false,
      errors: { listing: expect.stringMatching(/cannot find that dentist or surgeon/) },
    });
    expect(await listSubmissions(app.db)).toEqual([]);
  });

  it("shows the refusal beside the schema's own messages, all at once", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/",
      payload: encode("booking", { ...VALID.booking!, listing: `dentist/${DRAFT}`, firstName: "" }),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(["firstName", "listing"]);
  });

  it("refuses a listing unpublished after the page was loaded", async () => {
    snapshot = { ...snapshot, version: snapshot.version + 1, dentists: [] };
    expect((await book("dentist/tui-street-dental-nelson")).statusCode).toBe(422);
    snapshot = { ...snapshot, version: snapshot.version + 1, dentists: [HINE] };
    expect((await book("dentist/tui-street-dental-nelson")).statusCode).toBe(201);
  });

  it("takes a booking that names no listing, as before", async () => {
    expect((await book("")).statusCode).toBe(201);
    const [row] = await listSubmissions(app.db);
    const detail = await app.submissions.detail(row!.id, "operator@example.test");
    expect(detail?.listing).toBeNull();
  });
});
