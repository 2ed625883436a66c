import { describe, expect, it } from "vitest";

import { modulePreloadsBeforeScripts } from "./module-preloads";

const page = [
  '<!DOCTYPE html><html lang="en-NZ"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
  '<link rel="modulepreload" href="/assets/framework-b.js" nonce="n1"/>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
  "<title>Find a dentist</title><style>p{}</style></head>",
  '<body><main><h1>Find a dentist</h1><p>Lead</p></main><script>window.__ctx = {};</script><script nonce="n1" type="module" async="">import "/assets/root-c.js";</script></body></html>',
].join("");

describe("modulePreloadsBeforeScripts", () => {
  it("moves every modulepreload from the head to just before the module script, in order", () => {
    const html = modulePreloadsBeforeScripts(page);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="icon"');
    expect(html).toContain(
      '<script>window.__ctx = {};</script><link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/framework-b.js" nonce="n1"/><script nonce="n1" type="module"',
    );
    expect(html.indexOf("<p>Lead</p>")).toBeLessThan(html.indexOf("modulepreload"));
  });

  it("leaves a page with no module script or no preloads as it was", () => {
    const noScript = page.replace(/<script nonce="n1" type="module"[\s\S]*?<\/script>/, "");
    expect(modulePreloadsBeforeScripts(noScript)).toBe(noScript);
    const noPreloads = page.replace(/<link rel="modulepreload"[^>]*>/g, "");
    expect(modulePreloadsBeforeScripts(noPreloads)).toBe(noPreloads);
  });
});
