import type { ClosureNotice as Notice } from "../../rules/listings/closures";
import { telHref } from "../lib/phone";

/**
 * A practice's closure on its profile (issue 37 item 2), from the loader's reading of the practice's
 * recorded closures at the page's "now": "Closed until …" during one, "Closed from … to …" within 30
 * days of one, with who covers urgent care meanwhile.
 */
export function ClosureNotice({ notice, className = "" }: { notice: Notice; className?: string }) {
  const now = notice.when === "now";
  return (
    <div
      data-testid="closure-notice"
      className={`max-w-2xl rounded-lg border px-4 py-3 ${now ? "border-amber-300 bg-amber-50 text-amber-950" : "border-slate-300 bg-slate-50 text-slate-900"} ${className}`}
    >
      <p className="font-semibold">
        {notice.headline} ({notice.reason})
      </p>
      <p className="mt-1">
        For urgent care call {notice.coverName} on{" "}
        <a href={telHref(notice.coverPhone)} className="font-semibold underline">
          {notice.coverPhone}
        </a>
        .
      </p>
      <p className="mt-1 text-sm">
        {now
          ? "A booking request sent now reaches the practice; they will answer after they reopen."
          : "From the closure the practice recorded with us."}
      </p>
    </div>
  );
}
