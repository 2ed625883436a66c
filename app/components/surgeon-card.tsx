import { useId, useState } from "react";
import { Link } from "react-router";

import type { RatingFacts, ResponseFacts } from "../../rules/api/listings";
import { findCityName } from "../../rules/listings/city-names";
import type { Surgeon } from "../../rules/listings/types";
import { paths } from "../../rules/paths";
import { telHref } from "../lib/phone";
import { ResponseBand } from "./response-band";
import { StarRating } from "./star-rating";

/**
 * An oral surgeon. Surgeons have no profile page, so View Profile opens the full profile in place
 * (qualifications, phone, city); Book Consultation opens the booking form naming them, in their city.
 */
export function SurgeonCard({
  surgeon,
  headingLevel = 3,
}: {
  surgeon: Surgeon & ResponseFacts & RatingFacts;
  headingLevel?: 2 | 3;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const city = findCityName(surgeon.citySlug) ?? { slug: surgeon.citySlug, name: surgeon.citySlug };
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card flex h-full flex-col p-5" aria-label={surgeon.name}>
      <Heading className="text-lg font-bold">{surgeon.name}</Heading>
      <p className="text-sm text-slate-700">Oral and maxillofacial surgeon · {city.name}</p>
      <ResponseBand band={surgeon.responseBand} offerDays={surgeon.offerDays} className="mt-2" />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <StarRating ratings={surgeon.ratings} />
        {surgeon.ratings.count > 0 && (
          <Link
            to={paths.surgeonReviews(surgeon.id)}
            className="text-sm font-medium text-brand-700 underline"
            aria-label={`Read the reviews of ${surgeon.name}`}
          >
            Read the reviews
          </Link>
        )}
        <span className="text-sm text-slate-700">
          <span className="sr-only">Price tier </span>
          {surgeon.priceTier}
        </span>
        <span className="text-sm text-slate-700">{surgeon.experience} experience</span>
      </div>
      <p className="mt-3 text-sm font-semibold">Specialties</p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {surgeon.specialties.map((s) => (
          <li key={s} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
            {s}
          </li>
        ))}
      </ul>
      <div id={detailsId} hidden={!open} className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
        <p className="font-semibold">Qualifications</p>
        <ul className="mt-1 list-disc pl-5">
          {surgeon.qualifications.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ul>
        <p className="mt-2">
          Phone:{" "}
          <a href={telHref(surgeon.phone)} className="font-medium text-brand-700 underline">
            {surgeon.phone}
          </a>
        </p>
        <p className="mt-1">
          Practises in{" "}
          <Link to={paths.city(city.slug)} className="text-brand-700 underline">
            {city.name}
          </Link>
        </p>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <button
          type="button"
          className="btn-secondary flex-1 whitespace-nowrap"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={`${open ? "Hide profile of" : "View Profile of"} ${surgeon.name}`}
          onClick={() => setOpen(!open)}
        >
          {open ? "Hide Profile" : "View Profile"}
        </button>
        <Link
          to={paths.book({ surgeon: surgeon.id, service: "Other", location: surgeon.citySlug })}
          className="btn-primary flex-1 whitespace-nowrap"
          aria-label={`Book Consultation with ${surgeon.name}`}
        >
          Book Consultation
        </Link>
      </div>
    </article>
  );
}
