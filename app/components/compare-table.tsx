import { Link } from "react-router";

import type { RatingFacts, ResponseFacts } from "../../rules/api/listings";
import type { NewPatientView } from "../../rules/listings/new-patients-text";
import type { Dentist } from "../../rules/listings/types";
import { dentistCityName } from "../lib/dentist-display";
import { paths } from "../../rules/paths";
import { telHref } from "../lib/phone";
import { BreakableAddress } from "./breakable-address";
import { DentistActions, type SummaryField } from "./dentist-card";
import { CheckedOn, PaymentBadges } from "./listing-badges";
import { NewPatientsNote } from "./new-patients-note";
import { ResponseBand } from "./response-band";
import { ServiceTags } from "./service-tags";
import { StarRating } from "./star-rating";

/** What a row of the comparison shows. */
export type CompareDentist = Pick<Dentist, SummaryField | "priceRange" | "email"> &
  ResponseFacts &
  RatingFacts & { adultPatients?: NewPatientView };

/** The row's way into the side-by-side view: a plain link that adds (or removes) this dentist. */
interface PickLink {
  href: (dentist: CompareDentist) => string;
  picked: (dentist: CompareDentist) => boolean;
  /** Three are already chosen: nothing more can be added. */
  full: boolean;
}

function PickAction({ dentist, pick }: { dentist: CompareDentist; pick: PickLink }) {
  const picked = pick.picked(dentist);
  if (!picked && pick.full) return <p className="text-xs text-slate-600">Three chosen: remove one to add another</p>;
  return (
    <Link
      to={pick.href(dentist)}
      preventScrollReset
      className="inline-block text-sm font-semibold whitespace-nowrap text-brand-700 underline"
      aria-label={
        picked ? `Remove ${dentist.name} from the side-by-side comparison` : `Compare ${dentist.name} side by side`
      }
    >
      {picked ? "✓ Chosen to compare (remove)" : "+ Compare side by side"}
    </Link>
  );
}

export function Contact({ dentist }: { dentist: Pick<Dentist, "phone" | "email"> }) {
  return (
    <div className="space-y-1 text-sm">
      <a href={telHref(dentist.phone)} className="block font-medium text-brand-700 underline">
        {dentist.phone}
      </a>
      <a href={`mailto:${dentist.email}`} className="block break-words text-brand-700 underline">
        <BreakableAddress text={dentist.email} />
      </a>
    </div>
  );
}

function Name({ dentist }: { dentist: CompareDentist }) {
  return (
    <>
      <Link to={paths.dentist(dentist.id)} className="font-bold hover:text-brand-700 hover:underline">
        {dentist.name}
      </Link>
      <span className="block text-sm text-slate-700">
        {dentist.practice} · {dentistCityName(dentist)}
      </span>
    </>
  );
}

/**
 * The comparison: a real table on wide screens; on a phone each dentist becomes a card with
 * the same six fields labelled, so no column is clipped or needs sideways scrolling. Each dentist
 * can be chosen for the side-by-side view.
 */
export function CompareTable({ dentists, pick }: { dentists: readonly CompareDentist[]; pick: PickLink }) {
  return (
    <>
      <div className="hidden lg:block">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Dentists compared by rating, services, price range and contact</caption>
          <thead>
            <tr className="border-b-2 border-slate-200 text-sm text-slate-700">
              {["Dentist", "Rating", "Services", "Price Range", "Contact", "Actions"].map((h) => (
                <th key={h} scope="col" className="px-3 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dentists.map((dentist) => (
              <tr key={dentist.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="max-w-72 px-3 py-4 font-normal">
                  <Name dentist={dentist} />
                  <ResponseBand band={dentist.responseBand} offerDays={dentist.offerDays} className="mt-2" />
                  <PaymentBadges dentist={dentist} className="mt-2" />
                  <NewPatientsNote view={dentist.adultPatients} className="mt-2" />
                  <CheckedOn dentist={dentist} className="mt-2" />
                </th>
                <td className="px-3 py-4 whitespace-nowrap">
                  <StarRating ratings={dentist.ratings} />
                </td>
                <td className="max-w-64 px-3 py-4">
                  <ServiceTags services={dentist.services} />
                </td>
                <td className="px-3 py-4 text-sm">
                  <span className="font-semibold">{dentist.priceTier}</span>
                  <span className="block text-slate-700">{dentist.priceRange}</span>
                </td>
                <td className="px-3 py-4">
                  <Contact dentist={dentist} />
                </td>
                <td className="px-3 py-4">
                  <DentistActions dentist={dentist} className="flex flex-wrap gap-2" />
                  <div className="mt-2">
                    <PickAction dentist={dentist} pick={pick} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-4 lg:hidden" aria-label="Dentists compared">
        {dentists.map((dentist) => (
          <li key={dentist.id} className="card p-4">
            <h2 className="text-lg">
              <Name dentist={dentist} />
            </h2>
            <ResponseBand band={dentist.responseBand} offerDays={dentist.offerDays} className="mt-2" />
            <PaymentBadges dentist={dentist} className="mt-2" />
            <NewPatientsNote view={dentist.adultPatients} className="mt-2" />
            <CheckedOn dentist={dentist} className="mt-2" />
            {/* Label beside value; where the value would get less than 10rem (a 320 px phone) it
                goes under its label instead, so an e-mail address keeps the card's whole width. */}
            <dl className="mt-3 space-y-3 text-sm">
              {[
                ["Rating", <StarRating key="rating" ratings={dentist.ratings} />],
                ["Services", <ServiceTags key="services" services={dentist.services} />],
                ["Price Range", `${dentist.priceTier} · ${dentist.priceRange}`],
                ["Contact", <Contact key="contact" dentist={dentist} />],
              ].map(([label, value]) => (
                <div key={String(label)} className="flex flex-wrap gap-x-3 gap-y-1">
                  <dt className="w-28 shrink-0 font-semibold text-slate-700">{label}</dt>
                  <dd className="min-w-0 flex-1 basis-40">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-4">
              <DentistActions dentist={dentist} className="flex flex-wrap gap-2" />
              <div className="mt-3">
                <PickAction dentist={dentist} pick={pick} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
