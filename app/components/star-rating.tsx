export function StarRating({ rating, reviews }: { rating: number; reviews?: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-amber-500">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      <span className="font-semibold">{rating.toFixed(1)}</span>
      <span className="sr-only">out of 5</span>
      {reviews !== undefined && <span className="text-slate-600">({reviews} reviews)</span>}
    </span>
  );
}
