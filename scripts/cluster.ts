/**
 * `npm run cluster -- 3`: three server instances on the PostgreSQL at DATABASE_URL behind nginx,
 * on this machine, for trying the reference deployment (docs/scaling.md). nginx runs as the
 * current user from a temporary directory. Type "r" and Enter for a rolling restart; Ctrl-C stops
 * everything.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

import { startCluster } from "../deploy/cluster";
import { nginxInstalled } from "../deploy/proxy";

const count = Number(process.argv[2] ?? 3);
const databaseUrl = process.env.DATABASE_URL;
const proxyPort = Number(process.env.PROXY_PORT ?? 8080);

if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error("Usage: npm run cluster -- <instances, 1 to 16>");
  process.exit(1);
}
if (!databaseUrl) {
  console.error(
    "Set DATABASE_URL to the PostgreSQL the instances share, e.g.\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/nzdd npm run cluster -- 3",
  );
  process.exit(1);
}
if (!nginxInstalled()) {
  console.error("nginx is not installed: apt-get install nginx (Debian's package; it need not run as a service).");
  process.exit(1);
}

const runDir = mkdtempSync(join(tmpdir(), "nzdd-cluster-"));
const cluster = await startCluster({ instances: count, databaseUrl, proxyPort, runDir, env: { LOG_LEVEL: "warn" } });
console.log(
  `${count} instances (ports ${cluster.instances.map((i) => i.port).join(", ")}) behind nginx: ${cluster.url}`,
);
console.log(`nginx's files and logs: ${join(runDir, "nginx")}`);
console.log('Type "r" and Enter for a rolling restart; Ctrl-C stops everything.');

let busy = false;
const input = createInterface({ input: process.stdin });
input.on("line", async (line) => {
  if (line.trim() !== "r" || busy) return;
  busy = true;
  const started = Date.now();
  await cluster.rollingRestart((step) => console.log(`  ${step}`));
  console.log(`Rolling restart done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  busy = false;
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  input.close();
  await cluster.stop();
  rmSync(runDir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
