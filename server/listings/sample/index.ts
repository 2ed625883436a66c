import { daysBetween } from "../../../rules/listings/new-patients";
import type { Practice } from "../../../rules/listings/types";
import { SAMPLE_DENTISTS } from "./dentists";
import { SAMPLE_EMERGENCY_CLINICS } from "./emergency-clinics";
import { SAMPLE_PRACTICES } from "./practices";
import { SAMPLE_SURGEONS } from "./surgeons";

/** The sample listings, in the import/export file's shape (docs/listings-format.md). */
export const SAMPLE_LISTINGS = {
  practices: SAMPLE_PRACTICES,
  dentists: SAMPLE_DENTISTS,
  surgeons: SAMPLE_SURGEONS,
  emergencyClinics: SAMPLE_EMERGENCY_CLINICS,
};

/**
 * The day the sample's new-patient dates were written as of. The sample is loaded with every such
 * date moved by the days since (never back), so a fresh database shows the sample's mix of recent
 * and lapsed yeses (issue 37 item 1) whenever it is started, as confirmations made before the load.
 */
export const SAMPLE_DATED_ON = "2026-11-20";

/** A sample practice with its new-patient dates moved to the load day `today` (New Zealand). */
export function samplePracticeAsOf(practice: Practice, today: string): Practice {
  const shift = Math.max(0, daysBetween(SAMPLE_DATED_ON, today));
  if (shift === 0) return practice;
  const moved = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10);
  const newPatients = Object.fromEntries(
    Object.entries(practice.newPatients).map(([group, fact]) => [
      group,
      { ...fact, confirmedOn: moved(fact.confirmedOn) },
    ]),
  );
  return { ...practice, newPatients };
}
