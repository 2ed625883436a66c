import type { Dentist } from "../../rules/listings/types";
import { DentistActions, DentistHeadline, type CardDentist } from "./dentist-card";
import { CheckedOn, PaymentBadges } from "./listing-badges";
import { NewPatientsNote } from "./new-patients-note";
import { ServiceTags } from "./service-tags";
import { StarRating } from "./star-rating";

export type ListDentist = CardDentist & Pick<Dentist, "address" | "priceRange" | "emergency">;

/** A dentist as one row of the directory's list view: more detail, same two actions as the card. */
export function DirectoryListItem({ dentist }: { dentist: ListDentist }) {
  return (
    <article className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <DentistHeadline dentist={dentist} heading="h2" place={dentist.address} />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <StarRating ratings={dentist.ratings} />
          <span className="text-sm text-slate-700">
            <span aria-label={`Price tier ${dentist.priceTier}`}>{dentist.priceTier}</span> · {dentist.priceRange}
          </span>
          {dentist.emergency && (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
              Emergency appointments
            </span>
          )}
        </div>
        <div className="mt-3 space-y-2">
          <ServiceTags services={dentist.services} />
          <PaymentBadges dentist={dentist} />
          <NewPatientsNote view={dentist.adultPatients} />
        </div>
        <CheckedOn dentist={dentist} className="mt-2" />
      </div>
      <DentistActions dentist={dentist} className="flex gap-2 sm:w-48 sm:flex-col" />
    </article>
  );
}
