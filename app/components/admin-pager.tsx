import { Link } from "react-router";

/** A long operator list's way through its pages: the previous and next page and where it stands. */
export function Pager({ page, pages, linkTo }: { page: number; pages: number; linkTo: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link className="btn-secondary" to={linkTo(page - 1)}>
          Previous page
        </Link>
      )}
      <span className="text-sm text-slate-700">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link className="btn-secondary" to={linkTo(page + 1)}>
          Next page
        </Link>
      )}
    </nav>
  );
}
