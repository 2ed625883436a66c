import type { ReactNode } from "react";

import type { InboxPracticeRequest, NamedListing } from "../../rules/api/inbox";
import type { PracticeRequestStatus } from "../../rules/booking-loop";
import { nzDateTimeText } from "../../rules/nz-time";
import { DetailRow } from "./admin-detail-row";
import { ListingPicker } from "./admin-listing-picker";
import { AdminPanel } from "./admin-panel";
import { TypedText } from "./typed-text";

/*
 * The inbox's view of a booking's sendings to practices (issue 22): where it went, what the
 * practice answered and when, and the form that sends it to a practice by its listing (D451).
 */

const PRACTICE_STATUS_LABELS: Record<PracticeRequestStatus, string> = {
  waiting: "Waiting for the practice",
  offered: "Practice offered times",
  confirmed: "Confirmed by the practice",
  declined: "Declined by the practice",
  cancelled: "Cancelled by the patient",
  withdrawn: "Withdrawn by the patient",
  superseded: "Sent elsewhere instead",
};

/** The history's words for the loop's entries (admin-submission.tsx ACTION_LABELS). */
export const PRACTICE_ACTION_LABELS: Record<string, string> = {
  "sent-to-practice": "Sent to practice",
  "practice-confirmed": "Practice confirmed a time",
  "practice-offered": "Practice offered times",
  "practice-declined": "Practice declined",
};

function PracticeRequestItem({ request }: { request: InboxPracticeRequest }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="font-semibold text-ink">
        <TypedText text={request.practiceName} />
      </p>
      <p className="mt-1 flex flex-wrap gap-2">
        <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
          {PRACTICE_STATUS_LABELS[request.status]}
        </span>
        {request.escalatedAt && request.status !== "superseded" && request.status !== "confirmed" && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
            Needs re-matching
          </span>
        )}
      </p>
      <dl className="mt-2 grid grid-cols-[6.5rem_1fr] gap-x-2 gap-y-1 text-sm">
        <DetailRow label="Sent">
          {nzDateTimeText(request.sentAt)} to <TypedText text={request.practiceEmail} />
        </DetailRow>
        <DetailRow label="Phone">
          <TypedText text={request.practicePhone} />
        </DetailRow>
        <DetailRow label="First answer">
          {request.firstAnswerAt ? nzDateTimeText(request.firstAnswerAt) : "None yet"}
        </DetailRow>
        {request.appointment && (
          <DetailRow label="Appointment">
            {nzDateTimeText(request.appointment.start)} ({request.appointment.minutes} min)
          </DetailRow>
        )}
        {request.offeredTimes.length > 0 && (
          <DetailRow label="Offered">{request.offeredTimes.map((t) => nzDateTimeText(t)).join("; ")}</DetailRow>
        )}
        {request.declineReason && (
          <DetailRow label="Reason">
            <TypedText text={request.declineReason} />
          </DetailRow>
        )}
        {request.remindedAt && <DetailRow label="Reminded">{nzDateTimeText(request.remindedAt)}</DetailRow>}
        <DetailRow label="Link expires">{nzDateTimeText(request.expiresAt)}</DetailRow>
      </dl>
    </li>
  );
}

export function PracticeRequestsPanel({
  requests,
  sendForm,
}: {
  requests: InboxPracticeRequest[];
  /** The "Send to practice" form, when the booking can still be sent (new or in progress). */
  sendForm?: ReactNode;
}) {
  return (
    <AdminPanel id="practice-requests" title="Practice">
      {requests.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Not sent to a practice yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {requests.map((request) => (
            <PracticeRequestItem key={request.id} request={request} />
          ))}
        </ol>
      )}
      {sendForm}
    </AdminPanel>
  );
}

/** The fields of "Send to practice": a listing found by name, practice or city (ListingPicker). */
export function SendToPracticeFields({ named }: { named?: NamedListing }) {
  return (
    <>
      <ListingPicker name="listing" named={named} />
      <p className="mt-2 text-sm text-slate-600">
        The practice gets an e-mail with a private link to answer. An earlier practice’s link then says the request went
        elsewhere.
      </p>
      <button type="submit" className="btn-primary mt-3 w-full">
        Send to practice
      </button>
    </>
  );
}
