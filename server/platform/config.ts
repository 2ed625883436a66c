import { randomBytes } from "node:crypto";
import { isIP } from "node:net";

import { z } from "zod";

import { DEFAULT_WORKING_HOURS, type WorkingHours } from "../../rules/booking-loop";
import { WEEKDAYS, type Weekday } from "../../rules/listings/types";

/** Names proxy-addr (Fastify's trustProxy) accepts for whole address ranges. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** One proxy address as Fastify's trustProxy takes it: an IP, an IP/prefix-length CIDR, or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const TRUST_PROXY_FORMS =
  "the addresses or CIDRs of the proxies in front of this server, comma-separated (e.g. 10.0.0.1,172.16.0.0/12), or loopback (a proxy on this machine) or uniquelocal (a platform's router on a private network)";

/**
 * WORKING_HOURS_DAYS: days or ranges of days, comma-separated ("mon-fri", "mon,tue,thu",
 * "mon-wed,fri"), Monday first; each day once.
 */
const WorkingDays = z
  .string()
  .default(DEFAULT_WORKING_HOURS.days.join(","))
  .transform((value, ctx): Weekday[] => {
    const days = new Set<Weekday>();
    const index = (name: string) => WEEKDAYS.indexOf(name.trim().toLowerCase() as Weekday);
    for (const item of value.split(",")) {
      const [from = "", to = from, ...rest] = item.split("-");
      const first = index(from);
      const last = index(to);
      if (rest.length > 0 || first < 0 || last < 0 || last < first) {
        ctx.addIssue({
          code: "custom",
          message: `"${item.trim()}" is not a day or a range of days: write e.g. mon-fri or mon,tue,thu (mon tue wed thu fri sat sun, Monday first)`,
        });
        return z.NEVER;
      }
      for (const day of WEEKDAYS.slice(first, last + 1)) days.add(day);
    }
    return WEEKDAYS.filter((day) => days.has(day));
  });

const ClockTime = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), "must be a 24-hour time, HH:MM (e.g. 08:00)");

/** Every setting the server reads, validated once at start. Nothing else reads process.env. */
const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** PostgreSQL connection string; when unset the embedded SQLite file under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("data"),
  /** The built site (React Router's build/client). */
  SITE_DIR: z.string().min(1).default("build/client"),
  /**
   * Redis for the per-client rate-limit counters (redis:// or rediss://). When unset, several
   * instances on PostgreSQL count in the database, and one on SQLite counts in memory.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  /** Prefix of this site's keys in Redis, so one Redis can serve several sites. */
  REDIS_KEY_PREFIX: z.string().min(1).default("nzdd:rate-limit:"),
  /** React Router's server build, which renders every page that shows listings. */
  SERVER_BUILD_DIR: z.string().min(1).default("build/server"),
  /**
   * Test-only: an ISO instant (e.g. 2026-11-25T10:30:00+13:00) the pages take as "now" for
   * "open now" and today's hours, so a test sees the same answer at any hour. Unset: the real clock.
   */
  LISTINGS_CLOCK: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .optional(),
  /** How often each server works out the practices' response times again (issue 22 item 5). */
  RESPONSE_TIMES_REFRESH_MS: z.coerce.number().int().min(100).default(60_000),
  /** Form posts allowed per client per minute. */
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /**
   * A signed-in practice user's pages and posts per minute, per session (issue 48 item 8): staff
   * behind one office address each have this; signed-out requests keep FORM_RATE_LIMIT per address.
   */
  PRACTICE_SESSION_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  /**
   * E-mails a New Zealand day to one address that confirmed nothing (the acknowledgements of the
   * forms, a waitlist confirmation, a practice's invitations): server/platform/outbox/recipient-limit.ts.
   */
  UNCONFIRMED_EMAILS_PER_DAY: z.coerce.number().int().positive().default(3),
  /**
   * Page renderings the page cache did not answer, per client per minute, with a sixth of it at
   * once (issue 33 item 6): past it, 429 with Retry-After. Cached pages are never limited.
   */
  PAGE_RENDER_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /**
   * The reverse proxies whose X-Forwarded-* to trust, by address (IPs, CIDRs, or proxy-addr's range
   * names); off by default. The client's address is then the right-most one no trusted proxy
   * wrote. "true" (the left-most address, which any client writes) and a hop count (which cannot
   * tell the proxy from a client reaching the server directly; Fastify 5.12 ignores one) are
   * refused with the way to say it instead.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx): false | string[] => {
      const setting = value.trim();
      if (setting === "" || setting === "false" || setting === "0") return false;
      const entries = setting.split(",").map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
      const problem =
        setting === "true"
          ? `"true" is not accepted: it trusts the left-most X-Forwarded-For, which any client can write.`
          : /^\d+$/.test(setting)
            ? `a hop count is not accepted: it cannot tell the proxy from a client that reaches this server directly.`
            : `must be "false" or a list of proxy addresses.`;
      ctx.addIssue({ code: "custom", message: `${problem} Set ${TRUST_PROXY_FORMS}` });
      return z.NEVER;
    }),
  /**
   * Slow clients: a request (headers and body) must arrive within REQUEST_TIMEOUT_MS, and a
   * connection with a request under way is cut after CONNECTION_TIMEOUT_MS without a byte either
   * way. The defaults are twice what the largest body takes over a poor 2G link (docs/decisions/D0142-slow-clients-a-whole-request-headers.md).
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** The site's public address, for links in operator notifications. */
  PUBLIC_ORIGIN: z.string().url().default("http://localhost:3000"),
  /**
   * SMTP for every e-mail the site sends (server/platform/outbox/). While SMTP_HOST is unset, e-mails are
   * kept in the outbox, marked "not sent (no SMTP)", for operators to read in the inbox.
   */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  SMTP_FROM: z.string().min(1).default("NZ Dental Directory <no-reply@localhost>"),
  /** How long to wait for the mail server to connect or greet; a stalled exchange is cut after twice this. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * SMTP connections kept open at most, each sending one e-mail at a time: a stalled mail server
   * gets no more than these. Sending waits on the mail server's answers more than on our CPU, so
   * three connections sent half what ten did (docs/performance.md).
   */
  SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(10),
  /** How often each server looks for due jobs (e-mails, timed actions). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1_000),
  /** How long a job is held by the server running it; past it (that server died) another takes it. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(100).default(300_000),
  /** A failed job's first retry comes after about this long, then twice as long each time, up to OUTBOX_RETRY_MAX_MS. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  /** Comma-separated recipients of notifications; when unset, every operator. */
  OPERATOR_NOTIFY_TO: z.string().min(1).optional(),
  /** Operator sign-in attempts allowed per client per minute (across all accounts). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /**
   * Secret key of the audit log's hashed e-mail addresses; when unset, one is generated and kept
   * in DATA_DIR. Set it when several servers share one database, so they all hash alike.
   */
  AUDIT_HASH_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * The working hours, New Zealand time, within which a practice is expected to answer: it is
   * reminded after 4 of them and the request flagged for re-matching after 8 (issue 22).
   */
  /**
   * A database without reviews gets fictional sample reviews at first start (issue 35,
   * server/reviews/seed.ts), each listing with the spec's rating: "full", with the spec's review
   * counts too (8,786 reviews, written in batches: about 1 s on SQLite or PostgreSQL); "on", a
   * quarter of them (at least 11 a listing); "off", none (tests, which write their own through
   * the same path).
   */
  SAMPLE_REVIEWS: z.enum(["full", "on", "off"]).default("full"),
  WORKING_HOURS_DAYS: WorkingDays,
  WORKING_HOURS_START: ClockTime(DEFAULT_WORKING_HOURS.start),
  WORKING_HOURS_END: ClockTime(DEFAULT_WORKING_HOURS.end),
});

/** Settings that must agree with one another. */
const CheckedConfig = ConfigSchema.refine((config) => config.WORKING_HOURS_START < config.WORKING_HOURS_END, {
  message: "must be later than WORKING_HOURS_START",
  path: ["WORKING_HOURS_END"],
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = CheckedConfig.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

/** The working hours the practice timers count in (rules/working-hours.ts). */
export function workingHours(
  config: Pick<Config, "WORKING_HOURS_DAYS" | "WORKING_HOURS_START" | "WORKING_HOURS_END">,
): WorkingHours {
  return { days: config.WORKING_HOURS_DAYS, start: config.WORKING_HOURS_START, end: config.WORKING_HOURS_END };
}

/** One audit hash key per test run, so tests never write a key file into the working folder. */
const TEST_AUDIT_HASH_KEY = randomBytes(32).toString("base64url");

/** Config for tests: defaults plus overrides, without reading the environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUDIT_HASH_KEY: TEST_AUDIT_HASH_KEY }),
    // Tests render many pages from one injected address; the test of the limit sets its own.
    PAGE_RENDER_RATE_LIMIT: 1_000_000,
    // Tests e-mail the same fixture address many times; the test of the limit sets its own.
    UNCONFIRMED_EMAILS_PER_DAY: 1_000_000,
    // Thousands of sample reviews at each fresh database would cost every test seconds.
    SAMPLE_REVIEWS: "off",
    ...overrides,
  };
}
