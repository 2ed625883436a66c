import { Link } from "react-router";

import type { Route } from "./+types/city";
import { DentistCard } from "../components/dentist-card";
import { PageHeader } from "../components/page-header";
import { CITIES, findCity } from "../content/cities";
import { dentistsInCity } from "../lib/dentists";
import { pageMeta } from "../lib/meta";
import { paths } from "../lib/paths";

export const meta: Route.MetaFunction = ({ params }) => {
  const city = findCity(params.city);
  if (!city)
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
  });
};

export default function CityPage({ params }: Route.ComponentProps) {
  const city = findCity(params.city);
  if (!city) {
    return (
      <PageHeader title="City not found" lead="We do not list dentists in that place yet. Try one of these cities.">
        <ul className="mt-6 flex flex-wrap gap-2">
          {CITIES.map((c) => (
            <li key={c.slug}>
              <Link to={paths.city(c.slug)} className="btn-secondary">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </PageHeader>
    );
  }
  const dentists = dentistsInCity(city.slug);
  return (
    <>
      <PageHeader
        title={`Dentists in ${city.name}`}
        lead={`${dentists.length} verified dental practices in ${city.name}, ${city.region}.`}
      />
      <section className="container-page" aria-labelledby="city-dentists">
        <h2 id="city-dentists" className="text-2xl font-bold">
          Dentists in {city.name}
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {dentists.map((dentist) => (
            <li key={dentist.id}>
              <DentistCard dentist={dentist} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
