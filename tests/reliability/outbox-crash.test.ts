// Outgoing mail across a crash (RELIABILITY.md, "outgoing mail"): requests are committed and
// answered while the mail server stalls, so their e-mails sit in the outbox (some held by the
// worker mid-send); the server is killed (SIGKILL) and started again with a working mail server.
// Passes when every answered request's e-mails arrive exactly once. Needs `npm run build`;
// PostgreSQL too when TEST_DATABASE_URL is set.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";

import { connectDatabase, sqliteFileIn } from "../../server/platform/db/connect";
import type { Database } from "../../server/platform/db/schema";
import { encode, VALID } from "../server/form-fixtures";
import { createPostgresDatabase } from "../support/postgres-database";
import { startServer } from "../support/server-process";
import { startSmtp, startStalledSmtp, until } from "../server/smtp";

const REQUESTS = 30;
const pgUrl = process.env.TEST_DATABASE_URL;

/** The database the server runs on: its SQLite file in DATA_DIR, or a fresh PostgreSQL database. */
async function database(kind: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "nzdd-outbox-crash-"));
  if (kind === "sqlite") return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  const database = await createPostgresDatabase("nzdd_outbox_crash");
  return { env: { DATA_DIR: dataDir, DATABASE_URL: database.url }, drop: database.drop };
}
const NOTIFY = "ops-notices@example.test";

/** E-mail jobs not done (the timed jobs wait for later): a failed attempt put off to a later retry counts, as its e-mail has not arrived. */
async function jobsNotDone(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("kind", "=", "email")
    .where("status", "!=", "done")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The `i`th contact message, from its own sender, as the contact page posts it. */
function contactBody(i: number): string {
  return encode("contact", { ...VALID.contact!, name: `Crash Test ${i}`, email: `crash${i}@example.nz` });
}

describe.each(pgUrl ? ["sqlite", "postgres"] : ["sqlite"])("outgoing mail across a crash on %s", (kind) => {
  it("delivers each committed request's e-mails exactly once after a SIGKILL between commit and send", async () => {
    const stalled = await startStalledSmtp();
    const smtp = await startSmtp();
    const store = await database(kind);
    const outbox = {
      ...store.env,
      OPERATOR_NOTIFY_TO: NOTIFY,
      SMTP_HOST: "127.0.0.1",
      OUTBOX_POLL_MS: "50",
      // A killed server's jobs are taken again this long after it claimed them.
      OUTBOX_LEASE_MS: "2000",
    };
    const references: string[] = [];
    try {
      const first = await startServer({ ...outbox, SMTP_PORT: String(stalled.port), SMTP_TIMEOUT_MS: "60000" });
      for (let i = 0; i < REQUESTS; i++) {
        const response = await fetch(`${first.url}/`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: contactBody(i),
        });
        expect(response.status).toBe(201);
        references.push(((await response.json()) as { reference: string }).reference);
      }
      // The worker holds some e-mails on stalled connections; the rest wait their turn.
      await until(() => stalled.connections.open > 0, 10_000, "the worker to reach the stalled mail server");
      await first.stop("SIGKILL");

      const second = await startServer({ ...outbox, SMTP_PORT: String(smtp.port) });
      const jobs = connectDatabase(
        store.env.DATABASE_URL
          ? { databaseUrl: store.env.DATABASE_URL }
          : { sqliteFile: sqliteFileIn(store.env.DATA_DIR!) },
      );
      try {
        await until(() => smtp.received.length >= REQUESTS * 2, 30_000, "every e-mail");
        // Every job run to its end: the killed server's taken again once their leases ran out, and
        // done. No job is left to claim, so no second copy can start after this; the SIGTERM below
        // waits for the sends the second server has under way, so none can arrive after it either.
        await until(async () => (await jobsNotDone(jobs.db)) === 0, 30_000, "every job done");
      } finally {
        await jobs.db.destroy();
        expect(await second.stop("SIGTERM")).toBe(0);
      }

      const count = (subject: string) => smtp.received.filter((email) => email.subject === subject).length;
      const acknowledgements = references.map((reference) => count(`We have your message ${reference}`));
      const notices = references.map((reference) => count(`New contact message ${reference}`));
      const messageIds = new Set(smtp.received.map((email) => email.messageId));
      console.log(
        `${kind}, outbox crash: ${REQUESTS} requests answered, killed with ${stalled.connections.total} connections on the stalled server; ` +
          `after restart ${smtp.received.length} e-mails, ${messageIds.size} distinct`,
      );
      expect(acknowledgements).toEqual(references.map(() => 1));
      expect(notices).toEqual(references.map(() => 1));
      expect(smtp.received).toHaveLength(REQUESTS * 2);
      expect(messageIds.size).toBe(REQUESTS * 2);
    } finally {
      await smtp.close();
      await stalled.close();
      await store.drop();
    }
  }, 90_000);
});
