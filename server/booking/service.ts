import type { Kysely } from "kysely";

import type { ListResponse, NamedListing, SubmissionDetail } from "../../rules/api/inbox";
import type { RequestStatusView } from "../../rules/api/request-status";
import { BOOKING_FIGURE_DAYS } from "../../rules/api/site-figures";
import { type PublicStatus, publicStatusOf } from "../../rules/request-status";
import { RETENTION } from "../../rules/retention";
import { allowedMoves } from "../../rules/workflows";
import { CITY_OPTIONS, TIME_OPTIONS } from "../../forms/options";
import { practiceContact } from "./transition-emails";
import { WITHDRAWN_ACTION } from "./patient-steps";
import type { CalendarAppointment } from "./calendar";
import { acceptOfferedTime, cancelAppointment, latestPracticeRequest } from "./patient-actions";
import { closureNoticeOf, loopView } from "./patient-view";
import { preferredTimeNote } from "../../rules/listings/preferred-time";
import { nzToday } from "../../rules/nz-time";
import { openTimesOf, practiceOpenFacts, draftPracticeFromApplication } from "../listings";
import { statusLinkSealKey } from "../platform/private-links/status-link-seal";
import type { Database } from "../platform/db/schema";
import { audit, hashedEmail } from "../platform/audit/audit";
import { findChosenListing, type ListingLookup } from "./chosen-listing";
import { csvExport } from "./export";
import {
  countBookingsSince,
  countExportRows,
  exportRows,
  listForInbox,
  type ListFilter,
  type ListPage,
} from "./inbox-list";
import { addNote, changeStatus, getSubmission, setSpam } from "./operator-actions";
import { deletePerson, deleteSubmission, personData, purgeExpired } from "./deletion";
import { findStatusByToken, withdrawRequest } from "./status-links";
import { STATUS_TOKEN_PATTERN } from "../platform/private-links/status-token";

export type { ListFilter };

/** What the service needs from the server around it. */
interface ServiceContext {
  db: Kysely<Database>;
  /** Key of the audit log's e-mail hashes. */
  auditKey: string;
  /** Rids the database's files of erased data's leftovers, in the background (after every erasure). */
  scrubErasedData(): void;
  /** The published listings (read when asked: they are decorated after this service). */
  listings(): ListingLookup;
  /** After a committed listings write (an approved partner's draft practice): this instance's snapshot looks again at once. */
  listingsWritten(): Promise<unknown>;
}

/** The listing a submission's `listing` field names, as it is listed now (booking and contact forms). */
async function namedListing(listings: ListingLookup, fields: Record<string, unknown>): Promise<NamedListing | null> {
  const ref = typeof fields.listing === "string" ? fields.listing : "";
  const [kind, ...rest] = ref.split("/");
  if (!ref || (kind !== "dentist" && kind !== "surgeon")) return null;
  const found = await findChosenListing(listings, ref);
  return {
    ref,
    kind,
    id: rest.join("/"),
    listed: found && {
      name: found.name,
      practice: found.practice,
      citySlug: found.citySlug,
      phone: found.phone,
      bookingEmail: found.bookingEmail,
    },
  };
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/**
 * What can be done with stored submissions, as the inbox, the status links and the retention
 * timer ask for it: each operation does its SQL (inbox-list.ts, operator-actions.ts, deletion.ts,
 * status-links.ts), writes its audit entry and, after an erasure, asks for the disk to be scrubbed. HTTP stays in the plugins; failures are typed
 * (errors.ts) for the error handler.
 */
export function submissionsService({ db, auditKey, scrubErasedData, listings, listingsWritten }: ServiceContext) {
  // Opens the sealed link tokens (status-link-seal.ts) for the loop's e-mails.
  const sealKey = statusLinkSealKey(auditKey);
  const knownToken = (token: string) => STATUS_TOKEN_PATTERN.test(token);
  return {
    list: (filter: ListFilter & ListPage): Promise<ListResponse> => listForInbox(db, filter),

    /** One submission with its history and next moves, for an operator (audited); undefined when gone. */
    async detail(id: string, actor: string): Promise<SubmissionDetail | undefined> {
      const found = await getSubmission(db, id);
      if (!found) return undefined;
      await audit(db, { actor, action: "view-submission", target: found.submission.reference });
      const {
        idempotency_key: _k,
        body_hash: _h,
        status_token_hash: _t,
        status_token_sealed: _s,
        fields,
        ...submission
      } = found.submission;
      const values = JSON.parse(fields) as Record<string, unknown>;
      return {
        submission: { ...submission, fields: values },
        listing: await namedListing(listings(), values),
        events: found.events,
        moves: found.submission.spam ? [] : [...allowedMoves(found.submission.form, found.submission.status)],
      };
    },

    async changeStatus(id: string, actor: string, change: { to: string; note?: string; dentistId?: string }) {
      const { dentistId, ...move } = change;
      // Matched with a listed dentist: the history names them as they were listed at that moment.
      const dentist = move.to === "matched" && dentistId ? await listings().dentist(dentistId) : undefined;
      const matchedDentist = dentist && `${dentist.name}, ${dentist.practice} (${dentist.id})`;
      let drafted = false;
      const result = await changeStatus(db, { id, actor, ...move, matchedDentist }, async (trx, moved) => {
        if (moved.form !== "partner" || moved.to !== "approved") return undefined;
        const practiceId = await draftPracticeFromApplication(trx, {
          reference: moved.reference,
          fields: moved.fields,
          actor,
          sealKey,
          now: new Date(),
        });
        drafted = true;
        return { action: "practice-drafted", note: practiceId };
      });
      if (drafted) await listingsWritten();
      await audit(db, {
        actor,
        action: "status-change",
        target: result.reference,
        details: { from: result.from, to: result.to },
      });
    },

    addNote: (id: string, actor: string, note: string) => addNote(db, { id, actor, note }),

    async setSpam(id: string, actor: string, spam: boolean) {
      await setSpam(db, { id, actor, spam });
      await audit(db, { actor, action: spam ? "mark-spam" : "release-spam", target: id });
    },

    /** Deletes a submission and its history; false when there was none. */
    async delete(id: string, actor: string): Promise<boolean> {
      const row = await deleteSubmission(db, id);
      if (!row) return false;
      scrubErasedData();
      await audit(db, {
        actor,
        action: "delete-submission",
        target: row.reference,
        details: { form: row.form, status: row.status },
      });
      return true;
    },

    /** Everything stored under an e-mail address (audited under the address's keyed hash). */
    async personData(email: string, actor: string) {
      const data = await personData(db, email);
      await audit(db, {
        actor,
        action: "export-person",
        target: hashedEmail(auditKey, email),
        details: {
          submissions: data.submissions.length,
          waitlist: data.waitlist.length,
          reviews: data.reviews.length,
          reviewReports: data.reviewReports.length,
        },
      });
      return data;
    },

    /** Deletes everything stored under an e-mail address; how many submissions went. */
    async deletePerson(email: string, actor: string): Promise<number> {
      const { submissions: deleted, waitlistEntries, reviewReports } = await deletePerson(db, email);
      if (deleted + waitlistEntries + reviewReports > 0) scrubErasedData();
      await audit(db, {
        actor,
        action: "delete-person",
        target: hashedEmail(auditKey, email),
        details: {
          submissions: deleted,
          ...(waitlistEntries > 0 ? { waitlistEntries } : {}),
          ...(reviewReports > 0 ? { reviewReports } : {}),
        },
      });
      return deleted;
    },

    /**
     * A filtered list as CSV, newest first, streamed a batch at a time. Audited before the first
     * row leaves, with the rows matching now: an export cut short still shows.
     */
    async exportCsv(filter: ListFilter, actor: string): Promise<AsyncIterable<string>> {
      const { spam, ...shown } = filter;
      await audit(db, {
        actor,
        action: "export-csv",
        details: {
          rows: await countExportRows(db, filter),
          spam,
          filter: { ...shown, q: shown.q ? "(search)" : undefined },
        },
      });
      return csvExport(exportRows(db, filter, "newest-first"), filter.form);
    },

    /** Deletes finished submissions past the retention period the privacy notices state (audited). */
    async purge(): Promise<number> {
      const deleted = await purgeExpired(db, RETENTION.months);
      if (deleted > 0) scrubErasedData();
      await audit(db, {
        actor: "system",
        action: "purge",
        details: { deleted, retentionMonths: RETENTION.months },
      });
      return deleted;
    },

    /** Booking requests received in the BOOKING_FIGURE_DAYS days before `now`, spam left out. */
    recentBookingRequests: (now: Date) =>
      countBookingsSince(db, new Date(now.getTime() - BOOKING_FIGURE_DAYS * 86_400_000).toISOString()),

    /** A status page's view of one request, or undefined when no request has this token. */
    async statusView(token: string, now = new Date()): Promise<RequestStatusView | undefined> {
      const found = knownToken(token) ? await findStatusByToken(db, token) : undefined;
      if (!found) return undefined;
      const { row, events } = found;
      const timeline: { status: PublicStatus; at: string }[] = [];
      for (const event of events) {
        const status = event.action === WITHDRAWN_ACTION ? "withdrawn" : publicStatusOf(event.to_status ?? "");
        if (timeline.at(-1)?.status !== status) timeline.push({ status, at: event.at });
      }
      const withdrawn = events.some((e) => e.action === WITHDRAWN_ACTION);
      const fields = JSON.parse(row.fields) as Record<string, unknown>;
      const latest = await latestPracticeRequest(db, row.id);
      const loop = loopView(
        latest,
        token,
        withdrawn,
        now,
        typeof fields.listing === "string" && fields.listing !== "" ? fields.listing : null,
      );
      // A request waiting at a practice that is closed now says so (issue 37 item 2), and one whose
      // preferred time the practice is not open at offers its next open times (item 3).
      const facts =
        !loop.notice && latest?.status === "waiting" ? await practiceOpenFacts(db, latest.practice_id) : undefined;
      const named = loop.sentTo !== null;
      const closure = facts ? closureNoticeOf(latest, facts.closures, now, named) : null;
      const preferred =
        facts && latest
          ? preferredTimeNote(
              openTimesOf({ ...facts, practice: named ? latest.practice_name : "The practice" }, nzToday(now)),
              text(fields.preferredDate) ?? "",
              text(fields.preferredTime) ?? "",
              TIME_OPTIONS.map((t) => t.value),
            )
          : undefined;
      const preferredNote =
        preferred &&
        `${preferred.why} ${preferred.next.length ? `Its next open times: ${preferred.next.join("; ")}. ` : ""}Your request asks for the time you chose; the practice will offer one that suits you both.`;
      const notes = [closure, preferredNote].filter(Boolean).join(" ");
      return {
        reference: row.reference,
        receivedAt: row.received_at,
        service: text(fields.service),
        city: CITY_OPTIONS.find((c) => c.value === row.city)?.label ?? null,
        preferredDate: text(fields.preferredDate),
        preferredTime: text(fields.preferredTime),
        status: withdrawn ? "withdrawn" : publicStatusOf(row.status),
        timeline,
        ...loop,
        notice: loop.notice ?? (notes || null),
      };
    },

    /** The patient accepts a time the practice offered (patient-actions.ts). */
    acceptOfferedTime: (token: string, time: string, now?: Date) =>
      knownToken(token)
        ? acceptOfferedTime(db, { token, time, sealKey, now })
        : Promise.resolve({ outcome: "not-found" as const }),

    /** The patient cancels their confirmed appointment (patient-actions.ts). */
    cancelAppointment: (token: string, now?: Date) =>
      knownToken(token)
        ? cancelAppointment(db, { token, sealKey, now })
        : Promise.resolve({ outcome: "not-found" as const }),

    /** A confirmed appointment's calendar facts, or undefined when there is none behind this token. */
    async confirmedAppointment(token: string): Promise<Omit<CalendarAppointment, "siteHost"> | undefined> {
      const found = knownToken(token) ? await findStatusByToken(db, token) : undefined;
      if (!found || found.events.some((e) => e.action === WITHDRAWN_ACTION)) return undefined;
      const row = await latestPracticeRequest(db, found.row.id);
      if (row?.status !== "confirmed" || !row.appointment_start) return undefined;
      return {
        practiceRequestId: row.id,
        reference: found.row.reference,
        practice: practiceContact(row),
        start: row.appointment_start,
        minutes: row.appointment_minutes ?? 0,
      };
    },

    /**
     * The patient withdraws their request: closed, personal details erased, audited. Repeating it
     * changes nothing. The withdrawn reference (for the log) or undefined for an unknown token.
     */
    async withdraw(token: string, now?: Date): Promise<{ reference: string; withdrawn: boolean } | undefined> {
      const result = knownToken(token) ? await withdrawRequest(db, token, { sealKey, now }) : undefined;
      if (!result) return undefined;
      if (result.withdrawn) {
        scrubErasedData();
        await audit(db, {
          actor: "patient",
          action: "withdraw-request",
          target: result.reference,
          details: { from: result.from, to: "closed", erased: true },
        });
      }
      return { reference: result.reference, withdrawn: result.withdrawn };
    },
  };
}

export type SubmissionsService = ReturnType<typeof submissionsService>;
