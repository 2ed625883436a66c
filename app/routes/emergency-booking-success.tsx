import { Link } from "react-router";

import type { Route } from "./+types/emergency-booking-success";
import { PageHeader } from "../components/page-header";
import { RequestReceipt } from "../components/request-receipt";
import { TitledSection } from "../components/titled-section";
import { SITE } from "../content/site";
import { HEALTHLINE, SUPPORT_HOURS_LINE, SUPPORT_LINE } from "../content/support-line";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Emergency Request Received",
    description: "We have your emergency request. If you are in pain now, call a clinic that is open.",
    path: paths.bookingSuccess({ urgency: "emergency" }),
    noindex: true,
  });

/**
 * The confirmation of an emergency (same day) booking request: what to do now, before anyone has
 * answered, and no promise of a reply by a time (issue 38 item 1). Prerendered, so it says the same
 * without JavaScript; the reference and status link appear once it runs, as on /booking-success.
 */
export default function EmergencyBookingSuccessPage() {
  return (
    <>
      <PageHeader
        title="Emergency Request Received"
        lead="We have your request for a same-day appointment. Don't wait for a reply if you are in pain now: call a clinic that is open."
      />
      <div className="container-page pb-14">
        <div className="max-w-4xl space-y-10">
          <TitledSection
            id="now-heading"
            title="What to do now"
            className="rounded-xl border-2 border-red-700 bg-red-50 p-5 text-slate-900"
          >
            <ol className="mt-3 list-decimal space-y-3 pl-5">
              <li>
                Severe pain, swelling, bleeding or a knocked-out tooth: call an emergency dental clinic that is open
                now.
                <p className="mt-2">
                  <Link to={paths.emergency()} className="btn-danger">
                    Clinics open now
                  </Link>
                </p>
              </li>
              <li>
                Not sure what to do? Call Healthline on{" "}
                <a href={HEALTHLINE.href} className="font-semibold text-red-800 underline">
                  {HEALTHLINE.display}
                </a>{" "}
                for free advice, any time.
              </li>
              <li>
                Trouble breathing or swallowing, swelling spreading down the neck, or bleeding that won&apos;t stop:{" "}
                <a href="tel:111" className="font-semibold text-red-800 underline">
                  call 111
                </a>
                .
              </li>
            </ol>
          </TitledSection>

          <RequestReceipt />

          <TitledSection id="request-heading" title="Your request">
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
              <li>
                A practice answers it by offering a time. Until one does, nothing is booked, so please don&apos;t wait
                on it if it hurts now.
              </li>
              <li>Your status page (the link above, and in our e-mail) shows when a practice has answered.</li>
              <li>
                Our support line,{" "}
                <a href={SITE.phoneHref} className="font-semibold underline">
                  {SITE.phone}
                </a>
                , is for {SUPPORT_LINE.serves}: {SUPPORT_HOURS_LINE}. {SUPPORT_LINE.notFor}
              </li>
            </ul>
          </TitledSection>

          <p>
            <Link to={`${paths.emergency()}#first-aid-heading`} className="font-semibold text-brand-700 underline">
              First aid until you see a dentist
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
