// Login flood: the real server on SQLite serves a page and a static asset at a steady rate, first
// alone, then while 20 clients sign in at once, over and over (each with a wrong password for an
// address of its own, so every attempt runs a password hash). Prints p50/p99 of the pages in both
// phases (target: p99 under the flood within 2 × idle) and what the sign-ins were answered. A
// client turned away with Retry-After waits that long; the per-client limit is lifted, since all
// 20 come from one address here.
import { readdirSync } from "node:fs";

import autocannon from "autocannon";

import { startServer } from "../tests/support/server-process";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const SIGN_INS = 20;
const PAGE_CONNECTIONS = 4;
/** A visitor's pace, not the server's ceiling: latency is what a page load meets. */
const PAGE_RATE = 100;

/** One prerendered page (held in memory, compressed per request) and one file read from disk. */
function pagePaths(): string[] {
  const asset = readdirSync("build/client/assets").find((name) => name.endsWith(".js"));
  if (!asset) throw new Error('No built assets: run "npm run build" first.');
  return ["/about", `/assets/${asset}`];
}

function loadPages(url: string): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: PAGE_CONNECTIONS,
    overallRate: PAGE_RATE,
    duration: DURATION_S,
    headers: { "accept-encoding": "gzip" },
    requests: pagePaths().map((path) => ({ method: "GET" as const, path })),
  });
}

/** SIGN_INS clients, each posting one sign-in after another until `until` resolves. */
async function floodSignIns(url: string, until: Promise<unknown>) {
  let stopped = false;
  void until.then(() => (stopped = true));
  const statuses = new Map<number, number>();
  let n = 0;
  const client = async () => {
    while (!stopped) {
      const response = await fetch(`${url}/admin/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: `flood-${n++}@example.test`, password: "not-the-password" }),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      // Turned away (503 or 429): wait as asked, as someone at the sign-in page would.
      const retryAfter = Number(response.headers.get("retry-after") ?? 0);
      if (retryAfter > 0) await Promise.race([until, new Promise((resolve) => setTimeout(resolve, retryAfter * 1000))]);
    }
  };
  await Promise.all(Array.from({ length: SIGN_INS }, client));
  return Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
}

export async function benchLoginFlood() {
  const server = await startServer({ LOGIN_RATE_LIMIT: "1000000" });
  try {
    // Warm-up: compile the page path and the sign-in path once.
    await loadPages(server.url);
    await floodSignIns(server.url, new Promise((resolve) => setTimeout(resolve, 1000)));
    const idle = await loadPages(server.url);
    const flooded = loadPages(server.url);
    const signIns = await floodSignIns(server.url, flooded);
    return { idle, flood: await flooded, signIns };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `GET ${pagePaths().join(" and ")} at ${PAGE_RATE}/s for ${DURATION_S} s, idle and then with ${SIGN_INS} concurrent sign-ins (target: p99 within 2 × idle)`,
  );
  const { idle, flood, signIns } = await benchLoginFlood();
  const row = (phase: string, r: autocannon.Result) => ({
    phase,
    requests: r.requests.total,
    "p50 ms": r.latency.p50,
    "p99 ms": r.latency.p99,
    "max ms": r.latency.max,
    "non-2xx": r.non2xx,
    errors: r.errors + r.timeouts,
  });
  console.table([row("idle", idle), row(`${SIGN_INS} sign-ins at once`, flood)]);
  const ratio = flood.latency.p99 / Math.max(1, idle.latency.p99);
  console.log(`sign-in answers during the flood (status: count): ${JSON.stringify(signIns)}`);
  console.log(`p99 under the flood / idle: ${ratio.toFixed(1)} ×`);
  if (ratio > 2 || flood.errors + flood.non2xx + flood.timeouts > 0) process.exitCode = 1;
}
