import { Link } from "react-router";

/** Page numbers to link: the first, the last, and two either side of the current one; null is a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

/** "Showing 21–40 of 1,234 dentists" (or the one, or none). */
export function showingText(page: number, pageSize: number, total: number, noun = "dentists"): string {
  if (total === 0) return `No ${noun} found`;
  if (total === 1) return `Showing 1 ${noun.replace(/s$/, "")}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${first.toLocaleString("en-NZ")}–${last.toLocaleString("en-NZ")} of ${total.toLocaleString("en-NZ")} ${noun}`;
}

/**
 * Previous, numbered pages and Next as plain links (they work before and without scripts), in a
 * labelled navigation with the current page marked.
 */
export function PageLinks({
  page,
  pageCount,
  href,
  label = "Pages of results",
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const step =
    "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-50";
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className={step} rel="prev">
              ‹ Previous<span className="sr-only"> page</span>
            </Link>
          ) : (
            <span className={`${step} cursor-default text-slate-400`} aria-disabled="true">
              ‹ Previous<span className="sr-only"> page</span>
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? "page" : undefined}
                className={
                  n === page
                    ? "rounded-md border border-brand-700 bg-brand-700 px-3 py-2 text-sm font-bold text-white"
                    : step
                }
              >
                <span className="sr-only">Page </span>
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} className={step} rel="next">
              Next<span className="sr-only"> page</span> ›
            </Link>
          ) : (
            <span className={`${step} cursor-default text-slate-400`} aria-disabled="true">
              Next<span className="sr-only"> page</span> ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
