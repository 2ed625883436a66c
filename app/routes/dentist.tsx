import { renderToStaticMarkup } from "react-dom/server";
import { type AppLoadContext, data, isRouteErrorResponse, Link, useActionData, useParams } from "react-router";

import type { Route } from "./+types/dentist";
import { ClosureNotice } from "../components/closure-notice";
import { BreakableAddress } from "../components/breakable-address";
import { cardDentist, DentistCards } from "../components/dentist-card";
import { CheckedOn, PaymentBadges } from "../components/listing-badges";
import { NewPatientFacts, ProfileBookButton } from "../components/new-patients-profile";
import { newPatientView, newPatientViews } from "../../rules/listings/new-patients-text";
import { ButtonLinks } from "../components/button-links";
import { PageHeader } from "../components/page-header";
import { ResponseBand } from "../components/response-band";
import { OFFER_WINDOW_DAYS, RESPONSE_WINDOW_DAYS } from "../../rules/response-bands";
import type { RatingFacts, ResponseFacts } from "../../rules/api/listings";
import type { ListingReviewsPage } from "../../rules/api/reviews";
import { reviewsJsonLd } from "../lib/reviews-json-ld";
import { listingRef } from "../../rules/listings/listing-ref";
import { ReviewsSection } from "../components/reviews-section";
import { StarRating } from "../components/star-rating";
import { TitledSection } from "../components/titled-section";
import { CITY_NAMES } from "../../rules/listings/city-names";
import { closureNotice, openNowWithClosures } from "../../rules/listings/closures";
import { isUnconfirmed } from "../../rules/listings/confirmation";
import { nzToday } from "../../rules/nz-time";
import { openingHoursJsonLd, weekTable } from "../../rules/listings/hours";
import type { Dentist } from "../../rules/listings/types";
import { dentistCityName } from "../lib/dentist-display";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";
import { telHref } from "../lib/phone";
import { adultPatients } from "../lib/adult-patients";
import { WaitlistJoinForm, type WaitlistJoinState } from "../components/waitlist-join-form";

function dentistJsonLd(dentist: Dentist, reviews: ListingReviewsPage) {
  return {
    "@context": "https://schema.org",
    "@type": "Dentist",
    name: dentist.practice,
    description: dentist.description,
    telephone: dentist.phone,
    email: dentist.email,
    url: dentist.website,
    priceRange: dentist.priceTier,
    address: {
      "@type": "PostalAddress",
      streetAddress: dentist.address.split(",")[0],
      addressLocality: dentistCityName(dentist),
      postalCode: dentist.address.match(/\b\d{4}$/)?.[0],
      addressCountry: "NZ",
    },
    geo: { "@type": "GeoCoordinates", latitude: dentist.lat, longitude: dentist.lng },
    openingHoursSpecification: openingHoursJsonLd(dentist.openingHours),
    availableLanguage: [...new Set([...dentist.languages, ...(dentist.practitionerLanguages ?? [])])],
    ...reviewsJsonLd(reviews),
    employee: { "@type": "Person", name: dentist.name },
    knowsAbout: dentist.services,
  };
}

/**
 * What the profile shows of the dentist. The loader's data goes to the browser a second time for
 * hydration, so it leaves out what the page does not show: the hours come as the week's table and
 * the map position only in the structured data; the listing's status, practice id and booking
 * address stay on the server.
 */
function profileDentist(d: Dentist & ResponseFacts & RatingFacts) {
  const { id, name, practice, citySlug, address, phone, email, website, ratings } = d;
  const { registrationNumber, priceTier, priceRange, experience, emergency, description } = d;
  const { specialties, services, languages, access, funding, checkedOn, source } = d;
  const { practitionerLanguages } = d;
  return {
    ...{ id, name, practice, citySlug, address, phone, email, website, ratings },
    ...{ registrationNumber, priceTier, priceRange, experience, emergency, description },
    ...{ specialties, services, languages, access, funding, checkedOn, source },
    ...(d.responseBand ? { responseBand: d.responseBand } : {}),
    ...(d.offerDays !== undefined ? { offerDays: d.offerDays } : {}),
    ...(practitionerLanguages ? { practitionerLanguages } : {}),
  };
}

/**
 * The profile's waitlist form as static HTML (no script: the profile's JavaScript stays as it is),
 * its dates on the waitlist's clock, which checks them.
 */
function waitlistHtml(
  dentist: Dentist,
  until: ReturnType<AppLoadContext["waitlist"]["profileUntil"]>,
  state: WaitlistJoinState,
) {
  return renderToStaticMarkup(
    <WaitlistJoinForm
      action={paths.dentist(dentist.id)}
      practiceName={dentist.practice}
      cityName={dentistCityName(dentist)}
      until={until}
      state={state}
    />,
  );
}

// Runs on the server for every request, from the live listings: the dentist, three neighbours and
// the week's hours at the server's clock. An unknown or unpublished id is a 404 the ErrorBoundary
// below explains.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const dentist = await context.listings.dentist(params.id);
  if (!dentist) throw data("Dentist not found", { status: 404 });
  const now = context.now();
  const reviewsPage = Number(new URL(request.url).searchParams.get("reviews") ?? "1");
  const [nearby, reviews] = await Promise.all([
    context.listings.nearbyDentists(dentist.id, 3),
    context.listingReviews(listingRef("dentist", dentist.id), reviewsPage),
  ]);
  return {
    dentist: profileDentist(dentist),
    // Issue 37 item 6: 104 days or more since the practice last confirmed its details.
    notConfirmedSince: isUnconfirmed(dentist.checkedOn, nzToday(now))
      ? new Date(`${dentist.checkedOn}T12:00:00Z`).toLocaleDateString("en-NZ", {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        })
      : null,
    // Static HTML made here: the section has nothing to run in the browser, and its code would
    // push the profile over the content pages' 120 kB JavaScript budget (issue 7).
    reviewsHtml: renderToStaticMarkup(
      <ReviewsSection
        reviews={reviews}
        pageHref={(page) => paths.dentistReviews(dentist.id, page)}
        practice={dentist.practice}
      />,
    ),
    nearby: nearby.map((d) => cardDentist(d, undefined, adultPatients(d, now))),
    // Who the practice is taking on, on the page's clock: static HTML, and the adult group's state
    // for the Book button (issue 37 item 1).
    newPatientsHtml: renderToStaticMarkup(
      <NewPatientFacts views={newPatientViews(dentist.newPatients, nzToday(now))} />,
    ),
    adultPatients: newPatientView(dentist.newPatients, "adult", nzToday(now)),
    // "Hear of an earlier time", with no booking (issue 37 item 5): static HTML, as above.
    waitlistHtml: waitlistHtml(dentist, context.waitlist.profileUntil(), { kind: "empty" }),
    week: weekTable(dentist.openingHours, now),
    openNow: openNowWithClosures(dentist, now),
    // The practice's closure now or within 30 days (rules/listings/closures.ts), or nothing.
    closure: closureNotice(dentist.closures, now) ?? null,
    jsonLd: dentistJsonLd(dentist, reviews),
    phoneHref: telHref(dentist.phone),
  };
}

/**
 * The waitlist form's post (server/waitlist/plugin.ts renders this page for it alone, never
 * cached): 422 with each field's problem and what was typed, or "check your e-mail".
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const dentist = await context.listings.dentist(params.id);
  if (!dentist) throw data("Dentist not found", { status: 404 });
  const form = await request.formData();
  const body: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((value) => typeof value === "string");
    body[key] = all.length === 1 ? all[0] : all;
  }
  const practice = { practiceId: dentist.practiceId, practiceName: dentist.practice, citySlug: dentist.citySlug };
  const result = await context.waitlist.joinFromProfile(practice, body);
  return data(
    { waitlistHtml: waitlistHtml(dentist, context.waitlist.profileUntil(), result) },
    { status: result.kind === "invalid" ? 422 : 200 },
  );
}

export const meta: Route.MetaFunction = ({ params, loaderData }) => {
  const dentist = loaderData?.dentist;
  if (!dentist)
    return pageMeta({
      title: "Dentist not found",
      description: "This dentist is not on our directory.",
      path: paths.dentist(params.id),
      noindex: true,
    });
  return pageMeta({
    title: `${dentist.name}, ${dentist.practice} – ${dentistCityName(dentist)}`,
    description: dentist.description,
    path: paths.dentist(dentist.id),
    jsonLd: [loaderData.jsonLd],
  });
};

const ACCESS_FACTS = [
  { key: "wheelchair", label: "Wheelchair access" },
  { key: "accessibleParking", label: "Accessible parking" },
  { key: "hearingLoop", label: "Hearing loop" },
] as const;

function UnknownDentist({ id }: { id: string }) {
  return (
    <PageHeader
      title="Dentist not found"
      lead={`We could not find a dentist with the address “${id}”. They may have left the directory, or the link may be mistyped.`}
    >
      <ButtonLinks
        links={[
          { to: paths.directory(), label: "Search the directory" },
          { to: paths.compare(), label: "Compare dentists" },
          { to: paths.emergency(), label: "Dental emergency" },
        ]}
      />
      <h2 className="mt-8 text-lg font-bold">Browse by city</h2>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        {CITY_NAMES.map((c) => (
          <li key={c.slug}>
            <Link to={paths.city(c.slug)} className="text-brand-700 underline">
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </PageHeader>
  );
}

export default function DentistPage({ loaderData }: Route.ComponentProps) {
  const {
    dentist,
    nearby,
    week,
    openNow,
    phoneHref,
    reviewsHtml,
    closure,
    notConfirmedSince,
    newPatientsHtml,
    adultPatients,
  } = loaderData;
  const posted = useActionData<typeof action>();
  const city = dentistCityName(dentist);
  const details = [
    { label: "Practice", value: dentist.practice },
    {
      label: "Location",
      value: (
        <Link to={paths.city(dentist.citySlug)} className="text-brand-700 underline">
          {city}
        </Link>
      ),
    },
    { label: "Address", value: dentist.address },
    { label: "Price tier", value: dentist.priceTier },
    { label: "Typical prices", value: dentist.priceRange },
    { label: "Experience", value: dentist.experience },
    { label: "Dental Council registration", value: dentist.registrationNumber },
    {
      label: "Emergency appointments",
      value: dentist.emergency
        ? "Yes – same-day emergency appointments"
        : "No – see our emergency page for urgent care",
    },
  ];

  return (
    <>
      <PageHeader title={dentist.name} lead={`${dentist.practice}, ${city}`}>
        {closure && <ClosureNotice notice={closure} className="mt-4" />}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <a href="#dentist-reviews" className="rounded hover:underline">
            <StarRating ratings={dentist.ratings} />
          </a>
          {dentist.emergency && (
            <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-red-800">
              Emergency appointments
            </span>
          )}
        </div>
        {dentist.responseBand && (
          <div className="mt-4 max-w-2xl">
            <ResponseBand band={dentist.responseBand} />
            <p className="mt-1 text-sm text-slate-600">
              From how fast the practice answered booking requests sent through this site in the last{" "}
              {RESPONSE_WINDOW_DAYS} days.
            </p>
          </div>
        )}
        {dentist.offerDays !== undefined && (
          <div className="mt-4 max-w-2xl">
            <ResponseBand band={undefined} offerDays={dentist.offerDays} />
            <p className="mt-1 text-sm text-slate-600">
              From the booking requests sent through this site in the last {OFFER_WINDOW_DAYS} days that got a time: for
              80% of them, the earliest time the practice offered or confirmed was at most this many days after the
              request reached it.
            </p>
          </div>
        )}
        <PaymentBadges dentist={dentist} className="mt-4" />
        <p className="mt-6 flex flex-wrap gap-3">
          <ProfileBookButton dentist={dentist} adult={adultPatients} />
          <a href={phoneHref} className="btn-secondary">
            Call {dentist.phone}
          </a>
        </p>
      </PageHeader>

      <div className="container-page grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-10">
          <TitledSection id="dentist-about" title={`About ${dentist.name}`}>
            <p className="mt-3 text-slate-700">{dentist.description}</p>
            <h3 className="mt-6 font-semibold">Specialties</h3>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {dentist.specialties.map((s) => (
                <li key={s} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
                  {s}
                </li>
              ))}
            </ul>
          </TitledSection>

          <TitledSection id="dentist-services" title="Services">
            <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label="All services">
              {dentist.services.map((s) => (
                <li key={s} className="flex gap-2">
                  <span aria-hidden="true" className="font-bold text-brand-700">
                    ✓
                  </span>
                  {s}
                </li>
              ))}
            </ul>
          </TitledSection>

          <TitledSection id="dentist-hours" title="Opening hours">
            <p
              className={`mt-3 inline-block rounded-full px-3 py-1 text-sm font-semibold ${openNow.open ? "bg-emerald-50 text-emerald-900" : "bg-slate-100 text-slate-800"}`}
              data-testid="open-now"
            >
              {openNow.text}
            </p>
            <table className="mt-3 w-full max-w-md text-left">
              <caption className="sr-only">Opening hours this week, New Zealand time</caption>
              <tbody className="divide-y divide-slate-200">
                {week.map((row) => (
                  <tr
                    key={row.day}
                    aria-current={row.today ? "date" : undefined}
                    className={row.today ? "bg-brand-50 font-semibold" : undefined}
                  >
                    <th scope="row" className="py-1.5 pr-4 pl-2 font-semibold">
                      {row.label}
                      {row.today && <span className="ml-2 text-sm font-normal text-brand-800">(today)</span>}
                    </th>
                    <td className="py-1.5 pr-2">{row.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TitledSection>

          <TitledSection id="dentist-access" title="Languages and access">
            <h3 className="mt-4 font-semibold">Languages spoken</h3>
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Languages spoken">
              {dentist.languages.map((language) => (
                <li key={language} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
                  {language}
                </li>
              ))}
            </ul>
            {/* Where the practice says which of its people speaks which. */}
            {dentist.practitionerLanguages && (
              <p className="mt-2 text-sm text-slate-700">
                {dentist.name} speaks {dentist.practitionerLanguages.join(", ")}.
              </p>
            )}
            <h3 className="mt-4 font-semibold">Access</h3>
            <ul className="mt-2 space-y-1" aria-label="Access">
              {ACCESS_FACTS.map(({ key, label }) => (
                <li key={key}>
                  {label}: <span className="font-medium">{dentist.access[key] ? "Yes" : "No"}</span>
                </li>
              ))}
            </ul>
          </TitledSection>

          <div dangerouslySetInnerHTML={{ __html: reviewsHtml }} />

          <TitledSection id="dentist-details" title="Practice details">
            <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {details.map((row) => (
                <div key={row.label} className="grid gap-1 p-3 sm:grid-cols-[12rem_1fr]">
                  <dt className="font-semibold text-slate-700">{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </TitledSection>
        </div>

        <aside className="space-y-6">
          <div dangerouslySetInnerHTML={{ __html: newPatientsHtml }} />
          <TitledSection id="dentist-contact" title="Contact" className="card p-5" headingClassName="text-lg font-bold">
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                Phone:{" "}
                <a href={phoneHref} className="font-medium text-brand-700 underline">
                  {dentist.phone}
                </a>
              </li>
              <li className="break-words">
                Email:{" "}
                <a href={`mailto:${dentist.email}`} className="font-medium text-brand-700 underline">
                  <BreakableAddress text={dentist.email} />
                </a>
              </li>
              <li className="break-words">
                Website:{" "}
                <a
                  href={dentist.website}
                  className="font-medium text-brand-700 underline"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <BreakableAddress text={dentist.website.replace(/^https?:\/\//, "")} />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
            <Link
              to={paths.book({ dentist: dentist.id, location: dentist.citySlug })}
              className="btn-primary mt-4 w-full"
            >
              Request an appointment
            </Link>
          </TitledSection>
          <div dangerouslySetInnerHTML={{ __html: posted?.waitlistHtml ?? loaderData.waitlistHtml }} />
          <TitledSection
            id="dentist-listing"
            title="About this listing"
            className="card p-5"
            headingClassName="text-lg font-bold"
          >
            {notConfirmedSince ? (
              <p className="mt-2 text-sm text-slate-700">
                Details not confirmed since <time dateTime={dentist.checkedOn}>{notConfirmedSince}</time>
              </p>
            ) : (
              <CheckedOn dentist={dentist} large className="mt-2" />
            )}
            <p className="mt-1 text-sm text-slate-700">Source: {dentist.source}</p>
            <Link
              to={paths.contact({
                category: "feedback",
                subject: `Change to listing: ${dentist.practice}`,
                listing: `dentist/${dentist.id}`,
              })}
              className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
            >
              Report a change
            </Link>
          </TitledSection>
        </aside>
      </div>

      <TitledSection id="dentist-nearby" title="Nearby dentists" className="container-page mt-12">
        <DentistCards dentists={nearby} className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" />
      </TitledSection>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { id = "" } = useParams();
  if (isRouteErrorResponse(error) && error.status === 404) return <UnknownDentist id={id} />;
  throw error;
}
