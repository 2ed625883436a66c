import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { connectDatabase, sqliteFileIn } from "../platform/db/connect";
import { migrateToLatest } from "../platform/db/migrate";
import { submissionRow } from "../../tests/server/inbox-fixtures";
import type { SubmissionsTable } from "./submission-tables";

const ROWS = 8_000;
/** Each row carries a 4 KB message: 32 MB in all, more than the export may hold in its 48 MB heap. */
const MESSAGE = "m".repeat(4_000);
const dataDir = mkdtempSync(join(tmpdir(), "nzdd-export-"));
const { DATABASE_URL: _unused, ...baseEnv } = process.env;

function row(i: number): SubmissionsTable {
  const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 1000).toISOString();
  const newsletter = i % 1000 === 999;
  return submissionRow({
    reference: `CT-E${String(i).padStart(5, "0")}`,
    form: newsletter ? "newsletter" : "contact",
    received_at: at,
    updated_at: at,
    email: `p${i}@example.test`,
    name: i === 5 ? "@SUM(A1)" : `Person ${i}`,
    fieldValues: newsletter ? { consent: "yes" } : { subject: `=cmd|${i}`, message: MESSAGE },
  });
}

describe("npm run submissions -- export", () => {
  beforeAll(async () => {
    const { db } = connectDatabase({ sqliteFile: sqliteFileIn(dataDir) });
    await migrateToLatest(db as never);
    for (let at = 0; at < ROWS; at += 250) {
      await db
        .insertInto("submissions")
        .values(Array.from({ length: Math.min(250, ROWS - at) }, (_, k) => row(at + k)))
        .execute();
    }
    await db.destroy();
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("writes every row, oldest first, with the same columns, in memory that does not grow with the rows", () => {
    const file = join(dataDir, "export.csv");
    const out = openSync(file, "w");
    const run = spawnSync(
      process.execPath,
      ["--max-old-space-size=48", "--import", "tsx", "server/cli/submissions.ts", "export", "--format", "csv"],
      { env: { ...baseEnv, DATA_DIR: dataDir, LOG_LEVEL: "silent" }, stdio: ["ignore", out, "pipe"], timeout: 60_000 },
    );
    closeSync(out);
    expect(run.stderr.toString().slice(0, 500)).toBe("");
    expect(run.status).toBe(0);

    const lines = readFileSync(file, "utf8").trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      // Every form's fields, one column per distinct field, under the definitions' labels.
      "reference,form,status,spam,received_at (Pacific/Auckland),updated_at (Pacific/Auckland),name,email,city,urgency,utm_source,utm_medium,utm_campaign,page_url,First name,Last name,E-mail,Phone,Service,Location,Preferred date,Preferred time,Urgency,Insurance provider,Preferred dentist,Chosen dentist or surgeon,Message,Name,Subject,Category,Practice name,Contact name,Practice address,Dental Council registration number,City,Website,Practice type,Services you offer,Years in practice,Current patient base",
    );
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines.slice(1).map((line) => line.slice(0, line.indexOf(",")))).toEqual(
      Array.from({ length: ROWS }, (_, i) => `CT-E${String(i).padStart(5, "0")}`),
    );
    expect(lines[6]).toContain(`,'@SUM(A1),`);
    // Contact's message shares the Message column; its subject is in Subject, neutralised.
    expect(lines[6]).toContain(`,${MESSAGE},,'=cmd|5,,`);
    expect(lines[1000]).toMatch(/^CT-E00999,newsletter,.*,p999@example\.test,/);
  }, 60_000);
});
