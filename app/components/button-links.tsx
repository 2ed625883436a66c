import { Link } from "react-router";

type ButtonLink = { to: string; label: string };

/**
 * A row of links drawn as buttons under a page's header (where to go from a "not found" page):
 * the first is the one most people want, so it alone is the primary button.
 */
export function ButtonLinks({ links }: { links: ButtonLink[] }) {
  return (
    <p className="mt-6 flex flex-wrap gap-3">
      {links.map((link, index) => (
        <Link key={link.to} to={link.to} className={index === 0 ? "btn-primary" : "btn-secondary"}>
          {link.label}
        </Link>
      ))}
    </p>
  );
}
