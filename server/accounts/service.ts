import { fieldErrorsOf, InviteSchema } from "../../forms/practice-account";
import type { PracticeAccountLoadContext, PracticeRequestList } from "../../rules/api/practice-account";
import type { PracticeListingCalls } from "../../rules/api/practice-listing";
import { can, isRequestGroup, REQUEST_GROUPS, type RequestGroup, requestGroup } from "../../rules/practice-account";
import { audit } from "../platform/audit/audit";
import { normaliseEmail } from "../platform/operators/operators";
import { answerPracticeRequest, practiceRequestsOfPractice, practiceRequestView } from "../booking";
import { practiceReviewsPage, submitReply } from "../reviews";
import { practiceFigures } from "./figures";
import { beginPasskeySignIn, hasPasskeys } from "./passkeys";
import { type PracticeAccountDeps, practiceGuard, readCookie, SESSION_LIMITS, sessionCookie } from "./practice-guard";
import { pendingCookie, practiceSecurityService } from "./security-service";
import { onboardingView, submitListing } from "./onboarding";
import { addPerson, removePerson } from "./people";
import * as repo from "./repository";
import { requestSignInLink } from "./sign-in-links";
import { reportStopState, saveDigest, saveReportChoice, settingsView, stopReport } from "./settings";

/** Everything but the listing's calls (listing-service.ts). */
type Service = Omit<PracticeAccountLoadContext["practiceAccount"], keyof PracticeListingCalls>;

export function practiceAccountService(deps: PracticeAccountDeps): Service {
  const { db, now } = deps;

  const { signedIn, allowed } = practiceGuard(deps);

  const actor = (session: repo.PracticeSession) => `practice-user:${session.userId}`;

  return {
    ...practiceSecurityService(deps, { allowed, sessionCookie }),

    requestLink: requestSignInLink(deps),

    async linkState(token) {
      const link = await repo.findLink(db, token);
      if (!link) return { kind: "missing" };
      if (link.used_at) return { kind: "used" };
      if (Date.parse(link.expires_at) <= now().getTime()) return { kind: "expired" };
      const practiceName = link.practice_id ? await repo.practiceName(db, link.practice_id) : null;
      return { kind: "valid", purpose: link.purpose, practiceName };
    },

    async useLink(request, token) {
      const at = now();
      const result = await db.transaction().execute(async (trx) => {
        const link = await repo.findLink(trx, token);
        if (!link) return { kind: "missing" as const };
        if (link.used_at) return { kind: "used" as const };
        if (Date.parse(link.expires_at) <= at.getTime()) return { kind: "expired" as const };
        // Only one use wins, even when two arrive together.
        if (!(await repo.claimLink(trx, token, at))) return { kind: "used" as const };
        // Someone with a passkey needs it too: the link opens only a pending sign-in (passkeys.ts).
        if (await hasPasskeys(trx, link.user_id)) {
          const pendingToken = await beginPasskeySignIn(trx, {
            userId: link.user_id,
            practiceId: link.practice_id,
            now: at,
          });
          return { kind: "passkey-needed" as const, pendingToken };
        }
        const sessionToken = await repo.createSession(trx, {
          userId: link.user_id,
          practiceId: link.practice_id,
          now: at,
        });
        return { kind: "signed-in" as const, sessionToken, userId: link.user_id };
      });
      if (result.kind === "passkey-needed") {
        return { kind: "passkey-needed", setCookie: pendingCookie(request, result.pendingToken) };
      }
      if (result.kind !== "signed-in") return result;
      await audit(db, { actor: `practice-user:${result.userId}`, action: "practice-sign-in" });
      return { kind: "signed-in", setCookie: sessionCookie(request, result.sessionToken) };
    },

    async me(request) {
      return allowed(request, "read-requests", async () => ({}));
    },

    async requests(request, filter) {
      return allowed(request, "read-requests", async (me) => {
        const at = now();
        const rows = await practiceRequestsOfPractice(db, me.current.practiceId, at);
        // Requests held for the next summary (digest.ts), not e-mailed to the booking address yet.
        const held = new Map(
          (
            await db
              .selectFrom("practice_digest_items")
              .select(["practice_request_id", "due_at"])
              .where("practice_id", "=", me.current.practiceId)
              .where("told_at", "is", null)
              .execute()
          ).map((item) => [item.practice_request_id, item.due_at]),
        );
        const counts = Object.fromEntries(REQUEST_GROUPS.map((g) => [g, 0])) as Record<RequestGroup, number>;
        const dentists = new Map<string, string>();
        const all = rows.map(({ row, view }) => {
          const group = requestGroup(row.status, row.appointment_start, at);
          counts[group] += 1;
          dentists.set(row.listing_ref, view.dentist.name);
          return {
            id: row.id,
            reference: view.reference,
            status: view.status,
            group,
            dentist: { ref: row.listing_ref, name: view.dentist.name },
            sentAt: view.sentAt,
            patientName: view.patient ? `${view.patient.firstName} ${view.patient.lastName}`.trim() : null,
            service: view.service,
            urgency: view.urgency,
            appointment: view.appointment,
            offeredTimes: view.offeredTimes,
            heldForSummary: held.get(row.id) ?? null,
          };
        });
        const group = isRequestGroup(filter.group) ? filter.group : null;
        const dentist = filter.dentist && dentists.has(filter.dentist) ? filter.dentist : null;
        const list: PracticeRequestList = {
          requests: all.filter((r) => (!group || r.group === group) && (!dentist || r.dentist.ref === dentist)),
          dentists: [...dentists].map(([ref, name]) => ({ ref, name })).sort((a, b) => a.name.localeCompare(b.name)),
          counts,
          filter: { group, dentist },
        };
        return { list };
      });
    },

    async request(request, id) {
      return allowed(request, "read-requests", async (me) => {
        const found = await practiceRequestView(db, { id, practiceId: me.current.practiceId }, now(), deps.dentistName);
        return { page: found.kind === "found" ? { kind: "found" as const, view: found.view } : found };
      });
    },

    async answer(request, id, values) {
      return allowed(request, "answer-requests", async (me, session) => {
        const result = await answerPracticeRequest(db, deps.dialect, {
          key: { id, practiceId: me.current.practiceId },
          values,
          now: now(),
          sealKey: deps.sealKey,
          dentistName: deps.dentistName,
        });
        if (result.kind === "answered") {
          deps.enqueued();
          await audit(db, {
            actor: actor(session),
            action: "practice-answer",
            target: result.view.reference,
            details: { practiceId: me.current.practiceId, practiceRequestId: id, status: result.view.status },
          });
        }
        return { result };
      });
    },

    async team(request) {
      return allowed(request, "manage-users", async (me, session) => {
        const members = await repo.membersOf(db, me.current.practiceId);
        return {
          members: members.map((m) => ({ userId: m.id, email: m.email, role: m.role, you: m.id === session.userId })),
        };
      });
    },

    async invite(request, values) {
      return allowed(request, "manage-users", async (me, session) => {
        const parsed = InviteSchema.safeParse(values);
        if (!parsed.success) {
          return { result: { kind: "invalid" as const, errors: fieldErrorsOf(parsed.error), values } };
        }
        const added = await addPerson(deps, {
          practiceId: me.current.practiceId,
          email: parsed.data.email,
          role: parsed.data.role,
          addedBy: actor(session),
        });
        if (!added) {
          return {
            result: {
              kind: "invalid" as const,
              errors: { email: "This person is already in your practice's account." },
              values,
            },
          };
        }
        return {
          result: {
            kind: "done" as const,
            email: normaliseEmail(parsed.data.email),
            invitationSent: added.invitationSent,
          },
        };
      });
    },

    async remove(request, userId) {
      return allowed(request, "manage-users", async (me, session) => ({
        result: await removePerson(deps, { practiceId: me.current.practiceId, userId, removedBy: actor(session) }),
      }));
    },

    async reviews(request, page) {
      return allowed(request, "read-reviews", async (me) => {
        const found = await practiceReviewsPage(db, me.current.practiceId, me.current.practiceName, page);
        return { reviews: { ...found, canReply: can(me.current.role, "reply-reviews") } };
      });
    },

    async replyToReview(request, reviewId, values) {
      return allowed(request, "reply-reviews", async (me, session) => {
        // The e-mailed link's own function: same checks, same moderation, one reply whichever way.
        const result = await submitReply(db, { reviewId, practiceId: me.current.practiceId }, values, now());
        if (result.kind === "sent") {
          await audit(db, {
            actor: actor(session),
            action: "practice-review-reply",
            target: reviewId,
            details: { practiceId: me.current.practiceId },
          });
        }
        return { result };
      });
    },

    async figures(request) {
      return allowed(request, "read-figures", async (me) => ({
        figures: await practiceFigures(deps, me.current.practiceId, now()),
      }));
    },

    async settings(request) {
      return allowed(request, "read-requests", async (me, session) => ({
        settings: await settingsView(db, session.userId, me.current.practiceId, me.current.role),
      }));
    },

    async saveDigest(request, values) {
      return allowed(request, "change-digest", async (me, session) => ({
        result: await saveDigest(db, { userId: session.userId, practiceId: me.current.practiceId, values, now: now() }),
      }));
    },

    async saveReportChoice(request, values) {
      return allowed(request, "read-figures", async (me, session) => ({
        result: await saveReportChoice(db, {
          userId: session.userId,
          practiceId: me.current.practiceId,
          values,
          now: now(),
        }),
      }));
    },

    reportStopState: (token) => reportStopState(db, deps.auditKey, token),
    stopReport: (token) => stopReport(db, deps.auditKey, token, now()),

    async listingState(request) {
      return allowed(request, "read-requests", async (me) => ({
        onboarding: await onboardingView(db, me.current.practiceId, me.current.role),
      }));
    },

    async submitListing(request) {
      return allowed(request, "submit-listing", async (me, session) => {
        const result = await submitListing(db, {
          practiceId: me.current.practiceId,
          actor: actor(session),
          now: now(),
        });
        if (result.kind === "submitted") deps.enqueued();
        return { result };
      });
    },

    async switchPractice(request, practiceId) {
      const who = await signedIn(request);
      if (who.kind !== "ok") return who.kind === "signed-out" ? who : { kind: "no-practice", email: who.email };
      const to = who.me.practices.find((p) => p.practiceId === practiceId);
      if (!to) return { kind: "forbidden", me: who.me, message: "You do not belong to that practice." };
      await repo.setSessionPractice(db, who.session.tokenHash, practiceId);
      return { kind: "ok", me: { ...who.me, current: to } };
    },

    async signOut(request, everywhere) {
      const token = readCookie(request);
      const session = token ? await repo.findSession(db, token, now(), SESSION_LIMITS) : null;
      if (session) {
        if (everywhere) await repo.endSessionsOf(db, session.userId);
        else await repo.endSession(db, session.tokenHash);
        await audit(db, {
          actor: `practice-user:${session.userId}`,
          action: "practice-sign-out",
          details: { everywhere },
        });
      }
      return { setCookie: sessionCookie(request, null) };
    },
  };
}
