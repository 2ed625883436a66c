import { Link } from "react-router";

import type { Route } from "./+types/not-found";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";
import { paths } from "../lib/paths";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Page not found",
    description: "We could not find that page.",
    path: location.pathname,
    noindex: true,
  });

export default function NotFoundPage() {
  return (
    <PageHeader title="Page not found" lead="Sorry, we could not find that page. It may have moved.">
      <p className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.home()} className="btn-primary">
          Go to the home page
        </Link>
        <Link to={paths.directory()} className="btn-secondary">
          Find a dentist
        </Link>
        <Link to={paths.emergency()} className="btn-secondary">
          Dental emergency
        </Link>
      </p>
    </PageHeader>
  );
}
