import type { NewPatientView } from "../../rules/listings/new-patients";

const MARK: Record<NewPatientView["state"], string> = { yes: "✓", no: "✕", stale: "?" };
const TONE: Record<NewPatientView["state"], string> = {
  yes: "text-emerald-900",
  no: "text-slate-800",
  stale: "text-amber-900",
};

/**
 * Whether the practice is taking new adult patients, with the date it said so (issue 37 item 1):
 * "✓ Taking new adult patients · confirmed 3 November 2026". The words and the state are worked out
 * by the page's loader on the server's clock (rules/listings/new-patients.ts); nothing when the
 * practice has not said.
 */
export function NewPatientsNote({ view, className = "" }: { view: NewPatientView | undefined; className?: string }) {
  if (!view) return null;
  return (
    <p className={`text-sm ${TONE[view.state]} ${className}`} data-testid="new-patients">
      <span aria-hidden="true" className="mr-1 font-bold">
        {MARK[view.state]}
      </span>
      <span className="font-semibold">{view.text}</span> · {view.since}
    </p>
  );
}
