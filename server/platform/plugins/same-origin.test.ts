import Fastify from "fastify";
import { describe, expect, it } from "vitest";

import { sameOrigin, type SameOriginRule } from "./same-origin";

const FORMS: SameOriginRule = {
  missingOrigin: "allow",
  fetchSite: { refused: ["cross-site"] },
  sameScheme: false,
  refusal: { error: "no" },
};
const INBOX: SameOriginRule = { ...FORMS, fetchSite: { allowed: ["same-origin", "none"] }, sameScheme: true };
const WITHDRAW: SameOriginRule = { ...FORMS, missingOrigin: "refuse", fetchSite: { allowed: ["same-origin"] } };

async function status(rule: SameOriginRule, headers: Record<string, string>) {
  const app = Fastify();
  app.post("/", { onRequest: sameOrigin(rule) }, async () => ({ ok: true }));
  const response = await app.inject({ method: "POST", url: "/", headers: { host: "example.test", ...headers } });
  await app.close();
  return response.statusCode;
}

describe("the one same-origin check, with each route's rule", () => {
  it("takes our own pages everywhere and refuses another site's everywhere", async () => {
    for (const rule of [FORMS, INBOX, WITHDRAW]) {
      expect(await status(rule, { origin: "http://example.test", "sec-fetch-site": "same-origin" })).toBe(200);
      expect(await status(rule, { origin: "https://evil.test" })).toBe(403);
      expect(await status(rule, { origin: "null" })).toBe(403);
      expect(await status(rule, { "sec-fetch-site": "cross-site" })).toBe(403);
    }
  });

  it("keeps where the routes differ: a missing Origin, same-site and none, the scheme", async () => {
    expect([await status(FORMS, {}), await status(INBOX, {}), await status(WITHDRAW, {})]).toEqual([200, 200, 403]);
    const sameSite = { "sec-fetch-site": "same-site" };
    expect([await status(FORMS, sameSite), await status(INBOX, sameSite)]).toEqual([200, 403]);
    const typed = { "sec-fetch-site": "none" };
    expect([await status(INBOX, typed), await status(WITHDRAW, typed)]).toEqual([200, 403]);
    const otherScheme = { origin: "https://example.test" };
    expect([await status(FORMS, otherScheme), await status(INBOX, otherScheme)]).toEqual([200, 403]);
  });
});
