import { data, useLocation } from "react-router";

import type { Route } from "./+types/not-found";
import { ButtonLinks } from "../components/button-links";
import { PageHeader } from "../components/page-header";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";

/** Any address no other route matches answers 404, with this page. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Page not found",
    description: "We could not find that page.",
    path: location.pathname,
    noindex: true,
  });

/**
 * An unknown address under a known section (/blog/2024/x, /services/a/b) leads first to that
 * section; the section's own one-level addresses (/blog/x) have their own "not found" pages.
 */
const SECTION_LINKS: Record<string, { to: string; label: string }> = {
  blog: { to: paths.blog(), label: "Browse the blog" },
  services: { to: paths.services(), label: "All services and prices" },
  surgical: { to: paths.surgical(), label: "Oral surgery" },
  locations: { to: paths.directory(), label: "Find a dentist near you" },
  dentists: { to: paths.directory(), label: "Search the directory" },
  directory: { to: paths.directory(), label: "Search the directory" },
  compare: { to: paths.compare(), label: "Compare dentists" },
};

export default function NotFoundPage() {
  const section = SECTION_LINKS[useLocation().pathname.split("/")[1] ?? ""];
  return (
    <PageHeader title="Page not found" lead="Sorry, we could not find that page. It may have moved.">
      <ButtonLinks
        links={[
          ...(section ? [section] : []),
          { to: paths.home(), label: "Go to the home page" },
          ...(section?.to !== paths.directory() ? [{ to: paths.directory(), label: "Find a dentist" }] : []),
          { to: paths.emergency(), label: "Dental emergency" },
        ]}
      />
    </PageHeader>
  );
}
