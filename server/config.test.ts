import { spawnSync } from "node:child_process";

import { describe, expect, it } from "vitest";

import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults: port 3000 on localhost with SQLite", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("localhost");
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names every bad setting at once", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://db/x" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://db/x" });
    } catch (error) {
      expect(String((error as Error).message)).toMatch(/PORT/);
      expect(String((error as Error).message)).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    }
  });

  it("trusts a reverse proxy only by its addresses, and is off by default", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 172.16.0.0/12,::1, loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "172.16.0.0/12",
      "::1",
      "loopback",
    ]);
    // "true" trusts the left-most X-Forwarded-For, which any client writes; a hop count cannot tell the
    // proxy from a client that reaches the server directly (Fastify ignores one): refused, naming the way.
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: .*any client.*addresses or CIDRs/);
    expect(() => loadConfig({ TRUST_PROXY: "1" })).toThrow(/TRUST_PROXY: .*hop count.*addresses or CIDRs/);
    for (const bad of ["yes", "10.0.0.300", "10.0.0.0/33", "-1", "1.5", "10.0.0.1,,"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("stops the server at start with a clear message, not a stack trace", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, PORT: "99999", DATABASE_URL: "sqlite:nope" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Invalid configuration");
    expect(run.stderr).toContain("PORT");
    expect(run.stderr).toContain("DATABASE_URL");
    expect(run.stderr).not.toContain("    at ");
  });
});
