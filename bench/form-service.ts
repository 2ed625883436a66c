// The form service's speed: autocannon posts valid bookings to POST / on SQLite for 10 s at 50
// connections (after 2 s of warm-up, not counted), beside a bare Node HTTP server that parses the
// same body and inserts the same two rows (submission + event, WAL + synchronous=FULL, the same
// group commit): the ceiling on this machine.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { v7 as uuidv7 } from "uuid";

import { nzToday } from "../forms/common";
import { connectDatabase } from "../server/db/connect";
import { migrateToLatest } from "../server/db/migrate";
import { startServer } from "../tests/support/server-process";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const WARMUP_S = 2;

function tomorrowInNz(): string {
  const d = new Date(`${nzToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export const BOOKING_BODY = new URLSearchParams({
  "form-name": "booking",
  firstName: "Aroha",
  lastName: "Benchmark",
  email: "aroha.bench@example.nz",
  phone: "021 123 4567",
  service: "General Checkup",
  location: "nelson",
  preferredDate: tomorrowInNz(),
  preferredTime: "9:30 AM",
  urgency: "routine",
  insurance: "",
  dentistPreference: "",
  message: "Check-up and clean, please.",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  page_url: "http://localhost/book",
  "bot-field": "",
}).toString();

/** autocannon 9 takes a warm-up run (lib/init.js); @types/autocannon does not know it yet. */
type LoadOptions = autocannon.Options & { warmup: { connections: number; duration: number } };

function load(url: string): Promise<autocannon.Result> {
  const options: LoadOptions = {
    url: `${url}/`,
    method: "POST",
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: BOOKING_BODY,
    // Counted from a warm start, as a running service is: the first seconds of a fresh process
    // compile its code (on our server, on two threads), which is not the speed a visitor meets.
    warmup: { connections: CONNECTIONS, duration: WARMUP_S },
  };
  return autocannon(options);
}

/** The ceiling: parse, insert, answer, with nothing else in the way. */
async function startBareServer() {
  const file = join(mkdtempSync(join(tmpdir(), "nzdd-ceiling-")), "ceiling.sqlite");
  const handle = connectDatabase({ sqliteFile: file });
  await migrateToLatest(handle.db as never);
  await handle.db.destroy();
  const db = new SQLite(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  const insertRow = db.prepare(
    `insert into submissions (id, reference, form, status, spam, received_at, updated_at, email, name, city, urgency, fields, utm_source, utm_medium, utm_campaign, page_url)
     values (?, ?, 'booking', 'new', 0, ?, ?, ?, ?, ?, ?, ?, null, null, null, ?)`,
  );
  const insertEvent = db.prepare(
    `insert into submission_events (submission_id, at, actor, action, to_status) values (?, ?, 'system', 'received', 'new')`,
  );
  // The same group commit as ours: every body that arrived since the last flush goes in one transaction.
  const storeAll = db.transaction((batch: Record<string, string>[]) =>
    batch.map((f) => {
      const id = uuidv7(); // as ours: time-ordered ids
      const now = new Date().toISOString();
      const reference = `BK-${randomUUID()}`; // random, as ours
      insertRow.run(
        id,
        reference,
        now,
        now,
        f.email,
        `${f.firstName} ${f.lastName}`,
        f.location,
        f.urgency,
        JSON.stringify(f),
        f.page_url,
      );
      insertEvent.run(id, now);
      return reference;
    }),
  );
  let pending: { fields: Record<string, string>; res: ServerResponse }[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    if (!db.open) return batch.forEach((p) => p.res.destroy());
    const references = storeAll(batch.map((p) => p.fields));
    batch.forEach((p, i) =>
      p.res
        .writeHead(201, { "content-type": "application/json" })
        .end(JSON.stringify({ ok: true, reference: references[i] })),
    );
  };
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      pending.push({ fields: Object.fromEntries(new URLSearchParams(body)), res });
      if (pending.length === 1) setImmediate(flush);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      // autocannon stops with requests in flight: drop them before closing the database.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      db.close();
    },
  };
}

export async function benchFormService() {
  const ours = await startServer();
  const oursResult = await load(ours.url);
  await ours.stop();
  const bare = await startBareServer();
  const bareResult = await load(bare.url);
  await bare.close();
  const row = (name: string, r: autocannon.Result) => ({
    server: name,
    "requests/s": Math.round(r.requests.average),
    "p50 ms": r.latency.p50,
    "p99 ms": r.latency.p99,
    "2xx": r["2xx"],
    "non-2xx": r.non2xx,
    errors: r.errors,
  });
  return {
    rows: [row("Fastify form service", oursResult), row("bare Node + SQLite (ceiling)", bareResult)],
    ratio: oursResult.requests.average / bareResult.requests.average,
    p99: oursResult.latency.p99,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `POST / with a valid booking, ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s of warm-up (targets: >= 60% of ceiling, p99 < 25 ms)`,
  );
  const { rows, ratio, p99 } = await benchFormService();
  console.table(rows);
  console.log(`ratio to ceiling: ${(ratio * 100).toFixed(0)}%; our p99: ${p99} ms`);
}
