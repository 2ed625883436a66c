import type { ReactNode } from "react";
import { Link } from "react-router";

import type { Dentist } from "../../rules/listings/types";
import { paths } from "../../rules/paths";
import { Contact, type CompareDentist } from "./compare-table";
import { PaymentBadges } from "./listing-badges";
import { offerSpeedLabel } from "../../rules/response-bands";
import { responseBandLabel } from "./response-band";
import { StarRating } from "./star-rating";

/** A chosen dentist, with what the side-by-side view adds to a table row; `hours` is the week in one line (summariseHours). */
export type SideBySideDentist = CompareDentist &
  Pick<Dentist, "address" | "languages" | "access" | "experience" | "emergency"> & {
    hours: string;
    openNow: boolean;
  };

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/**
 * The row names' column: sticky from 640 px; on a phone no width at all (each cell names its row,
 * the names stay for screen readers), kept in every row so the dentists' columns line up.
 */
const NAMES_COLUMN = "sticky left-0 w-28 bg-white max-sm:static max-sm:w-0 max-sm:p-0";

/** A dentist's column: 15rem, and on a phone narrower than the box, so the next column shows at its edge. */
const COLUMN = "w-(--column) max-w-(--column) min-w-(--column)";

/**
 * The dentists a patient chose (issue 24 item 7), one column each, one row per thing to weigh up.
 * From 640 px the table scrolls sideways inside its own box, its row names staying in view; the
 * page itself never does. On a phone (issue 38 item 6) a column of row names left no room to see
 * that a second dentist was there: each cell carries its row's name instead (the row headers stay
 * for screen readers), each column says "2 of 3", and a column is narrower than the box so the
 * next one shows at its edge.
 */
export function CompareSideBySide({
  dentists,
  removeHref,
}: {
  dentists: readonly SideBySideDentist[];
  removeHref: (id: string) => string;
}) {
  if (dentists.length === 0) {
    return (
      <p className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
        Choose two or three dentists below (“+ Compare side by side”) to see them next to each other.
      </p>
    );
  }
  const rows: [string, (d: SideBySideDentist) => ReactNode][] = [
    ["Rating", (d) => <StarRating ratings={d.ratings} />],
    ["Price range", (d) => `${d.priceTier} · ${d.priceRange}`],
    // Side by side, "no figure yet" is said rather than left blank, so the row reads across.
    ["Replies to requests", (d) => (d.responseBand ? responseBandLabel(d.responseBand) : "No figure to show")],
    ["Offers a time", (d) => (d.offerDays !== undefined ? offerSpeedLabel(d.offerDays) : "No figure to show")],
    [
      "Hours",
      (d) => (
        <>
          {d.openNow && <span className="block font-bold text-emerald-800">Open now</span>}
          {d.hours}
        </>
      ),
    ],
    ["Services", (d) => d.services.join(", ")],
    ["Ways to pay", (d) => <PaymentBadges dentist={d} />],
    ["New adult patients", (d) => (d.adultPatients ? `${d.adultPatients.text}, ${d.adultPatients.since}` : "Not said")],
    ["Emergency appointments", (d) => yesNo(d.emergency)],
    ["Languages", (d) => d.languages.join(", ")],
    ["Wheelchair access", (d) => yesNo(d.access.wheelchair)],
    ["Experience", (d) => d.experience],
    ["Address", (d) => d.address],
    ["Contact", (d) => <Contact dentist={d} />],
  ];
  return (
    <section aria-labelledby="side-by-side" className="card p-4 sm:p-5">
      {/* The target of "+ Compare side by side" once two are chosen: below the sticky header. */}
      <h2 id="side-by-side" className="scroll-mt-24 text-xl font-bold">
        Side by side
      </h2>
      {dentists.length === 1 ? (
        <p className="mt-1 text-sm text-slate-700">Choose one or two more dentists below to compare with this one.</p>
      ) : (
        <p className="mt-1 text-sm text-slate-700 sm:hidden">
          {dentists.length} dentists, one column each: swipe sideways to see them all.
        </p>
      )}
      <div
        className="relative mt-4 snap-x overflow-x-auto [--column:min(15rem,calc(100vw-7rem))] sm:[--column:15rem]"
        role="region"
        aria-label="Chosen dentists side by side"
        tabIndex={0}
      >
        <table className="w-full min-w-max border-collapse text-left text-sm">
          <caption className="sr-only">The dentists you chose, compared side by side</caption>
          <thead>
            <tr className="border-b-2 border-slate-200 align-top">
              <td className={NAMES_COLUMN} />
              {dentists.map((d, i) => (
                <th key={d.id} scope="col" className={`${COLUMN} snap-start px-3 py-2 font-normal max-sm:pl-0`}>
                  {dentists.length > 1 && (
                    <span className="block text-xs font-semibold text-slate-600 sm:hidden">
                      {i + 1} of {dentists.length}
                    </span>
                  )}
                  <Link to={paths.dentist(d.id)} className="text-base font-bold hover:text-brand-700 hover:underline">
                    {d.name}
                  </Link>
                  <span className="block text-slate-700">{d.practice}</span>
                  <Link
                    to={removeHref(d.id)}
                    preventScrollReset
                    className="mt-1 inline-block text-sm font-semibold text-brand-700 underline"
                    aria-label={`Remove ${d.name} from the side-by-side comparison`}
                  >
                    Remove
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, cell]) => (
              <tr key={label} className="border-b border-slate-200 align-top">
                <th scope="row" className={`${NAMES_COLUMN} py-3 pr-3 font-semibold text-slate-700`}>
                  <span className="max-sm:sr-only">{label}</span>
                </th>
                {dentists.map((d) => (
                  <td key={d.id} className={`${COLUMN} px-3 py-3 break-words whitespace-normal max-sm:pl-0`}>
                    <span className="block text-xs font-semibold text-slate-600 sm:hidden" aria-hidden="true">
                      {label}
                    </span>
                    {cell(d)}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="align-top">
              <td className={NAMES_COLUMN} />
              {dentists.map((d) => (
                <td key={d.id} className="px-3 py-3 max-sm:pl-0">
                  <Link
                    to={paths.book({ dentist: d.id })}
                    className="btn-primary whitespace-nowrap"
                    aria-label={`Book with ${d.name}`}
                  >
                    Book
                  </Link>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
