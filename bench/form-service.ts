// The form service's speed: autocannon posts valid bookings to POST / on SQLite for 10 s at 50
// connections (after 2 s of warm-up, not counted), while the server's outbox sends every e-mail
// the bookings cause (the patient's status link, the operators' notice) to a real SMTP server on
// loopback; then it waits (up to a minute) for the outbox to drain and counts what is left unsent.
// Beside it, a bare Node HTTP server that parses the same body and commits the same durable work
// (the submission, its event and its two job rows; WAL + synchronous=FULL, the same group commit,
// every transaction BEGIN IMMEDIATE as ours) and sends nothing: the ceiling on this machine.
// BENCH_CPU_PROF=<folder> writes our server's CPU profiles (every thread's) there.
// BENCH_KEEP_EMAILS=1 runs ours without SMTP (e-mails kept in the outbox, as measured before
// issue 33), for comparison with earlier figures.
import { fork } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { v7 as uuidv7 } from "uuid";

import { nzToday } from "../rules/nz-time";
import { connectDatabase, sqliteFileIn } from "../server/platform/db/connect";
import { migrateToLatest } from "../server/platform/db/migrate";
import { NOT_SENT_NO_SMTP } from "../server/platform/outbox/jobs";
import { startServer } from "../tests/support/server-process";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const WARMUP_S = 2;
/** How long the outbox may take to send what is left when the load stops. */
const DRAIN_LIMIT_MS = 60_000;
/** Who the operators' notices go to (without it they go to every operator, and there is none). */
const OPERATORS = "operators@example.nz";
const KEEP_EMAILS = process.env.BENCH_KEEP_EMAILS === "1";

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

/** The ceiling: parse, insert what ours commits for a booking, answer, with nothing else in the way. */
async function startBareServer() {
  const file = join(mkdtempSync(join(tmpdir(), "nzdd-ceiling-")), "ceiling.sqlite");
  const handle = connectDatabase({ sqliteFile: file });
  await migrateToLatest(handle.db as never);
  await handle.db.destroy();
  const db = new SQLite(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  // As server/platform/db/connect.ts: erased text is zeroed on the page as it is overwritten.
  db.pragma("secure_delete = ON");
  const insertRow = db.prepare(
    `insert into submissions (id, reference, form, status, spam, received_at, updated_at, email, name, city, urgency, fields, utm_source, utm_medium, utm_campaign, page_url, status_token_hash, status_token_sealed)
     values (?, ?, 'booking', 'new', 0, ?, ?, ?, ?, ?, ?, ?, null, null, null, ?, ?, ?)`,
  );
  // The two e-mails a booking enqueues in its transaction (server/platform/outbox/request-emails.ts).
  const insertJob = db.prepare(
    `insert into jobs (id, kind, payload, unique_key, submission_id, status, run_at, attempts, max_attempts, created_at, updated_at)
     values (?, 'email', ?, ?, ?, 'pending', ?, 0, 8, ?, ?) on conflict (unique_key) do nothing`,
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
      const token = randomBytes(32).toString("base64url"); // the status link's: its hash and its seal are stored
      const tokenHash = now.slice(0, 12) + randomBytes(32).toString("base64url");
      const sealed = `v1.${randomBytes(12 + 43 + 16).toString("base64url")}`;
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
        tokenHash,
        sealed,
      );
      insertEvent.run(id, now);
      const patient = {
        template: "booking-received",
        to: f.email,
        firstName: f.firstName,
        reference,
        statusToken: token,
      };
      insertJob.run(uuidv7(), JSON.stringify(patient), `status-link:${id}:${token.slice(0, 12)}`, id, now, now, now);
      const notice = { template: "operator-notice", form: "booking", reference, submissionId: id };
      insertJob.run(uuidv7(), JSON.stringify(notice), null, id, now, now, now);
      return reference;
    }),
  );
  let pending: { fields: Record<string, string>; res: ServerResponse }[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    if (!db.open) return batch.forEach((p) => p.res.destroy());
    // BEGIN IMMEDIATE, as every transaction of ours (server/platform/db/sqlite-immediate.ts).
    const references = storeAll.immediate(batch.map((p) => p.fields));
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

/** A real SMTP server on loopback, in a process of its own (bench/smtp-sink.ts), that counts what it takes. */
async function startSmtpSink() {
  const child = fork(new URL("./smtp-sink.ts", import.meta.url), [], { execArgv: ["--import", "tsx"] });
  const next = () => new Promise<Record<string, number>>((resolve) => child.once("message", resolve as never));
  const { port } = await next();
  return {
    port: port!,
    async received(): Promise<number> {
      const answer = next();
      child.send("count");
      return (await answer).received!;
    },
    async close() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send("close");
      await exited;
    },
  };
}

/** What the outbox holds: e-mails sent (kept), and e-mails not (yet) sent, whatever their state. */
function outboxCounts(db: SQLite.Database) {
  const row = db
    .prepare(
      `select count(*) as jobs, coalesce(sum(status = 'done' and result = ?), 0) as sent,
              coalesce(sum(status in ('pending', 'running')), 0) as waiting
       from jobs where kind = 'email'`,
    )
    .get(KEEP_EMAILS ? NOT_SENT_NO_SMTP : "sent") as { jobs: number; sent: number; waiting: number };
  return { ...row, unsent: row.jobs - row.sent };
}

/**
 * CPU time so far of each of a process's threads (Linux /proc; ticks of 10 ms), with its nice
 * value: it says where a booking's CPU goes whatever else the machine runs, which a shared
 * machine's requests a second cannot.
 */
function threadCpu(pid: number): Map<number, { ticks: number; nice: number }> {
  const threads = new Map<number, { ticks: number; nice: number }>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      // Fields after the command's closing parenthesis: utime and stime are 14 and 15, nice 19.
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      threads.set(Number(tid), { ticks: Number(fields[11]) + Number(fields[12]), nice: Number(fields[16]) });
    }
  } catch {
    // not Linux, or the process is gone: no figures
  }
  return threads;
}

/** CPU ms per booking between two readings: the main thread, the busiest other one (the database thread), the low-priority one (mail), the rest. */
function cpuPerBooking(
  pid: number,
  before: ReturnType<typeof threadCpu>,
  after: ReturnType<typeof threadCpu>,
  bookings: number,
) {
  const used = [...after].map(([tid, t]) => ({
    tid,
    nice: t.nice,
    ms: (t.ticks - (before.get(tid)?.ticks ?? 0)) * 10,
  }));
  const main = used.find((t) => t.tid === pid)?.ms ?? 0;
  const mail = used.filter((t) => t.nice > 0).reduce((sum, t) => sum + t.ms, 0);
  const others = used.filter((t) => t.tid !== pid && t.nice <= 0).sort((a, b) => b.ms - a.ms);
  const database = others[0]?.ms ?? 0;
  const rest = others.slice(1).reduce((sum, t) => sum + t.ms, 0);
  const per = (ms: number) => Number((ms / Math.max(bookings, 1)).toFixed(3));
  return {
    main: per(main),
    database: per(database),
    mail: per(mail),
    rest: per(rest),
    total: per(main + database + mail + rest),
  };
}

/** startServer gives up waiting after 20 s; on a busy machine the first start can take longer. */
async function untilHealthy(url: string, ms = 120_000) {
  const start = Date.now();
  while (Date.now() - start < ms) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${url} did not start in ${ms / 1000} s`);
}

export async function benchFormService() {
  const smtp = await startSmtpSink();
  const profileDir = process.env.BENCH_CPU_PROF;
  // Every booking here is from one address: the daily limit per unconfirmed address (issue 48) is
  // lifted so each still causes its e-mails, as bookings from many patients do; its count is still kept.
  const limits = { UNCONFIRMED_EMAILS_PER_DAY: "1000000" };
  const ours = await startServer(
    KEEP_EMAILS
      ? limits
      : { ...limits, SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), OPERATOR_NOTIFY_TO: OPERATORS },
    profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  );
  await untilHealthy(ours.url);
  const pid = ours.process.pid!;
  const cpuAtStart = threadCpu(pid);
  const oursResult = await load(ours.url);
  const cpuAtEnd = threadCpu(pid);
  const sentDuringRun = await smtp.received();
  // Read from the server's own file (WAL: a reader does not stand in the writers' way).
  const db = new SQLite(sqliteFileIn(ours.dataDir), { fileMustExist: true });
  const atEnd = outboxCounts(db);
  const bookingsInLoad = (db.prepare("select count(*) as n from submissions").get() as { n: number }).n;
  const cpuInLoad = cpuPerBooking(pid, cpuAtStart, cpuAtEnd, bookingsInLoad);
  const drainStart = Date.now();
  let drained = atEnd;
  while (drained.waiting > 0 && Date.now() - drainStart < DRAIN_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    drained = outboxCounts(db);
  }
  const drainMs = Date.now() - drainStart;
  // The drain alone: what sending costs an e-mail, bookkeeping included, with no booking arriving.
  const cpuInDrain = cpuPerBooking(pid, cpuAtEnd, threadCpu(pid), Math.max(1, atEnd.waiting - drained.waiting));
  const bookings = (db.prepare("select count(*) as n from submissions").get() as { n: number }).n;
  db.close();
  await ours.stop();
  const received = await smtp.received();
  await smtp.close();
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
    /** CPU ms of our server's threads per booking during the load (warm-up included), and per e-mail sent in the drain. */
    cpu: { perBooking: cpuInLoad, perEmailInDrain: cpuInDrain },
    p99: oursResult.latency.p99,
    outbox: {
      /** Bookings stored, warm-up included, and the e-mails they caused. */
      bookings,
      emails: drained.jobs,
      /** Received by the SMTP server by the end of the load. */
      sentDuringRun,
      /** Not yet sent when the load stopped, and when the drain ended (0 unless it timed out or failed). */
      unsentAtEnd: atEnd.unsent,
      unsentAfterDrain: drained.unsent,
      drainMs,
      /** Received by the SMTP server in all. */
      received,
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `POST / with a valid booking, ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s of warm-up (targets: >= 60% of ceiling, p99 < 25 ms)`,
  );
  const { rows, ratio, p99, outbox, cpu } = await benchFormService();
  console.table(rows);
  const ms = (c: typeof cpu.perBooking) =>
    `main ${c.main}, database thread ${c.database}, mail thread ${c.mail}, other threads ${c.rest}; total ${c.total}`;
  console.log(
    `our server's CPU ms per booking during the load (e-mails sent meanwhile included): ${ms(cpu.perBooking)}`,
  );
  console.log(`our server's CPU ms per e-mail sent after the load: ${ms(cpu.perEmailInDrain)}`);
  console.log(`ratio to ceiling: ${(ratio * 100).toFixed(0)}%; our p99: ${p99} ms`);
  console.log(
    `outbox: ${outbox.bookings} bookings (warm-up included) caused ${outbox.emails} e-mails; ` +
      (KEEP_EMAILS ? "kept without SMTP: " : "") +
      `${outbox.sentDuringRun} reached the SMTP server during the run, ${outbox.unsentAtEnd} were waiting when it ended; ` +
      `${outbox.unsentAfterDrain} left unsent ${(outbox.drainMs / 1000).toFixed(1)} s later (${outbox.received} received in all)`,
  );
  if (outbox.unsentAfterDrain > 0) process.exitCode = 1;
}
