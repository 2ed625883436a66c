// Adds up Vitest's and Playwright's JSON reports into the one closing line CI reads. A runner that
// failed without a report, a test file that failed to load and a Playwright setup error each count
// as a failure, so the line never says "0 failed" for a run that did not pass.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;

const [vitestFile, playwrightFile, vitestExit = "0", playwrightExit = "0"] = process.argv.slice(2);

function report(file, runner) {
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  console.error(`${runner} wrote no report: counted as one failure.`);
  failed += 1;
  return undefined;
}

const vitest = report(vitestFile, "Vitest");
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A file that fails to load has no tests of its own to fail.
  failed += vitest.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
}

const playwright = report(playwrightFile, "Playwright");
if (playwright) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
  passed += playwright.stats.flaky; // passed on retry; also listed by Playwright above
  failed += playwright.errors?.length ?? 0; // global setup or configuration errors
}

const runnerFailed = vitestExit !== "0" || playwrightExit !== "0";
if (runnerFailed && failed === 0) failed = 1; // a runner failed for a reason its report does not count

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
