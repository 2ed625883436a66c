import { Link } from "react-router";

import { CITIES } from "../../rules/listings/cities";
import { paths } from "../../rules/paths";

/** Every city we cover, each a link to its page: the way on from a page that found nothing. */
export function CityLinks({
  className,
  linkClassName,
  label,
}: {
  className: string;
  linkClassName: string;
  /** The list's accessible name, when no heading names it. */
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {CITIES.map((c) => (
        <li key={c.slug}>
          <Link to={paths.city(c.slug)} className={linkClassName}>
            {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
