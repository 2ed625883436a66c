import { Link } from "react-router";

import { paths } from "../../rules/paths";

/** A topic people often look for on the blog: a search of the articles for its slug. */
type Topic = { label: string; slug: string };

/**
 * The popular topics as pill links to their searches. The topics come from the page (its loader),
 * so the articles module stays on the server.
 */
export function TopicLinks({
  topics,
  className,
  label,
}: {
  topics: readonly Topic[];
  className: string;
  /** The list's accessible name, when no heading names it. */
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {topics.map((t) => (
        <li key={t.slug}>
          <Link
            to={paths.blogSearch(t.slug)}
            className="inline-block rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 hover:underline"
          >
            {t.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
