import { Link } from "react-router";

/** One of a card's actions: where it goes, its short label, and the name a screen reader hears. */
type CardAction = { to: string; label: string; ariaLabel: string };

/**
 * A card's two actions side by side: finding out more (secondary) then booking (primary). Each
 * label stays on one line (a narrow card puts the second under the first: callers give the row
 * `flex-wrap`, or a column).
 */
export function CardActions({ more, book, className }: { more: CardAction; book: CardAction; className: string }) {
  return (
    <div className={className}>
      <Link to={more.to} className="btn-secondary flex-1 whitespace-nowrap" aria-label={more.ariaLabel}>
        {more.label}
      </Link>
      <Link to={book.to} className="btn-primary flex-1 whitespace-nowrap" aria-label={book.ariaLabel}>
        {book.label}
      </Link>
    </div>
  );
}
