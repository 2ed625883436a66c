import { Link, useLocation } from "react-router";

import { paths } from "../../rules/paths";
import { useHydrated } from "../lib/use-hydrated";

/**
 * A confirmation's reference, and a booking's private status link, read from its address after
 * hydration (the page is prerendered without them): `?ref=` and `#status=`. `quoteNote` says when
 * to quote the reference.
 */
export function RequestReceipt({ heading = "Your request", quoteNote }: { heading?: string; quoteNote?: string }) {
  const { search, hash } = useLocation();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const reference = new URLSearchParams(search).get("ref");
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("status");
  if (!reference && !token) return null;
  const statusPath = token ? paths.requestStatus(token) : null;
  return (
    <section aria-labelledby="receipt-heading" className="card p-5 sm:p-6">
      <h2 id="receipt-heading" className="text-lg font-bold">
        {heading}
      </h2>
      {reference && (
        <p className="mt-2 text-slate-800">
          Reference: <strong className="font-mono text-lg tracking-wide">{reference}</strong>
        </p>
      )}
      {reference && quoteNote && <p className="mt-1 text-sm text-slate-700">{quoteNote}</p>}
      {statusPath && (
        <div className="mt-4">
          <p className="font-semibold">Keep this link to check on your request</p>
          <p className="mt-1 text-sm text-slate-700">
            It shows what has happened to your request and lets you withdraw it. It is private: anyone with the link can
            see it, so don&apos;t share it.
          </p>
          <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm break-all">
            <Link to={statusPath} className="font-semibold text-brand-800 underline underline-offset-2">
              {`${window.location.origin}${statusPath}`}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
