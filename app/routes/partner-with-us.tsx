import type { Route } from "./+types/partner-with-us";
import { PartnerForm } from "../components/forms/partner-form";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Partner With Us",
    description: "Join New Zealand's growing network of trusted dental practices.",
    path: "/partner-with-us",
  });

export default function PartnerWithUsPage() {
  return (
    <>
      <PageHeader title="Partner With Us" lead="Join New Zealand's growing network of trusted dental practices." />
      <div className="container-page max-w-3xl pb-16">
        <PartnerForm />
      </div>
    </>
  );
}
