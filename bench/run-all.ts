// `npm run bench`: every benchmark script in turn, each in its own Node process.
// Add a script to BENCHES to include it. The page benchmarks read the build: run `npm run build` first.
import { spawnSync } from "node:child_process";

const BENCHES = [
  "bench/page-weight.ts",
  "bench/lighthouse.ts",
  "bench/listings-search.ts",
  "bench/form-service.ts",
  "bench/soak.ts",
  "bench/login-flood.ts",
  "bench/sign-in-timing.ts",
  "bench/scale.ts",
  "bench/listing-edits.ts",
  "bench/cluster.ts",
];

let failed = 0;
for (const script of BENCHES) {
  console.log(`\n== ${script} ==`);
  const result = spawnSync(process.execPath, ["--import", "tsx", script], { stdio: "inherit" });
  if (result.status !== 0) failed++;
}
if (failed > 0) {
  console.error(`\n${failed} benchmark(s) failed`);
  process.exitCode = 1;
}
