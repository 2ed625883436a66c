// Issue 7 asks for axe on every route, including routes added later: each route of the app must
// match a page the end-to-end tests scan, or be named as scanned inside a flow.
import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";

import routes from "../../app/routes";
import { OTHER_SCANNED_PAGES, PUBLIC_ROUTES, RESOURCE_ROUTES, ROUTES_SCANNED_IN_FLOWS } from "../e2e/routes";

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
});
