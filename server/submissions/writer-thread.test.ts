import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { connectDatabase, type DatabaseHandle } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import {
  countSubmissions,
  findByIdempotencyKey,
  insertSubmission,
  isUniqueViolation,
  type NewSubmission,
} from "./repository";
import { startSubmissionWriter, type SubmissionWriter, submissionWriterFor } from "./writer-thread";

const booking = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  form: "booking",
  referencePrefix: "BK",
  spam: false,
  email: "aroha@example.test",
  name: "Aroha Patient",
  city: "nelson",
  urgency: "routine",
  fields: { firstName: "Aroha" },
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  page_url: null,
  idempotencyKey: null,
  bodyHash: null,
  statusTokenHash: null,
  ...overrides,
});

describe("the submission writer thread", () => {
  let dir: string;
  let handle: DatabaseHandle;
  let writer: SubmissionWriter;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "nzdd-writer-"));
    handle = connectDatabase({ sqliteFile: join(dir, "test.sqlite") });
    await migrateToLatest(handle.db as never);
    writer = await startSubmissionWriter(handle.db, handle.sqliteFile!);
  });

  afterEach(async () => {
    await writer.close();
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("commits submissions made together, each readable on the main connection once it resolves", async () => {
    expect(submissionWriterFor(handle.db)).toBe(writer);
    const stored = await Promise.all(
      Array.from({ length: 40 }, (_, i) => insertSubmission(handle.db, booking({ idempotencyKey: `key-${i}-abcdef` }))),
    );
    expect(await countSubmissions(handle.db)).toBe(40);
    const found = await findByIdempotencyKey(handle.db, "key-7-abcdef");
    expect(found?.reference).toBe(stored[7]!.reference);
  });

  it("fails only the submission whose row collides, with the database's unique-violation code", async () => {
    const results = await Promise.allSettled([
      insertSubmission(handle.db, booking({ idempotencyKey: "same-key-123" })),
      insertSubmission(handle.db, booking()),
      insertSubmission(handle.db, booking({ idempotencyKey: "same-key-123" })),
      insertSubmission(handle.db, booking()),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect(isUniqueViolation((results[2] as PromiseRejectedResult).reason)).toBe(true);
    expect(await countSubmissions(handle.db)).toBe(3);
  });

  it("commits what it was given before it closes, and stores later ones on the main connection", async () => {
    const given = Array.from({ length: 10 }, () => insertSubmission(handle.db, booking()));
    await writer.close();
    await Promise.all(given);
    expect(submissionWriterFor(handle.db)).toBeUndefined();
    await insertSubmission(handle.db, booking());
    expect(await countSubmissions(handle.db)).toBe(11);
  });
});
