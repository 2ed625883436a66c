import { describe, expect, it } from "vitest";

import { newStatusToken, STATUS_TOKEN_PATTERN, statusTokenHash } from "./status-token";

describe("status-link tokens", () => {
  it("are 43 url-safe characters, each one new", () => {
    const tokens = Array.from({ length: 1000 }, () => newStatusToken(1_764_000_000_000).token);
    expect(tokens.every((t) => STATUS_TOKEN_PATTERN.test(t))).toBe(true);
    expect(new Set(tokens).size).toBe(1000);
  });

  it("are stored in the order they were made, so new rows append to the index", () => {
    const start = Date.parse("2026-11-25T00:00:00Z");
    const stored = Array.from({ length: 500 }, (_, i) => newStatusToken(start + i * 7919).hash);
    expect([...stored].sort()).toEqual(stored);
  });

  it("store nothing of the token's random part, so a leaked database opens no status page", () => {
    const { token, hash } = newStatusToken();
    const random = Buffer.from(token, "base64url").subarray(6);
    expect(hash).toBe(statusTokenHash(token));
    expect(hash).not.toContain(token.slice(8));
    expect(hash).not.toContain(random.toString("hex").slice(0, 16));
    expect(hash).not.toContain(random.toString("base64url").slice(0, 16));
  });
});
