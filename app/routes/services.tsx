import { Link } from "react-router";

import type { Route } from "./+types/services";
import { PageHeader } from "../components/page-header";
import { ServiceIndex } from "../components/service-index";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";
import { serviceGroups } from "../lib/service-index";

// Runs at build time only (prerender): the page ships its list as data, not the services' full content.
export function loader() {
  return { groups: serviceGroups() };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Dental services and prices",
    description:
      "Every treatment and oral surgery service on NZ Dental Directory, with typical New Zealand prices and how long each takes.",
    path: paths.services(),
  });

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Dental services and prices"
        mi="Ratonga"
        lead="Typical prices in New Zealand and how long each treatment takes. Each practice confirms its own price before treatment starts."
      >
        <p className="mt-4 text-sm">
          <Link to={paths.costs()} className="font-semibold text-brand-700 underline">
            What it costs and help to pay
          </Link>{" "}
          – ACC, Work and Income, free care for under-18s and insurance.
        </p>
      </PageHeader>
      <div className="container-page">
        <ServiceIndex groups={loaderData.groups} />
      </div>
    </>
  );
}
