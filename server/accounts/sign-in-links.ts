import type { Kysely } from "kysely";
import { z } from "zod";

import { fieldErrorsOf, SignInLinkSchema } from "../../forms/practice-account";
import type { PracticeAccountLoadContext } from "../../rules/api/practice-account";
import { SIGN_IN_LINK_MINUTES } from "../../rules/practice-account";
import { hashedEmail } from "../platform/audit/audit";
import { openStatusToken } from "../platform/private-links/status-link-seal";
import type { Database } from "../platform/db/schema";
import { lockKey } from "../platform/db/transactions";
import { normaliseEmail } from "../platform/operators/operators";
import { emailJob, enqueue } from "../platform/outbox/jobs";
import type { JobKind, KindHandler } from "../platform/outbox/job-kinds";
import * as repo from "./repository";

/*
 * A practice user's sign-in link (issue 36; issue 48 items 2 and 7). Asking for one does the same
 * work for every address typed, a practice user's or not: one job enqueued, the same answer. The
 * job then decides, under a lock on the address, what that address is e-mailed (D705, D706):
 * a fresh link while fewer than LINKS_PER_ADDRESS_PER_HOUR were made in the last hour; past that,
 * at most one e-mail per RESEND_GAP_MINUTES, the newest link again while it is still unused and
 * valid, else a fresh one. Nobody can close the door: a stranger's requests never stop the owner
 * getting a working link, and never flood the owner's inbox.
 */

/** Fresh links one address is made per hour before only re-sends (and a fresh one once all expired) follow. */
export const LINKS_PER_ADDRESS_PER_HOUR = 5;
/** Past the limit, the least time between two e-mails to one address. */
export const RESEND_GAP_MINUTES = 5;
/** The job asking for a link: `{ userId }`, null when the address is nobody's. */
export const PRACTICE_SIGN_IN_LINK = "practice-sign-in-link";
export const PRACTICE_SIGN_IN_LINK_JOB: JobKind<{ userId: string | null }> = {
  kind: PRACTICE_SIGN_IN_LINK,
  payload: z.object({ userId: z.string().min(1).nullable() }),
};

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const SIGN_IN_LINK_MS = SIGN_IN_LINK_MINUTES * MINUTE_MS;

interface SignInLinkDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** The limit counts under the keyed hash of the address (the audit log's key). */
  auditKey: string;
  sealKey: Buffer;
  /** Called after jobs were enqueued (run now rather than at the next poll). */
  enqueued: () => void;
}

type RequestLink = PracticeAccountLoadContext["practiceAccount"]["requestLink"];

/**
 * The sign-in form's call. Known or unknown, the address costs one lookup and one job written,
 * and gets the same answer: the time taken says nothing about who is a practice user.
 */
export function requestSignInLink(deps: SignInLinkDeps): RequestLink {
  return async (values) => {
    const parsed = SignInLinkSchema.safeParse(values);
    if (!parsed.success) return { kind: "invalid", errors: fieldErrorsOf(parsed.error), values };
    const address = normaliseEmail(parsed.data.email);
    const user = await repo.findUserByEmail(deps.db, address);
    await enqueue(deps.db, { kind: PRACTICE_SIGN_IN_LINK, payload: { userId: user?.id ?? null } }, deps.now());
    // The outbox is not woken: its next poll (OUTBOX_POLL_MS, a second) takes the job. Woken here,
    // a known address's job (a transaction, a link, its e-mail) ran beside this answer and made it
    // slower than an unknown one's (bench/sign-in-timing.ts: known slower in 139 of 200 pairs, median
    // 7.0 against 6.0 ms; not woken, 94 of 200, 5.1 against 5.3 ms).
    return { kind: "done", email: address };
  };
}

type NewestLink = Awaited<ReturnType<typeof repo.newestSignInLink>>;

/** What the address is e-mailed now: a fresh link, the newest again, or nothing (one went out just now). */
function nextSignInEmail(input: { freshThisHour: number; newest: NewestLink; now: Date }) {
  const { freshThisHour, newest, now } = input;
  if (freshThisHour < LINKS_PER_ADDRESS_PER_HOUR || !newest) return "fresh" as const;
  const lastSent = Date.parse(newest.resent_at ?? newest.created_at);
  if (now.getTime() - lastSent < RESEND_GAP_MINUTES * MINUTE_MS) return "nothing" as const;
  const stillValid = !newest.used_at && Date.parse(newest.expires_at) > now.getTime() && newest.sealed_token;
  return stillValid ? ("again" as const) : ("fresh" as const);
}

/** The job's handler: decides and writes the e-mail, in one transaction under the address's lock. */
export function signInLinkHandler(deps: SignInLinkDeps): KindHandler<{ userId: string | null }> {
  return async ({ userId }) => {
    if (userId === null) return "no practice user";
    const at = deps.now();
    const sent = await deps.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom("practice_users").selectAll().where("id", "=", userId).executeTakeFirst();
      // Only a member of some practice gets a link.
      if (!user || (await repo.membershipsOf(trx, user.id)).length === 0) return "no practice";
      const accountKey = hashedEmail(deps.auditKey, `practice:${user.email}`);
      // First: the count below and the link written after it are one step for this address.
      await lockKey(trx, `practice-sign-in:${accountKey}`);
      const freshThisHour = await repo.linkRequestsSince(trx, accountKey, new Date(at.getTime() - HOUR_MS));
      const newest = await repo.newestSignInLink(trx, user.id);
      const next = nextSignInEmail({ freshThisHour, newest, now: at });
      if (next === "nothing") return "nothing: an e-mail went out minutes ago";
      // A link sealed under another server secret cannot be sent again: a fresh one instead.
      const again = next === "again" ? openStatusToken(newest!.sealed_token, deps.sealKey) : null;
      let linkToken: string;
      let expiresAt: string;
      if (again) {
        linkToken = again;
        expiresAt = newest!.expires_at;
        await repo.markLinkResent(trx, newest!.token_hash, at);
      } else {
        await repo.recordLinkRequest(trx, accountKey, at, HOUR_MS);
        linkToken = await repo.createLink(trx, {
          userId: user.id,
          purpose: "sign-in",
          practiceId: null,
          now: at,
          validMs: SIGN_IN_LINK_MS,
          sealKey: deps.sealKey,
        });
        expiresAt = new Date(at.getTime() + SIGN_IN_LINK_MS).toISOString();
      }
      const email = emailJob(
        { template: "practice-sign-in", to: user.email, linkToken, expiresAt },
        { sealKey: deps.sealKey },
      );
      await enqueue(trx, email, at);
      return again ? "sent the newest link again" : "sent a fresh link";
    });
    if (sent.startsWith("sent")) deps.enqueued();
    return sent;
  };
}
