import { Link } from "react-router";

import type { Route } from "./+types/surgical";
import { ButtonLinks } from "../components/button-links";
import { CardActions } from "../components/card-actions";
import { FaqSection } from "../components/find-faq-list";
import { RatingSourceNote } from "../components/listing-badges";
import { PageHeader } from "../components/page-header";
import { SurgeonCard } from "../components/surgeon-card";
import { TitledSection } from "../components/titled-section";
import { InlineFacts } from "../components/inline-facts";
import { ORAL_SURGERY, SURGERY_FAQS, SURGICAL_PROCESS, SURGICAL_SERVICES } from "../content/surgery";
import { faqPageJsonLd, pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";
import { bookingServiceFor } from "../lib/booking-service";

// Served at /surgical and /services/oral-surgery; one canonical address for both.
// Runs on the server for every request: the published oral surgeons, best rated first (one page of
// them, so the page does not grow with the listings).
export async function loader({ context }: Route.LoaderArgs) {
  const { items, total } = await context.listings.findSurgeons({});
  return {
    surgeons: items,
    totalSurgeons: total,
    faqs: SURGERY_FAQS,
    process: SURGICAL_PROCESS,
    services: SURGICAL_SERVICES.map((s) => ({ ...s, bookingService: bookingServiceFor(s.slug, s.name) })),
  };
}

/** The page's general consultation, named like its treatments' links so the form says what it is about. */
const BOOK_ORAL_SURGERY = paths.book({ service: bookingServiceFor(ORAL_SURGERY.slug, ORAL_SURGERY.name) });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Oral Surgery",
    description: "Wisdom teeth, implants, extractions and jaw surgery from experienced oral surgeons.",
    path: paths.surgical(),
    jsonLd: loaderData ? [faqPageJsonLd(loaderData.faqs)] : [],
  });

export default function SurgicalPage({ loaderData }: Route.ComponentProps) {
  const { surgeons, totalSurgeons, faqs, process, services } = loaderData;
  return (
    <>
      <PageHeader
        title="Oral Surgery"
        lead="Wisdom teeth, implants, extractions and jaw surgery from experienced oral and maxillofacial surgeons."
      >
        <ButtonLinks
          links={[
            { to: BOOK_ORAL_SURGERY, label: "Book Consultation" },
            { to: paths.compare(), label: "Compare providers" },
          ]}
        />
      </PageHeader>

      <div className="container-page space-y-14">
        <TitledSection id="surgical-services" title="Surgical services">
          <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service.slug} className="card flex flex-col p-5">
                <h3 className="text-lg font-bold">
                  <Link to={paths.service(service.slug)} className="hover:text-brand-700 hover:underline">
                    {service.name}
                  </Link>
                </h3>
                <InlineFacts
                  className="mt-2 space-y-1 text-sm"
                  facts={[
                    ["Price range", service.priceRange],
                    ["Duration", service.duration],
                  ]}
                />
                <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {service.benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
                <CardActions
                  className="mt-4 flex flex-wrap gap-2"
                  more={{
                    to: paths.service(service.slug),
                    label: "Learn more",
                    ariaLabel: `Learn more about ${service.name}`,
                  }}
                  book={{
                    to: paths.book({ service: service.bookingService }),
                    label: "Book Consultation",
                    ariaLabel: `Book Consultation for ${service.name}`,
                  }}
                />
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection id="surgical-process" title="How it works">
          <ol className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
            {process.map((step, i) => (
              <li key={step.title} className="card p-5">
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {i + 1}
                </span>
                <h3 className="mt-3 font-bold">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm text-slate-700">{step.description}</p>
              </li>
            ))}
          </ol>
        </TitledSection>

        <TitledSection id="surgical-surgeons" title="Our oral surgeons">
          {totalSurgeons > surgeons.length && (
            <p className="mt-2 text-slate-700">
              The {surgeons.length} highest rated of {totalSurgeons.toLocaleString("en-NZ")} oral surgeons.
            </p>
          )}
          <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {surgeons.map((surgeon) => (
              <li key={surgeon.id}>
                <SurgeonCard surgeon={surgeon} />
              </li>
            ))}
          </ul>
          <RatingSourceNote className="mt-4" />
        </TitledSection>

        <FaqSection id="surgical-faq" faqs={faqs} />

        <section className="rounded-2xl bg-brand-800 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">Talk to a surgeon about your options</h2>
          <p className="mt-2 text-brand-100">Request a consultation, or compare providers near you first.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={BOOK_ORAL_SURGERY} className="btn bg-white text-brand-800 hover:bg-brand-50">
              Request a consultation
            </Link>
            <Link to={paths.compare()} className="btn border border-white text-white hover:bg-brand-700">
              Compare dentists
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
