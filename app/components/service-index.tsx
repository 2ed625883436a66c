import { Link } from "react-router";

import type { ServiceGroup } from "../lib/service-index";
import { paths } from "../../rules/paths";
import { InlineFacts } from "./inline-facts";

/** Every service by group, each with its price range, duration and a link to its page. */
export function ServiceIndex({ groups, headingLevel = 2 }: { groups: readonly ServiceGroup[]; headingLevel?: 2 | 3 }) {
  const GroupHeading = `h${headingLevel}` as const;
  const ItemHeading = headingLevel === 2 ? "h3" : "h4";
  return (
    <div className="space-y-10">
      {groups.map((group) => {
        const headingId = `services-${group.title.toLowerCase().replace(/\W+/g, "-")}`;
        return (
          <section key={group.title} aria-labelledby={headingId}>
            <GroupHeading id={headingId} className="text-2xl font-bold">
              {group.title}
            </GroupHeading>
            <ul aria-labelledby={headingId} className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {group.services.map((service) => (
                <li key={service.slug} className="card flex flex-col p-5">
                  <ItemHeading className="text-lg font-bold">
                    <Link to={paths.service(service.slug)} className="text-brand-800 underline hover:text-brand-700">
                      {service.title}
                    </Link>
                  </ItemHeading>
                  <p className="mt-2 flex-1 text-sm text-slate-700">{service.description}</p>
                  <InlineFacts
                    className="mt-3 space-y-1 text-sm"
                    facts={[
                      ["Price", service.priceRange],
                      ["Duration", service.duration],
                    ]}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
