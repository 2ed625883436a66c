import type { ListingReviewsPage } from "../../rules/api/reviews";

/**
 * The page's reviews as schema.org has them, and their aggregate: only when the page lists
 * reviews and there are enough for an average (issue 35 item 7; Google counts review markup
 * without the reviews on the page as spam).
 */
export function reviewsJsonLd(reviews: ListingReviewsPage) {
  const { figures, items } = reviews;
  if (figures.average === undefined || items.length === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: figures.average,
      reviewCount: figures.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: items.map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.authorName },
      reviewRating: { "@type": "Rating", ratingValue: r.overall, bestRating: 5, worstRating: 1 },
      reviewBody: r.text,
    })),
  };
}
