import type { NewPatientView } from "../../rules/listings/new-patients-text";

/**
 * Whether the practice is taking new adult patients, with the date it said so (issue 37 item 1):
 * "Taking new adult patients · confirmed 3 November 2026". The words and the state are worked out
 * by the page's loader on its clock (app/lib/adult-patients.ts); nothing when the practice has not
 * said. Kept small: every listing page carries it.
 */
export function NewPatientsNote({ view, className = "" }: { view: NewPatientView | undefined; className?: string }) {
  return view ? (
    <p className={`text-sm ${className}`}>
      <b>{view.text}</b> · {view.since}
    </p>
  ) : null;
}
