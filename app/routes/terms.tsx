import type { Route } from "./+types/terms";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Terms of Service",
    description: "The terms that apply when you use NZ Dental Directory.",
    path: "/terms",
  });

export default function TermsPage() {
  return <PageHeader title="Terms of Service" lead="The terms that apply when you use NZ Dental Directory." />;
}
