import type { NamedListing } from "../../rules/api/inbox";
import { findCity } from "../../rules/listings/cities";
import { paths } from "../../rules/paths";
import { telHref } from "../lib/phone";
import { AdminPanel } from "./admin-panel";

/**
 * The dentist or surgeon a request names (chosen in the booking form or from a profile), as the
 * listings show them now, so the operator can pass it on; or that it is no longer listed.
 */
export function AdminNamedListing({ listing }: { listing: NamedListing }) {
  const who = listing.kind === "surgeon" ? "surgeon" : "dentist";
  const shown = listing.listed;
  return (
    <AdminPanel id="named-listing" title={`Asks for this ${who}`} roomy>
      {shown ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold text-ink">
            {listing.kind === "dentist" ? (
              <a href={paths.dentist(listing.id)} className="text-brand-800 underline underline-offset-2">
                {shown.name}
              </a>
            ) : (
              shown.name
            )}
          </p>
          <p className="text-slate-700">
            {shown.practice}, {findCity(shown.citySlug)?.name ?? shown.citySlug}
          </p>
          <p className="mt-1">
            <a href={telHref(shown.phone)} className="text-brand-800 underline underline-offset-2">
              {shown.phone}
            </a>
            {" · "}
            <a href={`mailto:${shown.bookingEmail}`} className="text-brand-800 underline underline-offset-2">
              {shown.bookingEmail}
            </a>
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          The {who} <code>{listing.id}</code> is no longer listed: match the request with another.
        </p>
      )}
    </AdminPanel>
  );
}
