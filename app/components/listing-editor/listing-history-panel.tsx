import { useEffect, useState } from "react";

import { adminGet } from "../../lib/admin-api";
import { AdminPanel } from "../admin-panel";
import { TypedText } from "../typed-text";
import type { HistoryEntryView } from "../../../rules/api/practice-listing";
import { nzDateTimeText } from "../../../rules/nz-time";

/**
 * An entry has the fields of the practice's own history (HistoryEntryView); here `what` is
 * "Practice" or "Listing", and `who` the actor as recorded.
 */
type Entry = HistoryEntryView;

/** Shown at first; the rest on asking. */
const FIRST = 10;

/**
 * The listing's history (issue 36 item 4): every change to it and its practice's facts, each field
 * before and after, who (an operator's address, "practice-user:{id}", "cli") and when, newest first,
 * from /admin/api/listings/{kind}/{id}/history. Read again when the listing changes (`stamp`).
 */
export function ListingHistoryPanel({ kind, id, stamp }: { kind: string; id: string; stamp: string }) {
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [all, setAll] = useState(false);
  useEffect(() => {
    let live = true;
    adminGet<{ entries: Entry[] }>(`/listings/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/history`).then(
      (loaded) => live && setEntries(loaded.entries),
      () => live && setEntries([]),
    );
    return () => {
      live = false;
    };
  }, [kind, id, stamp]);
  const shown = all ? entries : entries?.slice(0, FIRST);
  return (
    <AdminPanel id="listing-history" title="History">
      {entries === null ? (
        <p className="mt-2 text-sm text-slate-700">Loading…</p>
      ) : entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No changes recorded yet.</p>
      ) : (
        <ol className="mt-2 space-y-3 text-sm">
          {shown!.map((e) => (
            <li key={e.id} className="border-t border-slate-200 pt-2 [overflow-wrap:anywhere]">
              <p className="text-slate-700">
                {nzDateTimeText(e.at)} · <TypedText text={e.who} />
              </p>
              <p className="font-semibold">
                {e.what}: {e.field}
              </p>
              <p>
                <span className="text-slate-700">Before:</span> <TypedText text={e.before} />
              </p>
              <p>
                <span className="text-slate-700">After:</span> <TypedText text={e.after} />
              </p>
            </li>
          ))}
        </ol>
      )}
      {entries && entries.length > FIRST && !all && (
        <button type="button" className="btn-secondary mt-3 w-full" onClick={() => setAll(true)}>
          Show all {entries.length}
        </button>
      )}
    </AdminPanel>
  );
}
