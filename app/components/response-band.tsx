import { RESPONSE_BANDS, type ResponseBandId } from "../../rules/response-bands";

/** "Usually replies within 2 hours", for a band id. */
export function responseBandLabel(band: ResponseBandId): string {
  return RESPONSE_BANDS.find((b) => b.id === band)?.label ?? "";
}

/**
 * How fast the practice answers booking requests, as a small badge (text, not colour alone);
 * nothing when it has no band (too few requests, or slower than every band). Kept this small on
 * purpose: it sits in the script chunk every content page loads (the 120 kB budget); the profile
 * says where the figure comes from beside it.
 */
export function ResponseBand({ band, className = "" }: { band: ResponseBandId | undefined; className?: string }) {
  if (!band) return null;
  return (
    <p
      className={`w-fit rounded-full border border-sky-200 bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-950 ${className}`}
      data-testid="response-band"
    >
      {responseBandLabel(band)}
    </p>
  );
}
