import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AnyListing, ListingConflict, ListingDetail, SavedListing } from "../../rules/api/listings-admin";
import type { AuditResponse } from "../../rules/api/inbox";
import { TEST_DATABASES } from "../../tests/server/databases";
import { startSignedInApp } from "../../tests/server/signed-in-app";
import { testConfig } from "../platform/config";
import { exportListings, importListings } from "./import-export";
import { getListing, saveListing, StaleListingError } from "./repository";

type Dentist = Extract<AnyListing, { kind: "dentist" }>;
type DentistDetail = ListingDetail & { listing: Dentist };
type DentistConflict = ListingConflict & { current: DentistDetail };

/**
 * Optimistic concurrency in the listing editor (issue 33 item 7): a save names the version it was
 * loaded at, and a save from a version that is no longer current answers 409 with the current
 * values, so no one's change is silently reverted: not another operator's, not an import's.
 */
describe.each(TEST_DATABASES)("concurrent edits of a listing on $name", (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let operator: Record<string, string>;
  const api = (options: InjectOptions & { url: string }) =>
    app.inject({ ...options, headers: { ...operator, ...options.headers } });
  const url = (id: string) => `/admin/api/listings/dentist/${id}`;
  /** What an editor has once it opened the listing: its values and the version they are. */
  const open = async (id: string) => (await api({ url: url(id) })).json<DentistDetail>();
  const save = (id: string, opened: ListingDetail, changes: Record<string, unknown>) =>
    api({ method: "PUT", url: url(id), payload: { ...opened.listing, ...changes, version: opened.version } });
  // This listing's entries only: the daily purge, which the app schedules at start, writes its
  // own entry whenever the outbox gets to it, which on a busy machine is during a test.
  const auditCount = async (id: string) =>
    (await (await api({ url: "/admin/api/audit" })).json<AuditResponse>()).entries.filter(
      (entry) => entry.target === `dentist:${id}`,
    ).length;

  beforeAll(async () => {
    ({ app, operator, close } = await startSignedInApp(kind, testConfig()));
  }, 60_000);
  afterAll(async () => close?.());

  it("two operators save from the same version: the second gets 409 and the first change stays", async () => {
    const id = "cuba-quarter-dental-wellington";
    const first = await open(id);
    const second = await open(id);
    expect(first.version).toEqual(expect.any(String));

    const saved = await save(id, first, { description: "Changed by the first operator." });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SavedListing>().version).not.toBe(first.version);
    const audited = await auditCount(id);
    expect(audited).toBeGreaterThan(0);

    const stale = await save(id, second, { experience: "31 years" });
    expect(stale.statusCode).toBe(409);
    const conflict = stale.json<DentistConflict>();
    expect(conflict.error).toBe("Someone else changed this listing since you opened it.");
    expect(conflict.current.listing.description).toBe("Changed by the first operator.");
    expect(conflict.current.version).toBe(saved.json<SavedListing>().version);

    const now = await open(id);
    expect(now.listing.description).toBe("Changed by the first operator.");
    expect(now.listing.experience).toBe(first.listing.experience);
    expect(await auditCount(id)).toBe(audited);

    // Saved again from the current version, the second operator's change goes in.
    const retried = await save(id, now, { experience: "31 years" });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<SavedListing>().changed).toEqual(["experience"]);
    expect((await open(id)).listing).toMatchObject({
      description: "Changed by the first operator.",
      experience: "31 years",
    });
  });

  it("an editor opened before an import gets 409 and the import's change stays", async () => {
    const id = "dominion-road-family-dental-auckland";
    const opened = await open(id);
    const file = await exportListings(app.db);
    const imported = file.dentists.find((d) => d.id === id)!;
    imported.description = "Written by the import.";
    expect((await importListings(app.db, file, "cli")).dentists.updated).toBe(1);

    const stale = await save(id, opened, { experience: "12 years" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<DentistConflict>().current.listing.description).toBe("Written by the import.");
    expect((await open(id)).listing.description).toBe("Written by the import.");
  });

  it("two listings at one practice: a stale save of the practice's fields through the other gets 409", async () => {
    const a = await open("cuba-quarter-dental-wellington");
    // A second dentist at the same practice, created with the practice's facts as they are.
    const { updatedAt: _stored, ...facts } = a.listing;
    const created = await api({
      method: "POST",
      url: "/admin/api/listings",
      payload: { ...facts, id: "cuba-quarter-second", name: "Dr Second Dentist", registrationNumber: "77777" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const fromA = await open("cuba-quarter-dental-wellington");
    const fromB = await open("cuba-quarter-second");

    expect((await save("cuba-quarter-dental-wellington", fromA, { phone: "(04) 555 0101" })).statusCode).toBe(200);
    const stale = await save("cuba-quarter-second", fromB, { website: "https://second.example.nz" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<DentistConflict>().current.listing.phone).toBe("(04) 555 0101");
    expect((await open("cuba-quarter-second")).listing).toMatchObject({
      phone: "(04) 555 0101",
      website: fromB.listing.website,
    });
  });

  it("an editor opened before a publish cannot save the old status back", async () => {
    const id = "cuba-quarter-second";
    const opened = await open(id);
    expect(opened.listing.status).toBe("published");
    expect((await api({ method: "POST", url: `${url(id)}/unpublish` })).statusCode).toBe(200);
    const stale = await save(id, opened, { experience: "2 years" });
    expect(stale.statusCode).toBe(409);
    expect((await open(id)).listing.status).toBe("draft");
  });

  it("a listing created with an id that was free when checked but taken before the write is refused, not overwritten", async () => {
    // Two creates with one id: both passed the route's check; the second reaches the write last.
    const stored = (await getListing(app.db, "dentist", "cuba-quarter-second"))!;
    const second = { ...stored, listing: { ...stored.listing, name: "Dr Overwriter" } };
    await expect(saveListing(app.db, second as never, "ops", null)).rejects.toBeInstanceOf(StaleListingError);
    expect((await open("cuba-quarter-second")).listing.name).toBe("Dr Second Dentist");
  });

  it("a save that names no version, or one that is not a version, is refused on its version field", async () => {
    const id = "cuba-quarter-second";
    const opened = await open(id);
    for (const version of [undefined, "", "seven", 7]) {
      const response = await api({
        method: "PUT",
        url: url(id),
        payload: { ...opened.listing, experience: "3 years", version },
      });
      expect(response.statusCode, String(version)).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty("version");
    }
    expect((await open(id)).listing.experience).toBe(opened.listing.experience);
  });
});
