import { formatWait, RESPONSE_TARGET_MS, STATUS_LABELS } from "../lib/admin-api";
import type { ListingStatus } from "../../rules/api/listings-admin";

/** Emergency and urgent requests stand out; routine ones stay quiet. */
export function UrgencyBadge({ urgency }: { urgency: string | null }) {
  if (urgency === "emergency") {
    return (
      <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold text-white uppercase">Emergency</span>
    );
  }
  if (urgency === "urgent") {
    return (
      <span className="rounded-full border border-amber-600 bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900 uppercase">
        Urgent
      </span>
    );
  }
  if (urgency) return <span className="text-xs text-slate-600 capitalize">{urgency}</span>;
  return null;
}

export function StatusBadge({ status }: { status: string }) {
  const tone =
    status === "new"
      ? "bg-brand-700 text-white"
      : ["closed", "declined", "rejected"].includes(status)
        ? "bg-slate-200 text-slate-800"
        : "bg-brand-100 text-brand-900";
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

/** How long a new booking request has waited, against the team's own 2-hour target. */
export function WaitBadge({ receivedAt, now }: { receivedAt: string; now: number }) {
  const waited = now - Date.parse(receivedAt);
  const over = waited > RESPONSE_TARGET_MS;
  return (
    <span className={`text-xs font-semibold ${over ? "text-red-700" : "text-slate-700"}`}>
      {over ? `Over 2 h target: waiting ${formatWait(waited)}` : `Waiting ${formatWait(waited)} of 2 h`}
    </span>
  );
}

/** A booking whose practice did not answer in time: it waits for an operator to choose another. */
export function RematchBadge() {
  return (
    <span className="rounded-full border border-red-700 bg-red-50 px-2.5 py-0.5 text-xs font-bold text-red-800">
      Needs re-matching
    </span>
  );
}

/** A listing's status in the operator's words (the listings' filter, badge and panel). */
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  published: "Published",
  draft: "Draft",
};

/** Published listings are on the site; drafts are not. */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const tone = status === "published" ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900";
  return <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${tone}`}>{LISTING_STATUS_LABELS[status]}</span>;
}
