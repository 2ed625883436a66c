import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { TEST_DATABASES } from "../tests/server/databases";
import { startApp, startedForTests } from "../tests/server/started-app";
import { testConfig } from "./platform/config";

describe.each(TEST_DATABASES)("the site server on $name", (kind) => {
  const started = startedForTests(() => startApp(kind, testConfig()));

  it("serves a page rendered from the listings with its heading, a strict CSP and security headers", async () => {
    const response = await started.app.inject({ url: "/locations/taupo" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toMatch(/<h1[^>]*>Dentists in Taupō<\/h1>/);
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Cached for everyone: its inline scripts allowed by their hashes (server/platform/pages/pages.test.ts).
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    // A page that shows no listings is still the build's file, allowed by its scripts' hashes.
    const prerendered = String((await started.app.inject({ url: "/costs" })).headers["content-security-policy"]);
    expect(prerendered).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["permissions-policy"]).toContain("camera=()");
  });

  it("keeps other sites' windows off the pages with personal details, and only those", async () => {
    for (const url of [
      "/book",
      "/contact?category=booking",
      "/partner-with-us",
      "/booking-success",
      "/requests/abc",
      "/admin",
    ]) {
      const response = await started.app.inject({ url });
      expect(response.headers["cross-origin-opener-policy"], url).toBe("same-origin");
    }
    for (const url of ["/", "/locations/taupo", "/blog", "/contact-success", "/bookings"]) {
      const response = await started.app.inject({ url });
      expect(response.headers["cross-origin-opener-policy"], url).toBeUndefined();
    }
  });

  it("answers an unknown path with 404 and the app's page", async () => {
    const response = await started.app.inject({ url: "/definitely/not/here" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("text/html");
  });

  it("answers an unknown address under a known section with 404, and its known pages with 200", async () => {
    for (const url of [
      "/blog/no-such-article",
      "/services/space-dentistry",
      "/compare/atlantis",
      "/dentists/dr-nobody",
    ]) {
      const response = await started.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toContain("text/html");
    }
    for (const url of ["/services", "/services/implants", "/compare/auckland", "/compare/implants", "/blog/search"]) {
      expect((await started.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it("answers pages drawn in the browser with 200", async () => {
    expect((await started.app.inject({ url: "/blog/search?q=costs" })).statusCode).toBe(200);
  });

  it("answers data for an unknown page with 404, not a page", async () => {
    const known = await started.app.inject({ url: "/services/invisalign.data" });
    expect(known.statusCode).toBe(200);
    const unknown = await started.app.inject({ url: "/services/space-dentistry.data" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).not.toContain("text/html");
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const html = (await started.app.inject({ url: "/" })).body;
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await started.app.inject({ url: asset!, headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("runs only the job kinds the features' manifests declare", () => {
    const undeclared = { kind: "undeclared-kind", payload: z.object({}) };
    expect(() => started.app.outbox.handle(undeclared, async () => "ran")).toThrow(
      'job kind "undeclared-kind" is not declared in its feature\'s manifest',
    );
  });

  it("reports liveness, and readiness with the database it uses", async () => {
    expect((await started.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await started.app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready", database: kind.name });
  });

  it("writes with settings under which an acknowledged commit survives a crash or power cut", async () => {
    if (kind.name === "sqlite") {
      const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(started.app.db);
      expect(rows[0]?.synchronous).toBe(2); // FULL
      const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(started.app.db);
      expect(journal.rows[0]?.journal_mode).toBe("wal");
    } else {
      const { rows } = await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(started.app.db);
      expect(rows[0]?.synchronous_commit).toBe("on");
    }
  });

  it("publishes a sitemap of the public pages and a robots.txt that points to it", async () => {
    const sitemap = await started.app.inject({ url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain("<loc>https://www.nzdentaldirectory.co.nz/locations/whangarei</loc>");
    expect(sitemap.body).not.toContain("/admin");
    const robots = await started.app.inject({ url: "/robots.txt" });
    expect(robots.body).toContain("Disallow: /admin");
    expect(robots.body).toContain("Sitemap: https://www.nzdentaldirectory.co.nz/sitemap.xml");
  });
});
