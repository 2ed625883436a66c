import type { Route } from "./+types/book";
import { BookingForm } from "../components/forms/booking-form";
import { PageHeader } from "../components/page-header";
import { SITE, SUPPORT_HOURS } from "../content/site";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Book an Appointment",
    description: "Tell us what you need and when, and we will match you with a dentist within 2 hours.",
    path: "/book",
  });

// The after-hours clinics the emergency advice names, from the live listings.
export async function loader({ context }: Route.LoaderArgs) {
  const { items } = await context.listings.findEmergencyClinics({});
  return { emergencyClinics: items };
}

export default function BookPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Book an Appointment"
        lead="Tell us what you need and when, and we will match you with a dentist within 2 hours."
      />
      <div className="container-page grid gap-8 pb-16 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <BookingForm emergencyClinics={loaderData.emergencyClinics} />
        </div>
        <aside className="space-y-6" aria-label="About booking">
          <section aria-labelledby="expect-heading" className="card p-5">
            <h2 id="expect-heading" className="text-lg font-bold">
              What to Expect
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
              <li>We review your request and match you with a dentist within 2 hours.</li>
              <li>You get a confirmation within 24 hours.</li>
              <li>We send you a reminder before your appointment.</li>
            </ul>
          </section>
          <section aria-labelledby="help-heading" className="card p-5">
            <h2 id="help-heading" className="text-lg font-bold">
              Need help?
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              Call us on{" "}
              <a href={SITE.phoneHref} className="font-semibold text-brand-700 underline">
                {SITE.phone}
              </a>
              .
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {SUPPORT_HOURS.map((row) => (
                <div key={row.days} className="contents">
                  <dt className="text-slate-700">{row.days}</dt>
                  <dd className="font-medium">{row.hours}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="emergency-heading" className="rounded-xl border border-red-200 bg-red-50 p-5">
            <h2 id="emergency-heading" className="text-lg font-bold text-red-800">
              Dental emergency?
            </h2>
            <p className="mt-2 text-sm text-slate-800">
              Severe pain, a knocked-out tooth or swelling cannot wait for a booking. Call our 24/7 line now; call{" "}
              <a href="tel:111" className="font-semibold text-red-800 underline">
                111
              </a>{" "}
              if it is life-threatening.
            </p>
            {/* A call, not a link to /emergency: patients sent here from there would go round in a circle. */}
            <a href={SITE.phoneHref} className="btn-danger mt-4 w-full flex-col gap-0.5">
              <span>Get Emergency Care</span>
              <span className="text-sm font-normal">Call {SITE.phone}, day or night</span>
            </a>
            <p className="mt-3 text-sm text-slate-800">
              Choosing <strong>Emergency (same day)</strong> as the urgency in the form shows the after-hours clinics
              nearest you.
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}
