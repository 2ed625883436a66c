import { Link } from "react-router";

import type { Route } from "./+types/about";
import { ContactDetails } from "../components/contact-details";
import { PageHeader } from "../components/page-header";
import { SITE } from "../content/site";
import { averageRatingSource, COUNTS_SOURCE, headlineStats } from "../lib/headline-stats";
import { TEAM } from "../content/team";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About Us",
    description: `Why we built ${SITE.name}: making it easier for every New Zealander to find, compare and book a trusted dentist.`,
    path: paths.about(),
  });

const VALUES = [
  {
    title: "Honest information",
    text: "Prices shown as real ranges, reviews only from patients who booked a visit through us, checked by a moderator and published whatever their stars, and health articles checked by a registered dentist.",
  },
  {
    title: "Care for everyone",
    text: "From Kaitaia to Bluff, in cities and small towns, we want good dental care to be easy to reach for every whānau.",
  },
  {
    title: "Privacy first",
    text: "Your booking request goes only to the practice you choose. We never sell personal information.",
  },
  {
    title: "Fair to practices",
    text: "One flat monthly fee, no commission on treatment and no lock-in contracts.",
  },
];

const PATIENT_BENEFITS = [
  "Compare verified dentists by location, service, price range and rating",
  "Send a booking request in minutes, any time of day",
  "Urgent requests first in our team's inbox, with help finding after-hours care",
  "Plain-language guides on costs, ACC and free care for under-18s",
  "Free to use: you pay the practice only for your treatment",
];

const PROFESSIONAL_BENEFITS = [
  "Reach patients actively looking for care in your area",
  "Booking requests delivered straight to your team, with the details you need",
  "A listing with your services, prices, hours and reviews",
  "One flat fee, no setup costs and a 30-day free trial",
];

// Runs on the server for every request: the figures are computed from the published listings.
export async function loader({ context }: Route.LoaderArgs) {
  const stats = await context.listings.stats();
  return { stats: headlineStats(stats), ratingSource: averageRatingSource(stats) };
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={`About ${SITE.name}`}
        mi="Mō mātou"
        lead="We help New Zealanders find, compare and book trusted dentists, and help good practices reach the patients who need them."
      />

      <section aria-labelledby="mission-heading" className="container-page py-8">
        <h2 id="mission-heading" className="text-2xl font-bold">
          Our mission
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          To make dental care easier to find and easier to understand for every New Zealander: clear prices, verified
          practices and help when it hurts.
        </p>
        <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {loaderData.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-xl bg-brand-50 p-4 text-center">
              <dt className="text-sm text-slate-700">{stat.label}</dt>
              <dd className="order-first text-2xl font-extrabold text-brand-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-700">{COUNTS_SOURCE}</p>
        {loaderData.ratingSource && <p className="mt-1 text-sm text-slate-700">{loaderData.ratingSource}</p>}
      </section>

      <section aria-labelledby="story-heading" className="container-page py-8">
        <div className="prose-page max-w-3xl">
          <h2 id="story-heading">Our story</h2>
          <p>
            {SITE.name} was founded in {SITE.foundedYear}, after our founder Tama Rangihuna spent a long weekend in
            Rotorua ringing around for an emergency dentist for his daughter. The information he needed (who was open,
            what it would cost, whether they could see her that day) was scattered across dozens of websites and
            answerphones.
          </p>
          <p>
            We started with a simple list of practices in Auckland and Rotorua. Today the directory lists the dentists
            and cities counted above, and people use it to compare dentists and send booking requests. Our clinical
            director, a registered dentist, reviews every health article we publish, and our patient support team helps
            people with funding questions, urgent care and anything else that gets in the way of seeing a dentist.
          </p>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="bg-slate-50 py-10">
        <div className="container-page">
          <h2 id="values-heading" className="text-2xl font-bold">
            Our values
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((v) => (
              <li key={v.title} className="card p-5">
                <h3 className="font-bold">{v.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{v.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="container-page py-10">
        <h2 id="team-heading" className="text-2xl font-bold">
          Meet the team
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li key={member.name} className="card p-5 text-center">
              <img
                src={member.image}
                alt={`Illustrated portrait of ${member.name}`}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="mx-auto h-24 w-24 rounded-full bg-brand-50"
              />
              <h3 className="mt-3 font-bold">{member.name}</h3>
              <p className="text-sm font-medium text-brand-700">{member.role}</p>
              <p className="mt-2 text-left text-sm text-slate-700">{member.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-slate-50 py-10">
        <div className="container-page">
          <h2 id="benefits-heading" className="text-2xl font-bold">
            Who we help
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <div className="card p-6">
              <h3 className="text-lg font-bold">For patients</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
                {PATIENT_BENEFITS.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
              <Link to={paths.directory()} className="btn-primary mt-5">
                Find a Dentist
              </Link>
            </div>
            <div className="card p-6">
              <h3 className="text-lg font-bold">For dental professionals</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
                {PROFESSIONAL_BENEFITS.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
              <Link to={paths.partner()} className="btn-secondary mt-5">
                Partner with Us
              </Link>
            </div>
          </div>
        </div>
      </section>

      <div className="container-page grid gap-6 py-10 md:grid-cols-2 md:items-start">
        <ContactDetails />
        <section aria-labelledby="talk-heading" className="card p-6">
          <h2 id="talk-heading" className="text-xl font-bold">
            Talk to us
          </h2>
          <p className="mt-2 text-slate-700">
            Questions about a booking, a listing or partnering with us? Send us a message and the right person will
            reply.
          </p>
          <Link to={paths.contact()} className="btn-primary mt-4">
            Contact Us
          </Link>
        </section>
      </div>
      {/* The places search near you uses GeoNames data, whose licence (CC BY 4.0) asks for this credit. */}
      <p className="container-page pb-10 text-sm text-slate-600">
        Place names and locations: <a href="https://www.geonames.org/">GeoNames</a>, licensed under{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.
      </p>
    </>
  );
}
