import type { Kysely } from "kysely";

import type { PracticeMe, Signed } from "../../rules/api/practice-account";
import {
  can,
  type PracticePermission,
  PRACTICE_IDLE_MINUTES,
  PRACTICE_SESSION_HOURS,
} from "../../rules/practice-account";
import type { DialectName } from "../platform/db/connect";
import type { Database } from "../platform/db/schema";
import type { FiguresDeps } from "./figures";
import * as repo from "./repository";

/*
 * Who a practice page's request is: the session cookie, the user's role in the practice checked
 * on every call, and what the practice account's services are built from. Apart from the services
 * (service.ts, listing-service.ts, security-service.ts, people.ts), which all start here.
 */

export const PRACTICE_COOKIE = "nzdd_practice";
export const SECURE_PRACTICE_COOKIE = "__Host-nzdd_practice";

const HOUR_MS = 60 * 60 * 1000;
export const SESSION_LIMITS = { idleMs: PRACTICE_IDLE_MINUTES * 60 * 1000, maxMs: PRACTICE_SESSION_HOURS * HOUR_MS };

const secure = (request: Request) => new URL(request.url).protocol === "https:";
const cookieName = (request: Request) => (secure(request) ? SECURE_PRACTICE_COOKIE : PRACTICE_COOKIE);

export function readCookie(request: Request): string | null {
  const name = cookieName(request);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

/** HttpOnly, SameSite=Strict, Secure (and __Host-) over HTTPS; a browser-session cookie. */
export function sessionCookie(request: Request, token: string | null): string {
  const attributes = `Path=/; HttpOnly; SameSite=Strict${secure(request) ? "; Secure" : ""}`;
  return token ? `${cookieName(request)}=${token}; ${attributes}` : `${cookieName(request)}=; ${attributes}; Max-Age=0`;
}

export interface PracticeAccountDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  now: () => Date;
  /** The audit log's key: the sign-in links' per-address limit counts under the keyed hash of the address. */
  auditKey: string;
  /** Seals link tokens in e-mail jobs (outbox/link-tokens.ts). */
  sealKey: Buffer;
  dentistName: (listingRef: string) => Promise<string | null>;
  /** Called after e-mails were enqueued (sent now rather than at the next poll). */
  enqueued: () => void;
  /** The band listings show, and a listing's review figures as public pages give them. */
  publicBand: FiguresDeps["publicBand"];
  reviewSummary: FiguresDeps["reviewSummary"];
  /** The site's configured public origin: passkeys' relying party (passkeys.ts relyingParty). */
  publicOrigin: string;
  /** Invitations a day to one address (config UNCONFIRMED_EMAILS_PER_DAY; outbox/recipient-limit.ts). */
  emailsPerAddress?: number;
}

/**
 * The practice account's services, as its pages' loaders and actions call them (the load context's
 * `practiceAccount`). Every call that reads or changes a practice's data starts from the request's
 * session cookie and checks, on the server, the user's role in the practice the session is in.
 */
/**
 * Who the request's session is, and `allowed`: runs a call only when the session's user may do
 * `permission` in the practice they are working in (checked now, on the server). Every practice
 * page's call starts here (this file's service and listing-service.ts).
 */
export function practiceGuard(deps: Pick<PracticeAccountDeps, "db" | "now">) {
  const { db, now } = deps;

  /** The session's user, the practice they are in (still a member: checked now) and their role. */
  async function signedIn(request: Request) {
    const token = readCookie(request);
    const session = token ? await repo.findSession(db, token, now(), SESSION_LIMITS) : null;
    if (!session) return { kind: "signed-out" as const };
    const practices = await repo.membershipsOf(db, session.userId);
    const current = practices.find((p) => p.practiceId === session.practiceId) ?? practices[0];
    if (!current) return { kind: "no-practice" as const, email: session.email, session };
    const me: PracticeMe = { email: session.email, current, practices };
    return { kind: "ok" as const, me, session };
  }

  /** Runs `then` when the request's user may do `permission` in their current practice. */
  async function allowed<T extends object>(
    request: Request,
    permission: PracticePermission,
    then: (me: PracticeMe, session: repo.PracticeSession) => Promise<T>,
  ): Promise<Signed<T>> {
    const who = await signedIn(request);
    if (who.kind === "signed-out") return who;
    if (who.kind === "no-practice") return { kind: "no-practice", email: who.email };
    if (!can(who.me.current.role, permission)) {
      return { kind: "forbidden", me: who.me, message: FORBIDDEN[permission] };
    }
    return { kind: "ok", me: who.me, ...(await then(who.me, who.session)) };
  }

  return { signedIn, allowed };
}

const FORBIDDEN: Record<PracticePermission, string> = {
  "read-requests": "Your role cannot see this practice's requests.",
  "answer-requests": "Your role cannot answer this practice's requests.",
  "edit-listing": "Only the practice's owners and managers can change its listing.",
  "manage-users": "Only the practice's owners can manage its people.",
  "read-reviews": "Your role cannot see this practice's reviews.",
  "reply-reviews": "Only the practice's owners and managers can reply to its reviews.",
  "read-figures": "Your role cannot see this practice's figures.",
  "change-digest": "Only the practice's owners and managers can change how new requests reach it.",
  "manage-passkeys": "Passkeys are for the practice's owners.",
  "see-plan": "Only the practice's owners can see its plan.",
  "submit-listing": "Only the practice's owners can submit its listing.",
};
