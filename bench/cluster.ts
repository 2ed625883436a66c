// Issue 23 item 4: throughput of `POST /` (a valid booking, url-encoded, answered as JSON, no
// Idempotency-Key) and of GET /directory at 1, 2 and 3 server instances behind nginx on one
// PostgreSQL, started as `npm run cluster` starts them (deploy/cluster.ts). autocannon, 50
// connections, BENCH_SECONDS each (default 10) after 2 s of warm-up, from this process, on the same
// cores as the instances, nginx and PostgreSQL. For each run it also prints what PostgreSQL did per
// booking (WAL bytes, CPU of this database's backends and of PostgreSQL's own writers) and the
// connections the instances held; then the resident memory of one instance with the sample
// listings and with CLUSTER_MEMORY_LISTINGS fictional ones (default 10,000; 0 skips it).
//
// A fresh database per run (nzdd_bench_<pid>, dropped after) on the PostgreSQL at
// BENCH_DATABASE_URL, or TEST_DATABASE_URL. Needs nginx (apt-get install nginx) and the build
// (npm run build). CLUSTER_SIZES=1,3 picks the instance counts.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";

import autocannon from "autocannon";
import pg from "pg";

import { type Cluster, freePorts, startCluster } from "../deploy/cluster";
import { nginxInstalled } from "../deploy/proxy";
import { fictionalListings } from "../tests/support/fictional-listings";
import { BOOKING_BODY } from "./form-service";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const WARMUP_S = 2;
const SIZES = (process.env.CLUSTER_SIZES ?? "1,2,3").split(",").map(Number);
const MEMORY_LISTINGS = Number(process.env.CLUSTER_MEMORY_LISTINGS ?? 10_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function skip(reason: string): never {
  console.log(`skipped: ${reason}`);
  process.exit(0);
}

if (!serverUrl)
  skip("set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL this bench may create a database on");
if (!nginxInstalled()) skip("nginx is not installed (apt-get install nginx)");
if (!existsSync("build/server/index.js")) skip("the site is not built (npm run build)");

const admin = new pg.Client({ connectionString: serverUrl });
try {
  await admin.connect();
} catch (error) {
  skip(`cannot reach PostgreSQL at BENCH_DATABASE_URL/TEST_DATABASE_URL: ${(error as Error).message}`);
}
const databaseName = `nzdd_bench_${process.pid}`;
await admin.query(`CREATE DATABASE ${databaseName}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${databaseName}`;
// This bench's own look at the database (WAL position, rows, connections): one connection.
const probe = new pg.Client({ connectionString: databaseUrl.href });
await probe.connect();

/** CPU time (ms) of each process chosen by `pick`, from /proc (utime + stime, in 1/100 s ticks). */
function cpuByPid(pick: (comm: string, cmdline: string, pid: number) => boolean): Map<number, number> {
  const times = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
      if (!pick(comm, cmdline, Number(entry))) continue;
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      times.set(Number(entry), (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // the process ended meanwhile
    }
  }
  return times;
}

/** CPU used since `before` by the processes alive now (one that ended meanwhile is not counted). */
const cpuSince = (before: Map<number, number>, now: Map<number, number>) =>
  [...now].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/**
 * PostgreSQL's share: the backends serving this database (other databases on the server are other
 * work) and the processes every write passes through (WAL writer, checkpointer, background writer).
 */
const postgresProcesses = (comm: string, cmdline: string) =>
  comm === "postgres" &&
  (cmdline.includes(` ${databaseName} `) || /postgres: (walwriter|checkpointer|background writer)/.test(cmdline));

/** Busy CPU time (ms) of the whole machine so far, every core, from /proc/stat (1/100 s ticks). */
function machineBusyMs(): number {
  const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks as number[];
  return (user! + nice! + system! + irq! + softirq! + steal!) * 10;
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

async function one<T>(text: string, values: unknown[] = []): Promise<T> {
  return (await probe.query(text, values)).rows[0] as T;
}

async function launch(instances: number, runDir: string): Promise<Cluster> {
  const [proxyPort, ...instancePorts] = await freePorts(instances + 1);
  return startCluster({
    instances,
    databaseUrl: databaseUrl.href,
    proxyPort: proxyPort!,
    instancePorts,
    runDir,
    stdio: "ignore",
    // All the load comes from one client (this process): its limit must not be what is measured.
    env: { FORM_RATE_LIMIT: "1000000000", PAGE_RENDER_RATE_LIMIT: "1000000000", LOG_LEVEL: "warn" },
  });
}

type LoadOptions = autocannon.Options & { warmup: { connections: number; duration: number } };

interface Run {
  instances: number;
  route: string;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  "non-2xx": number;
  errors: number;
  "load before": string;
  "pg conns": number;
  "pg CPU %": number;
  "instances CPU %": number;
  "nginx + load generator CPU %": number;
  "other work CPU %": number;
}

/** One load run through the proxy, with what the instances and PostgreSQL used meanwhile. */
async function measure(cluster: Cluster, route: string, options: Partial<autocannon.Options>) {
  const loadBefore = load();
  const instancePids = new Set(cluster.instances.map((instance) => instance.process!.pid!));
  const pgBefore = cpuByPid(postgresProcesses);
  const nodeBefore = cpuByPid((_c, _l, pid) => instancePids.has(pid));
  const nginxBefore = cpuByPid((comm) => comm === "nginx");
  const benchBefore = process.cpuUsage();
  const machineBefore = machineBusyMs();
  const { lsn: lsnBefore } = await one<{ lsn: string }>("select pg_current_wal_lsn() as lsn");
  const { n: rowsBefore } = await one<{ n: string }>("select count(*) as n from submissions");
  let connections = 0;
  const sampler = setInterval(() => {
    one<{ n: string }>("select count(*) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [
      databaseName,
    ])
      .then(({ n }) => (connections = Math.max(connections, Number(n))))
      .catch(() => {});
  }, 500);
  const started = performance.now();
  const result = await autocannon({
    url: `${cluster.url}${route}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    warmup: { connections: CONNECTIONS, duration: WARMUP_S },
    ...options,
  } as LoadOptions);
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  const pgMs = cpuSince(pgBefore, cpuByPid(postgresProcesses));
  const nodeMs = cpuSince(
    nodeBefore,
    cpuByPid((_c, _l, pid) => instancePids.has(pid)),
  );
  const bench = process.cpuUsage(benchBefore);
  const driverMs =
    cpuSince(
      nginxBefore,
      cpuByPid((comm) => comm === "nginx"),
    ) +
    (bench.user + bench.system) / 1000;
  // Whatever else ran on the machine meanwhile (other people's work): it took cores from this run.
  const otherMs = Math.max(0, machineBusyMs() - machineBefore - pgMs - nodeMs - driverMs);
  const { bytes } = await one<{ bytes: string }>("select pg_wal_lsn_diff(pg_current_wal_lsn(), $1) as bytes", [
    lsnBefore,
  ]);
  const { n: rowsAfter } = await one<{ n: string }>("select count(*) as n from submissions");
  const stored = Number(rowsAfter) - Number(rowsBefore);
  const run: Run = {
    instances: cluster.instances.length,
    route: `${options.method ?? "GET"} ${route}`,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "non-2xx": result.non2xx,
    errors: result.errors,
    "load before": loadBefore,
    "pg conns": connections,
    // Of one core, over the whole call (warm-up included): 100 is one core kept busy.
    "pg CPU %": Math.round((pgMs / wallMs) * 100),
    "instances CPU %": Math.round((nodeMs / wallMs) * 100),
    "nginx + load generator CPU %": Math.round((driverMs / wallMs) * 100),
    "other work CPU %": Math.round((otherMs / wallMs) * 100),
  };
  const perBooking =
    stored > 0
      ? { stored, walBytes: Number(bytes) / stored, pgCpuMs: pgMs / stored, instancesCpuMs: nodeMs / stored }
      : undefined;
  return { run, perBooking };
}

const runDirs: string[] = [];
const newRunDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "nzdd-bench-cluster-"));
  runDirs.push(dir);
  return dir;
};

const PAGES = ["/", "/directory", "/locations/auckland", "/locations/wellington", "/compare", "/emergency"];

/** Resident memory of one instance after start and one visit to each page (its caches filled as a visitor would). */
async function residentMb(): Promise<number> {
  const cluster = await launch(1, newRunDir());
  try {
    for (const page of PAGES) await (await fetch(`${cluster.instances[0]!.url}${page}`)).arrayBuffer();
    return rssMb(cluster.instances[0]!.process!.pid!);
  } finally {
    await cluster.stop();
  }
}

try {
  const { max } = await one<{ max: string }>("select current_setting('max_connections') as max");
  console.log(
    `${cpus().length} cores (${cpus()[0]?.model ?? "?"}); load average ${load()}; PostgreSQL max_connections ${max}`,
  );
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per run after ${WARMUP_S} s of warm-up, through nginx; the load generator shares the cores`,
  );
  const runs: Run[] = [];
  const bookings: Record<string, string | number>[] = [];
  for (const size of SIZES) {
    const cluster = await launch(size, newRunDir());
    try {
      // Each instance's first visitors compile its code and fill its caches: done before measuring.
      for (const instance of cluster.instances)
        for (const page of ["/", "/directory"]) await (await fetch(`${instance.url}${page}`)).arrayBuffer();
      const post = await measure(cluster, "/", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: BOOKING_BODY,
      });
      runs.push(post.run);
      if (post.perBooking)
        bookings.push({
          instances: size,
          "bookings stored": post.perBooking.stored,
          "WAL bytes/booking": Math.round(post.perBooking.walBytes),
          "pg CPU ms/booking": Number(post.perBooking.pgCpuMs.toFixed(2)),
          "instances CPU ms/booking": Number(post.perBooking.instancesCpuMs.toFixed(2)),
        });
      runs.push((await measure(cluster, "/directory", { headers: { "accept-encoding": "gzip" } })).run);
      console.log(
        `${size} instance(s): resident memory after the runs ${cluster.instances.map((i) => `${rssMb(i.process!.pid!).toFixed(0)} MB`).join(", ")}`,
      );
    } finally {
      await cluster.stop();
    }
  }
  console.table(runs);
  console.log("What PostgreSQL did per stored booking (the e-mails' jobs included; kept, no SMTP):");
  console.table(bookings);

  if (MEMORY_LISTINGS > 0) {
    const sample = await residentMb();
    const dir = newRunDir();
    const file = join(dir, "listings.json");
    writeFileSync(file, JSON.stringify(fictionalListings(MEMORY_LISTINGS)));
    const started = performance.now();
    const imported = spawnSync(process.execPath, ["--import", "tsx", "server/cli/listings.ts", "import", file], {
      env: { ...process.env, DATABASE_URL: databaseUrl.href },
      encoding: "utf8",
    });
    if (imported.status !== 0) throw new Error(`import failed: ${imported.stderr}`);
    const importS = (performance.now() - started) / 1000;
    const many = await residentMb();
    console.log(
      `One instance's resident memory after start and one visit to ${PAGES.length} pages: ${sample.toFixed(0)} MB with the sample listings, ` +
        `${many.toFixed(0)} MB with ${MEMORY_LISTINGS.toLocaleString("en-NZ")} more (imported in ${importS.toFixed(1)} s)`,
    );
  }
  console.log(`load average at the end: ${load()}`);
} finally {
  await probe.end();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
  for (const dir of runDirs) rmSync(dir, { recursive: true, force: true });
}
