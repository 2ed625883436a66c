import { useLoaderData } from "react-router";

import type { Route } from "./+types/practice-figures";
import { NotAllowed, PracticeShell, signedInOrRedirect } from "../components/practice-account-shell";
import { ResponseChart, weekLabel } from "../components/response-chart";
import { SITE } from "../content/site";
import type { PracticeFigures, PracticeWeekFigures } from "../../rules/api/practice-account";
import { nzDateTimeText } from "../../rules/nz-time";
import { PERCENTILE_MIN_REQUESTS, RESPONSE_WINDOW_DAYS } from "../../rules/response-bands";
import { formatWait, RESPONSE_METHOD, responseShownText, waitFigure } from "../../rules/response-wait";
import { listingReviewsText } from "../../rules/practice-figures";
import { MIN_REVIEWS_FOR_AVERAGE, REVIEW_WINDOW_MONTHS } from "../../rules/reviews/figures";

// The practice's own figures (issue 36 item 6): its requests week by week, how fast it answers and
// the band its listings show (with how that is worked out), and its listings' review figures as
// the public pages give them. Everything computed from recorded data when the page is asked for.
export const meta: Route.MetaFunction = () => [
  { title: `Figures | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return signedInOrRedirect(await context.practiceAccount.figures(request));
}

function Response({ figures }: { figures: PracticeFigures }) {
  const { response } = figures;
  const shown = responseShownText(response);
  return (
    <section aria-labelledby="response-heading" className="card p-5 sm:p-6">
      <h2 id="response-heading" className="text-lg font-bold">
        How fast you answer
      </h2>
      <p className="mt-2 text-lg font-semibold text-slate-900">{shown}</p>
      <p className="mt-1 text-slate-800">
        Last {RESPONSE_WINDOW_DAYS} days: {waitFigure(response.requests, response.percentileMs)}.
      </p>
      <details className="mt-3">
        <summary className="cursor-pointer font-medium text-brand-800">How this is worked out</summary>
        <p className="mt-2 text-sm text-slate-800">
          {RESPONSE_METHOD} The band on your listings is worked out again every minute or so.
        </p>
      </details>
      <ResponseChart
        table={false}
        practice={{
          practiceId: "own",
          practiceName: "Your practice",
          requests: response.requests,
          percentileMs: response.percentileMs,
          band: response.band,
          weeks: figures.weeks.map((w) => ({ start: w.start, requests: w.waits, percentileMs: w.percentileMs })),
        }}
      />
    </section>
  );
}

function waitCell(week: PracticeWeekFigures): string {
  if (week.percentileMs === null || week.waits === 0) return "—";
  return `${formatWait(week.percentileMs)} ${week.waits < PERCENTILE_MIN_REQUESTS ? "(longest)" : "(80% within)"}`;
}

function Weeks({ weeks }: { weeks: PracticeWeekFigures[] }) {
  const newestFirst = [...weeks].reverse();
  return (
    <section aria-labelledby="weeks-heading" className="card p-5 sm:p-6">
      <h2 id="weeks-heading" className="text-lg font-bold">
        Week by week
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        New Zealand weeks from Monday, newest first; this week so far. Received: requests sent to you that week.
        Answered and confirmed: of those requests, how many you have answered and how many are confirmed now. First
        answer: the wait 80% of that week’s requests were answered within, or with fewer than {PERCENTILE_MIN_REQUESTS}{" "}
        the longest. Appointments: confirmed appointments that fall in the week, whenever they were booked.
      </p>
      {/* A phone gets each week in a line; wider screens the table (one is shown, the other display:none). */}
      <ul className="mt-3 divide-y divide-slate-200 sm:hidden">
        {newestFirst.map((week) => (
          <li key={week.start} className="py-2 text-sm">
            <strong>{weekLabel(week.start)}</strong>:{" "}
            {week.received === 0 && week.appointments === 0
              ? "no requests, no appointments"
              : `${week.received} received, ${week.answered} answered, ${week.confirmed} confirmed; first answer ${waitCell(week)}; ${week.appointments} appointment${week.appointments === 1 ? "" : "s"}`}
          </li>
        ))}
      </ul>
      <div className="mt-3 hidden overflow-x-auto sm:block" role="region" aria-labelledby="weeks-heading" tabIndex={0}>
        <table className="w-full min-w-[34rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Week of
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Received
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Answered
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Confirmed
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                First answer
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Appointments
              </th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((week) => (
              <tr key={week.start} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
                  {weekLabel(week.start)}
                </th>
                <td className="py-2 pr-3 text-right">{week.received}</td>
                <td className="py-2 pr-3 text-right">{week.answered}</td>
                <td className="py-2 pr-3 text-right">{week.confirmed}</td>
                <td className="py-2 pr-3">{waitCell(week)}</td>
                <td className="py-2 text-right">{week.appointments}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Reviews({ figures }: { figures: PracticeFigures }) {
  return (
    <section aria-labelledby="reviews-heading" className="card p-5 sm:p-6">
      <h2 id="reviews-heading" className="text-lg font-bold">
        Reviews, as your listings show them
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Published reviews of visits in the last {REVIEW_WINDOW_MONTHS} months; the average only from{" "}
        {MIN_REVIEWS_FOR_AVERAGE} reviews (below that, your listing shows the count alone).
      </p>
      {figures.listings.length === 0 ? (
        <p className="mt-3 text-slate-800">Your practice has no published listing.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {figures.listings.map((l) => (
            <li key={l.ref} className="flex flex-wrap justify-between gap-x-4 py-2">
              <span className="font-medium [overflow-wrap:anywhere]">{l.name}</span>
              <span>{listingReviewsText(l)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function PracticeFiguresPage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind !== "ok") return <NotAllowed result={loaded} />;
  const { me, figures } = loaded;
  return (
    <PracticeShell me={me} title="Figures">
      <p className="text-slate-800">
        Worked out at {nzDateTimeText(figures.asOf)} from the requests sent to you through {SITE.name} and your
        published reviews. Nothing here is typed in by anyone.
      </p>
      <Response figures={figures} />
      <Weeks weeks={figures.weeks} />
      <Reviews figures={figures} />
    </PracticeShell>
  );
}
