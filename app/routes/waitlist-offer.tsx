import type { ReactNode } from "react";
import { data, useLoaderData } from "react-router";

import type { Route } from "./+types/waitlist-offer";
import { MessagePage } from "../components/message-page";
import { PageHeader } from "../components/page-header";
import { SITE } from "../content/site";
import { nzAppointmentTime, nzLongDate } from "../../rules/appointment-time";
import { WAITLIST_CONFIRM_HOURS } from "../../rules/waitlist";
import { Notice } from "../components/notice";

// A waitlisted patient's private link to one freed time, or to confirm joining from a practice's
// profile (issue 37 item 5; its button confirms: a GET changes nothing): rendered on the server
// for each request, never indexed, its address never sent on as a Referer. Its forms are plain
// posts to the same address, answered 303 back here (server/waitlist/plugin.ts).
export const meta: Route.MetaFunction = () => [
  { title: `An earlier time | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

const DONE = {
  claimed: null,
  refused: "That time could not be taken: see below.",
  left: "You have left the waitlist. We will not e-mail you about earlier times for this booking again.",
  unreadable: "That could not be read. Please try again.",
  confirmed: "You are on the waitlist. We will e-mail you if an earlier time comes free.",
  expired: null,
} as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const view = await context.waitlist.offer(params.token);
  const done = new URL(request.url).searchParams.get("done");
  const said = done && Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : null;
  // A confirmation link's entry is gone once its person leaves: the page then says they left.
  const left = view.kind === "missing" && done === "left";
  return data({ view, said, left }, { status: view.kind === "missing" && !left ? 404 : 200 });
}

const HEADINGS = {
  open: "An earlier time has come free",
  gone: "This time has gone",
  passed: "This time has passed",
  yours: "This time is yours",
} as const;

export default function WaitlistOfferPage() {
  const { view, said, left } = useLoaderData<typeof loader>();
  if (left) return <MessagePage title="You have left the waitlist" text="Your details are deleted." />;
  if (view.kind === "missing") {
    return (
      <MessagePage
        title="This link does not open a time"
        text="Check that the whole address from the e-mail was copied."
      />
    );
  }
  if (view.kind === "confirm-expired") {
    return (
      <MessagePage
        title="This link has expired"
        text={`It worked for ${WAITLIST_CONFIRM_HOURS} hours, and your details are deleted. Ask again from the practice's page on our directory.`}
      />
    );
  }
  if (view.kind === "confirm" || view.kind === "confirmed") {
    return <ConfirmPage view={view} said={said} />;
  }
  if (view.kind === "left") {
    return (
      <MessagePage
        title="You are not on the waitlist"
        text={said ?? "You left the waitlist (or your booking was withdrawn), so there is nothing to take here."}
      />
    );
  }
  const who = view.dentist ? `${view.dentist} at ${view.practiceName}` : view.practiceName;
  return (
    <LinkPage title={HEADINGS[view.kind]} said={said}>
      <section aria-labelledby="time-heading" className="card p-5 sm:p-6">
        <h2 id="time-heading" className="text-lg font-bold">
          {nzAppointmentTime(view.start)}
        </h2>
        <p className="mt-2 text-slate-800">
          {view.minutes} minutes with {who}, {view.address}.
        </p>
        {view.kind === "open" && (
          <>
            {view.current && (
              <p className="mt-2 text-slate-800">
                Your appointment now: {nzAppointmentTime(view.current)}. If you take this time, that one is cancelled
                for you and you get a new confirmation with its calendar file.
              </p>
            )}
            <form method="post" className="mt-4">
              <input type="hidden" name="intent" value="claim" />
              <button type="submit" className="btn-primary">
                Take this time
              </button>
            </form>
          </>
        )}
        {view.kind === "yours" && (
          <p role="status" className="mt-3 text-slate-800">
            Your appointment is confirmed for this time. We have e-mailed you the confirmation with its calendar file,
            and told the practice.
          </p>
        )}
        {view.kind === "gone" && (
          <p className="mt-3 text-slate-800">
            Someone else took it first. Your appointment is unchanged and you are still on the waitlist.
          </p>
        )}
      </section>
      {view.kind !== "yours" && (
        <section aria-labelledby="leave-heading" className="card p-5 sm:p-6">
          <h2 id="leave-heading" className="text-lg font-bold">
            No longer want earlier times?
          </h2>
          <form method="post" className="mt-3">
            <input type="hidden" name="intent" value="leave" />
            <button type="submit" className="btn-secondary">
              Leave the waitlist
            </button>
          </form>
        </section>
      )}
    </LinkPage>
  );
}

/** The frame of both kinds of link: the page's heading, what the last press did, then the page's cards. */
function LinkPage({ title, said, children }: { title: string; said: string | null; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="container-page max-w-3xl space-y-5 pb-14">
        {said && <Notice tone="status">{said}</Notice>}
        {children}
      </div>
    </>
  );
}

/** A profile entry's confirmation link: its button confirms (double opt-in), or it leaves the list. */
function ConfirmPage({
  view,
  said,
}: {
  view: { kind: "confirm" | "confirmed"; where: string; until: string };
  said: string | null;
}) {
  const confirmed = view.kind === "confirmed";
  return (
    <LinkPage title={confirmed ? "You are on the waitlist" : "Confirm: hear of an earlier time"} said={said}>
      <section aria-labelledby="confirm-heading" className="card p-5 sm:p-6">
        <h2 id="confirm-heading" className="text-lg font-bold">
          At {view.where}, until {nzLongDate(`${view.until}T00:00:00Z`)}
        </h2>
        <p className="mt-2 text-slate-800">
          {confirmed
            ? "When a time comes free, we e-mail up to five people on the waitlist at once: the first to take it gets it."
            : "Press the button to go on the waitlist. Until you do, we e-mail you nothing more."}
        </p>
        <form method="post" className="mt-4 flex flex-wrap gap-3">
          {!confirmed && (
            <button type="submit" name="intent" value="confirm" className="btn-primary">
              Confirm: put me on the waitlist
            </button>
          )}
          <button type="submit" name="intent" value="leave" className="btn-secondary">
            {confirmed ? "Leave the waitlist" : "No thanks: delete my details"}
          </button>
        </form>
      </section>
    </LinkPage>
  );
}
