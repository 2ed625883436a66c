import { data, isRouteErrorResponse, Link } from "react-router";

import type { Route } from "./+types/city";
import { CityMap } from "../components/city-map";
import { nzOutlinePath } from "../lib/nz-map";
import { cardDentist, DentistCards } from "../components/dentist-card";
import { RatingSourceNote } from "../components/listing-badges";
import { FaqSection } from "../components/find-faq-list";
import { PageHeader } from "../components/page-header";
import { TitledSection } from "../components/titled-section";
import { CITIES, findCity } from "../../rules/listings/cities";
import { EMPTY_DIRECTORY_STATE } from "../../rules/listings/directory-url";
import { nearestBeyondFilters } from "../../rules/listings/nearest-match";
// Only the loader's: the page names the dentist with a link of its own, so the content pages'
// scripts do not carry the directory's suggestion (the 120 kB budget).
import { beyondWhere } from "../components/beyond-filters";
import { CITY_NAMES } from "../../rules/listings/city-names";
import { DIRECTORY_SERVICE_OPTIONS } from "../content/services";
import type { City, Faq } from "../content/types";
import { faqPageJsonLd, pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";
import { adultPatients } from "../lib/adult-patients";

/** The city's best-rated dentists shown here; the directory, filtered to the city, has them all. */
export const CITY_PAGE_DENTISTS = 20;
/** Practices with emergency appointments named in the FAQ answer; the rest are counted. */
const EMERGENCY_NAMED = 5;
const EMERGENCY_SERVICE = "Emergency Care";

/** Emergency practices in a city: a few names and how many there are. */
interface EmergencyPractices {
  names: string[];
  total: number;
}

// Runs on the server for every request, from the live listings. The page holds at most
// CITY_PAGE_DENTISTS dentists and a count per service, so it does not grow with the listings.
export async function loader({ params, context }: Route.LoaderArgs) {
  const city = findCity(params.city);
  if (!city) throw data("City not found", { status: 404 });
  const { listings } = context;
  const now = context.now();
  const inCity = { location: city.slug } as const;
  const [shown, emergency, counts] = await Promise.all([
    listings.findDentists({ ...inCity, sort: "rating", pageSize: CITY_PAGE_DENTISTS }, now),
    listings.findDentists({ ...inCity, service: EMERGENCY_SERVICE, sort: "rating", pageSize: EMERGENCY_NAMED }, now),
    Promise.all(
      DIRECTORY_SERVICE_OPTIONS.map(async (service) => ({
        service,
        count: (await listings.findDentists({ ...inCity, service, pageSize: 1 }, now)).total,
      })),
    ),
  ]);
  // No dentist in the city: the nearest one beyond it, and how far (issue 38 item 6).
  const match =
    shown.total === 0
      ? await nearestBeyondFilters(listings, { ...EMPTY_DIRECTORY_STATE, location: city.slug }, now)
      : undefined;
  const beyond = match && {
    id: match.dentist.id,
    name: match.dentist.name,
    where: beyondWhere(match),
    href: match.href,
  };
  const emergencyPractices: EmergencyPractices = {
    names: [...new Set(emergency.items.map((d) => d.practice))],
    total: emergency.total,
  };
  // The city's facts and its neighbours come as data: the page's script carries no city table (D597).
  return {
    city,
    nearby: nearestCities(city, 4).map(({ slug, name }) => ({ slug, name })),
    dentists: shown.items.map((d) => cardDentist(d, undefined, adultPatients(d, now))),
    total: shown.total,
    beyond,
    emergency: emergencyPractices,
    counts: counts.filter((c) => c.count > 0),
    mapOutline: nzOutlinePath(),
  };
}

export const meta: Route.MetaFunction = ({ params, loaderData }) => {
  const city = loaderData?.city;
  if (!city || !loaderData)
    return pageMeta({
      title: "City not found",
      description: "We do not list that city yet.",
      path: paths.city(params.city),
      noindex: true,
    });
  return pageMeta({
    title: `Dentists in ${city.name}`,
    description: `Compare trusted dentists in ${city.name}, ${city.region}: ratings, services, prices and opening hours. Request an appointment online.`,
    path: paths.city(city.slug),
    jsonLd: [faqPageJsonLd(cityFaqs(city, loaderData.emergency))],
  });
};

function nearestCities(city: City, count: number): City[] {
  const distance = (c: City) => Math.hypot(c.lat - city.lat, (c.lng - city.lng) * 0.755);
  return CITIES.filter((c) => c.slug !== city.slug)
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, count);
}

function cityFaqs(city: City, emergency: EmergencyPractices): Faq[] {
  const named = emergency.names.join(", ");
  const more = emergency.total - emergency.names.length;
  const practices = emergency.total === 1 ? "1 practice" : `${emergency.total.toLocaleString("en-NZ")} practices`;
  return [
    {
      question: `How much does a dental check-up cost in ${city.name}?`,
      answer: `A routine check-up and clean usually costs $150-$300 in ${city.name}, depending on whether X-rays are needed. Each practice's price range is shown on its profile.`,
    },
    {
      question: `Can I see an emergency dentist in ${city.name}?`,
      answer:
        emergency.total > 0
          ? `Yes. ${practices} in ${city.name} keep${emergency.total === 1 ? "s" : ""} same-day appointments for dental emergencies: ${named}${more > 0 ? ` and ${more.toLocaleString("en-NZ")} more` : ""}. For severe bleeding, swelling that affects breathing, or a head injury, call 111.`
          : `None of the practices we list in ${city.name} offers emergency appointments at the moment. Our emergency page lists after-hours clinics, and for severe bleeding, swelling that affects breathing, or a head injury, call 111.`,
    },
    {
      question: "Does insurance cover dental treatment?",
      answer:
        "Many health insurance policies cover part of the cost of check-ups and treatment, up to an annual limit. ACC helps with dental injuries caused by accidents. Check your policy and ask the practice for a written quote first.",
    },
  ];
}

function UnknownCity() {
  return (
    <PageHeader
      title="City not found"
      lead="We do not list dentists in that place yet. Choose one of the 22 cities we cover, or search the whole directory."
    >
      <ul className="mt-6 flex flex-wrap gap-2" aria-label="Cities we cover">
        {CITY_NAMES.map((c) => (
          <li key={c.slug}>
            <Link to={paths.city(c.slug)} className="btn-secondary">
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link to={paths.directory()} className="btn-primary">
          Search all dentists
        </Link>
      </p>
    </PageHeader>
  );
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city, nearby, dentists, total, emergency, counts, mapOutline } = loaderData;
  const allInCity = paths.directory({ location: city.slug });
  const actions = [
    { to: paths.emergency(), label: "Emergency dental care", text: "Urgent help and after-hours clinics" },
    { to: paths.book({ location: city.slug }), label: `Book in ${city.name}`, text: "Request an appointment" },
    { to: paths.compare(city.slug), label: `Compare ${city.name} dentists`, text: "Prices, ratings and services" },
  ];

  return (
    <>
      <PageHeader
        title={`Dentists in ${city.name}`}
        lead={`${total === 1 ? "1 verified dentist" : `${total.toLocaleString("en-NZ")} verified dentists`} in ${city.name}, ${city.region}.`}
      >
        <ul className="mt-6 grid gap-3 sm:grid-cols-3" aria-label="Quick actions">
          {actions.map((action, i) => (
            <li key={action.to}>
              <Link
                to={action.to}
                className={`card block h-full p-4 hover:border-brand-600 ${i === 0 ? "border-red-200 bg-red-50" : ""}`}
              >
                <span className={`block font-bold ${i === 0 ? "text-red-800" : "text-brand-800"}`}>{action.label}</span>
                <span className="mt-1 block text-sm text-slate-700">{action.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PageHeader>

      <div className="container-page grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-12">
          <TitledSection id="city-dentists" title={`Dentists in ${city.name}`}>
            {total === 0 ? (
              <p className="mt-3 text-slate-700">
                We do not list a dentist in {city.name} at the moment.{" "}
                {loaderData.beyond && (
                  <span data-testid="beyond-filters">
                    The nearest is{" "}
                    <Link to={paths.dentist(loaderData.beyond.id)} className="font-semibold text-brand-700 underline">
                      {loaderData.beyond.name}
                    </Link>
                    {loaderData.beyond.where}.{" "}
                  </span>
                )}
                <Link
                  to={loaderData.beyond?.href ?? paths.directory()}
                  className="font-semibold text-brand-700 underline"
                >
                  {loaderData.beyond ? `Dentists nearest ${city.name}` : "Search the whole directory"}
                </Link>
              </p>
            ) : (
              <>
                {total > dentists.length && (
                  <p className="mt-2 text-slate-700">The {dentists.length} highest rated, best reviewed first.</p>
                )}
                <DentistCards dentists={dentists} className="mt-6 grid gap-5 sm:grid-cols-2" />
                <RatingSourceNote className="mt-4" />
              </>
            )}
            {total > 0 && (
              <p className="mt-6">
                <Link to={allInCity} className="btn-secondary" data-testid="city-directory-link">
                  {total === 1
                    ? `See the dentist in ${city.name} in the directory`
                    : `See all ${total.toLocaleString("en-NZ")} dentists in ${city.name}`}
                </Link>
              </p>
            )}
          </TitledSection>

          <TitledSection id="city-services" title={`Services in ${city.name}`}>
            <p className="mt-2 text-slate-700">Number of listed practices offering each service.</p>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="service-counts">
              {counts.map(({ service, count }) => (
                <li key={service}>
                  <Link
                    to={paths.directory({ location: city.slug, service })}
                    className="card flex items-center justify-between p-4 hover:border-brand-600"
                  >
                    <span className="font-medium">{service}</span>
                    <span className="text-sm text-slate-700">{count === 1 ? "1 provider" : `${count} providers`}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </TitledSection>

          <FaqSection id="city-faq" faqs={cityFaqs(city, emergency)} listClassName="mt-4" />
        </div>

        <aside className="space-y-6" aria-labelledby="city-where">
          <h2 id="city-where" className="text-lg font-bold">
            Where is {city.name}?
          </h2>
          <CityMap name={city.name} lat={city.lat} lng={city.lng} outline={mapOutline} className="w-full max-w-xs" />
          <p className="text-sm text-slate-700">
            {city.name} is in the {city.region} region. Landline area code {city.areaCode}.
          </p>
          <div>
            <h3 className="font-semibold">Nearby cities</h3>
            <ul className="mt-2 space-y-1">
              {nearby.map((c) => (
                <li key={c.slug}>
                  <Link to={paths.city(c.slug)} className="text-brand-700 underline">
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <UnknownCity />;
  throw error;
}
