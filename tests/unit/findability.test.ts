// What a search engine sees in the HTML of every public page, prerendered or rendered from the
// listings, and in the sitemap the server serves. Needs `npm run build`.
import { describe, expect, it } from "vitest";

import { ARTICLES } from "../../app/content/articles";
import { CITIES } from "../../rules/listings/cities";
import { SERVICE_PAGES } from "../../app/content/services";
import { SITE } from "../../app/content/site";
import { paths } from "../../rules/paths";
import { sitePages } from "../support/prerendered-pages";

const { pages: all, sitemap } = await sitePages();

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1]!) as { "@type": string })["@type"],
  );

describe.skipIf(all.length === 0)("findability of every public page", () => {
  it("serves every known page", () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it("gives each page its own title, a description, a canonical link and Open Graph tags", () => {
    const titles = new Map<string, string>();
    for (const { path, html } of all) {
      const title = attr(html, /<title>([^<]+)<\/title>/);
      expect(title, path).toBeTruthy();
      expect(attr(html, /<meta name="description" content="([^"]{40,})"/), `${path} description`).toBeTruthy();
      expect(attr(html, /<link rel="canonical" href="(https:\/\/[^"]+)"/), `${path} canonical`).toBeTruthy();
      expect(html, `${path} og:title`).toContain('property="og:title"');
      expect(html, `${path} og:description`).toContain('property="og:description"');
      // Two addresses of one page (/services/oral-surgery and /surgical; a compare alias such as
      // /compare/implants) share a title and name the same canonical link.
      const canonical = attr(html, /<link rel="canonical" href="https:\/\/[^/"]+([^"]*)"/);
      if (canonical === path) {
        expect(titles.get(title!), `${path} repeats the title of ${titles.get(title!)}`).toBeUndefined();
        titles.set(title!, path);
      }
    }
  });

  it("lists every city, service, published dentist and article in the sitemap, and no private page", () => {
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(SITE.origin.length)));
    const expected = [
      paths.services(),
      ...CITIES.map((c) => paths.city(c.slug)),
      ...SERVICE_PAGES.map((s) => paths.service(s.slug)),
      paths.dentist("waitemata-quay-dental-auckland"),
      ...ARTICLES.map((a) => paths.article(a.slug)),
    ];
    expect(expected.filter((path) => !listed.has(path))).toEqual([]);
    expect([...listed].filter((path) => path.startsWith("/dentists/")).length).toBeGreaterThan(50);
    expect([...listed].filter((path) => /^\/(admin|requests)\b/.test(path))).toEqual([]);
  });

  it("describes the organisation, dentists, articles and FAQs as schema.org JSON-LD", () => {
    const at = (path: string) => jsonLdTypes(all.find((p) => p.path === path)!.html);
    expect(at("/")).toContain("Organization");
    expect(at("/dentists/waitemata-quay-dental-auckland")).toContain("Dentist");
    expect(at("/blog/what-to-do-in-a-dental-emergency")).toContain("Article");
    for (const path of ["/contact", "/surgical", "/locations/nelson", "/services/implants"]) {
      expect(at(path), path).toContain("FAQPage");
    }
  });

  it("never rates the site itself", () => {
    const home = all.find((p) => p.path === "/")!.html;
    expect(home).not.toContain("AggregateRating");
  });
});
