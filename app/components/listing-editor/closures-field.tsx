import type { Closure } from "../../../rules/listings/types";

/**
 * The practice's closures in the operator's editor (issue 37 item 2): the practice records them at
 * its account; here each is shown with a ticked box, and unticking one removes it when saved. Each
 * box carries the closure as sent, so the save sends back exactly the ones kept.
 */
export function ClosuresField({ closures }: { closures: readonly Closure[] | undefined }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="field-label">Closures</legend>
      {closures?.length ? (
        <ul className="mt-1 space-y-1">
          {closures.map((c, i) => (
            <li key={`${c.from}-${c.to}`}>
              <label className="flex items-start gap-2" htmlFor={`closure-${i}`}>
                <input
                  id={`closure-${i}`}
                  type="checkbox"
                  name="closures"
                  value={JSON.stringify(c)}
                  defaultChecked
                  className="mt-1"
                />
                <span>
                  {c.from} to {c.to} ({c.reason}): urgent care {c.coverName}, {c.coverPhone}. Untick to remove.
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">None recorded. The practice records its closures at its account.</p>
      )}
    </fieldset>
  );
}
