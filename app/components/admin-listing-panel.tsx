import { Link } from "react-router";

import { summariseHours } from "../../rules/listings/hours";
import { findCity } from "../../rules/listings/cities";
import { type AnyListing, KIND_LABELS, type ListingKind } from "../../rules/api/listings-admin";
import { adminPaths } from "../../rules/admin-paths";
import { LISTING_STATUS_LABELS } from "./admin-badges";
import { DetailRow } from "./admin-detail-row";
import { AdminPanel } from "./admin-panel";
import { TypedText } from "./typed-text";

/**
 * The listing a submission names, beside it in the inbox: a "Report a change" message shows what
 * the listing says now, so the operator can compare and go straight to the editor.
 */
export function ListingPanel({
  listing,
  missing,
  title,
}: {
  listing: AnyListing | null;
  /** The key the message named, when that listing no longer exists. */
  missing?: { kind: ListingKind; id: string };
  title: string;
}) {
  return (
    <AdminPanel id="listing-panel" title={title}>
      {!listing ? (
        <p className="mt-2 text-sm text-slate-700">
          {missing ? `${KIND_LABELS[missing.kind]} ${missing.id} no longer exists.` : "No listing."}
        </p>
      ) : (
        <>
          <p className="mt-2 font-semibold text-ink">
            <TypedText text={listing.kind === "emergency-clinic" ? listing.practice : listing.name} />
          </p>
          <p className="text-sm text-slate-700">
            {KIND_LABELS[listing.kind]} · {LISTING_STATUS_LABELS[listing.status]}
          </p>
          <dl className="mt-3 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
            {(
              [
                ["Practice", listing.practice],
                ["Address", `${listing.address} (${findCity(listing.citySlug)?.name ?? listing.citySlug})`],
                ["Phone", listing.phone],
                ["E-mail", listing.email],
                ["Website", listing.website || "—"],
                ["Hours", summariseHours(listing.openingHours)],
                ["Checked", `${listing.checkedOn} (${listing.source || "no source"})`],
              ] as const
            ).map(([label, value]) => (
              <DetailRow key={label} label={label}>
                <TypedText text={value} />
              </DetailRow>
            ))}
          </dl>
          <Link className="btn-primary mt-3 w-full" to={adminPaths.listing(listing.kind, listing.id)}>
            Edit this listing
          </Link>
        </>
      )}
    </AdminPanel>
  );
}
