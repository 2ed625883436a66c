import type { Route } from "./+types/service";
import { PageHeader } from "../components/page-header";
import { findServicePage } from "../content/services";
import { SURGICAL_SERVICES } from "../content/surgery";
import { pageMeta } from "../lib/meta";
import { paths } from "../lib/paths";

/** A treatment page, a surgical service page, or (spec §2) the Invisalign page for an unknown slug. */
function resolveService(slug: string) {
  const page = findServicePage(slug);
  if (page)
    return {
      slug: page.slug,
      title: page.title,
      description: page.description,
      priceRange: page.priceRange,
      duration: page.duration,
    };
  const surgical = SURGICAL_SERVICES.find((s) => s.slug === slug);
  if (surgical)
    return {
      slug: surgical.slug,
      title: surgical.name,
      description: surgical.description,
      priceRange: surgical.priceRange,
      duration: surgical.duration,
    };
  const fallback = findServicePage("invisalign")!;
  return {
    slug: fallback.slug,
    title: fallback.title,
    description: fallback.description,
    priceRange: fallback.priceRange,
    duration: fallback.duration,
  };
}

export const meta: Route.MetaFunction = ({ params }) => {
  const service = resolveService(params.service);
  return pageMeta({ title: service.title, description: service.description, path: paths.service(service.slug) });
};

export default function ServicePage({ params }: Route.ComponentProps) {
  const service = resolveService(params.service);
  return (
    <PageHeader title={service.title} lead={service.description}>
      <p className="mt-4 text-slate-800">
        <strong>Typical cost:</strong> {service.priceRange} · <strong>Duration:</strong> {service.duration}
      </p>
    </PageHeader>
  );
}
