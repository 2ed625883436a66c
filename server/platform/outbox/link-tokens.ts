import type { Kysely } from "kysely";

import { openStatusToken, sealStatusToken } from "../private-links/status-link-seal";
import type { Database } from "../db/schema";
import { STATUS_TOKEN_PATTERN } from "../private-links/status-token";
import type { EmailSpec } from "./email-specs";

/*
 * The private links in e-mail jobs. An e-mail's spec carries the patient's status-link token or
 * the practice's link token (emails.ts); the job stores it sealed (status-link-seal.ts, the same
 * key as the tokens sealed beside their hashes), never in clear, and the worker opens it just
 * before the e-mail is rendered. A copy of the database, finished jobs included, opens no page
 * (docs/decisions/D0130-a-status-link-token-starts-with.md), and a job retried after a crash still carries its link.
 */

/** The spec fields that hold a link's token. No e-mail carries both. */
const LINK_TOKEN_FIELDS = ["statusToken", "linkToken"] as const;

type LinkTokenField = (typeof LINK_TOKEN_FIELDS)[number];
type Tokens = Partial<Record<LinkTokenField, string | null>>;

const SEALED_PREFIX = "v1.";

/**
 * The spec as a job stores it: each link token sealed under `key`. Throws when a spec with a
 * token comes without the key, rather than store the token in clear.
 */
export function sealLinkTokens(spec: EmailSpec, key: Buffer | undefined): EmailSpec {
  const tokens = spec as Tokens;
  const sealed: Tokens = {};
  for (const field of LINK_TOKEN_FIELDS) {
    const token = tokens[field];
    if (typeof token !== "string") continue;
    if (!key) throw new Error(`An e-mail carrying a link (${spec.template}) needs the sealing key.`);
    sealed[field] = sealStatusToken(token, key);
  }
  const list = listedLinks(spec);
  if (list && !key) throw new Error(`An e-mail carrying a link (${spec.template}) needs the sealing key.`);
  const requests =
    list && key ? { requests: list.map((r) => ({ ...r, linkToken: sealStatusToken(r.linkToken, key) })) } : {};
  return { ...spec, ...sealed, ...requests } as EmailSpec;
}

/** A list's links (a practice's summary lists requests), one per item, each sealed as a single link is. */
function listedLinks(spec: EmailSpec): { linkToken: string }[] | null {
  const { requests } = spec as { requests?: unknown };
  return Array.isArray(requests) && requests.every((r) => typeof (r as { linkToken?: unknown })?.linkToken === "string")
    ? (requests as { linkToken: string }[])
    : null;
}

/**
 * The spec as it is rendered: each sealed link token opened, or null when it cannot be (sealed
 * under another server secret). A token in clear is a job enqueued before tokens were sealed,
 * sealed at start (sealClearLinkTokens) unless it is running now: it is used as it is.
 */
export function openLinkTokens(stored: EmailSpec, key: Buffer): EmailSpec {
  const tokens = stored as Tokens;
  const opened: Tokens = {};
  for (const field of LINK_TOKEN_FIELDS) {
    const value = tokens[field];
    if (typeof value !== "string") continue;
    opened[field] = value.startsWith(SEALED_PREFIX)
      ? openStatusToken(value, key)
      : STATUS_TOKEN_PATTERN.test(value)
        ? value
        : null;
  }
  const list = listedLinks(stored);
  const requests = list
    ? {
        requests: list.map((r) => ({
          ...r,
          linkToken: r.linkToken.startsWith(SEALED_PREFIX) ? (openStatusToken(r.linkToken, key) ?? "") : r.linkToken,
        })),
      }
    : {};
  return { ...stored, ...opened, ...requests } as EmailSpec;
}

/** Jobs whose payload holds a link token in clear (no e-mail holds both fields). */
const CLEAR_TOKEN_PAYLOADS = LINK_TOKEN_FIELDS.map((field) => ({
  has: `%"${field}":"%`,
  sealed: `%"${field}":"${SEALED_PREFIX}%`,
}));

/**
 * Seals the tokens e-mail jobs enqueued before tokens were sealed still hold in clear (a database
 * upgraded from then). Run when the outbox starts, before its worker. The migration
 * 2026-11-26T0600-job-link-tokens already dropped them from e-mails that can never run again.
 * How many jobs it sealed.
 */
export async function sealClearLinkTokens(db: Kysely<Database>, key: Buffer): Promise<number> {
  const jobs = await db
    .selectFrom("jobs")
    .select(["id", "payload"])
    .where("kind", "=", "email")
    .where((eb) =>
      eb.or(
        CLEAR_TOKEN_PAYLOADS.map((p) => eb.and([eb("payload", "like", p.has), eb("payload", "not like", p.sealed)])),
      ),
    )
    .execute();
  for (const job of jobs) {
    const payload = JSON.stringify(sealLinkTokens(JSON.parse(job.payload) as EmailSpec, key));
    await db.updateTable("jobs").set({ payload }).where("id", "=", job.id).where("payload", "=", job.payload).execute();
  }
  return jobs.length;
}
