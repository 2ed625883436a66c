import { data, isRouteErrorResponse, Link, useParams } from "react-router";

import type { Route } from "./+types/service";
import { DentistCard } from "../components/dentist-card";
import { RatingSourceNote } from "../components/listing-badges";
import { FaqSection } from "../components/find-faq-list";
import { ButtonLinks } from "../components/button-links";
import { PageHeader } from "../components/page-header";
import { SurgeonCard } from "../components/surgeon-card";
import { TitledSection } from "../components/titled-section";
import { SERVICE_PAGES } from "../content/services";
import { faqPageJsonLd, pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";
import { serviceView } from "../lib/service-view";

// Runs on the server for every request, from the live listings: the page ships its own view, with
// three providers, not the whole directory. An unknown slug is a 404 the ErrorBoundary explains.
export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await serviceView(params.service, context.listings, context.now());
  if (!view) throw data("Service not found", { status: 404 });
  return { view, otherServices: SERVICE_PAGES.map(({ slug, title }) => ({ slug, title })) };
}

export const meta: Route.MetaFunction = ({ params, loaderData }) => {
  if (!loaderData)
    return pageMeta({
      title: "Service not found",
      description: "We do not have a page for that service.",
      path: paths.service(params.service),
      noindex: true,
    });
  const { view } = loaderData;
  return pageMeta({
    title: view.title,
    description: view.description,
    path: paths.service(view.slug),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": view.kind === "surgical" ? "MedicalProcedure" : "MedicalTherapy",
        name: view.title,
        description: view.description,
      },
      ...(view.faqs.length ? [faqPageJsonLd(view.faqs)] : []),
    ],
  });
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { view, otherServices } = loaderData;
  const facts = [
    { label: "Price range", value: view.priceRange },
    { label: "Duration", value: view.duration },
  ];

  return (
    <>
      <PageHeader title={view.title} lead={view.description}>
        {view.slug === "emergency-dentist" && (
          <p className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            In pain right now?{" "}
            <Link to={paths.emergency()} className="font-semibold underline">
              See emergency dental help and after-hours clinics
            </Link>
            .
          </p>
        )}
        <dl className="mt-6 flex flex-wrap gap-4">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-lg bg-white px-4 py-3 shadow-sm">
              <dt className="text-sm text-slate-700">{fact.label}</dt>
              <dd className="text-lg font-bold text-brand-800">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm">
          <Link to={paths.costs()} className="font-semibold text-brand-700 underline">
            What it costs and help to pay
          </Link>{" "}
          – typical prices, ACC, Work and Income, free care for under-18s and insurance.
        </p>
        <ButtonLinks
          links={[
            {
              to: paths.book({ service: view.bookingService, urgency: view.bookingUrgency }),
              label: "Book Consultation",
            },
            { to: paths.compare(view.compareFilter), label: "Compare Providers" },
          ]}
        />
      </PageHeader>

      <div className="container-page space-y-12">
        <TitledSection id="service-benefits" title="Benefits">
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {view.benefits.map((benefit) => (
              <li key={benefit} className="card flex gap-3 p-4">
                <span aria-hidden="true" className="font-bold text-brand-700">
                  ✓
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </TitledSection>

        <section aria-labelledby="service-about" className="prose-page max-w-3xl">
          <h2 id="service-about">{view.kind === "surgical" ? "What to expect" : `About ${view.title}`}</h2>
          {view.about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>

        <TitledSection
          id="service-providers"
          title={view.kind === "surgical" ? "Oral surgeons" : "Top-rated providers"}
        >
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="service-providers">
            {view.providers.map((dentist) => (
              <li key={dentist.id}>
                <DentistCard dentist={dentist} />
              </li>
            ))}
            {view.surgeons.map((surgeon) => (
              <li key={surgeon.id}>
                <SurgeonCard surgeon={surgeon} />
              </li>
            ))}
          </ul>
          <RatingSourceNote className="mt-4" />
        </TitledSection>

        <TitledSection id="service-cities" title={`${view.title} by city`}>
          <ul className="mt-4 flex flex-wrap gap-2">
            {view.cities.map((city) => (
              <li key={city.slug}>
                <Link to={paths.city(city.slug)} className="btn-secondary">
                  {city.name}
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>

        <FaqSection id="service-faq" faqs={view.faqs} />

        <TitledSection
          id="service-more"
          title="Other services"
          className="border-t border-slate-200 pt-8"
          headingClassName="text-lg font-bold"
          as="nav"
        >
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {otherServices
              .filter((s) => s.slug !== view.slug)
              .map((s) => (
                <li key={s.slug}>
                  <Link to={paths.service(s.slug)} className="text-brand-700 underline">
                    {s.title}
                  </Link>
                </li>
              ))}
            <li>
              <Link to={paths.surgical()} className="text-brand-700 underline">
                Oral surgery
              </Link>
            </li>
            <li>
              <Link to={paths.services()} className="text-brand-700 underline">
                All services and prices
              </Link>
            </li>
          </ul>
        </TitledSection>
      </div>
    </>
  );
}

/**
 * An address under /services that has no page (answered 404): the way to every service we do have.
 * It links to the index rather than listing the services here, so that each service page's
 * JavaScript does not carry every service's text (it stays within the content pages' budget).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { service = "" } = useParams();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <PageHeader
      title="Service not found"
      lead={`We do not have a page for “${service}”. Every treatment we cover is listed with its price.`}
    >
      <ButtonLinks
        links={[
          { to: paths.services(), label: "All services and prices" },
          { to: paths.directory(), label: "Find a dentist" },
          { to: paths.emergency(), label: "Dental emergency" },
        ]}
      />
    </PageHeader>
  );
}
