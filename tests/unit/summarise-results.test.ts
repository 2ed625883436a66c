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
  const lines = result.stdout.trim().split("\n");
  return { status: result.status, line: lines.at(-1), output: lines.slice(0, -1).join("\n").trim() };
}

const vitestReport = (passed: number, failed: number, files: object[] = []) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: files,
});
const playwrightReport = (expected: number, unexpected = 0, suites: object[] = []) => ({
  stats: { expected, unexpected, skipped: 1, flaky: 0 },
  errors: [],
  suites,
});

describe("npm test's closing line", () => {
  it("adds both runners up", () => {
    expect(summarise(vitestReport(10, 0), playwrightReport(5))).toEqual({
      status: 0,
      line: "15 passed, 0 failed, 1 skipped",
      output: "",
    });
  });

  it("counts a test file that failed to load", () => {
    const broken = { status: "failed", assertionResults: [] };
    expect(summarise(vitestReport(10, 0, [broken]), playwrightReport(5), ["1", "0"])).toMatchObject({
      status: 1,
      line: "15 passed, 1 failed, 1 skipped",
    });
  });

  it("counts a runner that wrote no report", () => {
    expect(summarise(vitestReport(10, 0), undefined, ["0", "1"])).toMatchObject({
      status: 1,
      line: "10 passed, 1 failed, 0 skipped",
    });
  });

  // CI keeps only the end of its log, so the failures are named again just above the closing line.
  it("names each failed test, with the first line of its error, just above the closing line", () => {
    const vitestFile = {
      name: join(process.cwd(), "server/platform/outbox/jobs.test.ts"),
      status: "failed",
      assertionResults: [
        { status: "passed", fullName: "jobs › claims one" },
        {
          status: "failed",
          fullName: "jobs › marks done",
          failureMessages: ["\u001b[31mAssertionError: expected 2 to be 1\u001b[39m\n    at jobs.test.ts:10"],
        },
      ],
    };
    const spec = {
      file: "waitlist.spec.ts",
      line: 21,
      title: "claims a time",
      tests: [{ status: "unexpected", results: [{ error: { message: "Error: timed out\nmore" } }] }],
    };
    const passingSpec = { file: "home.spec.ts", line: 3, title: "shows", tests: [{ status: "expected", results: [] }] };
    const result = summarise(
      vitestReport(1, 1, [vitestFile]),
      playwrightReport(1, 1, [
        { title: "waitlist.spec.ts", suites: [{ title: "the waitlist", specs: [spec] }], specs: [passingSpec] },
      ]),
      ["1", "1"],
    );
    expect(result.line).toBe("2 passed, 2 failed, 1 skipped");
    expect(result.output).toBe(
      [
        "Failed:",
        "  Vitest server/platform/outbox/jobs.test.ts › jobs › marks done: AssertionError: expected 2 to be 1",
        "  Playwright waitlist.spec.ts:21 › the waitlist › claims a time: Error: timed out",
      ].join("\n"),
    );
  });

  // The budget's watch list (docs/testing.md): which files to make cheaper first.
  it("lists the ten slowest test files, Vitest's by start to end and Playwright's by their tests' time", () => {
    const files = Array.from({ length: 11 }, (_, i) => ({
      name: join(process.cwd(), `server/f${i}.test.ts`),
      status: "passed",
      startTime: 1_000,
      endTime: 1_000 + (i + 1) * 1_000,
      assertionResults: [],
    }));
    const spec = {
      file: "journey.spec.ts",
      line: 1,
      title: "walks",
      tests: [{ status: "expected", results: [{ duration: 4_000 }, { duration: 3_500 }] }],
    };
    const result = summarise(vitestReport(11, 0, files), playwrightReport(1, 0, [{ title: "", specs: [spec] }]));
    const listed = result.output.split("\n");
    expect(listed[0]).toBe("Slowest test files:");
    expect(listed.slice(1).map((line) => line.trim().split(/\s+/)[0])).toEqual([
      "server/f10.test.ts",
      "server/f9.test.ts",
      "server/f8.test.ts",
      "server/f7.test.ts",
      "tests/e2e/journey.spec.ts",
      "server/f6.test.ts",
      "server/f5.test.ts",
      "server/f4.test.ts",
      "server/f3.test.ts",
      "server/f2.test.ts",
    ]);
    expect(listed[5]).toMatch(/tests\/e2e\/journey\.spec\.ts\s+7\.5 s$/);
  });
});
