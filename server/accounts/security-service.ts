import type { PracticeMe, Signed } from "../../rules/api/practice-account";
import type { PracticeSecurityApi } from "../../rules/api/practice-security";
import type { PracticePermission } from "../../rules/practice-account";
import { PASSKEY_SIGN_IN_MINUTES } from "../../rules/practice-security";
import { audit } from "../platform/audit/audit";
import {
  addPasskey,
  finishPasskeySignIn,
  markSessionVerified,
  passkeysOf,
  registrationOptions,
  removePasskey,
  sessionVerified,
  signInOptions,
} from "./passkeys";
import { planOf } from "./plan";
import * as repo from "./repository";
import type { PracticeAccountDeps } from "./practice-guard";

const PASSKEY_PENDING_COOKIE = "nzdd_practice_passkey";
const SECURE_PASSKEY_PENDING_COOKIE = "__Host-nzdd_practice_passkey";

const secure = (request: Request) => new URL(request.url).protocol === "https:";
const pendingName = (request: Request) => (secure(request) ? SECURE_PASSKEY_PENDING_COOKIE : PASSKEY_PENDING_COOKIE);

/** The pending passkey sign-in's cookie: HttpOnly, SameSite=Strict, for its few minutes. */
export function pendingCookie(request: Request, token: string | null): string {
  const attributes = `Path=/; HttpOnly; SameSite=Strict${secure(request) ? "; Secure" : ""}`;
  return token
    ? `${pendingName(request)}=${token}; ${attributes}; Max-Age=${PASSKEY_SIGN_IN_MINUTES * 60}`
    : `${pendingName(request)}=; ${attributes}; Max-Age=0`;
}

function readPending(request: Request): string | null {
  const name = pendingName(request);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}

type Allowed = <T extends object>(
  request: Request,
  permission: PracticePermission,
  then: (me: PracticeMe, session: repo.PracticeSession) => Promise<T>,
) => Promise<Signed<T>>;

/**
 * The security page's, the passkey sign-in's and the plan page's calls (part of the load context's
 * `practiceAccount`): each checks the session and the role on the server, as service.ts's do.
 */
export function practiceSecurityService(
  deps: PracticeAccountDeps,
  helpers: { allowed: Allowed; sessionCookie: (request: Request, token: string) => string },
): PracticeSecurityApi {
  const { db, now } = deps;
  const { allowed } = helpers;
  const actor = (session: repo.PracticeSession) => `practice-user:${session.userId}`;

  return {
    async security(request) {
      return allowed(request, "manage-passkeys", async (me, session) => ({
        security: {
          passkeys: await passkeysOf(db, session.userId),
          verified: await sessionVerified(db, session.tokenHash),
          options: JSON.stringify(
            await registrationOptions(db, {
              userId: session.userId,
              email: me.email,
              sessionHash: session.tokenHash,
              request,
              publicOrigin: deps.publicOrigin,
              now: now(),
            }),
          ),
        },
      }));
    },

    async addPasskey(request, values) {
      return allowed(request, "manage-passkeys", async (_me, session) => {
        const result = await addPasskey(db, {
          userId: session.userId,
          sessionHash: session.tokenHash,
          request,
          publicOrigin: deps.publicOrigin,
          now: now(),
          values,
        });
        if (result.kind !== "added") return { result };
        await audit(db, {
          actor: actor(session),
          action: "practice-passkey-added",
          details: { name: result.passkey.name },
        });
        return { result: { kind: "added" as const, name: result.passkey.name } };
      });
    },

    async removePasskey(request, id) {
      return allowed(request, "manage-passkeys", async (_me, session) => {
        const result = await removePasskey(db, {
          userId: session.userId,
          sessionHash: session.tokenHash,
          credentialId: id,
        });
        if (result.kind === "removed") {
          await audit(db, {
            actor: actor(session),
            action: "practice-passkey-removed",
            details: { name: result.name, left: result.left },
          });
        }
        return { result };
      });
    },

    async passkeySignIn(request) {
      const token = readPending(request);
      const found = token
        ? await signInOptions(db, { token, request, publicOrigin: deps.publicOrigin, now: now() })
        : null;
      return found ? { kind: "ready", email: found.email, options: JSON.stringify(found.options) } : { kind: "gone" };
    },

    async finishPasskeySignIn(request, values) {
      const token = readPending(request);
      const at = now();
      const result = token
        ? await finishPasskeySignIn(db, {
            token,
            response: values.response,
            request,
            publicOrigin: deps.publicOrigin,
            now: at,
          })
        : ({ kind: "gone" } as const);
      if (result.kind === "gone") return { kind: "gone", setCookie: pendingCookie(request, null) };
      if (result.kind === "failed") return result;
      const sessionToken = await db.transaction().execute(async (trx) => {
        const made = await repo.createSession(trx, { userId: result.userId, practiceId: result.practiceId, now: at });
        await markSessionVerified(trx, repo.tokenHash(made), result.userId, at);
        return made;
      });
      await audit(db, { actor: `practice-user:${result.userId}`, action: "practice-passkey-used" });
      await audit(db, {
        actor: `practice-user:${result.userId}`,
        action: "practice-sign-in",
        details: { passkey: true },
      });
      // The pending cookie is left to expire: its row is gone, and a response keeps one Set-Cookie.
      return { kind: "signed-in", setCookie: helpers.sessionCookie(request, sessionToken) };
    },

    async plan(request) {
      return allowed(request, "see-plan", async (me) => ({ plan: await planOf(db, me.current.practiceId) }));
    },
  };
}
