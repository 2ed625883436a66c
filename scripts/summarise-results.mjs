// Adds up Vitest's and Playwright's JSON reports into the one closing line CI reads. A runner that
// failed without a report, a test file that failed to load and a Playwright setup error each count
// as a failure, so the line never says "0 failed" for a run that did not pass. Above it: the ten
// slowest test files (the budget's watch list, docs/testing.md) and every failure by name.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

let passed = 0;
let failed = 0;
let skipped = 0;
// Named again just above the closing line: CI keeps only the end of a long log.
const failures = [];
// Seconds each test file took: Vitest's from its start to its end, Playwright's its tests' added up.
const fileSeconds = new Map();
const addSeconds = (file, seconds) => fileSeconds.set(file, (fileSeconds.get(file) ?? 0) + seconds);

const [vitestFile, playwrightFile, vitestExit = "0", playwrightExit = "0"] = process.argv.slice(2);

/** The first line of an error message, without colour codes, cut to fit a line. */
function firstLine(message) {
  const line =
    stripVTControlCharacters(message ?? "")
      .split("\n")
      .find((text) => text.trim() !== "") ?? "";
  return line.length > 200 ? `${line.slice(0, 199)}…` : line.trim();
}

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
  for (const file of vitest.testResults) {
    const where = file.name ? relative(process.cwd(), file.name) : "a test file";
    if (file.startTime && file.endTime) addSeconds(where, (file.endTime - file.startTime) / 1000);
    if (file.status === "failed" && file.assertionResults.length === 0)
      failures.push(`Vitest ${where}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults) {
      if (test.status === "failed")
        failures.push(`Vitest ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}

const playwright = report(playwrightFile, "Playwright");
if (playwright) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
  passed += playwright.stats.flaky; // passed on retry; also listed by Playwright above
  failed += playwright.errors?.length ?? 0; // global setup or configuration errors
  for (const error of playwright.errors ?? []) failures.push(`Playwright setup: ${firstLine(error.message)}`);
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        if (ms > 0) addSeconds(`tests/e2e/${spec.file}`, ms / 1000);
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(
          `Playwright ${spec.file}:${spec.line} › ${[...titles, spec.title].filter(Boolean).join(" › ")}: ${firstLine(error)}`,
        );
      }
    }
  };
  for (const suite of playwright.suites ?? []) walk(suite, []);
}

const runnerFailed = vitestExit !== "0" || playwrightExit !== "0";
if (runnerFailed && failed === 0) failed = 1; // a runner failed for a reason its report does not count

const slowest = [...fileSeconds].sort((a, b) => b[1] - a[1]).slice(0, 10);
if (slowest.length > 0) {
  const width = Math.max(...slowest.map(([file]) => file.length));
  console.log(`\nSlowest test files:\n${slowest.map(([file, s]) => `  ${file.padEnd(width)}  ${s.toFixed(1)} s`).join("\n")}`);
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
