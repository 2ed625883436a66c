import { RESPONSE_BANDS, RESPONSE_WINDOW_DAYS, type ResponseBandId } from "../../rules/booking-loop";

/** "Usually replies within 2 hours", for a band id. */
export function responseBandLabel(band: ResponseBandId): string {
  return RESPONSE_BANDS.find((b) => b.id === band)?.label ?? "";
}

/**
 * How fast the practice answers booking requests, as a small badge (text, not colour alone);
 * nothing when it has no band (too few requests, or slower than every band).
 */
export function ResponseBand({
  band,
  className = "",
  explained = false,
}: {
  band: ResponseBandId | undefined;
  className?: string;
  /** Also say where the figure comes from (the profile does; cards have no room). */
  explained?: boolean;
}) {
  if (!band) return null;
  return (
    <div className={className}>
      <p
        className="inline-flex items-center gap-1.5 rounded-full border border-sky-200 bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-950"
        data-testid="response-band"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="none" stroke="currentColor">
          <circle cx="8" cy="8" r="6.25" strokeWidth="1.5" />
          <path d="M8 4.5V8l2.5 1.5" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        {responseBandLabel(band)}
      </p>
      {explained && (
        <p className="mt-1 text-sm text-slate-600">
          From how fast the practice answered booking requests sent through this site in the last {RESPONSE_WINDOW_DAYS}{" "}
          days.
        </p>
      )}
    </div>
  );
}
