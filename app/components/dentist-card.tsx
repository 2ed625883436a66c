import { Link } from "react-router";

import type { Dentist } from "../content/types";
import { dentistCityName } from "../lib/dentist-display";
import { paths } from "../lib/paths";
import { CheckedOn, PaymentBadges } from "./listing-badges";
import { ServiceTags } from "./service-tags";
import { StarRating } from "./star-rating";

/**
 * A dentist in a grid: name, practice, city, rating, first services, ways to pay, when the details
 * were checked, and the two actions.
 */
export function DentistCard({ dentist, headingLevel = 3 }: { dentist: Dentist; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card flex h-full flex-col p-5">
      <Heading className="text-lg font-bold">
        <Link to={paths.dentist(dentist.id)} className="hover:text-brand-700 hover:underline">
          {dentist.name}
        </Link>
      </Heading>
      <p className="text-sm text-slate-700">
        {dentist.practice} · {dentistCityName(dentist)}
      </p>
      <div className="mt-2 flex items-center gap-3">
        <StarRating rating={dentist.rating} reviews={dentist.reviews} />
        <span className="text-sm text-slate-700" aria-label={`Price tier ${dentist.priceTier}`}>
          {dentist.priceTier}
        </span>
      </div>
      <div className="mt-3 flex-1 space-y-2">
        <ServiceTags services={dentist.services} />
        <PaymentBadges dentist={dentist} />
      </div>
      <CheckedOn dentist={dentist} className="mt-3" />
      <DentistActions dentist={dentist} className="mt-4 flex flex-wrap gap-2" />
    </article>
  );
}

/**
 * View Profile and Book, as every listing of a dentist offers them. Each label stays on one line
 * (a narrow card puts the second button under the first: callers give the row `flex-wrap`).
 */
export function DentistActions({ dentist, className }: { dentist: Dentist; className: string }) {
  return (
    <div className={className}>
      <Link
        to={paths.dentist(dentist.id)}
        className="btn-secondary flex-1 whitespace-nowrap"
        aria-label={`View profile of ${dentist.name}`}
      >
        View Profile
      </Link>
      <Link
        to={paths.book({ dentist: dentist.id })}
        className="btn-primary flex-1 whitespace-nowrap"
        aria-label={`Book with ${dentist.name}`}
      >
        Book
      </Link>
    </div>
  );
}
