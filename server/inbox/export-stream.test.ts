import { randomUUID } from "node:crypto";

import type { FastifyInstance } from "fastify";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { buildApp } from "../app";
import { testConfig } from "../platform/config";
import type { SubmissionsTable } from "../booking/submission-tables";
import { addOperator } from "../platform/operators/operators";

const PASSWORD = "a-long-operator-password";
const ROWS = 2_345;

/** Records the most rows any one query brought into memory. */
class LargestResult implements KyselyPlugin {
  largest = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    this.largest = Math.max(this.largest, args.result.rows.length);
    return args.result;
  }
}

describe.each(TEST_DATABASES)("the inbox CSV export of many rows on $name", (kind) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  const reads = new LargestResult();
  const stored: SubmissionsTable[] = [];

  beforeAll(async () => {
    const database = await kind.open({ seeded: true });
    cleanup = database.cleanup;
    await addOperator(database.db, "ops@example.test", PASSWORD);
    // Groups of seven share a received_at, so batches end in the middle of a tie.
    for (let i = 0; i < ROWS; i += 1) {
      const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 7) * 60_000).toISOString();
      stored.push({
        id: randomUUID(),
        reference: `BK-S${String(i).padStart(5, "0")}`,
        form: "booking",
        status: "new",
        spam: 0,
        received_at: at,
        updated_at: at,
        email: `p${i}@example.test`,
        name: i % 100 === 0 ? `=HYPERLINK("x${i}")` : `Person, ${i}`,
        city: "streamtown",
        urgency: "routine",
        fields: JSON.stringify({ message: `line one ${i}\nline "two"` }),
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        page_url: "/book",
        idempotency_key: null,
        body_hash: null,
        status_token_hash: null,
        status_token_sealed: null,
      });
    }
    for (let at = 0; at < stored.length; at += 200) {
      await database.db
        .insertInto("submissions")
        .values(stored.slice(at, at + 200))
        .execute();
    }
    app = await buildApp(testConfig(), {
      database: { ...database, db: database.db.withPlugin(reads) },
      failureDelayMs: 0,
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it("sends every row once, newest first, with formulas neutralised, reading the database a batch at a time", async () => {
    const login = await app.inject({
      method: "POST",
      url: "/admin/api/login",
      payload: { email: "ops@example.test", password: PASSWORD },
    });
    reads.largest = 0;
    const response = await app.inject({
      url: "/admin/api/submissions.csv?city=streamtown",
      headers: { cookie: String(login.headers["set-cookie"]).split(";")[0]! },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");

    // One record per row: quoted line breaks inside a cell do not end a record.
    const records = response.body.split(/\r\n(?=BK-S|$)/).filter(Boolean);
    expect(records[0]).toBe(
      "reference,form,status,spam,received_at (Pacific/Auckland),updated_at (Pacific/Auckland),name,email,city,urgency,utm_source,utm_medium,utm_campaign,page_url,First name,Last name,E-mail,Phone,Service,Location,Preferred date,Preferred time,Urgency,Insurance provider,Preferred dentist,Chosen dentist or surgeon,Message,Name,Subject,Category,Practice name,Contact name,Practice address,Dental Council registration number,City,Website,Practice type,Services you offer,Years in practice,Current patient base",
    );
    const rows = records.slice(1);
    expect(rows).toHaveLength(ROWS);
    const references = rows.map((line) => line.slice(0, line.indexOf(",")));
    expect(new Set(references).size).toBe(ROWS);
    const receivedAt = rows.map((line) => line.split(",")[4]!);
    expect(receivedAt).toEqual([...receivedAt].sort().reverse());
    expect(rows.find((line) => line.startsWith("BK-S00100,"))).toContain(`"'=HYPERLINK(""x100"")"`);
    expect(rows.find((line) => line.startsWith("BK-S00101,"))).toContain(
      `"Person, 101",p101@example.test,streamtown,routine,,,,/book,,,,,,,,,,,,,"line one 101\nline ""two""",`,
    );
    // Memory does not grow with the row count: no query brought in more than a batch.
    expect(reads.largest).toBeLessThanOrEqual(1_000);
    const audit = await app.db.selectFrom("audit_log").selectAll().where("action", "=", "export-csv").execute();
    expect(audit.at(-1)?.details).toContain(`"rows":${ROWS}`);
  });
});
