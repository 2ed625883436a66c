import type { Route } from "./+types/contact";
import { ContactDetails } from "../components/contact-details";
import { ContactMap } from "../components/contact-map";
import { FaqList } from "../components/faq-list";
import { ContactForm } from "../components/forms/contact-form";
import { PageHeader } from "../components/page-header";
import { CONTACT_FAQS } from "../content/faqs";
import { faqPageJsonLd, pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description: "Questions about a booking, the directory or partnering with us? Send us a message.",
    path: paths.contact(),
    jsonLd: [faqPageJsonLd(CONTACT_FAQS)],
  });

export default function ContactPage() {
  return (
    <>
      <PageHeader
        title="Contact Us"
        mi="Whakapā mai"
        lead="Questions about a booking, the directory or partnering with us? Send us a message."
      />
      <div className="container-page grid gap-8 pb-10 lg:grid-cols-[1fr_22rem] lg:items-start">
        <ContactForm />
        <div className="space-y-6">
          <ContactDetails />
          <ContactMap />
        </div>
      </div>
      <div className="container-page pb-14">
        <div className="max-w-3xl">
          <FaqList title="Frequently asked questions" faqs={CONTACT_FAQS} initialCount={4} />
        </div>
      </div>
    </>
  );
}
