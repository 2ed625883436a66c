// Soak: the real server on SQLite holds concurrent booking posts and page loads for a minute on
// loopback. Prints errors (target 0), p99 latency per kind, and the server's resident memory over
// time (target: flat once warm, i.e. growth after the first quarter under 10%).
import { readFileSync } from "node:fs";

import autocannon from "autocannon";

import { BOOKING_BODY } from "./form-service";
import { PAGE_WEIGHT_ROUTES } from "./routes";
import { startServer } from "../tests/support/server-process";

const DURATION_S = Number(process.env.SOAK_SECONDS ?? 60);
const POST_CONNECTIONS = 10;
const PAGE_CONNECTIONS = 10;
const SAMPLE_EVERY_MS = 5_000;

/** Resident set size of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export async function soak() {
  const server = await startServer();
  const pid = server.process.pid!;
  const samples: { atS: number; rssMb: number }[] = [{ atS: 0, rssMb: rssMb(pid) }];
  const started = Date.now();
  const timer = setInterval(() => {
    samples.push({ atS: Math.round((Date.now() - started) / 1000), rssMb: rssMb(pid) });
  }, SAMPLE_EVERY_MS);
  try {
    const [posts, pages] = await Promise.all([
      autocannon({
        url: `${server.url}/`,
        method: "POST",
        connections: POST_CONNECTIONS,
        duration: DURATION_S,
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: BOOKING_BODY,
      }),
      autocannon({
        url: server.url,
        connections: PAGE_CONNECTIONS,
        duration: DURATION_S,
        headers: { "accept-encoding": "gzip" },
        // Cycle through every benchmarked page.
        requests: PAGE_WEIGHT_ROUTES.map((path) => ({ method: "GET" as const, path })),
      }),
    ]);
    return { posts, pages, samples };
  } finally {
    clearInterval(timer);
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `Soak: ${POST_CONNECTIONS} connections posting bookings and ${PAGE_CONNECTIONS} loading pages for ${DURATION_S} s (targets: 0 errors, flat memory)`,
  );
  const { posts, pages, samples } = await soak();
  const row = (kind: string, r: autocannon.Result) => ({
    kind,
    requests: r.requests.total,
    "requests/s": Math.round(r.requests.average),
    "p50 ms": r.latency.p50,
    "p99 ms": r.latency.p99,
    "non-2xx": r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  });
  console.table([row("POST / booking", posts), row("GET pages", pages)]);
  console.table(samples);
  // Growth is judged from the end of the first quarter (caches and JIT warm) to the end.
  const warm = samples.find((s) => s.atS >= DURATION_S / 4) ?? samples[0]!;
  const last = samples[samples.length - 1]!;
  const growth = (last.rssMb - warm.rssMb) / warm.rssMb;
  const errors = posts.errors + posts.non2xx + posts.timeouts + pages.errors + pages.non2xx + pages.timeouts;
  console.log(
    `errors: ${errors}; RSS ${warm.rssMb} MB at ${warm.atS} s -> ${last.rssMb} MB at ${last.atS} s (${(growth * 100).toFixed(1)}%)`,
  );
  if (errors > 0 || growth > 0.1) process.exitCode = 1;
}
