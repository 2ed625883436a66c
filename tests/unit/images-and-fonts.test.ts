// Item 5 of issue 7, held for every page: images are sized (no shift when they arrive),
// lazy unless they are the page's main picture, in a modern format, from our own origin; no font
// is fetched from anywhere. Needs `npm run build`.
import { describe, expect, it } from "vitest";

import { SITE } from "../../app/content/site";
import { sitePages } from "../support/prerendered-pages";

// Every page as the server sends it: prerendered files and pages rendered from the listings.
const { pages } = await sitePages();

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

describe.skipIf(pages.length === 0)("images and fonts on every page", () => {
  const images = pages.flatMap(({ path, html }) =>
    [...html.matchAll(/<img\b[^>]*>/gi)].map((m) => ({ path, tag: m[0] })),
  );

  it("finds the pictures of the blog, the articles and the team", () => {
    expect(images.length).toBeGreaterThan(20);
  });

  it("gives every image its size, so nothing moves when it arrives", () => {
    const unsized = images.filter(
      ({ tag }) => !/^\d+$/.test(attr(tag, "width") ?? "") || !/^\d+$/.test(attr(tag, "height") ?? ""),
    );
    expect(unsized).toEqual([]);
  });

  it("serves every image from our own origin in a modern format", () => {
    const other = images.filter(({ tag }) => !/^\/[^/].*\.(svg|webp|avif)$/.test(attr(tag, "src") ?? ""));
    expect(other).toEqual([]);
  });

  it("loads an image lazily unless it is the page's main picture, and has at most one of those", () => {
    for (const { path } of pages) {
      const tags = images.filter((image) => image.path === path).map((image) => image.tag);
      const eager = tags.filter((tag) => attr(tag, "loading") !== "lazy");
      expect(eager.length, `${path} loads ${eager.length} images at once`).toBeLessThanOrEqual(1);
      for (const tag of eager) {
        // The one image wanted at once says so, to the browser and to the next engineer.
        expect(attr(tag, "loading") === "eager" || attr(tag, "fetchpriority") === "high", `${path}: ${tag}`).toBe(true);
      }
    }
  });

  it("fetches no font, and no script or stylesheet from another origin", () => {
    for (const { path, html } of pages) {
      // The system font stack: nothing to download, nothing to swap in and shift the layout.
      expect(html, path).not.toMatch(/@font-face|\.woff2?\b/i);
      // Absolute links in the head are only our own canonical and social addresses.
      const absolute = [...html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="((?:https?:)?\/\/[^"]*)"/gi)];
      expect(
        absolute.map((m) => m[1]).filter((url) => !url!.startsWith(`${SITE.origin}/`)),
        path,
      ).toEqual([]);
    }
  });
});
