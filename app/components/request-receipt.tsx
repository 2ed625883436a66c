import { Link, useLocation } from "react-router";

import { paths } from "../../rules/paths";
import { useHydrated } from "../lib/use-hydrated";

interface ReceiptProps {
  heading?: string;
  /** Says when to quote the reference. */
  quoteNote?: string;
}

/**
 * A confirmation's reference, and a booking's private status link, read from its address after
 * hydration (the page is prerendered without them): `?ref=` and `#status=`.
 */
export function RequestReceipt(props: ReceiptProps) {
  const { search, hash } = useLocation();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const reference = new URLSearchParams(search).get("ref");
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("status");
  if (!reference && !token) return null;
  return (
    <ReceiptBox
      {...props}
      reference={reference}
      statusLink={token ? { path: paths.requestStatus(token), origin: window.location.origin } : null}
    />
  );
}

/**
 * The receipt itself, from what the page knows: the confirmation's after hydration, the status
 * page's (a booking sent without JavaScript lands there) on the server.
 */
export function ReceiptBox({
  heading = "Your request",
  quoteNote,
  reference,
  statusLink,
}: ReceiptProps & { reference: string | null; statusLink: { path: string; origin: string } | null }) {
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
      {statusLink && (
        <div className="mt-4">
          <p className="font-semibold">Keep this link to check on your request</p>
          <p className="mt-1 text-sm text-slate-700">
            It shows what has happened to your request and lets you withdraw it. It is private: anyone with the link can
            see it, so don&apos;t share it.
          </p>
          <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm break-all">
            <Link to={statusLink.path} className="font-semibold text-brand-800 underline underline-offset-2">
              {`${statusLink.origin}${statusLink.path}`}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
