import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { connectDatabase, type DatabaseHandle } from "../platform/db/connect";
import { migrateToLatest } from "../platform/db/migrate";
import { VALID } from "../../tests/server/form-fixtures";
import { countSubmissions, findByIdempotencyKey, listSubmissions } from "./submission-store";
import { startSubmissionThread, type SubmissionThread } from "./submission-thread";

const booking = (overrides: Record<string, string> = {}) => ({ ...VALID.booking, ...overrides });

describe("the submission thread", () => {
  let dir: string;
  let handle: DatabaseHandle;
  let thread: SubmissionThread;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "nzdd-thread-"));
    handle = connectDatabase({ sqliteFile: join(dir, "test.sqlite") });
    await migrateToLatest(handle.db as never);
    // As the server starts it: a booking's acknowledgement stores its status link sealed.
    thread = await startSubmissionThread(handle.sqliteFile!, { sealKey: new Uint8Array(32).fill(7) });
  });

  afterEach(async () => {
    await thread.close();
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("checks and stores submissions made together, each readable on the main connection once it resolves", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => thread.submit("booking", booking(), `key-${i}-abcdef`)),
    );
    expect(await countSubmissions(handle.db)).toBe(40);
    const seventh = outcomes[7]!;
    expect(seventh).toMatchObject({ kind: "stored", spam: false });
    expect((await findByIdempotencyKey(handle.db, "key-7-abcdef"))?.reference).toBe(
      seventh.kind === "stored" ? seventh.reference : "",
    );
    // The shared schema ran here: the phone is stored as E.164, the e-mail in lower case.
    const [row] = await listSubmissions(handle.db);
    expect(row!.email).toBe("aroha@example.co.nz");
    expect(row!.urgency).toBe("urgent");
    expect(JSON.parse(row!.fields).phone).toBe("+64211234567");
  });

  it("answers a mistake with field errors and stores nothing", async () => {
    const outcome = await thread.submit("booking", booking({ email: "kiri@example", phone: "12" }), null);
    expect(outcome.kind).toBe("invalid");
    expect(outcome.kind === "invalid" && Object.keys(outcome.errors).sort()).toEqual(["email", "phone"]);
    expect(await countSubmissions(handle.db)).toBe(0);
  });

  it("answers a retry with the first reference, and refuses the key with another body", async () => {
    const first = await thread.submit("booking", booking(), "retry-key-123");
    const again = await thread.submit("booking", booking(), "retry-key-123");
    const other = await thread.submit("booking", booking({ message: "Something else" }), "retry-key-123");
    expect(first.kind).toBe("stored");
    expect(again).toMatchObject({ kind: "replayed", reference: first.kind === "stored" ? first.reference : "" });
    expect(other.kind).toBe("key-reused");
    expect(await countSubmissions(handle.db)).toBe(1);
  });

  it("stores what it was given before it closes, and is no longer offered after", async () => {
    const given = Array.from({ length: 10 }, () => thread.submit("contact", { ...VALID.contact }, null));
    await thread.close();
    expect((await Promise.all(given)).every((o) => o.kind === "stored")).toBe(true);
    await expect(thread.submit("contact", { ...VALID.contact }, null)).rejects.toThrow("closed");
    expect(await countSubmissions(handle.db)).toBe(10);
  });
});
