import type { Route } from "./+types/compare";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Compare Dentists",
    description: "Compare dentists side by side by rating, services, price range and contact details.",
    path: "/compare",
  });

export default function ComparePage() {
  return (
    <PageHeader
      title="Compare Dentists"
      lead="Compare dentists side by side by rating, services, price range and contact details."
    />
  );
}
