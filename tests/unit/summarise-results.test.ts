import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "nzdd-summary-"));

function summarise(vitest: unknown, playwright: unknown, exits: [string, string] = ["0", "0"]) {
  const vitestFile = join(dir, `vitest-${Math.random()}.json`);
  const playwrightFile = join(dir, `playwright-${Math.random()}.json`);
  if (vitest) writeFileSync(vitestFile, JSON.stringify(vitest));
  if (playwright) writeFileSync(playwrightFile, JSON.stringify(playwright));
  const result = spawnSync(process.execPath, ["scripts/summarise-results.mjs", vitestFile, playwrightFile, ...exits], {
    encoding: "utf8",
  });
  return { status: result.status, line: result.stdout.trim().split("\n").at(-1) };
}

const vitestReport = (passed: number, failed: number, files: object[] = []) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: files,
});
const playwrightReport = (expected: number, unexpected = 0) => ({
  stats: { expected, unexpected, skipped: 1, flaky: 0 },
  errors: [],
});

describe("npm test's closing line", () => {
  it("adds both runners up", () => {
    expect(summarise(vitestReport(10, 0), playwrightReport(5))).toEqual({
      status: 0,
      line: "15 passed, 0 failed, 1 skipped",
    });
  });

  it("counts a test file that failed to load", () => {
    const broken = { status: "failed", assertionResults: [] };
    expect(summarise(vitestReport(10, 0, [broken]), playwrightReport(5), ["1", "0"])).toEqual({
      status: 1,
      line: "15 passed, 1 failed, 1 skipped",
    });
  });

  it("counts a runner that wrote no report", () => {
    expect(summarise(vitestReport(10, 0), undefined, ["0", "1"])).toEqual({
      status: 1,
      line: "10 passed, 1 failed, 0 skipped",
    });
  });
});
