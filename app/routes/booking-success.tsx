import { Link } from "react-router";

import type { Route } from "./+types/booking-success";
import { type NextStep, NextSteps } from "../components/next-steps";
import { PageHeader } from "../components/page-header";
import { RequestReceipt } from "../components/request-receipt";
import { WhereToNext } from "../components/where-to-next";
import { SITE } from "../content/site";
import { RESPONSE_TIMES } from "../../rules/response-times";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Booking Request Received",
    description: "Thank you: we have your booking request and will be in touch soon.",
    path: paths.bookingSuccess(),
    noindex: true,
  });

const STEPS: NextStep[] = [
  {
    title: "We review your request",
    text: "If you chose a dentist, your request has gone to their practice; if not, our team chooses a practice for you and sends it on.",
  },
  {
    title: "The practice contacts you",
    text: `The practice gets in touch ${RESPONSE_TIMES.bookingConfirmation} to confirm a time that suits you.`,
  },
  {
    title: "You see your dentist",
    text: "Go along to your appointment. Bring a list of any medicines you take and your ACC claim number if it's an injury.",
  },
];

export default function BookingSuccessPage() {
  return (
    <>
      <PageHeader
        title="Booking Request Received"
        lead={`Thank you. We'll e-mail you a confirmation ${RESPONSE_TIMES.bookingConfirmation}.`}
      />
      <div className="container-page pb-14">
        <div className="max-w-4xl space-y-10">
          <RequestReceipt />
          <NextSteps steps={STEPS} />

          <section aria-labelledby="notes-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-5">
            <h2 id="notes-heading" className="text-lg font-bold">
              Please note
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
              <li>This is a request, not a confirmed appointment, until the practice confirms a time with you.</li>
              <li>Check your junk or spam folder if our e-mail doesn&apos;t arrive.</li>
              <li>
                Need to change something?{" "}
                <Link to={paths.contact()} className="font-semibold underline">
                  Contact us
                </Link>{" "}
                or call{" "}
                <a href={SITE.phoneHref} className="font-semibold underline">
                  {SITE.phone}
                </a>
                .
              </li>
              <li>
                In pain or bleeding now? See{" "}
                <Link to={paths.emergency()} className="font-semibold underline">
                  emergency dental care
                </Link>
                , and call 111 for anything life-threatening.
              </li>
            </ul>
          </section>

          <WhereToNext
            links={[
              { to: paths.home(), label: "Back to Home" },
              { to: paths.directory(), label: "Browse Dentists" },
              { to: paths.blog(), label: "Read Dental Tips" },
            ]}
          />
        </div>
      </div>
    </>
  );
}
