import type { Ref } from "react";

import type { ConflictRow } from "./conflict";

/**
 * Shown when a save was refused because someone else changed the listing since the editor was
 * opened: what they changed beside what the form holds, and the two ways on. Nothing typed is lost
 * until the operator chooses to load theirs.
 */
export function ConflictPanel({
  rows,
  onReapply,
  onReload,
  headingRef,
}: {
  rows: ConflictRow[];
  onReapply: () => void;
  onReload: () => void;
  /** Focused when the panel appears, so its heading is read out first. */
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      aria-labelledby="conflict-heading"
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900"
    >
      <h2 id="conflict-heading" ref={headingRef} tabIndex={-1} className="text-base font-bold">
        Someone else changed this listing since you opened it
      </h2>
      <p className="mt-1">
        Your changes are not saved: they are still in the form. Put them on the saved version to check and save again,
        or discard them and load the saved version.
      </p>
      {rows.length > 0 ? (
        <table className="mt-3 w-full border-collapse text-left sm:table-fixed">
          <caption className="sr-only">The fields changed since you opened the listing</caption>
          <thead>
            <tr className="border-b border-amber-300">
              <th scope="col" className="py-1 pr-2 sm:w-1/4">
                Field
              </th>
              <th scope="col" className="py-1 pr-2">
                Saved now
              </th>
              <th scope="col" className="py-1">
                Yours (not saved)
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} className="border-b border-amber-200 align-top">
                <th scope="row" className="py-1 pr-2 font-semibold">
                  {row.label}
                </th>
                <td className="py-1 pr-2 [overflow-wrap:anywhere]">
                  <bdi>{row.theirs}</bdi>
                </td>
                <td className="py-1 [overflow-wrap:anywhere]">
                  <bdi>{row.yours}</bdi>
                  {row.bothChanged && (
                    <span className="mt-1 block text-xs font-bold text-amber-900">
                      You changed it too: yours is kept
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2">No field you can edit differs from what you opened.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={onReapply}>
          Put my changes on theirs
        </button>
        <button type="button" className="btn-secondary" onClick={onReload}>
          Discard mine and load theirs
        </button>
      </div>
    </section>
  );
}
