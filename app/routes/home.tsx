import { Form, Link } from "react-router";

import type { Route } from "./+types/home";
import { cardDentist, DentistCards } from "../components/dentist-card";
import { RatingSourceNote } from "../components/listing-badges";
import { TitledSection } from "../components/titled-section";
import { CITY_NAMES } from "../../rules/listings/city-names";
import { findServicePage, HOME_SERVICE_OPTIONS, POPULAR_SERVICE_SLUGS } from "../content/services";
import { SITE } from "../content/site";
import { averageRatingSource, COUNTS_SOURCE, headlineStats, searchClaim } from "../lib/headline-stats";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";
import { formatNzd } from "../lib/text";
import { adultPatients } from "../lib/adult-patients";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${SITE.name} – Find and book trusted dentists across New Zealand`,
    description: `${loaderData?.searchClaim ?? "Search verified dentists across New Zealand"}, compare prices and ratings, and request an appointment online.`,
    path: paths.home(),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: SITE.name,
        url: SITE.origin,
        telephone: SITE.phone,
        email: SITE.supportEmail,
        foundingDate: String(SITE.foundedYear),
        address: { "@type": "PostalAddress", streetAddress: SITE.office, addressCountry: "NZ" },
      },
    ],
  });

const VALUE_POINTS = [
  {
    title: "Verified practices",
    text: "Every dentist on the directory holds a current practising certificate, and we check each listing's details regularly.",
  },
  {
    title: "Clear prices up front",
    text: "See typical price ranges before you book, so there are no surprises at the front desk.",
  },
  {
    title: "Help when it hurts",
    text: "Urgent and emergency requests come first in our team's inbox, and listings show how fast each practice has replied to requests sent through us.",
  },
];

// Runs on the server for every request, from the live listings: four top-rated dentists and the
// headline figures, not the whole directory.
export async function loader({ context }: Route.LoaderArgs) {
  const popularServices = POPULAR_SERVICE_SLUGS.map((slug) => findServicePage(slug))
    .filter((s) => s !== undefined)
    .map(({ slug, title, duration, fromPrice }) => ({ slug, title, duration, fromPrice }));
  const [top, stats] = await Promise.all([
    context.listings.findDentists({ sort: "rating", pageSize: 4 }, context.now()),
    context.listings.stats(),
  ]);
  return {
    topDentists: top.items.map((d) => cardDentist(d, undefined, adultPatients(d, context.now()))),
    stats: headlineStats(stats),
    ratingSource: averageRatingSource(stats),
    searchClaim: searchClaim(stats),
    popularServices,
    serviceOptions: HOME_SERVICE_OPTIONS,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { topDentists, stats, ratingSource, popularServices: popular, serviceOptions } = loaderData;

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page pt-14 sm:pt-20">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            Find a trusted dentist near you
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Compare verified dentists across New Zealand by location, service, price and rating, then request an
            appointment in minutes.
          </p>
          {/* On a phone, one tap from here to the clinics open now and the numbers to call. */}
          <p className="mt-3">
            <Link
              to={paths.emergency()}
              className="inline-flex min-h-11 items-center font-semibold text-red-700 underline underline-offset-2"
            >
              Dental emergency? Clinics open now and numbers to call
            </Link>
          </p>
          <Form
            method="get"
            action={paths.directory()}
            className="card mt-8 grid gap-4 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-5"
            aria-label="Search dentists"
          >
            <div>
              <label htmlFor="home-location" className="field-label">
                Location
              </label>
              <select id="home-location" name="location" className="field-input" defaultValue="">
                <option value="">All locations</option>
                {CITY_NAMES.map((city) => (
                  <option key={city.slug} value={city.slug}>
                    {city.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="home-service" className="field-label">
                Service
              </label>
              <select id="home-service" name="service" className="field-input" defaultValue="">
                <option value="">All services</option>
                {serviceOptions.map((service) => (
                  <option key={service} value={service}>
                    {service}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary h-11">
              Search Dentists
            </button>
          </Form>

          <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-xl bg-white/70 p-4 text-center">
                <dt className="text-sm text-slate-700">{stat.label}</dt>
                <dd className="order-first text-2xl font-extrabold text-brand-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-slate-700">{COUNTS_SOURCE}</p>
          {ratingSource && <p className="mt-1 text-sm text-slate-700">{ratingSource}</p>}
        </div>
      </section>

      <TitledSection id="top-rated" title="Top-rated dentists" className="container-page py-12">
        <DentistCards dentists={topDentists} className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" />
        <RatingSourceNote className="mt-4" />
        <p className="mt-6">
          <Link to={paths.directory()} className="font-semibold text-brand-700 underline">
            See all dentists
          </Link>
        </p>
      </TitledSection>

      <section className="bg-slate-50 py-12" aria-labelledby="popular-services">
        <div className="container-page">
          <h2 id="popular-services" className="text-2xl font-bold">
            Popular services
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {popular.map((service) => (
              <li key={service.slug}>
                <Link to={paths.service(service.slug)} className="card block h-full p-5 hover:border-brand-600">
                  <h3 className="text-lg font-bold">{service.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{service.duration}</p>
                  <p className="mt-3 font-semibold text-brand-800">From {formatNzd(service.fromPrice)}</p>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <Link to={paths.costs()} className="font-semibold text-brand-700 underline">
              What dental care costs, and help to pay for it
            </Link>
          </p>
        </div>
      </section>

      <TitledSection id="why-us" title={`Why patients use ${SITE.name}`} className="container-page py-12">
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {VALUE_POINTS.map((point) => (
            <li key={point.title} className="card p-5">
              <h3 className="font-bold">{point.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{point.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <section className="container-page">
        <div className="rounded-2xl bg-brand-800 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">Ready to book your next appointment?</h2>
          <p className="mt-2 text-brand-100">
            Find a dentist you trust, or tell us what you need and we will match you.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={paths.directory()} className="btn bg-white text-brand-800 hover:bg-brand-50">
              Find Dentists
            </Link>
            <Link to={paths.book()} className="btn border border-white text-white hover:bg-brand-700">
              Book Now
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
