import { Link } from "react-router";

import type { Route } from "./+types/dentist";
import { PageHeader } from "../components/page-header";
import { ServiceTags } from "../components/service-tags";
import { StarRating } from "../components/star-rating";
import { dentistCityName, findDentist } from "../lib/dentists";
import { pageMeta } from "../lib/meta";
import { paths } from "../lib/paths";

export const meta: Route.MetaFunction = ({ params }) => {
  const dentist = findDentist(params.id);
  if (!dentist)
    return pageMeta({
      title: "Dentist not found",
      description: "This dentist is not on our directory.",
      path: paths.dentist(params.id),
      noindex: true,
    });
  return pageMeta({
    title: `${dentist.name}, ${dentist.practice} – ${dentistCityName(dentist)}`,
    description: dentist.description,
    path: paths.dentist(dentist.id),
  });
};

export default function DentistPage({ params }: Route.ComponentProps) {
  const dentist = findDentist(params.id);
  if (!dentist) {
    return (
      <PageHeader title="Dentist not found" lead="We could not find that dentist. They may have left the directory.">
        <p className="mt-6">
          <Link to={paths.directory()} className="btn-primary">
            Search the directory
          </Link>
        </p>
      </PageHeader>
    );
  }
  return (
    <PageHeader title={dentist.name} lead={`${dentist.practice}, ${dentistCityName(dentist)}`}>
      <div className="mt-4 space-y-3">
        <StarRating rating={dentist.rating} reviews={dentist.reviews} />
        <p>{dentist.description}</p>
        <ServiceTags services={dentist.services} />
        <Link to={paths.book({ dentist: dentist.id })} className="btn-primary">
          Book with {dentist.name}
        </Link>
      </div>
    </PageHeader>
  );
}
