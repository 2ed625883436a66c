import { Link } from "react-router";

import type { Route } from "./+types/emergency";
import { cardDentist, DentistCards } from "../components/dentist-card";
import { EmergencyProviders } from "../components/emergency-providers";
import { RatingSourceNote } from "../components/listing-badges";
import { PageHeader } from "../components/page-header";
import { TitledSection } from "../components/titled-section";
import { EMERGENCY_TYPES, FIRST_AID, PREVENTION_TIPS, TRIAGE_LEVELS } from "../content/emergency-guide";
import { SITE } from "../content/site";
import { HEALTHLINE, SUPPORT_HOURS_LINE, SUPPORT_LINE } from "../content/support-line";
import { dentistCityName } from "../lib/dentist-display";
import { pageMeta } from "../lib/meta";
import { clinicNow } from "../../rules/listings/closures";
import { formatTime, openNowText, weekdayLabel } from "../../rules/listings/hours";
import { nzDateTime, nzWallClock } from "../../rules/nz-time";
import { paths } from "../../rules/paths";
import { slugify } from "../lib/text";
import { adultPatients } from "../lib/adult-patients";

/** "Auckland, Wellington and Christchurch": where the listed clinics are. */
function listOfPlaces(names: readonly string[]): string {
  const unique = [...new Set(names)];
  return unique.length <= 1 ? (unique[0] ?? "") : `${unique.slice(0, -1).join(", ")} and ${unique.at(-1)}`;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const places = loaderData?.places;
  return pageMeta({
    title: "Dental emergency? What to do now",
    description: `After-hours emergency dentists${places ? ` in ${places}` : ""}, first aid for knocked-out and broken teeth, and how urgent your problem is.`,
    path: paths.emergency(),
  });
};

/** The directory's service name for same-day emergency appointments. */
const EMERGENCY_SERVICE = "Emergency Care";

// Runs on the server for every request: the published after-hours clinics, each open or closed
// now by its recorded hours (at 2 am the first card must be one that answers), when the page says
// that was, whether our support line answers now, and the best-rated dentists who keep same-day
// emergency appointments (a few, with a link to all).
export async function loader({ context }: Route.LoaderArgs) {
  const now = context.now();
  const [clinics, dentists] = await Promise.all([
    context.listings.findEmergencyClinics({}),
    context.listings.findDentists({ service: EMERGENCY_SERVICE, sort: "rating", pageSize: 3 }, now),
  ]);
  return {
    // The cards put open ones first (on the server too, so without JavaScript), and one closed for a
    // closure (rules/listings/closures.ts) after every other: `rank` 2 open, 1 closed, 0 in a closure.
    clinics: clinics.items
      .map((c) => ({ ...c, openNow: clinicNow(c, now) }))
      .sort((a, b) => b.openNow.rank - a.openNow.rank),
    asAt: `${formatTime(nzDateTime(now).time)} on ${weekdayLabel(nzWallClock(now).day)}`,
    // For the description: worked out here, so the page's script does not carry it.
    places: listOfPlaces(clinics.items.map((c) => dentistCityName(c))),
    // The phone lines' words come with the data, so the page's script does not carry them.
    healthline: HEALTHLINE,
    supportLine: {
      ...SUPPORT_LINE,
      hours: SUPPORT_HOURS_LINE,
      open: openNowText(SUPPORT_LINE.hours, now).open,
    },
    emergencyDentists: dentists.items.map((d) => cardDentist(d, undefined, adultPatients(d, now))),
    emergencyDentistCount: dentists.total,
    types: EMERGENCY_TYPES,
    firstAid: FIRST_AID,
    triage: TRIAGE_LEVELS,
    prevention: PREVENTION_TIPS,
    // The header's words, with the data for the same reason.
    lead: "Knocked-out tooth, severe pain or a broken tooth? Call a clinic that is open now, and know what to do until you get there.",
    lifeThreatening:
      "Trouble breathing or swallowing, swelling spreading across the face or down the neck, heavy bleeding that won't stop, or a head injury:",
  };
}

export default function EmergencyPage({ loaderData }: Route.ComponentProps) {
  const { clinics, asAt, healthline, supportLine, emergencyDentists, emergencyDentistCount, types, firstAid } =
    loaderData;
  const { triage, prevention, lead, lifeThreatening } = loaderData;
  return (
    <>
      <PageHeader title="Emergency Dental Care" mi="Ohotata" lead={lead}>
        <div role="note" className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 sm:p-5">
          <p className="text-lg font-bold">Life-threatening emergency?</p>
          <p className="mt-1">{lifeThreatening}</p>
          <a href="tel:111" className="btn-danger mt-3 text-lg">
            Call 111
          </a>
          <p className="mt-3">
            For free health advice any time, call Healthline on{" "}
            <a href={healthline.href} className="font-semibold underline">
              {healthline.display}
            </a>{" "}
            (24/7).
          </p>
        </div>
      </PageHeader>

      <div className="bg-slate-50">
        <EmergencyProviders clinics={clinics} asAt={asAt} />
      </div>

      <TitledSection id="can-wait-heading" title="Can it wait a few hours?" className="container-page py-10">
        <p className="mt-4">
          <Link to={paths.book({ service: "Emergency Care", urgency: "emergency" })} className="btn-secondary">
            Request a same-day appointment
          </Link>
        </p>
        <p className="mt-4 max-w-3xl text-slate-700" data-testid="support-line">
          Our support line,{" "}
          <a href={SITE.phoneHref} className="font-semibold text-brand-700 underline">
            {SITE.phone}
          </a>
          , is for {supportLine.serves}: {supportLine.hours}, New Zealand time (
          {supportLine.open ? "open now" : "closed now"}). {supportLine.notFor}
        </p>
      </TitledSection>

      <TitledSection id="types-heading" title="Dental emergencies we can help with" className="container-page py-10">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {types.map((type) => (
            <li key={type.title} className="card p-5">
              <h3 className="font-bold">{type.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{type.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      {emergencyDentists.length > 0 && (
        <TitledSection
          id="emergency-dentists-heading"
          title="Dentists with same-day emergency appointments"
          className="container-page py-10"
        >
          <DentistCards dentists={emergencyDentists} className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" />
          <RatingSourceNote className="mt-4" />
          <p className="mt-6">
            <Link
              to={paths.directory({ service: EMERGENCY_SERVICE })}
              className="font-semibold text-brand-700 underline"
            >
              All {emergencyDentistCount.toLocaleString("en-NZ")} dentists with emergency appointments
            </Link>
          </p>
        </TitledSection>
      )}

      <TitledSection id="first-aid-heading" title="First aid until you see a dentist" className="container-page py-10">
        <div className="mt-6 grid gap-5 lg:grid-cols-3">
          {firstAid.map((item) => (
            <section key={item.title} className="card p-5" aria-labelledby={`aid-${slugify(item.title)}`}>
              <h3 id={`aid-${slugify(item.title)}`} className="text-lg font-bold">
                {item.title}
              </h3>
              <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700">
                {item.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </TitledSection>

      <section aria-labelledby="triage-heading" className="bg-slate-50 py-10">
        <div className="container-page">
          <h2 id="triage-heading" className="text-2xl font-bold">
            How urgent is it?
          </h2>
          <div className="mt-6 grid gap-5 lg:grid-cols-3">
            {triage.map((t) => (
              <section key={t.level} className={`rounded-xl border-2 p-5 ${t.style}`}>
                <h3 className="text-lg font-bold">
                  {t.level}: <span className="font-semibold">{t.when}</span>
                </h3>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
                  {t.examples.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </section>

      <TitledSection id="prevention-heading" title="Preventing dental emergencies" className="container-page py-10">
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {prevention.map((tip) => (
            <li key={tip} className="flex gap-3 rounded-lg border border-slate-200 p-4 text-slate-700">
              <span aria-hidden="true" className="font-bold text-brand-700">
                ✓
              </span>
              {tip}
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link
            to={paths.article("what-to-do-in-a-dental-emergency")}
            className="font-semibold text-brand-700 underline"
          >
            Read our full guide: What to Do in a Dental Emergency
          </Link>
        </p>
      </TitledSection>
    </>
  );
}
