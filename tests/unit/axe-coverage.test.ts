// Issue 7 asks for axe on every route, including routes added later: each route of the app must
// match a page the end-to-end tests scan, or be named as scanned inside a flow. Issue 47: the pages
// a fresh load reaches are scanned by tests/e2e/pages.spec.ts, once per width of SCAN_WIDTHS.
import { readFileSync } from "node:fs";

import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";

import routes from "../../app/routes";
import { SCAN_WIDTHS } from "../e2e/axe";
import { OTHER_SCANNED_PAGES, PUBLIC_ROUTES, RESOURCE_ROUTES, ROUTES_SCANNED_IN_FLOWS } from "../e2e/routes";

const pagesSpec = readFileSync(new URL("../e2e/pages.spec.ts", import.meta.url), "utf8");

describe("accessibility scan coverage", () => {
  it("scans a page of every route the app registers", () => {
    const loaded = [...PUBLIC_ROUTES, ...OTHER_SCANNED_PAGES.map((p) => p.route)].map((p) => p.split("?")[0]!);
    const inFlows: readonly string[] = [...ROUTES_SCANNED_IN_FLOWS, ...RESOURCE_ROUTES];
    const unscanned = routes
      .map((r) => `/${r.path ?? ""}`)
      .filter((pattern) => !inFlows.includes(pattern) && !loaded.some((path) => matchPath(pattern, path)));
    expect(routes.length).toBeGreaterThan(25);
    expect(unscanned).toEqual([]);
  });

  it("loads each listed page at 320, 390 and 1280 px in pages.spec.ts and runs axe there", () => {
    expect(SCAN_WIDTHS).toEqual([320, 390, 1280]);
    // The loops the two lists are loaded by, inside the loop over the widths, and the scan itself.
    expect(pagesSpec).toMatch(/for \(const width of SCAN_WIDTHS\)[\s\S]*for \(const route of PUBLIC_ROUTES\)/);
    expect(pagesSpec).toMatch(/for \(const width of SCAN_WIDTHS\)[\s\S]*of OTHER_SCANNED_PAGES\)/);
    expect(pagesSpec).toContain("await axeViolations(page)");
  });

  it("names every route scanned in a flow once, and none the page list already loads", () => {
    const loaded = [...PUBLIC_ROUTES, ...OTHER_SCANNED_PAGES.map((p) => p.route)].map((p) => p.split("?")[0]!);
    expect(new Set(ROUTES_SCANNED_IN_FLOWS).size).toBe(ROUTES_SCANNED_IN_FLOWS.length);
    expect(ROUTES_SCANNED_IN_FLOWS.filter((pattern) => loaded.some((path) => matchPath(pattern, path)))).toEqual([]);
  });
});
