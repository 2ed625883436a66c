import { spawnSync } from "node:child_process";

import { describe, expect, it } from "vitest";

import { ConfigError, loadConfig, workingHours } from "./config";

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

  it("reads the working hours the practice timers count in: Monday to Friday, 8 am to 6 pm unless set", () => {
    expect(workingHours(loadConfig({}))).toEqual({
      days: ["mon", "tue", "wed", "thu", "fri"],
      start: "08:00",
      end: "18:00",
    });
    const set = loadConfig({
      WORKING_HOURS_DAYS: "Sat, mon-wed,fri",
      WORKING_HOURS_START: "07:30",
      WORKING_HOURS_END: "17:00",
    });
    expect(workingHours(set)).toEqual({ days: ["mon", "tue", "wed", "fri", "sat"], start: "07:30", end: "17:00" });
    expect(loadConfig({ WORKING_HOURS_DAYS: "mon,tue,thu" }).WORKING_HOURS_DAYS).toEqual(["mon", "tue", "thu"]);
  });

  it("refuses working hours it cannot read, saying how to write them", () => {
    expect(() => loadConfig({ WORKING_HOURS_DAYS: "weekdays" })).toThrow(
      /WORKING_HOURS_DAYS: "weekdays" is not a day.*mon-fri/,
    );
    expect(() => loadConfig({ WORKING_HOURS_DAYS: "fri-mon" })).toThrow(/WORKING_HOURS_DAYS: "fri-mon"/);
    expect(() => loadConfig({ WORKING_HOURS_DAYS: "mon,,tue" })).toThrow(/WORKING_HOURS_DAYS/);
    expect(() => loadConfig({ WORKING_HOURS_START: "8am" })).toThrow(
      /WORKING_HOURS_START: must be a 24-hour time, HH:MM/,
    );
    expect(() => loadConfig({ WORKING_HOURS_END: "24:00" })).toThrow(/WORKING_HOURS_END: must be a 24-hour time/);
    expect(() => loadConfig({ WORKING_HOURS_START: "18:00", WORKING_HOURS_END: "08:00" })).toThrow(
      /WORKING_HOURS_END: must be later than WORKING_HOURS_START/,
    );
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
