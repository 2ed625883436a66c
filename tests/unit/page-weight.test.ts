// The JavaScript budget of issue 7, held for every content page, including pages added
// later. Sizes, not speed: the timings are in `npm run bench`. Needs `npm run build`.
import { describe, expect, it } from "vitest";

import { initialAssetBytes, JS_BUDGET_BYTES } from "../../bench/page-weight";
import { isContentPage } from "../../bench/routes";
import { sitePages } from "../support/prerendered-pages";

// Every page as the server sends it: prerendered files and pages rendered from the listings.
const { pages } = await sitePages();

describe.skipIf(pages.length === 0)("page weight", () => {
  it("keeps the JavaScript of every content page under 120 kB gzip", () => {
    const content = pages.filter((page) => isContentPage(page.path));
    expect(content.length).toBeGreaterThan(100);
    const over = content
      .map((page) => ({ path: page.path, jsBytes: initialAssetBytes(page.html).js }))
      .filter((page) => page.jsBytes >= JS_BUDGET_BYTES);
    expect(over).toEqual([]);
  });

  it("counts what a page really loads (a tool page carries more than a content page)", () => {
    const js = (path: string) => initialAssetBytes(pages.find((page) => page.path === path)!.html).js;
    expect(js("/about")).toBeGreaterThan(100 * 1024);
    // The directory carries its filters' code, but no listings: those stay on the server (issue 21).
    expect(js("/directory")).toBeGreaterThan(js("/about"));
    expect(js("/directory")).toBeLessThan(js("/about") + 10 * 1024);
  });
});
