import { Link, useLoaderData } from "react-router";

import type { Route } from "./+types/admin-response-times";
import { adminPaths } from "../../rules/admin-paths";
import type { PracticeResponseTimes, ResponseTimesResponse } from "../../rules/api/response-times";
import { RESPONSE_MIN_REQUESTS, RESPONSE_WINDOW_DAYS } from "../../rules/response-bands";
import { AdminShell } from "../components/admin-shell";
import { ResponseChart, waitFigure } from "../components/response-chart";
import { responseBandLabel } from "../components/response-band";
import { adminGet, adminMeta, ensureSession } from "../lib/admin-api";
import { TypedText } from "../components/typed-text";

export const meta: Route.MetaFunction = () => adminMeta("Response times");

/** Every practice's figures, or one practice's (?practice={id}, from its listing's page). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const practice = new URL(request.url).searchParams.get("practice") ?? "";
  const query = practice ? `?practice=${encodeURIComponent(practice)}` : "";
  const [answer] = await Promise.all([adminGet<ResponseTimesResponse>(`/response-times${query}`), ensureSession()]);
  return { practice, practices: answer.practices };
}

/** What the listings show for the practice now, and why. */
function Shown({ practice }: { practice: PracticeResponseTimes }) {
  const figure = waitFigure(practice.requests, practice.percentileMs);
  const shown = practice.band
    ? `Listings show “${responseBandLabel(practice.band)}”.`
    : practice.requests < RESPONSE_MIN_REQUESTS
      ? `Listings show nothing: fewer than ${RESPONSE_MIN_REQUESTS} requests.`
      : "Listings show nothing: slower than every band.";
  return (
    <p className="text-sm text-slate-700">
      Last {RESPONSE_WINDOW_DAYS} days: {figure}. <span className="font-semibold text-slate-900">{shown}</span>
    </p>
  );
}

export default function AdminResponseTimesPage() {
  const { practice, practices } = useLoaderData<typeof clientLoader>();
  return (
    <AdminShell title="Response times">
      <p className="max-w-3xl text-sm text-slate-700">
        How fast each practice answers the requests sent to it by its link, worked out from the recorded answers (never
        entered by hand). A request not answered yet counts as waiting until now.
      </p>
      {practice && (
        <p className="mt-2">
          <Link to={adminPaths.responseTimes()} className="text-sm text-brand-800 underline underline-offset-2">
            ← All practices
          </Link>
        </p>
      )}
      {practices.length === 0 ? (
        <p className="mt-6 text-sm text-slate-700">
          {practice
            ? "No requests sent to this practice in the last 12 weeks."
            : "No requests sent to practices in the last 12 weeks."}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 lg:grid-cols-2">
          {practices.map((p) => (
            <li key={p.practiceId} className="card p-4">
              <section aria-labelledby={`heading-${p.practiceId}`}>
                <h2 id={`heading-${p.practiceId}`} className="text-lg font-bold text-brand-900">
                  <TypedText text={p.practiceName} />
                </h2>
                <Shown practice={p} />
                <ResponseChart practice={p} />
              </section>
            </li>
          ))}
        </ul>
      )}
    </AdminShell>
  );
}
