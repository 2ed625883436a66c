import { useLocation } from "react-router";

import type { Route } from "./+types/book";
import type { ListingsReader } from "../../rules/api/listings";
import { findCityName } from "../../rules/listings/city-names";
import { clinicNow } from "../../rules/listings/closures";
import { nzToday } from "../../rules/nz-time";
import { type BookableKind, listingRef } from "../../rules/listings/listing-ref";
import type { Dentist, Surgeon } from "../../rules/listings/types";
import { BookingForm } from "../components/forms/booking-form";
import { NewPatientsWarning } from "../components/forms/new-patients-warning";
import { newPatientView } from "../../rules/listings/new-patients-text";
import { bookingPrefill } from "../components/forms/booking-prefill";
import type { ListingCard, ListingChoiceData, ListingSearch } from "../components/forms/listing-choice";
import { PageHeader } from "../components/page-header";
import { TitledSection } from "../components/titled-section";
import { SITE } from "../content/site";
import { HEALTHLINE, SUPPORT_HOURS, SUPPORT_LINE } from "../content/support-line";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Book an Appointment",
    description:
      "Tell us what you need and when: your request goes to the dentist you choose, or we match you with one.",
    path: "/book",
  });

/** How many matches a search of the listings shows: enough to pick from, never the whole directory. */
const SEARCH_RESULTS = 6;
/** Query parameters a search of the listings keeps, so a page load without JavaScript loses no preset. */
const CARRIED = ["dentist", "surgeon", "service", "location", "urgency"] as const;

function card(kind: BookableKind, listing: Dentist | Surgeon): ListingCard {
  return {
    ref: listingRef(kind, listing.id),
    kind,
    name: listing.name,
    practice: listing.practice,
    city: findCityName(listing.citySlug)?.name ?? listing.citySlug,
    citySlug: listing.citySlug,
  };
}

/** The listing a link names (?dentist= or ?surgeon=): its card, or the kind when it is not listed. */
async function namedListing(listings: ListingsReader, params: URLSearchParams, today: string) {
  const dentistId = params.get("dentist");
  if (dentistId) {
    const dentist = await listings.dentist(dentistId);
    return dentist
      ? { chosen: { ...card("dentist", dentist), openTimes: listings.openTimes(dentist, today) }, unlisted: null }
      : { chosen: null, unlisted: "dentist" as const };
  }
  const surgeonId = params.get("surgeon");
  if (surgeonId) {
    const surgeon = await listings.surgeon(surgeonId);
    return surgeon
      ? { chosen: { ...card("surgeon", surgeon), openTimes: listings.openTimes(surgeon, today) }, unlisted: null }
      : { chosen: null, unlisted: "surgeon" as const };
  }
  return { chosen: null, unlisted: null };
}

async function searchDentists(listings: ListingsReader, raw: string | null): Promise<ListingSearch | null> {
  const q = (raw ?? "").trim().slice(0, 100);
  if (!q) return null;
  const found = await listings.findDentists({ text: q, pageSize: SEARCH_RESULTS });
  return { q, results: found.items.map((d) => card("dentist", d)), total: found.total };
}

/** Practices in the chosen one's city taking new adult patients, when it is not (or not recently). */
const TAKING_INSTEAD = 3;

/**
 * The warning for a dentist the link names whose practice is not taking new adult patients (or has
 * not said so in 30 days), with up to three others in the same city, nearest first, that are
 * (issue 37 item 1); null when there is nothing to warn of.
 */
async function newPatientsWarning(listings: ListingsReader, dentistId: string | null, now: Date) {
  const dentist = dentistId ? await listings.dentist(dentistId) : undefined;
  const view = dentist && newPatientView(dentist.newPatients, "adult", nzToday(now));
  if (!dentist || !view || view.state === "yes") return null;
  const found = await listings.findDentists(
    {
      location: dentist.citySlug,
      near: { lat: dentist.lat, lng: dentist.lng },
      payment: ["new-patients"],
      pageSize: TAKING_INSTEAD + 4,
    },
    now,
  );
  const others = found.items
    .filter((d) => d.practiceId !== dentist.practiceId)
    .slice(0, TAKING_INSTEAD)
    .map((d) => ({
      id: d.id,
      name: d.name,
      practice: d.practice,
      since: newPatientView(d.newPatients, "adult", nzToday(now))?.since ?? "",
    }));
  return { practice: dentist.practice, view, others };
}

/**
 * The form as a link opens it: its presets (service, city, urgency), the dentist or surgeon it
 * names, and (?q=) a search of the listings, which the form's chooser also loads in place.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const now = context.now();
  const [{ items: emergencyClinics }, named, search] = await Promise.all([
    context.listings.findEmergencyClinics({}),
    namedListing(context.listings, params, nzToday(now)),
    searchDentists(context.listings, params.get("q")),
  ]);
  const carried = Object.fromEntries(CARRIED.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  const choice: ListingChoiceData = { ...named, search, carried };
  return {
    newPatients: await newPatientsWarning(context.listings, params.get("dentist"), now),
    // Each clinic open or closed now by its recorded hours and closures: the emergency advice puts open ones first, one closed for a closure last.
    emergencyClinics: emergencyClinics.map((c) => ({ ...c, openNow: clinicNow(c, now) })),
    choice,
    prefill: bookingPrefill(url.search, named.chosen?.citySlug, now),
  };
}

export default function BookPage({ loaderData }: Route.ComponentProps) {
  // Another link into the form (another dentist, service or city) starts it afresh with its presets.
  const { search } = useLocation();
  return (
    <>
      <PageHeader
        title="Book an Appointment"
        lead="Tell us what you need and when. Choose a listed dentist, or leave it to us to match you with one."
      />
      <div className="container-page grid gap-8 pb-16 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {loaderData.newPatients && <NewPatientsWarning {...loaderData.newPatients} />}
          <BookingForm
            key={search}
            emergencyClinics={loaderData.emergencyClinics}
            prefill={loaderData.prefill}
            choice={loaderData.choice}
          />
        </div>
        <aside className="space-y-6" aria-label="About booking">
          <TitledSection
            id="expect-heading"
            title="What to Expect"
            className="card p-5"
            headingClassName="text-lg font-bold"
          >
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
              <li>We pass your request to the dentist you chose, or match you with one.</li>
              <li>You get a confirmation within 24 hours.</li>
              <li>We send you a reminder before your appointment.</li>
            </ul>
          </TitledSection>
          <TitledSection id="help-heading" title="Need help?" className="card p-5" headingClassName="text-lg font-bold">
            <p className="mt-2 text-sm text-slate-700">
              Call our support line on{" "}
              <a href={SITE.phoneHref} className="font-semibold text-brand-700 underline">
                {SITE.phone}
              </a>{" "}
              for {SUPPORT_LINE.serves}. {SUPPORT_LINE.notFor}
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {SUPPORT_HOURS.map((row) => (
                <div key={row.days} className="contents">
                  <dt className="text-slate-700">{row.days}</dt>
                  <dd className="font-medium">{row.hours}</dd>
                </div>
              ))}
            </dl>
          </TitledSection>
          <TitledSection
            id="emergency-heading"
            title="Dental emergency?"
            className="rounded-xl border border-red-200 bg-red-50 p-5"
            headingClassName="text-lg font-bold text-red-800"
          >
            <p className="mt-2 text-sm text-slate-800">
              Severe pain, a knocked-out tooth or swelling cannot wait for a booking. Call an emergency dental clinic
              that is open now, or Healthline for advice any time; call{" "}
              <a href="tel:111" className="font-semibold text-red-800 underline">
                111
              </a>{" "}
              if it is life-threatening.
            </p>
            {/* A call, not a link to /emergency: patients sent here from there would go round in a circle. */}
            <a href={HEALTHLINE.href} className="btn-danger mt-4 w-full flex-col gap-0.5">
              <span>Get Emergency Care</span>
              <span className="text-sm font-normal">Call Healthline {HEALTHLINE.display}</span>
            </a>
            <p className="mt-3 text-sm text-slate-800">
              Choosing <strong>Emergency (same day)</strong> as the urgency in the form shows the after-hours clinics
              nearest you.
            </p>
          </TitledSection>
        </aside>
      </div>
    </>
  );
}
