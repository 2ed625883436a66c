import { Link } from "react-router";

import type { Route } from "./+types/partner-with-us";
import { PartnerForm } from "../components/forms/partner-form";
import { PageHeader } from "../components/page-header";
import { TitledSection } from "../components/titled-section";
import { PARTNER_PLAN, SITE } from "../content/site";
import { COUNTS_SOURCE, roundedDownCount } from "../lib/headline-stats";
import { pageMeta } from "../lib/meta";
import { BOOKING_FIGURE_DAYS } from "../../rules/api/site-figures";
import { paths } from "../../rules/paths";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Partner with Us",
    description: `List your dental practice on ${SITE.name}: $${PARTNER_PLAN.monthlyFee} per month, no setup fees, cancel anytime, ${PARTNER_PLAN.trialDays}-day free trial.`,
    path: paths.partner(),
  });

const BENEFITS = [
  {
    title: "More new patients",
    text: "Reach people looking for a dentist near you, in the directory and on your city and service pages.",
  },
  {
    title: "Requests, not cold leads",
    text: "Patients send a booking request with the service, preferred time and contact details, ready for your team.",
  },
  {
    title: "Fill urgent gaps",
    text: "Emergency and urgent requests are flagged, so you can offer same-day gaps to the people who need them.",
  },
  {
    title: "Your practice, your way",
    text: "Show your services, price ranges, hours and team, and update them whenever you need to.",
  },
];

const INCLUDED = [
  "A verified listing in the directory and on your city and service pages",
  "Booking requests delivered to your team by e-mail",
  "A place in comparison tables for your services",
  "A named partnerships contact and phone support",
  "Mention in relevant blog articles and guides",
];

// Runs on the server for every request: the figures are the published listings' counts and the
// booking requests received. Nothing records visitors, partners' new patients or their
// satisfaction, so none is claimed (docs/decisions/D0551-the-sites-claims-about-itself-computed.md).
export async function loader({ context }: Route.LoaderArgs) {
  const [{ dentists, cities }, bookings] = await Promise.all([
    context.listings.stats(),
    context.recentBookingRequests(),
  ]);
  return {
    stats: [
      { value: roundedDownCount(dentists), label: "dentists listed" },
      { value: String(cities), label: cities === 1 ? "city covered" : "cities covered" },
      {
        value: roundedDownCount(bookings),
        label: `booking ${bookings === 1 ? "request" : "requests"} in the last ${BOOKING_FIGURE_DAYS} days`,
      },
    ],
  };
}

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Partner with Us"
        lead="Join New Zealand's dental directory and connect with patients looking for care in your area."
      >
        <p className="mt-6">
          <a href="#apply" className="btn-primary">
            Start your free trial
          </a>
        </p>
      </PageHeader>

      <TitledSection id="benefits-heading" title="Why practices join" className="container-page py-8">
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((b) => (
            <li key={b.title} className="card p-5">
              <h3 className="font-bold">{b.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{b.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <section aria-labelledby="stats-heading" className="bg-brand-800 py-10 text-white">
        <div className="container-page">
          <h2 id="stats-heading" className="text-2xl font-bold">
            The directory today
          </h2>
          <dl className="mt-6 grid max-w-2xl grid-cols-2 gap-4 sm:grid-cols-3">
            {loaderData.stats.map((s) => (
              <div key={s.label} className="flex flex-col rounded-xl bg-brand-900 p-4 text-center">
                <dt className="text-sm text-brand-100">{s.label}</dt>
                <dd className="order-first text-2xl font-extrabold">{s.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-brand-100">
            {COUNTS_SOURCE} Booking requests: those sent through our booking form, spam left out.
          </p>
        </div>
      </section>

      <div className="container-page grid gap-8 py-10 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          <TitledSection id="included-heading" title="What you get">
            <ul className="mt-4 space-y-2">
              {INCLUDED.map((item) => (
                <li key={item} className="flex gap-3 text-slate-700">
                  <span aria-hidden="true" className="font-bold text-brand-700">
                    ✓
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </TitledSection>
          <div id="apply" className="scroll-mt-4">
            <PartnerForm />
          </div>
        </div>
        <aside aria-labelledby="pricing-heading" className="lg:sticky lg:top-4 lg:self-start">
          <div className="card border-2 border-brand-700 p-6 text-center">
            <h2 id="pricing-heading" className="text-lg font-bold">
              Simple pricing
            </h2>
            <p className="mt-3">
              <span className="text-4xl font-extrabold text-brand-800">${PARTNER_PLAN.monthlyFee}</span>
              <span className="text-slate-700"> per month</span>
            </p>
            <ul className="mt-4 space-y-2 text-left">
              <li>✓ {PARTNER_PLAN.trialDays}-day free trial</li>
              <li>✓ No setup fees</li>
              <li>✓ Cancel anytime</li>
              <li>✓ No commission on treatment</li>
            </ul>
            <a href="#apply" className="btn-primary mt-5 w-full">
              Apply now
            </a>
            <p className="mt-4 text-sm text-slate-700">
              Already listed?{" "}
              <Link to={paths.practiceSignIn()} className="font-semibold text-brand-800 underline">
                Practice sign in
              </Link>
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
