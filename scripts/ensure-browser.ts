// Makes sure the end-to-end tests have a Chromium before anything else runs, the way this machine
// allows: the system's (Debian's package), else one installed now (apt-get as root, Playwright's
// own download elsewhere). Without one it stops at once with one line saying what to install,
// rather than failing every end-to-end test with "executable doesn't exist".
// NZDD_BROWSER_INSTALL=never only looks (tests of this script use it).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

import { chromium } from "playwright-core";

import { systemChromium } from "../tests/support/chromium";

const mayInstall = process.env.NZDD_BROWSER_INSTALL !== "never";

function found(): string | undefined {
  const system = systemChromium();
  if (system) return system;
  const own = chromium.executablePath();
  return existsSync(own) ? own : undefined;
}

function run(command: string, args: string[]): boolean {
  console.log(`$ ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"] }).status === 0;
}

function onPath(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

let browser = found();
if (!browser && mayInstall) {
  if (process.getuid?.() === 0 && onPath("apt-get")) {
    console.log("No Chromium found: installing Debian's package for the end-to-end tests.");
    if (run("apt-get", ["update", "-qq"])) run("apt-get", ["install", "-y", "-qq", "chromium"]);
  } else {
    console.log("No Chromium found: installing Playwright's own for the end-to-end tests.");
    run("npx", ["playwright", "install", "chromium"]);
  }
  browser = found();
}

if (!browser) {
  console.error(
    "The end-to-end tests need Chromium: install it (Debian: `sudo apt-get install chromium`; elsewhere: `npx playwright install chromium`), or set CHROMIUM_PATH, then run npm test again.",
  );
  process.exit(1);
}
console.log(`Chromium for the end-to-end tests: ${browser}`);
