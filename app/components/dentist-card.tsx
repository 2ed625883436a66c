import { Link } from "react-router";

import type { RatingFacts, ResponseFacts, WithDistance } from "../../rules/api/listings";
import { isOpenAt, summariseHours } from "../../rules/listings/hours";
import type { NewPatientView } from "../../rules/listings/new-patients-text";
import type { Dentist } from "../../rules/listings/types";
import { dentistCityName } from "../lib/dentist-display";
import { paths } from "../../rules/paths";
import { telHref } from "../lib/phone";
import { CardActions } from "./card-actions";
import { CheckedOn, PaymentBadges } from "./listing-badges";
import { NewPatientsNote } from "./new-patients-note";
import { ResponseBand } from "./response-band";
import { ServiceTags } from "./service-tags";
import { StarRating } from "./star-rating";

/** The facts of a listed dentist that every summary of one shows: a card, a list row, a comparison row. */
export type SummaryField =
  "id" | "name" | "practice" | "citySlug" | "services" | "priceTier" | "funding" | "checkedOn" | "phone";

/**
 * What a card needs of a dentist. The hours, the distance and "open now" are there when the page
 * has them: `openNow` is worked out by the server's clock, never the browser's, so the HTML and the
 * hydrated page agree. `hours` is the week in one line (summariseHours), not the week itself: a
 * page sends its loader data again for hydration, and a card shows only the line.
 */
export type CardDentist = Pick<Dentist, SummaryField> &
  ResponseFacts &
  RatingFacts & { hours?: string; distanceKm?: number; openNow?: boolean; adultPatients?: NewPatientView };

/**
 * A card's fields of a listed dentist, for a loader to return: the page's data goes to the browser
 * a second time for hydration, so a list carries what its cards show and nothing more (the
 * listing's source, description, registration…). With `now`, the card says whether it is open;
 * with `adultPatients` (app/lib/adult-patients.ts, at the page's clock) whether the practice is
 * taking new adult patients, as of when it said so.
 */
export function cardDentist(
  dentist: WithDistance<Dentist & ResponseFacts & RatingFacts>,
  now?: Date,
  adultPatients?: NewPatientView,
): CardDentist {
  const { id, name, practice, citySlug, ratings, services, priceTier, funding, phone } = dentist;
  const { checkedOn, distanceKm, responseBand, offerDays } = dentist;
  return {
    ...{ id, name, practice, citySlug, ratings, services, priceTier, funding, phone, checkedOn },
    ...(adultPatients ? { adultPatients } : {}),
    hours: summariseHours(dentist.openingHours),
    ...(now ? { openNow: isOpenAt(dentist.openingHours, now) } : {}),
    ...(distanceKm === undefined ? {} : { distanceKm }),
    ...(responseBand ? { responseBand } : {}),
    ...(offerDays !== undefined ? { offerDays } : {}),
  };
}

/** "350 m away", "2.4 km away", "24 km away". */
export function formatDistance(km: number): string {
  if (km < 0.95) return `${Math.max(100, Math.round(km * 10) * 100)} m away`;
  return km < 9.95 ? `${km.toFixed(1)} km away` : `${Math.round(km).toLocaleString("en-NZ")} km away`;
}

/** The practice's number as a tap-to-call link: the quickest way to a booking from a list. */
function CallLink({ dentist }: { dentist: Pick<Dentist, "phone" | "name"> }) {
  return (
    <a
      href={telHref(dentist.phone)}
      className="text-sm font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2"
      aria-label={`Call ${dentist.name} on ${dentist.phone}`}
    >
      {dentist.phone}
    </a>
  );
}

/** Distance, hours and "Open now", as far as the page knows them. */
function WhenAndWhere({ dentist, className = "" }: { dentist: CardDentist; className?: string }) {
  const { distanceKm, hours, openNow } = dentist;
  if (distanceKm === undefined && !hours) return null;
  return (
    <div className={`space-y-1 text-sm text-slate-700 ${className}`}>
      {distanceKm !== undefined && (
        <p className="font-semibold text-slate-900" data-testid="distance">
          {formatDistance(distanceKm)}
        </p>
      )}
      {hours && (
        <p>
          {openNow && (
            <span className="mr-2 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">
              Open now
            </span>
          )}
          <span className="sr-only">Hours: </span>
          {hours}
        </p>
      )}
    </div>
  );
}

/**
 * The top of a card or list row: the name (to the profile), the practice and where it is, the
 * phone, distance and hours, and how quickly the practice answers.
 */
export function DentistHeadline({
  dentist,
  heading: Heading,
  place,
}: {
  dentist: CardDentist;
  heading: "h2" | "h3";
  place: string;
}) {
  return (
    <>
      <Heading className="text-lg font-bold">
        <Link to={paths.dentist(dentist.id)} className="hover:text-brand-700 hover:underline">
          {dentist.name}
        </Link>
      </Heading>
      <p className="text-sm text-slate-700">
        {dentist.practice} · {place}
      </p>
      <p className="mt-1">
        <CallLink dentist={dentist} />
      </p>
      <WhenAndWhere dentist={dentist} className="mt-2" />
      <ResponseBand band={dentist.responseBand} offerDays={dentist.offerDays} className="mt-2" />
    </>
  );
}

/**
 * A dentist in a grid: name, practice, city, phone, distance, hours, rating, first services, ways to pay,
 * when the details were checked, and the two actions.
 */
export function DentistCard({ dentist, headingLevel = 3 }: { dentist: CardDentist; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card flex h-full flex-col p-5">
      <DentistHeadline dentist={dentist} heading={Heading} place={dentistCityName(dentist)} />
      <div className="mt-2 flex items-center gap-3">
        <StarRating ratings={dentist.ratings} />
        <span className="text-sm text-slate-700" aria-label={`Price tier ${dentist.priceTier}`}>
          {dentist.priceTier}
        </span>
      </div>
      <div className="mt-3 flex-1 space-y-2">
        <ServiceTags services={dentist.services} />
        <PaymentBadges dentist={dentist} />
        <NewPatientsNote view={dentist.adultPatients} />
      </div>
      <CheckedOn dentist={dentist} className="mt-3" />
      <DentistActions dentist={dentist} className="mt-4 flex flex-wrap gap-2" />
    </article>
  );
}

/** Dentists as a grid of cards; the grid's columns and spacing are the page's. */
export function DentistCards({ dentists, className }: { dentists: readonly CardDentist[]; className: string }) {
  return (
    <ul className={className}>
      {dentists.map((dentist) => (
        <li key={dentist.id}>
          <DentistCard dentist={dentist} />
        </li>
      ))}
    </ul>
  );
}

/** View Profile and Book, as every listing of a dentist offers them. */
export function DentistActions({ dentist, className }: { dentist: Pick<Dentist, "id" | "name">; className: string }) {
  return (
    <CardActions
      className={className}
      more={{ to: paths.dentist(dentist.id), label: "View Profile", ariaLabel: `View profile of ${dentist.name}` }}
      book={{ to: paths.book({ dentist: dentist.id }), label: "Book", ariaLabel: `Book with ${dentist.name}` }}
    />
  );
}
