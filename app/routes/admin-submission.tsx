import { type Ref, useEffect, useRef, useState } from "react";
import { Link, replace, useFetcher, useLoaderData } from "react-router";

import type { Route } from "./+types/admin-submission";
import { TRACKING_FIELDS } from "../../forms/common";
import { displayValue, fieldSpec } from "../../forms/display";
import { FORM_SPECS } from "../../forms/specs";
import { ActionForm } from "../components/admin-action-form";
import { StatusBadge, UrgencyBadge, WaitBadge } from "../components/admin-badges";
import { DetailRow } from "../components/admin-detail-row";
import { ListingPanel } from "../components/admin-listing-panel";
import { AdminInput } from "../components/admin-fields";
import { AdminPanel } from "../components/admin-panel";
import { AdminError, AdminNotice, AdminShell } from "../components/admin-shell";
import { AdminNamedListing } from "../components/admin-named-listing";
import {
  PRACTICE_ACTION_LABELS,
  PracticeRequestsPanel,
  SendToPracticeFields,
} from "../components/admin-practice-requests";
import { adminPaths } from "../../rules/admin-paths";
import { type AnyListing, type ListingDetail, parseListingKey } from "../../rules/api/listings-admin";
import { nzDateTimeText } from "../../rules/nz-time";
import {
  AdminApiError,
  adminGet,
  adminMeta,
  adminSend,
  attempt,
  download,
  ensureSession,
  FORM_LABELS,
  STATUS_LABELS,
  type SubmissionDetail,
} from "../lib/admin-api";
import { TypedText } from "../components/typed-text";

export const meta: Route.MetaFunction = () => adminMeta("Submission");

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const [detail] = await Promise.all([
    adminGet<SubmissionDetail>(`/submissions/${encodeURIComponent(params.id)}`),
    ensureSession(),
  ]);
  const named = namedListing(detail);
  return { detail, now: Date.now(), named, listing: named ? await listingOrNull(named.kind, named.id) : null };
}

/**
 * The listing a submission is about: the one a "Report a change" message names, or the draft an
 * approved partner application became (its history holds the key).
 */
function namedListing(detail: SubmissionDetail) {
  const { form, fields } = detail.submission;
  if (form === "contact" && typeof fields.listing === "string") return parseListingKey(fields.listing);
  const drafted = detail.events.find((e) => e.action === "listing-drafted");
  return drafted?.note ? parseListingKey(drafted.note) : undefined;
}

async function listingOrNull(kind: string, id: string): Promise<AnyListing | null> {
  try {
    const found = await adminGet<ListingDetail>(`/listings/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`);
    return found.listing;
  } catch (caught) {
    if (caught instanceof AdminApiError && caught.status === 404) return null;
    throw caught;
  }
}

/**
 * Every change made on this page: the form's `intent` says which. Answers with the message to show
 * (or the server's refusal); a deletion leaves for the inbox. React Router reloads the page's data after.
 */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const text = (name: string) => String(form.get(name) ?? "");
  const path = `/submissions/${encodeURIComponent(params.id)}`;
  const result = await attempt(async () => {
    switch (intent) {
      case "move": {
        const to = text("to");
        await adminSend("POST", `${path}/status`, {
          to,
          note: text("note"),
          dentistId: to === "matched" ? text("dentistId") : undefined,
        });
        return `Status changed to ${STATUS_LABELS[to] ?? to}.`;
      }
      case "note":
        await adminSend("POST", `${path}/note`, { note: text("note") });
        return "Note added.";
      case "send-to-practice":
        await adminSend("POST", `${path}/send-to-practice`, { listing: text("listing") });
        return "Sent to the practice.";
      case "mark-spam":
        await adminSend("POST", `${path}/mark-spam`);
        return "Moved to spam.";
      case "release-spam":
        await adminSend("POST", `${path}/release-spam`);
        return "Released from spam.";
      case "export":
        download(
          `personal-data-${text("reference")}.json`,
          await adminSend("POST", "/people/export", { email: text("email") }),
        );
        return undefined;
      case "delete":
        await adminSend("DELETE", path);
        return undefined;
      default:
        throw new Error("That action is not known. Please reload the page.");
    }
  });
  if (intent === "delete" && result.ok) return replace(adminPaths.inbox());
  return { intent, ...result };
}

type PageFetcher = ReturnType<typeof useFetcher<typeof clientAction>>;

const ACTION_LABELS: Record<string, string> = {
  received: "Received",
  "received-again": "Signed up again",
  "status-change": "Status changed",
  "matched-dentist": "Matched with",
  note: "Note",
  "released-from-spam": "Released from spam",
  "marked-spam": "Marked as spam",
  withdrawn: "Withdrawn by the patient; personal details erased",
  "listing-drafted": "Draft listing created",
  "practice-drafted": "Draft practice created; its contact invited as owner",
  ...PRACTICE_ACTION_LABELS,
};

/**
 * A submission's fields as the form asked for them: in the form's order, under the form's labels,
 * values as people read them (forms/display.ts). Keys the form does not define (a trapped bot's
 * extra fields) follow, under their own name. UTM values and the page are shown under "Where it came from".
 */
function shownFields(
  submission: SubmissionDetail["submission"],
): { key: string; label: string; value: string; href?: string }[] {
  const order = Object.keys(FORM_SPECS[submission.form].fields);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(submission.fields)
    .filter(([key]) => !(TRACKING_FIELDS as readonly string[]).includes(key))
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({
      key,
      label: fieldSpec(submission.form, key)?.label ?? key,
      value:
        typeof value === "object" && value !== null && !Array.isArray(value)
          ? JSON.stringify(value)
          : displayValue(submission.form, key, value) || "—",
      href: contactLink(fieldSpec(submission.form, key)?.kind, value),
    }));
}

/** A tap-to-call link for a phone (stored E.164), a mailto link for an e-mail address; none for anything else. */
function contactLink(kind: string | undefined, value: unknown): string | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  if (kind === "phone") return `tel:${value.replace(/[^\d+]/g, "")}`;
  if (kind === "email") return `mailto:${encodeURIComponent(value.trim()).replace("%40", "@")}`;
  return undefined;
}

/**
 * Moving a submission on in its workflow: a dentist is asked for only when the move is to "matched",
 * by their listing's id (the server looks it up in the listings), starting from the one the request
 * names. An id, not a list of every dentist: the page must not grow with the listings.
 */
function MoveForm({
  fetcher,
  moves,
  formRef,
  namedDentist,
}: {
  fetcher: PageFetcher;
  moves: string[];
  formRef: Ref<HTMLFormElement>;
  namedDentist?: string;
}) {
  const [target, setTarget] = useState("");
  return (
    <ActionForm
      fetcher={fetcher}
      intent="move"
      formRef={formRef}
      onReset={() => setTarget("")}
      className="mt-3 space-y-3"
    >
      <div>
        <label className="field-label" htmlFor="move-to">
          New status
        </label>
        <select
          className="field-input"
          id="move-to"
          name="to"
          required
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        >
          <option value="">Choose…</option>
          {moves.map((m) => (
            <option key={m} value={m}>
              {STATUS_LABELS[m] ?? m}
            </option>
          ))}
        </select>
      </div>
      {target === "matched" && (
        <AdminInput
          id="move-dentist"
          label="Matched with (the dentist’s listing id)"
          name="dentistId"
          required
          maxLength={200}
          defaultValue={namedDentist ?? ""}
          hint={
            <>
              As in their profile&rsquo;s address: /dentists/<em>id</em>.
            </>
          }
        />
      )}
      <div>
        <label className="field-label" htmlFor="move-note">
          Internal note (optional)
        </label>
        <textarea className="field-input" id="move-note" name="note" rows={2} maxLength={2000} />
      </div>
      <button type="submit" className="btn-primary w-full">
        Change status
      </button>
    </ActionForm>
  );
}

export default function AdminSubmissionPage() {
  const { detail, now, named, listing: editorListing } = useLoaderData<typeof clientLoader>();
  const drafted = detail.events.find((e) => e.action === "practice-drafted");
  const { submission, events, moves, listing } = detail;
  const fetcher = useFetcher<typeof clientAction>();
  const moveForm = useRef<HTMLFormElement>(null);
  const noteForm = useRef<HTMLFormElement>(null);
  const sendForm = useRef<HTMLFormElement>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // The last change's answer; hidden while the next one is sent, so the same words are announced again.
  const result = fetcher.state === "submitting" ? undefined : fetcher.data;

  // A change that went through empties its form (the form stays, so the clicked button keeps
  // its focus); a refused one keeps what the operator typed.
  useEffect(() => {
    if (!fetcher.data?.ok) return;
    if (fetcher.data.intent === "move") moveForm.current?.reset();
    if (fetcher.data.intent === "note") noteForm.current?.reset();
    if (fetcher.data.intent === "send-to-practice") sendForm.current?.reset();
  }, [fetcher.data]);

  const matched = [...events].reverse().find((e) => e.action === "matched-dentist");
  const meta: [string, string | null][] = [
    ["E-mail", submission.email],
    ["Received", nzDateTimeText(submission.received_at)],
    ["Last change", nzDateTimeText(submission.updated_at)],
    ["Page", submission.page_url],
    ["UTM source", submission.utm_source],
    ["UTM medium", submission.utm_medium],
    ["UTM campaign", submission.utm_campaign],
  ];

  return (
    <AdminShell title={`${FORM_LABELS[submission.form]} ${submission.reference}`}>
      <p>
        <Link to={adminPaths.inbox()} className="text-sm text-brand-800 underline underline-offset-2">
          ← Back to the inbox
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <StatusBadge status={submission.status} />
        {submission.form === "booking" && <UrgencyBadge urgency={submission.urgency} />}
        {submission.form === "booking" && submission.status === "new" && !submission.spam && (
          <WaitBadge receivedAt={submission.received_at} now={now} />
        )}
        {submission.spam ? <span className="text-sm font-semibold text-red-700">Held as spam</span> : null}
        {matched && (
          <span className="text-sm text-slate-800">
            Matched with <TypedText text={matched.note ?? ""} />
          </span>
        )}
      </div>
      <AdminError message={result?.ok === false ? result.error : null} />
      <AdminNotice message={result?.ok ? result.message : null} />

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          {listing && !named && <AdminNamedListing listing={listing} />}
          {drafted?.note && (
            <p className="card p-4">
              The approval made a draft practice; its contact is invited as owner.{" "}
              <Link to={adminPaths.onboardingPractice(drafted.note)} className="font-semibold text-brand-800 underline">
                Follow the new practice&apos;s listing
              </Link>
            </p>
          )}
          {/* What a person typed is isolated and its bidi controls shown (TypedText): it cannot flip the text around it. */}
          <AdminPanel
            id="fields"
            title={<TypedText text={submission.name || submission.email || "Personal details erased"} />}
            roomy
          >
            <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
              {shownFields(submission).map(({ key, label, value, href }) => (
                <DetailRow key={key} label={label} preLine>
                  {href ? (
                    <a href={href} className="text-brand-800 underline underline-offset-2">
                      <TypedText text={value} />
                    </a>
                  ) : (
                    <TypedText text={value} />
                  )}
                </DetailRow>
              ))}
            </dl>
          </AdminPanel>
          <AdminPanel id="source" title="Where it came from" roomy>
            <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
              {meta.map(([label, value]) => (
                <DetailRow key={label} label={label}>
                  <TypedText text={value || "—"} />
                </DetailRow>
              ))}
            </dl>
          </AdminPanel>
          <AdminPanel id="history" title="History" roomy>
            <ol className="mt-3 space-y-3 border-l-2 border-brand-200 pl-4 text-sm">
              {events.map((e) => (
                <li key={e.id}>
                  <p className="font-semibold text-ink">
                    {ACTION_LABELS[e.action] ?? e.action}
                    {e.action === "status-change" &&
                      `: ${STATUS_LABELS[e.from_status ?? ""] ?? e.from_status} → ${STATUS_LABELS[e.to_status ?? ""] ?? e.to_status}`}
                  </p>
                  <p className="text-xs text-slate-600">
                    {nzDateTimeText(e.at)} · <TypedText text={e.actor} />
                  </p>
                  {e.note && (
                    <p className="mt-1 whitespace-pre-line text-slate-800">
                      <TypedText text={e.note} />
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </AdminPanel>
        </div>

        <div className="space-y-4">
          {named && (
            <ListingPanel
              listing={editorListing}
              missing={named}
              title={
                submission.form === "contact" ? "The listing this is about" : "Draft listing from this application"
              }
            />
          )}
          {submission.form === "booking" && !submission.spam && (
            <PracticeRequestsPanel
              requests={detail.practiceRequests ?? []}
              sendForm={
                ["new", "in_progress"].includes(submission.status) && submission.email ? (
                  <ActionForm fetcher={fetcher} intent="send-to-practice" formRef={sendForm} className="mt-4">
                    <SendToPracticeFields named={listing ?? undefined} />
                  </ActionForm>
                ) : undefined
              }
            />
          )}
          {moves.length > 0 && (
            <AdminPanel id="move" title="Change status">
              <MoveForm
                fetcher={fetcher}
                moves={moves}
                formRef={moveForm}
                namedDentist={listing?.kind === "dentist" && listing.listed ? listing.id : undefined}
              />
            </AdminPanel>
          )}
          <AdminPanel id="note" title="Add a note">
            <ActionForm fetcher={fetcher} intent="note" formRef={noteForm} className="mt-3 space-y-3">
              <label className="field-label" htmlFor="note-text">
                Note (seen by operators only)
              </label>
              <textarea className="field-input" id="note-text" name="note" rows={2} required maxLength={2000} />
              <button type="submit" className="btn-secondary w-full">
                Add note
              </button>
            </ActionForm>
          </AdminPanel>
          <AdminPanel id="privacy" title="Spam and privacy">
            <div className="mt-3 flex flex-col gap-2">
              {/* display: contents, so each button stays a full-width item of the column. */}
              <ActionForm
                fetcher={fetcher}
                intent={submission.spam ? "release-spam" : "mark-spam"}
                className="contents"
              >
                <button type="submit" className="btn-secondary">
                  {submission.spam ? "Release from spam" : "Mark as spam"}
                </button>
              </ActionForm>
              {/* Erased (withdrawn by the patient): no address left to export by. */}
              {submission.email && (
                <ActionForm fetcher={fetcher} intent="export" className="contents">
                  <input type="hidden" name="email" value={submission.email} />
                  <input type="hidden" name="reference" value={submission.reference} />
                  <button type="submit" className="btn-secondary">
                    Export this person’s data
                  </button>
                </ActionForm>
              )}
              {confirmDelete ? (
                <div className="rounded-lg border border-red-300 bg-red-50 p-3">
                  <p className="text-sm text-red-900">
                    Delete {submission.reference} and its history permanently? This cannot be undone.
                  </p>
                  <ActionForm fetcher={fetcher} intent="delete" className="mt-2 flex gap-2">
                    <button type="submit" className="btn-danger">
                      Yes, delete permanently
                    </button>
                    <button type="button" className="btn-secondary" onClick={() => setConfirmDelete(false)}>
                      Keep it
                    </button>
                  </ActionForm>
                </div>
              ) : (
                <button type="button" className="btn-danger" onClick={() => setConfirmDelete(true)}>
                  Delete this submission…
                </button>
              )}
              <p className="text-xs text-slate-600">
                To export or delete everything stored under this person’s e-mail, use{" "}
                <Link
                  className="underline"
                  to={`${adminPaths.privacy()}?email=${encodeURIComponent(submission.email)}`}
                >
                  Privacy requests
                </Link>
                .
              </p>
            </div>
          </AdminPanel>
        </div>
      </div>
    </AdminShell>
  );
}
