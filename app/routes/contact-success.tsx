import type { Route } from "./+types/contact-success";
import { FaqList } from "../components/faq-list";
import { PageHeader } from "../components/page-header";
import { RequestReceipt } from "../components/request-receipt";
import { WhereToNext } from "../components/where-to-next";
import { TitledSection } from "../components/titled-section";
import { CONTACT_SUCCESS_FAQS } from "../content/faqs";
import { RESPONSE_TIMES } from "../../rules/response-times";
import { faqPageJsonLd, pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Message Received",
    description: "Thank you for getting in touch. Here is when to expect our reply.",
    path: paths.contactSuccess(),
    noindex: true,
    jsonLd: [faqPageJsonLd(CONTACT_SUCCESS_FAQS)],
  });

const TIMELINES = [
  { topic: "General enquiries", time: RESPONSE_TIMES.general },
  { topic: "Technical support", time: `within ${RESPONSE_TIMES.technical}` },
  { topic: "Partnership applications", time: `within ${RESPONSE_TIMES.partnership}` },
  { topic: "Urgent matters", time: `within ${RESPONSE_TIMES.urgent}` },
];

export default function ContactSuccessPage() {
  return (
    <>
      <PageHeader title="Message Received" lead="Thank you for getting in touch. We've received your message." />
      <div className="container-page pb-14">
        <div className="max-w-3xl space-y-10">
          <RequestReceipt heading="Your message" quoteNote="Quote it if you write or call us about this message." />
          <TitledSection id="timelines-heading" title="When we'll reply">
            <table className="mt-4 w-full overflow-hidden rounded-xl border border-slate-200 text-left">
              <thead className="bg-slate-50 text-sm">
                <tr>
                  <th scope="col" className="p-3">
                    Type of message
                  </th>
                  <th scope="col" className="p-3">
                    Expected reply
                  </th>
                </tr>
              </thead>
              <tbody>
                {TIMELINES.map((t) => (
                  <tr key={t.topic} className="border-t border-slate-200">
                    <th scope="row" className="p-3 font-medium">
                      {t.topic}
                    </th>
                    <td className="p-3 text-slate-700">{t.time}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3 text-slate-700">
              If you haven&apos;t heard from us after {RESPONSE_TIMES.followUpAfter}, please contact us again.
            </p>
          </TitledSection>

          <FaqList title="Common questions" faqs={CONTACT_SUCCESS_FAQS} />

          <WhereToNext
            links={[
              { to: paths.home(), label: "Back to Home" },
              { to: paths.directory(), label: "Find a Dentist" },
              { to: paths.blog(), label: "Read Our Blog" },
              { to: paths.emergency(), label: "Emergency Care", danger: true },
            ]}
          />
        </div>
      </div>
    </>
  );
}
