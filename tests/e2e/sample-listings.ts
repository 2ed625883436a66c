import { nzToday } from "../../rules/nz-time";
import { SAMPLE_LISTINGS, samplePracticeAsOf } from "../../server/listings/sample";

/**
 * The sample dentists the e2e server loads into its empty database, each with its practice's
 * facts (city, hours), so a test can work out what a search should find instead of hard-coding it.
 */
export const SAMPLE_DENTIST_LISTINGS = SAMPLE_LISTINGS.dentists
  .filter((d) => d.status === "published")
  .map((dentist) => {
    // As the server loaded it today: its new-patient dates moved to the load day.
    const practice = samplePracticeAsOf(
      SAMPLE_LISTINGS.practices.find((p) => p.id === dentist.practiceId)!,
      nzToday(),
    );
    const { name, citySlug, openingHours, newPatients } = practice;
    return { ...dentist, practice: name, citySlug, openingHours, newPatients };
  });

/** The directory's and compare's count line for the first page of `total` results. */
export function showingFirstPage(total: number): string {
  if (total === 0) return "No dentists found";
  if (total === 1) return "Showing 1 dentist";
  return `Showing 1–${Math.min(20, total)} of ${total} dentists`;
}
