import type { Route } from "./+types/contact";
import { ContactForm } from "../components/forms/contact-form";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description: "Questions about a booking, the directory or partnering with us? Send us a message.",
    path: "/contact",
  });

export default function ContactPage() {
  return (
    <>
      <PageHeader
        title="Contact Us"
        lead="Questions about a booking, the directory or partnering with us? Send us a message."
      />
      <div className="container-page max-w-3xl pb-16">
        <ContactForm />
      </div>
    </>
  );
}
