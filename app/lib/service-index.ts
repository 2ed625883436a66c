import { SERVICE_PAGES } from "../content/services";
import { SURGICAL_SERVICES } from "../content/surgery";

/** One line of the services index: what a treatment is, what it costs and how long it takes. */
export interface ServiceSummary {
  slug: string;
  title: string;
  description: string;
  priceRange: string;
  duration: string;
}

export interface ServiceGroup {
  title: string;
  services: ServiceSummary[];
}

/** Every service with a page of its own, grouped as the site presents them: treatments, then oral surgery. */
export function serviceGroups(): ServiceGroup[] {
  return [
    {
      title: "Treatments",
      services: SERVICE_PAGES.map(({ slug, title, description, priceRange, duration }) => ({
        slug,
        title,
        description,
        priceRange,
        duration,
      })),
    },
    {
      title: "Oral surgery",
      services: SURGICAL_SERVICES.map(({ slug, name, description, priceRange, duration }) => ({
        slug,
        title: name,
        description,
        priceRange,
        duration,
      })),
    },
  ];
}
