import { useEffect, useRef, useState } from "react";
import { Link, redirect, type ShouldRevalidateFunction, useFetcher, useLoaderData, useRevalidator } from "react-router";

import type { Route } from "./+types/admin-listing";
import { ListingStatusBadge } from "../components/admin-badges";
import { AdminPanel } from "../components/admin-panel";
import { AdminPracticePeople } from "../components/admin-practice-people";
import { AdminPracticePlan } from "../components/admin-practice-plan";
import { ListingHistoryPanel } from "../components/listing-editor/listing-history-panel";
import { AdminError, AdminNotice, AdminShell } from "../components/admin-shell";
import { blankListing } from "../components/listing-editor/blank-listing";
import { conflictRows, reapply } from "../components/listing-editor/conflict";
import { ConflictPanel } from "../components/listing-editor/conflict-panel";
import { EditorErrors } from "../components/listing-editor/controls";
import { ListingFields } from "../components/listing-editor/listing-fields";
import { readListing } from "../components/listing-editor/read-listing";
import {
  type AnyListing,
  CONFIRM_SOURCE_MAX,
  type EditedListing,
  KIND_LABELS,
  LISTING_KINDS,
  type ListingConflict,
  type ListingDetail,
  type ListingKind,
  type SavedListing,
} from "../../rules/api/listings-admin";
import { nzToday } from "../../rules/nz-time";
import { adminPaths } from "../../rules/admin-paths";
import { AdminApiError, adminGet, adminMeta, adminSend, ensureSession } from "../lib/admin-api";
import { paths } from "../../rules/paths";
import { TypedText } from "../components/typed-text";

export const meta: Route.MetaFunction = () => adminMeta("Listing");

const isKind = (kind: string | null | undefined): kind is ListingKind =>
  (LISTING_KINDS as readonly string[]).includes(kind ?? "");

/** A listing to edit, or (at /admin/listings/new?kind=…) a blank one of that kind; no kind yet: the kind chooser. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  await ensureSession();
  if (!params.id) {
    const kind = new URL(request.url).searchParams.get("kind");
    return { detail: null, kind: isKind(kind) ? kind : null, today: nzToday() };
  }
  const detail = await adminGet<ListingDetail>(
    `/listings/${encodeURIComponent(params.kind ?? "")}/${encodeURIComponent(params.id)}`,
  );
  return { detail, kind: detail.listing.kind, today: nzToday() };
}

/** A save refused because the listing changed since the form was loaded at version `sent`. */
interface Conflict {
  sent: string;
  yours: EditedListing;
  current: ListingDetail;
}

type Result =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; error: string; fields: Record<string, string>; conflict?: Conflict };

const isConflict = (caught: unknown): caught is AdminApiError & { body: ListingConflict } =>
  caught instanceof AdminApiError &&
  caught.status === 409 &&
  typeof (caught.body as Partial<ListingConflict> | undefined)?.current?.version === "string";

/**
 * Saving, publishing, unpublishing and confirming (the form's `intent` says which). A refused
 * save answers the server's message per field; the inputs keep what was typed.
 */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const kind = String(form.get("kind") ?? "");
  if (!isKind(kind)) return { ok: false, intent, error: "Choose what kind of listing this is.", fields: {} };
  const path = params.id ? `/listings/${encodeURIComponent(kind)}/${encodeURIComponent(params.id)}` : "/listings";
  try {
    switch (intent) {
      case "save": {
        const listing = readListing(kind, form);
        const version = String(form.get("version") ?? "");
        let saved;
        try {
          saved = await adminSend<SavedListing>(
            params.id ? "PUT" : "POST",
            path,
            params.id ? { ...listing, version } : listing,
          );
        } catch (caught) {
          // Someone else saved first: what they saved comes back, to be shown beside what was typed.
          if (!isConflict(caught)) throw caught;
          const conflict = { sent: version, yours: listing, current: caught.body.current };
          return { ok: false, intent, error: caught.message, fields: {}, conflict } satisfies Result;
        }
        if (!params.id) return redirect(adminPaths.listing(kind, saved.listing.id));
        return {
          ok: true,
          intent,
          message: saved.changed.length
            ? `Saved. Changed: ${saved.changed.join(", ")}.`
            : "Saved; nothing had changed.",
        } satisfies Result;
      }
      case "publish":
      case "unpublish":
        await adminSend<SavedListing>("POST", `${path}/${intent}`);
        return {
          ok: true,
          intent,
          message: intent === "publish" ? "Published: it is on the site now." : "Unpublished: it is off the site now.",
        } satisfies Result;
      case "confirm":
        await adminSend<SavedListing>("POST", `${path}/confirm`, { source: String(form.get("source") ?? "") });
        return { ok: true, intent, message: "Details marked as confirmed today." } satisfies Result;
      default:
        return { ok: false, intent, error: "That action is not known. Please reload the page.", fields: {} };
    }
  } catch (caught) {
    if (caught instanceof Response) throw caught;
    const fields = caught instanceof AdminApiError ? caught.fields : {};
    const error = caught instanceof Error ? caught.message : "That did not work. Please try again.";
    return { ok: false, intent, error, fields } satisfies Result;
  }
}

/**
 * A refused save keeps the page as it was: reloading the listing now would replace what the
 * operator typed with the other version before they chose to.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as Result | undefined)?.ok === false && (actionResult as { conflict?: Conflict }).conflict
    ? false
    : defaultShouldRevalidate;

const NO_ERRORS: Record<string, string> = {};

/** The form after "Put my changes on theirs": theirs with the operator's changes, while `over` is loaded. */
interface Reapplied {
  over: string;
  base: AnyListing;
  shown: EditedListing;
  version: string;
}

function KindChooser() {
  return (
    <AdminShell title="New listing">
      <p className="text-sm text-slate-700">What kind of listing is it?</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {LISTING_KINDS.map((kind) => (
          <li key={kind}>
            <Link className="btn-secondary" to={adminPaths.newListing(kind)}>
              {KIND_LABELS[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </AdminShell>
  );
}

export default function AdminListingPage() {
  const { detail, kind, today } = useLoaderData<typeof clientLoader>();
  const fetcher = useFetcher<typeof clientAction>();
  const [confirmSource, setConfirmSource] = useState("Confirmed with the practice by phone");
  const formRef = useRef<HTMLFormElement>(null);
  const conflictRef = useRef<HTMLHeadingElement>(null);
  const revalidator = useRevalidator();
  const [reapplied, setReapplied] = useState<Reapplied | null>(null);
  const result = fetcher.state === "idle" ? (fetcher.data as Result | undefined) : undefined;
  const fieldErrors = result && !result.ok && result.intent === "save" ? result.fields : NO_ERRORS;
  // What the form was filled with and the version that is: the loaded listing, or theirs with the
  // operator's changes until the page loads the listing again.
  const active = reapplied && detail && reapplied.over === detail.version ? reapplied : null;
  const formVersion = active?.version ?? detail?.version ?? "";
  const formBase = active?.base ?? detail?.listing;
  // Shown until the form moves on from the version the refused save was made from.
  const conflict = result && !result.ok && result.conflict?.sent === formVersion ? result.conflict : undefined;
  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);
  // A refused save: the first field the server named gets focus, so its message is read out.
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [fieldErrors]);
  if (!kind) return <KindChooser />;
  const listing = active?.shown ?? detail?.listing ?? blankListing(kind, today);
  const isNew = !detail;
  const busy = fetcher.state !== "idle";
  const title = isNew
    ? `New ${KIND_LABELS[kind].toLowerCase()}`
    : listing.kind === "emergency-clinic"
      ? listing.practice
      : listing.name;

  const send = (intent: string, extra: Record<string, string> = {}) =>
    void fetcher.submit({ intent, kind, ...extra }, { method: "post" });

  return (
    <AdminShell title={<TypedText text={title} />}>
      <p>
        <Link to={adminPaths.listings()} className="text-sm text-brand-800 underline underline-offset-2">
          ← All listings
        </Link>
      </p>
      {!isNew && (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <ListingStatusBadge status={listing.status} />
          <span>Details checked {listing.checkedOn}</span>
          {listing.kind === "dentist" && listing.status === "published" && (
            <a className="text-brand-800 underline underline-offset-2" href={paths.dentist(listing.id)}>
              View the profile
            </a>
          )}
          <Link
            className="text-brand-800 underline underline-offset-2"
            to={adminPaths.responseTimes(listing.practiceId)}
          >
            The practice’s response times
          </Link>
        </div>
      )}
      {/* A refused save's message; a stale one's is the conflict panel's heading, which gets focus. */}
      <AdminError message={result && !result.ok && !result.conflict ? result.error : null} />
      {conflict && formBase && detail && (
        <ConflictPanel
          headingRef={conflictRef}
          rows={conflictRows(formBase, conflict.yours, conflict.current.listing)}
          onReapply={() =>
            setReapplied({
              over: detail.version,
              base: conflict.current.listing,
              shown: reapply(formBase, conflict.yours, conflict.current.listing),
              version: conflict.current.version,
            })
          }
          onReload={() => {
            setReapplied(null);
            void revalidator.revalidate();
          }}
        />
      )}
      <AdminNotice
        message={
          active && !conflict && !result?.ok
            ? "The form now holds the saved version with your changes on top. Check it, then save."
            : null
        }
      />
      <AdminNotice message={result?.ok ? result.message : null} />
      <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_18rem] lg:items-start">
        <fetcher.Form method="post" ref={formRef} noValidate aria-label="Listing details">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="kind" value={kind} />
          {/* The version the form was filled from: a save from an older one is refused (409). */}
          {!isNew && <input type="hidden" name="version" value={formVersion} />}
          <EditorErrors.Provider value={fieldErrors}>
            {/* Keyed by that version: a reload after saving shows what is stored. */}
            <ListingFields key={formVersion || "new"} listing={listing} isNew={isNew} />
          </EditorErrors.Provider>
          <div className="mt-4 flex gap-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              {isNew ? "Create listing" : "Save changes"}
            </button>
          </div>
        </fetcher.Form>

        {!isNew && (
          // First on a phone, so publishing is not at the end of a long form.
          <aside className="order-first space-y-4 lg:order-last">
            <AdminPanel id="publish" title="On the site">
              <p className="mt-1 text-sm text-slate-700">
                {listing.status === "published"
                  ? "Published: patients can find it."
                  : "A draft: only operators can see it."}
              </p>
              <button
                type="button"
                className={`${listing.status === "published" ? "btn-secondary" : "btn-primary"} mt-3 w-full`}
                disabled={busy}
                onClick={() => send(listing.status === "published" ? "unpublish" : "publish")}
              >
                {listing.status === "published" ? "Unpublish" : "Publish"}
              </button>
            </AdminPanel>
            <AdminPanel id="confirm" title="Details confirmed">
              <p className="mt-1 text-sm text-slate-700">Sets “Details checked” to today, with where they came from.</p>
              <label className="field-label mt-3" htmlFor="confirm-source">
                Source
              </label>
              <input
                id="confirm-source"
                className="field-input"
                value={confirmSource}
                maxLength={CONFIRM_SOURCE_MAX}
                onChange={(e) => setConfirmSource(e.target.value)}
              />
              <button
                type="button"
                className="btn-secondary mt-3 w-full"
                disabled={busy}
                onClick={() => send("confirm", { source: confirmSource })}
              >
                Mark details as confirmed
              </button>
            </AdminPanel>
            <AdminPracticePeople practiceId={listing.practiceId} />
            <AdminPracticePlan practiceId={listing.practiceId} />
            <ListingHistoryPanel kind={listing.kind} id={listing.id} stamp={detail?.version ?? ""} />
          </aside>
        )}
      </div>
    </AdminShell>
  );
}
