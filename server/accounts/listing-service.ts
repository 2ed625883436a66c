import type { ContactChangeCalls } from "../../rules/api/contact-changes";
import type { HistoryEntryView, PracticeListingCalls } from "../../rules/api/practice-listing";
import { fieldLabel, valueText } from "../../rules/practice-listing";
import { practiceState, PRACTICE_TARGET, readHistory, DECLINE_ACTOR } from "../listings";
import { confirmByLink, confirmDetails, confirmLinkState } from "./confirmation";
import { current, type PracticeListingDeps } from "./listing-saving";
import { practiceGuard } from "./practice-guard";
import { saveClosures, saveFacts, saveNewPatients } from "./practice-facts-saves";
import { addPractitioner, savePractitioner } from "./practitioner-saves";

type Service = Omit<PracticeListingCalls, keyof ContactChangeCalls>;

/**
 * The practice's own listing (issue 36 item 4), for owners and managers ("edit-listing"), always in
 * the practice the session is working in. Opening hours, services, languages, access, contact
 * details and the booking address publish at once through the repository's save (audited, with
 * history, the listings version bumped); the practice's name and address and a practitioner's name,
 * registration number and specialist title wait for an operator (change-requests.ts), unless no
 * listing at the practice is public yet (a draft: everything applies at once). Every form carries
 * the version it was read at; a save against another version writes nothing.
 */
export function practiceListingService(deps: PracticeListingDeps): Service {
  const { db, now } = deps;
  const { allowed } = practiceGuard(deps);

  return {
    confirmLinkState: (token) => confirmLinkState(db, deps.auditKey, token),
    async confirmByLink(token) {
      const state = await confirmByLink(db, deps.auditKey, token, now());
      if (state.kind === "confirmed") await deps.refreshListings();
      return state;
    },

    async listingPage(request) {
      return allowed(request, "edit-listing", async (me) => {
        const listing = await current(deps, me.current.practiceId);
        if (!listing) throw new Error(`practice ${me.current.practiceId} has no listing`);
        return { listing };
      });
    },

    async listingHistory(request) {
      return allowed(request, "edit-listing", async (me) => {
        const practiceId = me.current.practiceId;
        const rows = await readHistory(db, { practiceId });
        const state = await practiceState(db, practiceId);
        const names = new Map(
          (state?.listings ?? []).map((l) => [
            `${l.kind}:${l.listing.id}`,
            l.kind === "emergency-clinic" ? "Emergency clinic" : l.listing.name,
          ]),
        );
        const userIds = [
          ...new Set(rows.filter((r) => r.actor.startsWith("practice-user:")).map((r) => r.actor.slice(14))),
        ];
        const emails = new Map(
          userIds.length
            ? (await db.selectFrom("practice_users").select(["id", "email"]).where("id", "in", userIds).execute()).map(
                (u) => [u.id, u.email],
              )
            : [],
        );
        const entries: HistoryEntryView[] = rows.map((row) => ({
          id: row.id,
          at: row.at,
          what: row.target === PRACTICE_TARGET ? "Practice" : (names.get(row.target) ?? row.target),
          field: fieldLabel(row.field),
          before: valueText(row.field, row.before),
          after: valueText(row.field, row.after),
          who: row.actor.startsWith("practice-user:")
            ? (emails.get(row.actor.slice(14)) ?? "A former member of the practice")
            : row.actor === DECLINE_ACTOR
              ? "Your practice, declining a request as not taking new patients"
              : "Our team",
        }));
        return { entries };
      });
    },

    async saveListing(request, values) {
      return allowed(request, "edit-listing", async (me, session) => {
        const user = { id: session.userId, email: me.email, role: me.current.role };
        const practiceId = me.current.practiceId;
        if (values.intent === "confirm") {
          const on = await confirmDetails(db, { practiceId, userId: session.userId, now: now() });
          await deps.refreshListings();
          return { result: { kind: "confirmed" as const, on } };
        }
        const result =
          values.intent === "practitioner"
            ? await savePractitioner(deps, practiceId, user, values)
            : values.intent === "new-practitioner"
              ? await addPractitioner(deps, practiceId, user, values)
              : values.intent === "closure-add" || values.intent === "closure-remove"
                ? await saveClosures(deps, practiceId, user, values)
                : values.intent === "new-patients"
                  ? await saveNewPatients(deps, practiceId, user, values)
                  : await saveFacts(deps, practiceId, user, values);
        return { result };
      });
    },
  };
}
