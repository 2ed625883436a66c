import { randomBytes } from "node:crypto";

import { z } from "zod";

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
  /** Form posts allowed per client per minute. */
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Trust X-Forwarded-* from a reverse proxy in front of this server. */
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** The site's public address, for links in operator notifications. */
  PUBLIC_ORIGIN: z.string().url().default("http://localhost:3000"),
  /** SMTP for operator notifications; notifications are off while SMTP_HOST is unset. */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  SMTP_FROM: z.string().min(1).default("NZ Dental Directory <no-reply@localhost>"),
  /** Comma-separated recipients of notifications; when unset, every operator. */
  OPERATOR_NOTIFY_TO: z.string().min(1).optional(),
  /** Operator sign-in attempts allowed per client per minute (across all accounts). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /**
   * Secret key of the audit log's hashed e-mail addresses; when unset, one is generated and kept
   * in DATA_DIR. Set it when several servers share one database, so they all hash alike.
   */
  AUDIT_HASH_KEY: z.string().min(32, "must be at least 32 characters").optional(),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

/** One audit hash key per test run, so tests never write a key file into the working folder. */
const TEST_AUDIT_HASH_KEY = randomBytes(32).toString("base64url");

/** Config for tests: defaults plus overrides, without reading the environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUDIT_HASH_KEY: TEST_AUDIT_HASH_KEY }),
    ...overrides,
  };
}
