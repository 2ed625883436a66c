import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

/** Runs `npm test`'s first step as a newcomer's machine would, with only the given PATH. */
function ensureBrowser(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/ensure-browser.ts"], {
    env: {
      // No system Chromium and no browser downloaded by Playwright.
      PATH: mkdtempSync(join(tmpdir(), "nzdd-empty-path-")),
      PLAYWRIGHT_BROWSERS_PATH: mkdtempSync(join(tmpdir(), "nzdd-no-browsers-")),
      NZDD_BROWSER_INSTALL: "never",
      ...env,
    },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm test on a machine without Chromium", () => {
  it("stops at once with one line saying what to install", () => {
    const { status, stderr } = ensureBrowser({});
    expect(status).toBe(1);
    const lines = stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("apt-get install chromium");
    expect(lines[0]).toContain("npx playwright install chromium");
  });

  it("uses a Chromium found on PATH", () => {
    const bin = mkdtempSync(join(tmpdir(), "nzdd-bin-"));
    const fake = join(bin, "chromium");
    writeFileSync(fake, "#!/bin/sh\n");
    chmodSync(fake, 0o755);
    const { status, stdout } = ensureBrowser({ PATH: bin });
    expect(status).toBe(0);
    expect(stdout).toContain(fake);
  });

  it("uses CHROMIUM_PATH when it is set", () => {
    const { status, stdout } = ensureBrowser({ CHROMIUM_PATH: "/opt/chrome/chrome" });
    expect(status).toBe(0);
    expect(stdout).toContain("/opt/chrome/chrome");
  });
});
