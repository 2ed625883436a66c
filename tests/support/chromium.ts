import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/**
 * Headless flags for every Chromium we start (end-to-end tests, screenshots, Lighthouse): without
 * the last four, Chromium tries the network at every start, which these machines do not have.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The system's Chromium: CHROMIUM_PATH if set, else the first Chromium or Chrome on PATH (Debian's
 * package is /usr/bin/chromium). Undefined when there is none: Playwright then uses the browser it
 * downloaded itself (`npx playwright install chromium`), where one was.
 */
export function systemChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const dirs = (env.PATH ?? "").split(delimiter).filter(Boolean);
  for (const name of NAMES) {
    for (const dir of dirs) {
      const file = join(dir, name);
      if (isExecutable(file)) return file;
    }
  }
  return undefined;
}
