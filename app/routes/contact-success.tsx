import type { Route } from "./+types/contact-success";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Message Received",
    description: "Thank you for getting in touch. Here is when you can expect to hear from us.",
    path: "/contact-success",
  });

export default function ContactSuccessPage() {
  return (
    <PageHeader
      title="Message Received"
      lead="Thank you for getting in touch. Here is when you can expect to hear from us."
    />
  );
}
