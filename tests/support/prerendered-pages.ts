import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

export const SITE_DIR = "build/client";

/** Every prerendered page of the build (`npm run build` first), with its path and HTML. */
export function prerenderedPages(siteDir = SITE_DIR): { path: string; html: string }[] {
  const found: { path: string; html: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const path = `/${relative(siteDir, full)
          .split(sep)
          .join("/")
          .replace(/\/?index\.html$/, "")}`;
        found.push({ path, html: readFileSync(full, "utf8") });
      }
    }
  };
  walk(siteDir);
  return found;
}
