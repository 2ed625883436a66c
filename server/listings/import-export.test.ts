import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { recentAuditEntries } from "../platform/audit/audit";
import { TEST_DATABASES } from "../../tests/server/databases";
import { christmasClosure } from "../../tests/server/test-listings";
import { fictionalListings } from "../../tests/support/fictional-listings";
import { exportListings, importListings, storedPracticeIds } from "./import-export";
import { checkListingsFile, describeProblem, type ListingsFile } from "./listings-file";
import { getListing } from "./repository";
import { listingsVersion } from "./listings-version";
import { readPublished } from "./published-rows";
import { seedSampleListings } from "./seed";

const run = promisify(execFile);
const { DATABASE_URL: _ignored, ...withoutDatabaseUrl } = process.env;
const withoutTimes = (file: ListingsFile) => ({
  ...file,
  exportedAt: undefined,
  dentists: file.dentists.map((d) => ({ ...d, updatedAt: undefined })),
  surgeons: file.surgeons.map((d) => ({ ...d, updatedAt: undefined })),
  emergencyClinics: file.emergencyClinics.map((d) => ({ ...d, updatedAt: undefined })),
});

describe.each(TEST_DATABASES)("importing and exporting listings on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.open>>;
  beforeEach(async () => {
    handle = await testDb.open();
    await seedSampleListings(handle.db);
  });
  afterEach(async () => handle.cleanup());

  async function importChecked(input: unknown) {
    const checked = checkListingsFile(JSON.parse(JSON.stringify(input)), await storedPracticeIds(handle.db));
    if (!checked.ok) throw new Error(checked.problems.map(describeProblem).join("\n"));
    return importListings(handle.db, checked.file, "cli");
  }

  it("creates new ids and updates existing ones, in one version and one audit entry", async () => {
    const exported = await exportListings(handle.db);
    const version = await listingsVersion(handle.db);
    const [first] = exported.dentists;
    const newPractice = {
      ...exported.practices[0]!,
      id: "kowhai-dental-nelson",
      name: "Kōwhai Dental",
      citySlug: "nelson",
    };
    const counts = await importChecked({
      format: "nz-dental-directory/listings",
      version: 1,
      practices: [newPractice],
      dentists: [
        { ...first!, experience: "41 years" },
        { ...first!, id: "dr-new-nelson", practiceId: newPractice.id, name: "Dr New" },
      ],
    });
    expect(counts.practices).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(counts.dentists).toEqual({ created: 1, updated: 1, unchanged: 0 });
    expect(await listingsVersion(handle.db)).toBe(version + 1);
    expect((await getListing(handle.db, "dentist", first!.id))?.listing).toMatchObject({ experience: "41 years" });
    const published = await readPublished(handle.db);
    expect(published.dentists.find((d) => d.id === "dr-new-nelson")).toMatchObject({ practice: "Kōwhai Dental" });
    const [entry] = await recentAuditEntries(handle.db, 1);
    expect(entry).toMatchObject({ actor: "cli", action: "listings-imported" });
    expect(JSON.parse(entry!.details!).dentists).toEqual({ created: 1, updated: 1, unchanged: 0 });
  });

  it("carries a practice's closures: imported, exported as written, removed by a file without them, checked", async () => {
    const exported = await exportListings(handle.db);
    const practice = exported.practices[0]!;
    const closure = christmasClosure();
    const counts = await importChecked({ ...exported, practices: [{ ...practice, closures: [closure] }] });
    expect(counts.practices).toMatchObject({ updated: 1 });
    expect((await exportListings(handle.db)).practices[0]).toEqual({ ...practice, closures: [closure] });
    const listed = (await readPublished(handle.db)).dentists.find((d) => d.practiceId === practice.id);
    if (listed) expect(listed.closures).toEqual([closure]);

    expect((await importChecked({ ...exported, practices: [practice] })).practices).toMatchObject({ updated: 1 });
    expect((await exportListings(handle.db)).practices[0]).toEqual(practice);

    const tooLong = { ...closure, to: "2027-03-01" };
    const checked = checkListingsFile(
      JSON.parse(JSON.stringify({ ...exported, practices: [{ ...practice, closures: [tooLong] }] })),
      await storedPracticeIds(handle.db),
    );
    expect(checked.ok ? [] : checked.problems.map(describeProblem)).toEqual([
      `practices[0] (${practice.id}) closures.0.to: A closure is at most 8 weeks; for longer, ask our team to take the listing down meanwhile.`,
    ]);
  });

  it("refuses a file with a line break or a bidi control in a one-line field, naming the record and field", async () => {
    const file = await exportListings(handle.db);
    file.practices[1]!.name = "Harbour\r\nDental";
    (file.dentists[2] as { name: string }).name = "Dr Sam\u202e Lee";
    const checked = checkListingsFile(JSON.parse(JSON.stringify(file)), await storedPracticeIds(handle.db));
    expect(checked.ok).toBe(false);
    const problems = checked.ok ? [] : checked.problems.map(describeProblem);
    const oneLine = "Keep it to one line, without line breaks or hidden formatting characters.";
    expect(problems).toEqual([
      `practices[1] (${file.practices[1]!.id}) name: ${oneLine}`,
      `dentists[2] (${file.dentists[2]!.id}) name: ${oneLine}`,
    ]);
  });

  it("refuses a file that gives a listing a rating or a review count, saying why, and imports nothing", async () => {
    const file = JSON.parse(JSON.stringify(await exportListings(handle.db)));
    file.dentists[0] = { ...file.dentists[0], rating: 5, reviews: 9999 };
    file.surgeons[0] = { ...file.surgeons[0], rating: 4.4 };
    const version = await listingsVersion(handle.db);
    const checked = checkListingsFile(file, await storedPracticeIds(handle.db));
    expect(checked.ok).toBe(false);
    const problems = checked.ok ? [] : checked.problems.map(describeProblem);
    const why =
      "Rating and review count are not listing fields: they are computed from verified reviews of visits booked " +
      "through NZ Dental Directory, so they cannot be typed in or imported.";
    expect(problems).toEqual([
      `dentists[0] (${file.dentists[0].id}) (record): ${why} Remove "rating" and "reviews".`,
      `surgeons[0] (${file.surgeons[0].id}) (record): ${why} Remove "rating".`,
    ]);
    expect(await listingsVersion(handle.db)).toBe(version);
    // An export never carries them either.
    const exported = await exportListings(handle.db);
    expect(exported.dentists.some((d) => "rating" in d || "reviews" in d)).toBe(false);
  });

  it("round-trips: an export imported again changes nothing, and fills a fresh database with the same listings", async () => {
    const exported = await exportListings(handle.db);
    const version = await listingsVersion(handle.db);
    const counts = await importChecked(exported);
    expect(counts.dentists).toEqual({ created: 0, updated: 0, unchanged: exported.dentists.length });
    expect(await listingsVersion(handle.db)).toBe(version);
    expect({ ...(await exportListings(handle.db)), exportedAt: undefined }).toEqual({
      ...exported,
      exportedAt: undefined,
    });

    const fresh = await testDb.open();
    try {
      const checked = checkListingsFile(JSON.parse(JSON.stringify(exported)), new Set());
      if (!checked.ok) throw new Error("invalid");
      await importListings(fresh.db, checked.file, "cli");
      expect(withoutTimes(await exportListings(fresh.db))).toEqual(withoutTimes(exported));
    } finally {
      await fresh.cleanup();
    }
  });

  it("imports 1,200 fictional listings", async () => {
    const counts = await importChecked(fictionalListings(1200));
    expect(counts.dentists.created).toBe(1200);
    expect((await readPublished(handle.db)).dentists).toHaveLength(1200 + 59);
  });
});

describe("the listings command (SQLite)", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "nzdd-listings-cli-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const listings = (...args: string[]) =>
    run("node", ["--import", "tsx", "server/cli/listings.ts", ...args], {
      env: { ...withoutDatabaseUrl, DATA_DIR: dataDir },
      maxBuffer: 64 * 1024 * 1024,
    });

  it("imports nothing from an invalid file, naming each bad record and field, and exits 1", async () => {
    const file = fictionalListings(1500);
    file.practices[3]!.phone = "12";
    (file.dentists[7] as { services: string[] }).services = ["Brain Surgery"];
    writeFileSync(join(dataDir, "bad.json"), JSON.stringify(file));
    const failed = await listings("import", join(dataDir, "bad.json")).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1 });
    const stderr = (failed as { stderr: string }).stderr;
    expect(stderr).toContain(`practices[3] (${file.practices[3]!.id}) phone: Please enter a phone number`);
    expect(stderr).toContain(`dentists[7] (${file.dentists[7]!.id}) services.0: "Brain Surgery" is not one of`);
    expect(stderr).toContain("2 problems: nothing was imported.");
    const { stdout } = await listings("export");
    expect(JSON.parse(stdout)).toMatchObject({ practices: [], dentists: [] });
  }, 60_000);

  it("shows its progress on a large file and exports what it imported", async () => {
    writeFileSync(join(dataDir, "good.json"), JSON.stringify(fictionalListings(1500)));
    const { stderr } = await listings("import", join(dataDir, "good.json"));
    expect(stderr).toContain("Checked 1,000 of");
    expect(stderr).toContain("dentists: 1,500 created, 0 updated, 0 unchanged");
    const { stdout } = await listings("export");
    expect(JSON.parse(stdout).dentists).toHaveLength(1500);
  }, 60_000);
});
