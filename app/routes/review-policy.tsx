import { Link, useLoaderData } from "react-router";

import type { Route } from "./+types/review-policy";
import { PageHeader } from "../components/page-header";
import { SITE } from "../content/site";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";
import { ABOUT_RATINGS } from "../../rules/reviews/about-ratings";
import { AUTHOR_ANSWER_HOURS, REPORT_REASONS } from "../../rules/reviews/reports";
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "../../rules/reviews/scores";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "How verified reviews work",
    description: `Who may review a dentist on ${SITE.name}, how reviews are moderated, and how many we published and rejected, by reason, each quarter.`,
    path: paths.reviewPolicy(),
  });

/** The counts are read from the reviews table at each rendering (the page cache keeps them a minute). */
export async function loader({ context }: Route.LoaderArgs) {
  return context.reviewPolicy();
}

const SECTIONS: { title: string; points: string[] }[] = [
  {
    title: "Only patients who booked through us",
    points: [
      "A review can only be written by the patient of a booking request that a practice confirmed through this site. Every confirmed appointment is invited; nobody chooses who is, and nobody else can write one.",
      "The invitation is e-mailed 24 hours after the appointment, with a reminder after a week. Its link works for 60 days and for one review.",
      "If a practice tells us within 3 days that the patient did not attend, the invitation is cancelled and the patient is told; they can tell us they did attend, and a moderator checks.",
    ],
  },
  {
    title: "What a review says",
    points: [
      `An overall score from 1 to 5, four service scores (costs explained before treatment; waiting and punctuality; communication and being listened to; premises and accessibility), and ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX.toLocaleString("en-NZ")} characters about the service, not the clinical result.`,
      "A review is shown with the writer's first name and last initial, never more, and labelled with the month of the visit.",
    ],
  },
  {
    title: "Moderation before publication",
    points: [
      "A moderator reads every review before it is shown. Text with a phone number, an e-mail address, a link or abuse is held with the reason shown to the moderator.",
      "A moderator publishes a review, rejects it with a reason from a fixed list, or edits out a name, shown as “[redacted]”. Everything that passes is published whatever its stars. The patient is e-mailed the outcome.",
    ],
  },
  {
    title: "The practice's reply",
    points: [
      "When a review is published the practice is e-mailed a link to reply once. The reply is moderated the same way and shown under the review.",
      "A reply that mentions the patient's treatment, health or records is refused: in public it would confirm what they were seen for.",
    ],
  },
  {
    title: "Reporting a review",
    points: [
      `Anyone can report a review with the “Report this review” link under it. A report that it ${REPORT_REASONS.filter(
        (r) => r.hidesAtOnce,
      )
        .map((r) => r.label.replace(/^It /, "").toLowerCase())
        .join(", or ")} hides it at once until a moderator decides.`,
      `Any other report leaves the review up while we ask its author, who has ${AUTHOR_ANSWER_HOURS} hours to answer; then a moderator keeps it or takes it down. Each decision is recorded with who took it and why, and the author and the reporter are told.`,
    ],
  },
  {
    title: "Privacy",
    points: [
      "A patient who withdraws their request or asks us to erase it erases their review with it. Reviews are deleted 24 months after the visit.",
      "The invitation e-mail carries no health details.",
    ],
  },
];

export default function ReviewPolicyPage() {
  const { quarters } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="How verified reviews work"
        lead="Ratings on this site come only from reviews by patients whose visit was booked through us, and every figure is computed from the published reviews."
      />
      <div className="container-page max-w-3xl space-y-8 pb-14">
        {SECTIONS.map((section) => (
          <section key={section.title} aria-labelledby={`${section.title}-h`.replace(/\W+/g, "-")}>
            <h2 id={`${section.title}-h`.replace(/\W+/g, "-")} className="text-xl font-bold text-brand-900">
              {section.title}
            </h2>
            <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-800">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="ratings">
          <h2 id="ratings" className="text-xl font-bold text-brand-900">
            How ratings are worked out
          </h2>
          <p className="mt-2 text-slate-800">{ABOUT_RATINGS}</p>
        </section>
        <section aria-labelledby="figures-heading">
          <h2 id="figures-heading" className="text-xl font-bold text-brand-900">
            Reviews published and rejected, by quarter
          </h2>
          <p className="mt-2 text-slate-800">
            Counted from our reviews table when this page was made: reviews published in each quarter (New Zealand
            time), reviews rejected before publication by the moderator&apos;s reason, and reviews taken down after a
            report by the report&apos;s reason.
          </p>
          {quarters.length === 0 ? (
            <p className="mt-3 font-medium text-slate-900">No review has been published or rejected yet.</p>
          ) : (
            <div className="mt-4 space-y-4">
              {quarters.map((q) => (
                <section key={q.label} aria-labelledby={`q-${q.label.replace(/\W+/g, "-")}`} className="card p-5">
                  <h3 id={`q-${q.label.replace(/\W+/g, "-")}`} className="text-lg font-bold">
                    {q.label}
                  </h3>
                  <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                    <dt className="font-semibold">Published</dt>
                    <dd className="text-right font-semibold tabular-nums">{q.published}</dd>
                    {q.rejected.map((r) => (
                      <div key={`rejected-${r.reason}`} className="contents">
                        <dt>Rejected: {r.reason}</dt>
                        <dd className="text-right tabular-nums">{r.count}</dd>
                      </div>
                    ))}
                    {q.removed.map((r) => (
                      <div key={`removed-${r.reason}`} className="contents">
                        <dt>Taken down after a report: {r.reason}</dt>
                        <dd className="text-right tabular-nums">{r.count}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ))}
            </div>
          )}
        </section>
        <p className="text-slate-800">
          A complaint about care goes to the practice, or to the{" "}
          <a className="text-brand-800 underline" href="https://www.hdc.org.nz/">
            Health and Disability Commissioner
          </a>{" "}
          or the{" "}
          <a className="text-brand-800 underline" href="https://www.advocacy.org.nz/">
            Nationwide Health and Disability Advocacy Service
          </a>
          . Questions about a review?{" "}
          <Link to={paths.contact()} className="text-brand-800 underline">
            Contact us
          </Link>
          .
        </p>
      </div>
    </>
  );
}
