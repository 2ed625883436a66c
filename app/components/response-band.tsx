import { offerSpeedLabel, RESPONSE_BANDS, type ResponseBandId } from "../../rules/response-bands";

/** "Usually replies within 2 hours", for a band id. */
export function responseBandLabel(band: ResponseBandId): string {
  return RESPONSE_BANDS.find((b) => b.id === band)?.label ?? "";
}

const PILL = "w-fit rounded-full border border-sky-200 bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-950";

/**
 * How fast the practice answers booking requests, and how soon it usually offers a time, as small
 * badges (text, not colour alone); nothing for a figure it does not have (too few requests, or
 * slower than every band). Kept this small on purpose: it sits in the script chunk every content
 * page loads (the 120 kB budget); the profile says where the figures come from beside them.
 */
export function ResponseBand({
  band,
  offerDays,
  className = "",
}: {
  band: ResponseBandId | undefined;
  offerDays?: number | undefined;
  className?: string;
}) {
  return (
    <>
      {band && (
        <p className={`${PILL} ${className}`} data-testid="response-band">
          {responseBandLabel(band)}
        </p>
      )}
      {offerDays !== undefined && (
        <p className={`${PILL} ${className}`} data-testid="offer-speed">
          {offerSpeedLabel(offerDays)}
        </p>
      )}
    </>
  );
}
