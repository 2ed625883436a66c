// Adds up Vitest's and Playwright's JSON reports into the one closing line CI reads.
import { readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;

const [vitestFile, playwrightFile] = process.argv.slice(2);

const vitest = JSON.parse(readFileSync(vitestFile, "utf8"));
passed += vitest.numPassedTests;
failed += vitest.numFailedTests;
skipped += vitest.numPendingTests + vitest.numTodoTests;

const playwright = JSON.parse(readFileSync(playwrightFile, "utf8"));
passed += playwright.stats.expected;
failed += playwright.stats.unexpected;
skipped += playwright.stats.skipped;
passed += playwright.stats.flaky; // passed on retry; also listed by Playwright above

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
