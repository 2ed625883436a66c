import { Form, Link } from "react-router";

import type { MissingItem, OnboardingView } from "../../rules/api/practice-onboarding";
import { practicePaths } from "../../rules/private-paths";

/*
 * A new practice's listing on its account's home page (issue 36 item 3): draft (what is still
 * missing, and the owner's "Submit for checking"), submitted, returned (the operator's reason) or
 * published (a link to the public profile). A plain form post: works without JavaScript.
 */

const onDate = new Intl.DateTimeFormat("en-NZ", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Pacific/Auckland",
});

const formatDay = (iso: string) => onDate.format(new Date(iso));

export function MissingList({ missing, id }: { missing: MissingItem[]; id?: string }) {
  return (
    <ul id={id} className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
      {missing.map((m) => (
        <li key={`${m.about}:${m.field}`} className="[overflow-wrap:anywhere]">
          <strong>{m.about === "Practice" || m.about === "Practitioners" ? m.field : `${m.about}: ${m.field}`}</strong>{" "}
          — {m.message}
        </li>
      ))}
    </ul>
  );
}

function Prefill({ view }: { view: OnboardingView }) {
  const prefill = view.prefill;
  if (!prefill || view.practitioners.length > 0) return null;
  return (
    <p className="mt-3 text-sm text-slate-700">
      Your application gave Dental Council registration number <strong>{prefill.registrationNumber}</strong>
      {prefill.services.length > 0 ? ` and the services ${prefill.services.join(", ")}` : ""}: add the dentist who holds
      it (it may be you) as the practice&apos;s first practitioner.
    </p>
  );
}

function SubmitForm({ view }: { view: OnboardingView }) {
  if (!view.canSubmit) {
    return (
      <p className="mt-3 text-sm text-slate-700">The practice&apos;s owner submits the listing when it is complete.</p>
    );
  }
  return (
    <Form method="post" action={practicePaths.submitListing()} reloadDocument className="mt-4">
      <button type="submit" className="btn-primary">
        Submit for checking
      </button>
    </Form>
  );
}

export function PracticeListingState({ view }: { view: OnboardingView }) {
  if (view.state === "published") {
    return (
      <section aria-labelledby="listing-state" className="card border-green-300 bg-green-50 p-5 sm:p-6">
        <h2 id="listing-state" className="text-lg font-bold text-green-900">
          Published on {view.publishedAt ? formatDay(view.publishedAt) : "—"}
        </h2>
        <p className="mt-1 text-slate-800">Patients can find your practice and send you booking requests.</p>
        {view.profilePath && (
          <p className="mt-3">
            <Link to={view.profilePath} className="font-semibold text-brand-800 underline">
              See your public profile
            </Link>
          </p>
        )}
      </section>
    );
  }
  if (view.state === "submitted") {
    return (
      <section aria-labelledby="listing-state" className="card p-5 sm:p-6">
        <h2 id="listing-state" className="text-lg font-bold text-brand-900">
          Submitted on {view.submittedAt ? formatDay(view.submittedAt) : "—"} — our team is checking the registration
          numbers
        </h2>
        <p className="mt-1 text-slate-800">
          We check each practitioner&apos;s number with the Dental Council of New Zealand and e-mail you when the
          listing is live. Patients do not see it yet.
        </p>
      </section>
    );
  }
  const returned = view.state === "returned";
  return (
    <section aria-labelledby="listing-state" className="card border-amber-300 p-5 sm:p-6">
      <h2 id="listing-state" className="text-lg font-bold text-brand-900">
        {returned
          ? `Returned on ${view.returnedAt ? formatDay(view.returnedAt) : "—"}: please change your listing and submit it again`
          : "Draft: complete your listing and submit it for checking"}
      </h2>
      {returned && view.returnReason && (
        <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
          <p className="font-semibold">Our team says:</p>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{view.returnReason}</p>
        </div>
      )}
      <p className="mt-2 text-slate-800">
        Patients do not see your practice until our team has checked and published it.
      </p>
      {view.missing.length > 0 ? (
        <>
          <p className="mt-3 font-semibold">Still missing before it can be published:</p>
          <MissingList missing={view.missing} />
        </>
      ) : (
        <p className="mt-3 font-semibold text-green-900">Your listing has everything it needs.</p>
      )}
      <Prefill view={view} />
      <SubmitForm view={view} />
    </section>
  );
}
