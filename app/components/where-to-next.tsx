import { Link } from "react-router";

/** A link of a success page's last row; `danger` draws it red (the way to emergency care). */
type NextLink = { to: string; label: string; danger?: boolean };

/**
 * The row a success page ends with, "Where to next": the first link (home) is the primary button,
 * the others secondary, or red where marked `danger`.
 */
export function WhereToNext({ links }: { links: NextLink[] }) {
  return (
    <nav aria-label="Where to next" className="flex flex-wrap gap-3">
      {links.map((link, index) => (
        <Link
          key={link.to}
          to={link.to}
          className={link.danger ? "btn-danger" : index === 0 ? "btn-primary" : "btn-secondary"}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
