import { renderToStaticMarkup } from "react-dom/server";
import { data, isRouteErrorResponse, useLoaderData } from "react-router";

import type { Route } from "./+types/surgeon-reviews";
import { ButtonLinks } from "../components/button-links";
import { PageHeader } from "../components/page-header";
import { ReviewsSection } from "../components/reviews-section";
import { StarRating } from "../components/star-rating";
import { getCity } from "../../rules/listings/cities";
import { listingRef } from "../../rules/listings/listing-ref";
import { paths } from "../../rules/paths";
import { reviewsJsonLd } from "../lib/reviews-json-ld";
import { pageMeta } from "../lib/meta";

/*
 * A surgeon's verified reviews (issue 35 item 7). Surgeons have no profile page (the spec opens
 * their profile in place on /surgical), but their cards show a count and an average, and the
 * reviews those figures come from must be readable somewhere: here, with the same figures and the
 * same paged list as a dentist's profile.
 */

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const surgeon = await context.listings.surgeon(params.id);
  if (!surgeon) throw data("Surgeon not found", { status: 404 });
  const page = Number(new URL(request.url).searchParams.get("reviews") ?? "1");
  const reviews = await context.listingReviews(listingRef("surgeon", surgeon.id), page);
  const city = getCity(surgeon.citySlug);
  return {
    surgeon: { id: surgeon.id, name: surgeon.name, practice: surgeon.practice, ratings: surgeon.ratings },
    city: { slug: city.slug, name: city.name },
    // Static HTML, as on the dentist's profile: nothing in the section runs in the browser.
    reviewsHtml: renderToStaticMarkup(
      <ReviewsSection
        reviews={reviews}
        pageHref={(p) => paths.surgeonReviews(surgeon.id, p)}
        practice={surgeon.practice}
      />,
    ),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Physician",
      name: surgeon.name,
      medicalSpecialty: "Surgical",
      telephone: surgeon.phone,
      address: { "@type": "PostalAddress", addressLocality: city.name, addressCountry: "NZ" },
      ...reviewsJsonLd(reviews),
    },
  };
}

export const meta: Route.MetaFunction = ({ params, loaderData }) => {
  if (!loaderData)
    return pageMeta({
      title: "Surgeon not found",
      description: "This oral surgeon is not on our directory.",
      path: paths.surgeonReviews(params.id),
      noindex: true,
    });
  const { surgeon, city } = loaderData;
  return pageMeta({
    title: `Verified reviews of ${surgeon.name}, oral surgeon – ${city.name}`,
    description: `What patients who booked ${surgeon.name} through us said after their visit: verified reviews, moderated before they are published.`,
    path: paths.surgeonReviews(surgeon.id),
    jsonLd: [loaderData.jsonLd],
  });
};

export default function SurgeonReviewsPage() {
  const { surgeon, city, reviewsHtml } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={`Reviews of ${surgeon.name}`} lead={`Oral and maxillofacial surgeon · ${city.name}`}>
        <div className="mt-4">
          <StarRating ratings={surgeon.ratings} />
        </div>
        <ButtonLinks
          links={[
            { to: paths.surgical(), label: "All oral surgeons" },
            {
              to: paths.book({ surgeon: surgeon.id, service: "Other", location: city.slug }),
              label: `Book Consultation with ${surgeon.name}`,
            },
          ]}
        />
      </PageHeader>
      <div className="container-page max-w-3xl pb-14" dangerouslySetInnerHTML={{ __html: reviewsHtml }} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <PageHeader
        title="Surgeon not found"
        lead="We could not find this oral surgeon. They may have left the directory, or the link may be mistyped."
      >
        <ButtonLinks links={[{ to: paths.surgical(), label: "See every oral surgeon" }]} />
      </PageHeader>
    );
  throw error;
}
