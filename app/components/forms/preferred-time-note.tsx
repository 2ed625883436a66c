import { type OpenTimes, preferredTimeNote } from "../../../rules/listings/preferred-time";

/**
 * Under the preferred date and time (issue 37 item 3): when the chosen practice is not open then
 * (its hours, a closure, a public holiday), says so and offers its next open times. The request is
 * still taken as asked: the practice proposes a time either way.
 */
export function PreferredTimeNote({
  open,
  date,
  time,
  labels,
}: {
  open: OpenTimes;
  date: string;
  time: string;
  labels: readonly string[];
}) {
  const note = date && time ? preferredTimeNote(open, date, time, labels) : undefined;
  return (
    <div aria-live="polite" className="sm:col-span-2">
      {note && (
        <p
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          data-testid="preferred-time-note"
        >
          {note.why} {note.next.length > 0 && <>Its next open times: {note.next.join("; ")}. </>}You can still send this
          time: the practice will offer one that suits you both.
        </p>
      )}
    </div>
  );
}
