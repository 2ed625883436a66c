import type { Route } from "./+types/partner-success";
import { FaqList } from "../components/faq-list";
import { type NextStep, NextSteps } from "../components/next-steps";
import { PageHeader } from "../components/page-header";
import { RequestReceipt } from "../components/request-receipt";
import { WhereToNext } from "../components/where-to-next";
import { PARTNER_SUCCESS_FAQS } from "../content/faqs";
import { PARTNER_PLAN } from "../content/site";
import { RESPONSE_TIMES } from "../../rules/response-times";
import { faqPageJsonLd, pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Application Received",
    description: "Thank you for applying to join NZ Dental Directory. Here is what happens next.",
    path: paths.partnerSuccess(),
    noindex: true,
    jsonLd: [faqPageJsonLd(PARTNER_SUCCESS_FAQS)],
  });

const STEPS: NextStep[] = [
  {
    title: "We review your application",
    text: `Our partnerships team checks your practice's details and replies within ${RESPONSE_TIMES.partnership}.`,
  },
  {
    title: "We talk it through",
    text: "We call to confirm your dentists' registration, your services and hours, and how you'd like patients to reach you.",
  },
  {
    title: "Your listing goes live",
    text: `Patients can find and request appointments with you. Your ${PARTNER_PLAN.trialDays}-day free trial starts then.`,
  },
];

/** Where a practice lands after applying to join (the contact confirmation speaks to patients). */
export default function PartnerSuccessPage() {
  return (
    <>
      <PageHeader
        title="Application Received"
        lead="Thank you for applying to join the NZ Dental Directory network. We'll be in touch about your practice."
      />
      <div className="container-page pb-14">
        <div className="max-w-4xl space-y-10">
          <RequestReceipt
            heading="Your application"
            quoteNote="Quote it if you write or call us about your application."
          />
          <NextSteps steps={STEPS} />

          <div className="max-w-3xl">
            <FaqList title="Questions from practices" faqs={PARTNER_SUCCESS_FAQS} />
          </div>

          <WhereToNext
            links={[
              { to: paths.home(), label: "Back to Home" },
              { to: paths.directory(), label: "See How Practices Are Listed" },
              { to: paths.contact({ category: "partnership" }), label: "Contact Our Partnerships Team" },
            ]}
          />
        </div>
      </div>
    </>
  );
}
